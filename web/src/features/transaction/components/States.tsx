// Loading placeholders and the empty states of the history (errors: components/InlineError).
import { messages } from '../messages';

function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

/** Placeholder rows while a page of transactions loads. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="trx-skeleton">
      <span className="visually-hidden" role="status">
        {messages.list.loading}
      </span>
      <div className="placeholder-glow" aria-hidden="true">
        <Line width="8rem" className="mb-3 placeholder-lg" />
        {Array.from({ length: rows }, (_, i) => (
          <div key={i} className="trx-skeleton__row">
            <Line width="60%" />
            <Line width="85%" />
            <Line width="50%" className="trx-skeleton__amount" />
          </div>
        ))}
      </div>
    </div>
  );
}

export interface EmptyStateProps {
  /** The type filter's name when one is set ('Biaya'). */
  typeLabel: string | null;
  onClearFilter: () => void;
}

/** Nothing in the period, or nothing of the chosen type in it ('Hapus filter'). */
export function EmptyState({ typeLabel, onClearFilter }: EmptyStateProps) {
  return (
    <div className="trx-empty text-center py-4 px-3">
      {typeLabel ? (
        <>
          <p className="fw-semibold mb-3">{messages.list.emptyFiltered(typeLabel)}</p>
          <button type="button" className="btn btn-outline-primary" onClick={onClearFilter}>
            {messages.list.clearFilter}
          </button>
        </>
      ) : (
        <>
          <p className="fw-semibold mb-1">{messages.list.emptyPeriod}</p>
          <p className="text-body-secondary mb-0">{messages.list.emptyPeriodHint}</p>
        </>
      )}
    </div>
  );
}
