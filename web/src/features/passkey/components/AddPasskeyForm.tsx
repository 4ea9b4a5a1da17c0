// 'Tambah passkey', the name step: 'Nama passkey' (offered: the kind of device), checked as
// typed against the contract's rule, with its length. 'Buat passkey' asks the server for
// the options (POST /passkey/register/options), hands them to the browser's create() (the
// device asks for the fingerprint, face or PIN) and sends its answer with the name (POST
// /passkey/register/verify). A failure keeps the name and says why in the form: the browser's
// (cancelled or timed out, this device already has one, not able to) or the server's (the
// registration ran out, not accepted, the limit, a lock); a confirmation that ran out sends
// the customer back to Pengaturan.
import { useId, useState, type FormEvent } from 'react';
import {
  usePasskeyRegisterOptions,
  usePasskeyRegisterVerify,
} from '../../../api/generated/endpoints/passkey/passkey';
import type { Passkey } from '../../../api/generated/model/passkey';
import { FormAlert } from '../../../components/form/FormAlert';
import { useConfirmationLost } from '../../../shared/confirmationLost';
import { createPasskey } from '../../../shared/webauthn';
import { CONFIRMED_REQUEST, passkeyFailureOf, type PasskeyFailure } from '../errors';
import { messages } from '../messages';
import { cleanName, defaultName, NAME_MAX, nameError, nameLength } from '../name';
import { SETTINGS_PATH } from '../paths';

const a = messages.add;

export interface AddPasskeyFormProps {
  onAdded: (passkey: Passkey) => void;
  onCancel: () => void;
  /** A refusal that may have changed the list (the limit reached meanwhile). */
  onRefused: () => void;
}

type Phase = 'idle' | 'device' | 'saving';

export function AddPasskeyForm({ onAdded, onCancel, onRefused }: AddPasskeyFormProps) {
  const id = useId();
  const [name, setName] = useState(() => defaultName(navigator.userAgent));
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<PasskeyFailure | null>(null);
  const confirmationLost = useConfirmationLost(SETTINGS_PATH);
  const options = usePasskeyRegisterOptions({ request: CONFIRMED_REQUEST });
  const verify = usePasskeyRegisterVerify({ request: CONFIRMED_REQUEST });
  const error = nameError(name);
  const shownError = touched ? error : null;
  const busy = phase !== 'idle';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error !== null || busy) return;
    setFailure(null);
    setPhase('device');
    try {
      const { data: creation } = await options.mutateAsync();
      const credential = await createPasskey(creation);
      setPhase('saving');
      const { data: passkey } = await verify.mutateAsync({
        data: { name: cleanName(name), credential },
      });
      onAdded(passkey);
    } catch (caught) {
      if (confirmationLost(caught)) return;
      const shown = passkeyFailureOf(caught);
      setFailure(shown);
      if (shown?.cause === 422) onRefused();
    } finally {
      setPhase('idle');
    }
  };

  const fieldId = `${id}-name`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form className="pk-add" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 className="pk-add__title">{a.heading}</h3>
      <p className="pk-muted">{a.intro}</p>
      <FormAlert message={failure?.message} variant={failure?.variant} />
      <div className="mb-3">
        <label htmlFor={fieldId} className="form-label">
          {a.label}
        </label>
        <input
          id={fieldId}
          className={`form-control${shownError ? ' is-invalid' : ''}`}
          value={name}
          autoComplete="off"
          autoFocus
          maxLength={NAME_MAX * 2}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${errorId} ${hintId}` : hintId}
          disabled={busy}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
          }}
        />
        {shownError && (
          <div id={errorId} className="invalid-feedback d-block">
            {shownError}
          </div>
        )}
        <div id={hintId} className="form-text d-flex justify-content-between gap-2">
          <span>{a.hint(NAME_MAX)}</span>
          <span
            aria-hidden="true"
            className={nameLength(cleanName(name)) > NAME_MAX ? 'text-danger' : ''}
          >
            {a.counter(nameLength(cleanName(name)), NAME_MAX)}
          </span>
        </div>
      </div>
      <div className="pk-add__buttons">
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={onCancel}
          disabled={busy}
        >
          {a.cancel}
        </button>
        <button
          type="submit"
          className="btn btn-primary px-4"
          disabled={busy || error !== null}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {phase === 'device' ? a.creating : a.processing}
            </>
          ) : (
            a.submit
          )}
        </button>
      </div>
    </form>
  );
}
