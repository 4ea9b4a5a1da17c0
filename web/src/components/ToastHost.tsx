// Shows the toasts of toast.ts; the toast code loads with the first toast.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribeToasts } from './toast';

const ToastStack = lazy(() => import('./ToastStack').then((m) => ({ default: m.ToastStack })));

export function ToastHost() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  );
}
