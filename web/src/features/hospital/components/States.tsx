// Loading placeholders and the empty state of the list (errors: components/InlineError).
import { messages } from '../messages';

function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

/** Placeholder cards while a page of partners loads. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="hs-skeleton">
      <span className="visually-hidden" role="status">
        {messages.list.loading}
      </span>
      <div className="placeholder-glow" aria-hidden="true">
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="hs-skeleton__row">
            <Line width="20%" className="mb-2" />
            <Line width="65%" className="mb-2 placeholder-lg" />
            <Line width="45%" className="mb-2" />
            <Line width="55%" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Nothing matches: say so; 'Hapus semua filter' when filters are set. */
export function EmptyState({ onReset }: { onReset: (() => void) | null }) {
  return (
    <div className="hs-empty text-center py-4 px-3">
      <p className="fw-semibold mb-1">{messages.list.empty}</p>
      <p className="text-body-secondary mb-3">{messages.list.emptyHint}</p>
      {onReset && (
        <button type="button" className="btn btn-outline-primary" onClick={onReset}>
          {messages.filters.reset}
        </button>
      )}
    </div>
  );
}
