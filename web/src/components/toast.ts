// showToast(): short notices in a corner, hidden automatically after 5000 ms.
export type ToastVariant = 'success' | 'info' | 'warning' | 'danger';

export interface ToastItem {
  id: number;
  message: string;
  title?: string;
  variant: ToastVariant;
}

/** Autohide delay of toasts (specification section 9). */
export const TOAST_DELAY_MS = 5000;

let toasts: ToastItem[] = [];
const listeners = new Set<() => void>();
let nextId = 1;

function emit(): void {
  listeners.forEach((listener) => listener());
}

export function showToast(
  toast: Omit<ToastItem, 'id' | 'variant'> & { variant?: ToastVariant },
): number {
  const id = nextId++;
  toasts = [...toasts, { variant: 'info', ...toast, id }];
  emit();
  return id;
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function getToasts(): ToastItem[] {
  return toasts;
}

export function subscribeToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
