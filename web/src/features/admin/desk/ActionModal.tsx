// The frame of an action's form: a modal with its title and a close button (react-bootstrap:
// focus kept inside, Esc closes, a click outside does not, so nothing typed is lost). When
// it closes after the action (done or refused), focus goes where the page says (`onExited`)
// instead of back to the button that opened it, which may be gone.
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import '../../../components/modals.css';
import { deskMessages } from './deskMessages';

export function ActionModal({
  show,
  title,
  titleId,
  size,
  restoreFocus,
  onHide,
  onExited,
  children,
}: {
  show: boolean;
  title: string;
  titleId: string;
  size?: 'lg';
  restoreFocus: boolean;
  onHide: () => void;
  onExited: () => void;
  children: ReactNode;
}) {
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      backdrop="static"
      centered
      scrollable
      size={size}
      fullscreen="sm-down"
      restoreFocus={restoreFocus}
      aria-labelledby={titleId}
    >
      <Modal.Header closeButton closeLabel={deskMessages.modal.close}>
        <Modal.Title id={titleId} as="h2" className="h5 mb-0">
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/** The form's buttons: cancel, and the action (a spinner while it runs). */
export function ActionFooter({
  busy,
  label,
  variant = 'primary',
  onCancel,
  autoFocus,
}: {
  busy: boolean;
  label: string;
  variant?: 'primary' | 'success' | 'danger';
  onCancel: () => void;
  /** The action button takes the focus (a confirmation without fields). */
  autoFocus?: boolean;
}) {
  const m = deskMessages.modal;
  return (
    <Modal.Footer>
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={onCancel}
        disabled={busy}
      >
        {m.cancel}
      </button>
      <button
        type="submit"
        className={`btn btn-${variant} px-4`}
        disabled={busy}
        autoFocus={autoFocus}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {m.busy}
          </>
        ) : (
          label
        )}
      </button>
    </Modal.Footer>
  );
}
