// Loading placeholders and the empty states of 'Informasi Pembayaran Premi' (the error
// state is the shared components/InlineError).
import { Link } from 'react-router';
import { formatDate } from '../../../components/format';
import { messages } from '../messages';

export const CONTACT_PATH = '/contact-us';

function Line({ width, className = '' }: { width: string; className?: string }) {
  return <span className={`placeholder d-block rounded ${className}`} style={{ width }} />;
}

export function PremiumInfoSkeleton() {
  return (
    <div className="pay-page" aria-busy="true">
      <span className="visually-hidden" role="status">
        {messages.loading}
      </span>
      {[3, 4, 2].map((rows, i) => (
        <div key={i} className="pay-card placeholder-glow" aria-hidden="true">
          <Line width="45%" className="placeholder-lg mb-3" />
          {Array.from({ length: rows }, (_, j) => (
            <Line key={j} width={`${85 - j * 12}%`} className="mb-2" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** No unpaid bill: says so, with the next due date when there is one. */
export function NoBills({ nextDueDate }: { nextDueDate: string | null }) {
  return (
    <section className="pay-card pay-empty text-center">
      <p className="fs-5 fw-semibold mb-1">{messages.bills.none}</p>
      {nextDueDate && (
        <p className="pay-note mb-0">{messages.bills.noneNextDue(formatDate(nextDueDate))}</p>
      )}
    </section>
  );
}

/** A policy that has ended (terminated, claimed, lapsed) and has nothing to pay. */
export function PolicyEnded({ statusDesc }: { statusDesc: string }) {
  return (
    <section className="pay-card pay-empty text-center">
      <p className="fs-5 fw-semibold mb-1">{messages.bills.terminated(statusDesc)}</p>
      <p className="pay-note mb-3">{messages.bills.terminatedHint}</p>
      <Link to={CONTACT_PATH} className="btn btn-outline-primary">
        {messages.bills.contact}
      </Link>
    </section>
  );
}
