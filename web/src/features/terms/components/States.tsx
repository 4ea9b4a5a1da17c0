import { messages } from '../messages';

export interface InlineErrorProps {
  message: string;
  onRetry?: () => void;
}

export function InlineError({ message, onRetry }: InlineErrorProps) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2 mb-0" role="alert">
      <span className="me-auto">{message}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm btn-danger" onClick={onRetry}>
          {messages.retry}
        </button>
      )}
    </div>
  );
}

/** Placeholder lines while the terms text loads. */
export function TermsSkeleton() {
  const widths = ['60%', '95%', '90%', '40%', '85%', '92%', '70%'];
  return (
    <div className="placeholder-glow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.loading}
      </span>
      {widths.map((width, i) => (
        <span
          key={i}
          aria-hidden="true"
          className={`placeholder d-block rounded mb-2${i === 0 ? ' placeholder-lg mb-3' : ''}`}
          style={{ width }}
        />
      ))}
    </div>
  );
}
