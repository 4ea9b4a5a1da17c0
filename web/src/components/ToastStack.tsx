// The toasts of toast.ts: Bootstrap's toast markup, hidden automatically after 5000 ms.
// Not react-bootstrap's <Toast>: it forces role="alert" and aria-live="assertive" on every
// toast, so a screen reader would interrupt the customer for a mere confirmation. Here only
// danger toasts are alerts; the others are polite status messages.
import './ToastStack.css';
import { useEffect, useEffectEvent } from 'react';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { componentMessages } from './messages';
import { dismissToast, TOAST_DELAY_MS, type ToastItem } from './toast';

export function ToastView({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  // One timer per toast from when it appears; a new onClose on re-render does not restart it.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const timer = window.setTimeout(() => close(), TOAST_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const urgent = toast.variant === 'danger';
  return (
    <div
      className={`toast fade show portal-toast portal-toast-${toast.variant}`}
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
    >
      <div className="toast-body d-flex align-items-start gap-2">
        <div className="flex-grow-1">
          {toast.title && <strong className="d-block">{toast.title}</strong>}
          {toast.message}
        </div>
        <button
          type="button"
          className="btn-close"
          aria-label={componentMessages.toastClose}
          onClick={onClose}
        />
      </div>
    </div>
  );
}

export function ToastStack({ toasts }: { toasts: ToastItem[] }) {
  return (
    <ToastContainer position="top-center" className="portal-toasts p-3" containerPosition="fixed">
      {toasts.map((toast) => (
        <ToastView key={toast.id} toast={toast} onClose={() => dismissToast(toast.id)} />
      ))}
    </ToastContainer>
  );
}
