// The toasts of toast.ts (react-bootstrap Toast, autohide after 5000 ms).
import './ToastStack.css';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { componentMessages } from './messages';
import { dismissToast, TOAST_DELAY_MS, type ToastItem } from './toast';

export function ToastView({ toast, onClose }: { toast: ToastItem; onClose: () => void }) {
  return (
    <Toast
      onClose={onClose}
      autohide
      delay={TOAST_DELAY_MS}
      className={`portal-toast portal-toast-${toast.variant}`}
      role={toast.variant === 'danger' ? 'alert' : 'status'}
      aria-live={toast.variant === 'danger' ? 'assertive' : 'polite'}
    >
      <Toast.Body className="d-flex align-items-start gap-2">
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
      </Toast.Body>
    </Toast>
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
