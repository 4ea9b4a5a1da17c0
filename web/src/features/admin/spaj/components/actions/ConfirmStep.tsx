// The second step of an action's form: what is about to be sent, in words, with 'Kembali ke
// isian' (nothing typed is lost) and the action itself. Nothing reaches the server before it.
import type { ReactNode } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { spajMessages } from '../../spajMessages';

const m = spajMessages.actions;

export function ConfirmStep({
  message,
  children,
  failure,
  busy,
  label,
  variant = 'primary',
  onBack,
  onConfirm,
}: {
  message: string;
  children?: ReactNode;
  failure: string | null;
  busy: boolean;
  label: string;
  variant?: 'primary' | 'success' | 'danger';
  onBack: () => void;
  onConfirm: () => void;
}) {
  return (
    <>
      <Modal.Body>
        <FormAlert message={failure} />
        <h3 className="h6">{m.confirmTitle}</h3>
        <p className="spaj-desk-confirm">{message}</p>
        {children}
      </Modal.Body>
      <Modal.Footer>
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onBack}
          disabled={busy}
        >
          {m.back}
        </button>
        <button
          type="button"
          className={`btn btn-${variant} px-4`}
          disabled={busy}
          autoFocus
          aria-busy={busy || undefined}
          onClick={onConfirm}
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
    </>
  );
}
