// An action that needs no input: the popup is its confirmation (what will happen, in words),
// and its button sends it. A refusal other than 409/404 stays in the popup.
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { FormAlert } from '../../../components/form/FormAlert';
import { ActionFooter } from './ActionModal';
import type { useDeskActionResult } from './useDeskActionResult';

export function ConfirmActionForm<T>({
  message,
  ok,
  done,
  busy,
  send,
  result,
  onCancel,
}: {
  message: string;
  /** The button that sends the action. */
  ok: string;
  /** The notice after it is done. */
  done: string;
  busy: boolean;
  send: () => Promise<{ data: T }>;
  result: ReturnType<typeof useDeskActionResult<T>>;
  onCancel: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      result.succeeded(await send(), done);
    } catch (error) {
      const inForm = result.failed(error);
      if (inForm) setFailure(inForm.message);
    }
  };

  return (
    <form className="claim-action-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p className="mb-0">{message}</p>
      </Modal.Body>
      <ActionFooter busy={busy} label={ok} onCancel={onCancel} autoFocus />
    </form>
  );
}
