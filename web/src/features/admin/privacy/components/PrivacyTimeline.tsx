// The request's history as the server lists it: received, review started, answered; each step's
// moment in WIB, who took it (the customer's or the staff member's user name) and its note.
import type { PrivacyReviewDetail } from '../../../../api/generated/model';
import '../../../../components/Kyc.css';
import { formatLongDateTimeWib } from '../../../../components/format';
import { eventVariants, privacyDeskMessages } from '../privacyDeskMessages';

const m = privacyDeskMessages.review;

export function PrivacyTimeline({ events }: { events: PrivacyReviewDetail['events'] }) {
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
