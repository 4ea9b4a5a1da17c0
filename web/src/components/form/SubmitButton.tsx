// The form's main button; shows a spinner and keeps its place while the call runs.
import { componentMessages } from '../messages';

export function SubmitButton({
  busy,
  disabled,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  children: string;
}) {
  return (
    <button
      type="submit"
      className="btn btn-primary btn-lg w-100 signin-submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          {componentMessages.processing}
        </>
      ) : (
        children
      )}
    </button>
  );
}
