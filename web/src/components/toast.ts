// showToast(): short notices in a corner, hidden automatically after 5000 ms.
import { createStore } from '../lib/store';

export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastItem {
  id: number;
  message: string;
  title?: string;
  variant: ToastVariant;
}

/** Autohide delay of toasts (docs/product.md P4.7, P9). */
export const TOAST_DELAY_MS = 5000;

const toasts = createStore<ToastItem[]>([]);
let nextId = 1;

export function showToast(
  toast: Omit<ToastItem, 'id' | 'variant'> & { variant?: ToastVariant },
): number {
  const id = nextId++;
  toasts.set([...toasts.get(), { variant: 'info', ...toast, id }]);
  return id;
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

export const getToasts = toasts.get;
export const subscribeToasts = toasts.subscribe;
