// 'Konfirmasi Kata Sandi' before Ganti Kata Sandi, Ganti Email Pemulihan or Passkey: the current
// password (show/hide), 'Lanjut' and 'Batal'. POST /password/setting/validate {password,
// route}; 200 stores the confirmation for that route (in memory) and opens the page; a wrong
// password (401, the server names the attempts left) and a lock (429) show in the form.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Modal from 'react-bootstrap/Modal';
import { useConfirmPassword } from '../../../api/generated/endpoints/security/security';
import type { ConfirmRoute } from '../../../api/generated/model/confirmRoute';
import { INLINE_STATUSES, inlineErrorOf, type InlineError } from '../../../api/inlineError';
import { FormAlert } from '../../../components/form/FormAlert';
import { PasswordField } from '../../../components/password/PasswordField';
import '../../../components/modals.css';
import { deviceDeadline, setPasswordConfirmation } from '../../../shared/passwordConfirmation';
import { messages } from '../messages';
import { confirmPasswordSchema, type ConfirmPasswordForm } from '../schemas';

const m = messages.confirm;
const TITLE_ID = 'confirm-password-title';

export interface ConfirmPasswordModalProps {
  /** The page the customer wants to open; null when closed. */
  route: ConfirmRoute | null;
  onClose: () => void;
  /** The password was right: the confirmation is stored, open `route`. */
  onConfirmed: (route: ConfirmRoute) => void;
}

export function ConfirmPasswordModal({ route, onClose, onConfirmed }: ConfirmPasswordModalProps) {
  // The form stays while the modal fades out and goes once it is hidden, so each opening
  // starts empty, without the last error.
  const [shown, setShown] = useState(route);
  if (route !== null && route !== shown) setShown(route);

  return (
    <Modal
      show={route !== null}
      onHide={onClose}
      onExited={() => setShown(null)}
      backdrop="static"
      centered
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header>
        <Modal.Title id={TITLE_ID} as="h2" className="h5 mb-0">
          {m.title}
        </Modal.Title>
      </Modal.Header>
      {shown !== null && (
        <ConfirmPasswordForm
          key={shown}
          route={shown}
          onClose={onClose}
          onConfirmed={onConfirmed}
        />
      )}
    </Modal>
  );
}

function ConfirmPasswordForm({
  route,
  onClose,
  onConfirmed,
}: {
  route: ConfirmRoute;
  onClose: () => void;
  onConfirmed: (route: ConfirmRoute) => void;
}) {
  const [error, setError] = useState<InlineError | null>(null);
  const confirm = useConfirmPassword({ request: { silentStatuses: INLINE_STATUSES } });
  const form = useForm<ConfirmPasswordForm>({
    resolver: zodResolver(confirmPasswordSchema),
    defaultValues: { password: '' },
  });
  const { register, formState, setFocus, resetField } = form;
  // After a lock there is nothing to send until it ends (the server says when).
  const locked = error?.status === 429;

  const onSubmit = async ({ password }: ConfirmPasswordForm) => {
    setError(null);
    try {
      const answer = await confirm.mutateAsync({ data: { password, route } });
      setPasswordConfirmation({
        route: answer.data.route,
        expiresAt: deviceDeadline(answer.data.expires_at, answer.headers.get('date')),
      });
      onConfirmed(answer.data.route);
    } catch (failure) {
      const inline = inlineErrorOf(failure);
      setError(inline);
      if (inline) {
        resetField('password');
        setFocus('password');
      }
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Modal.Body>
        <p>{m.intro(m.pages[route])}</p>
        <FormAlert message={error?.message} />
        <PasswordField
          id="current-password"
          label={m.label}
          autoComplete="current-password"
          autoFocus
          error={formState.errors.password?.message}
          {...register('password')}
        />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
          {m.cancel}
        </button>
        <button
          type="submit"
          className="btn btn-primary px-4"
          disabled={confirm.isPending || locked}
          aria-busy={confirm.isPending || undefined}
        >
          {confirm.isPending ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {m.processing}
            </>
          ) : (
            m.submit
          )}
        </button>
      </Modal.Footer>
    </form>
  );
}
