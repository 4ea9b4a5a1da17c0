// The form's error message, in a live region that exists before the message does so
// screen readers announce it; with an action in the box when the form can try again
// ('Coba lagi').
import { RichMessage } from '../RichMessage';

export interface FormAlertAction {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}

export function FormAlert({
  message,
  variant = 'danger',
  action,
}: {
  message?: string | null;
  variant?: 'danger' | 'warning' | 'success' | 'info';
  action?: FormAlertAction | null;
}) {
  return (
    <div className="form-alert-region" aria-live="assertive" aria-atomic="true">
      {message && (
        <div
          className={`alert alert-${variant} py-2 px-3 mb-3${action ? ' d-flex flex-wrap align-items-center gap-2' : ''}`}
          role="alert"
        >
          {action ? (
            <>
              <span className="me-auto">
                <RichMessage text={message} />
              </span>
              <button
                type="button"
                className={`btn btn-sm btn-${variant}`}
                onClick={action.onClick}
                disabled={action.disabled}
              >
                {action.label}
              </button>
            </>
          ) : (
            <RichMessage text={message} />
          )}
        </div>
      )}
    </div>
  );
}
