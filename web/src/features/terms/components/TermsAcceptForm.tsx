// The agreement checkbox and 'Setuju'. The button stays disabled until the box is ticked.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { messages } from '../messages';

export interface TermsAcceptFormProps {
  onAccept: () => void;
  /** The acceptance is being stored. */
  saving?: boolean;
  /** The last attempt failed. */
  failed?: boolean;
  /** Nothing to agree to yet (the text has not loaded). */
  disabled?: boolean;
  /** Another action shown before 'Setuju' (the gate's 'Keluar'). */
  secondaryAction?: ReactNode;
}

export function TermsAcceptForm({
  onAccept,
  saving = false,
  failed = false,
  disabled = false,
  secondaryAction,
}: TermsAcceptFormProps) {
  const [agreed, setAgreed] = useState(false);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agreed && !saving && !disabled) onAccept();
  };
  return (
    <form className="terms-accept w-100" onSubmit={submit} noValidate>
      {failed && (
        <div className="alert alert-danger py-2 mb-2" role="alert">
          {messages.saveError}
        </div>
      )}
      <div className="form-check mb-3">
        <input
          id={id}
          className="form-check-input"
          type="checkbox"
          checked={agreed}
          disabled={disabled || saving}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label className="form-check-label" htmlFor={id}>
          {messages.agree}
        </label>
      </div>
      <div className="d-flex flex-wrap justify-content-end gap-2">
        {secondaryAction}
        <button
          type="submit"
          className="btn btn-primary px-4"
          disabled={!agreed || saving || disabled}
        >
          {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          {saving ? messages.saving : messages.accept}
        </button>
      </div>
    </form>
  );
}
