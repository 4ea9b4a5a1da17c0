// The form's error message, in a live region that exists before the message does so
// screen readers announce it.
import { RichMessage } from '../RichMessage';

export function FormAlert({
  message,
  variant = 'danger',
}: {
  message?: string | null;
  variant?: 'danger' | 'warning' | 'success' | 'info';
}) {
  return (
    <div className="form-alert-region" aria-live="assertive" aria-atomic="true">
      {message && (
        <div className={`alert alert-${variant} py-2 px-3 mb-3`} role="alert">
          <RichMessage text={message} />
        </div>
      )}
    </div>
  );
}
