// A failed load inside a screen (a section, a panel, a modal): the message in a red alert
// and, when the screen can retry, 'Coba lagi'.
import { componentMessages } from './messages';

export interface InlineErrorProps {
  message: string;
  /** Shows 'Coba lagi' when given. */
  onRetry?: () => void;
}

export function InlineError({ message, onRetry }: InlineErrorProps) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
      <span className="me-auto">{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-danger" onClick={onRetry}>
          {componentMessages.retry}
        </button>
      )}
    </div>
  );
}
