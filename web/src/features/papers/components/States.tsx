// Loading placeholders and the empty state of 'Dokumen Polis' (the error state is the shared
// components/InlineError).
import { Link } from 'react-router';
import { messages } from '../messages';

/** Data Polis (the policy feature's route detail-polis). */
const DATA_POLIS_PATH = '/polis/detail';

export function PapersSkeleton({ count = 2 }: { count?: number }) {
  return (
    <div className="papers-list" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.list.loading}
      </span>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className="paper-policy card border-0 shadow-sm p-3 p-md-4 placeholder-glow"
          aria-hidden="true"
        >
          <span
            className="placeholder placeholder-lg d-block rounded mb-2"
            style={{ width: '55%' }}
          />
          <span className="placeholder d-block rounded mb-4" style={{ width: '25%' }} />
          {Array.from({ length: 3 }, (_, row) => (
            <span key={row} className="placeholder d-block rounded mb-3" style={{ width: '85%' }} />
          ))}
        </div>
      ))}
    </div>
  );
}

export function EmptyPapers() {
  return (
    <div className="paper-empty card border-0 shadow-sm text-center p-4">
      <p className="fs-5 fw-semibold mb-2">{messages.list.empty}</p>
      <p className="text-body-secondary mb-3">{messages.list.emptyHint}</p>
      <div>
        <Link to={DATA_POLIS_PATH} className="btn btn-primary">
          {messages.list.emptyLink}
        </Link>
      </div>
    </div>
  );
}
