// The case's history as the server lists it: each step (opened by the gateway's notice or the
// reconciliation, refund asked, refused by the gateway, refunded, rejected), its moment in
// WIB, who took it (a staff member's user name, payment-gateway, rekonsiliasi) and its note.
import type { RefundEvent } from '../../../../api/generated/model';
import '../../../../components/Kyc.css';
import { formatLongDateTimeWib } from '../../../../components/format';
import { eventVariants, refundMessages } from '../refundMessages';

const m = refundMessages.review;

export function RefundTimeline({ events }: { events: readonly RefundEvent[] }) {
  return (
    <ol className="kyc-timeline list-unstyled mb-0" aria-label={m.history}>
      {events.map((event, index) => (
        <li key={`${event.action}-${event.at}-${index}`} className="kyc-timeline__step">
          <span className="kyc-timeline__dot" aria-hidden="true" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span
              className={`badge rounded-pill claim-badge ${eventVariants[event.action]}`}
              data-action={event.action}
            >
              {event.action_desc}
            </span>
            <time dateTime={event.at} className="small text-body-secondary">
              {formatLongDateTimeWib(event.at)}
            </time>
          </div>
          <p className="small mb-0 mt-1">{m.by(event.actor)}</p>
          {event.note && <p className="mb-0 mt-1 kyc-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
