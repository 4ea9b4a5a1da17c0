// Every action on the application, newest first: what, the status it moved to, who (a staff
// member's user name, the applicant, the agent, the system) and when, its note, and for the
// applicant's approval the network address and device it came from.
import type { SpajAuditEvent } from '../../../../api/generated/model';
import '../../../../components/Kyc.css';
import { formatLongDateTimeWib } from '../../../../components/format';
import { actorKindNames, auditActionNames, spajMessages } from '../spajMessages';
import { SpajStatusBadge } from './SpajStatusBadge';
import { spajStatusNames } from '../spajMessages';

const m = spajMessages.review;

export function SpajAudit({ events }: { events: SpajAuditEvent[] }) {
  return (
    <ol className="kyc-timeline list-unstyled mb-0" aria-label={m.audit}>
      {events.map((event, index) => (
        <li key={`${event.action}-${event.at}-${index}`} className="kyc-timeline__step">
          <span className="kyc-timeline__dot" aria-hidden="true" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <SpajStatusBadge status={event.status_to} label={spajStatusNames[event.status_to]} />
            <time dateTime={event.at} className="small text-body-secondary">
              {formatLongDateTimeWib(event.at)}
            </time>
          </div>
          <p className="mb-0 mt-1 fw-semibold">{auditActionNames[event.action]}</p>
          <p className="small mb-0">
            {m.by(event.actor, actorKindNames[event.actor_kind])}
            {event.client_address && ` · ${m.from(event.client_address)}`}
          </p>
          {event.user_agent && (
            <p className="small text-body-secondary mb-0 text-break">
              {m.device}: {event.user_agent}
            </p>
          )}
          {event.note && <p className="mb-0 mt-1 kyc-timeline__note">{event.note}</p>}
        </li>
      ))}
    </ol>
  );
}
