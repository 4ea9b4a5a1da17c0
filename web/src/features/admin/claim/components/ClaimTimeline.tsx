// The claim's history, oldest first: each step's status, its moment in WIB, who took it (the
// customer's or the staff member's user name) and its note.
import type { ClaimTimelineEntry } from '../../../../api/generated/model';
import '../../../../components/Kyc.css';
import { formatLongDateTimeWib } from '../../../../components/format';
import { claimMessages } from '../claimMessages';
import { ClaimStatusBadge } from './ClaimStatusBadge';

const m = claimMessages.review;

export function ClaimTimeline({ steps }: { steps: ClaimTimelineEntry[] }) {
  return (
    <ol className="kyc-timeline list-unstyled mb-0" aria-label={m.timeline}>
      {steps.map((step, index) => (
        <li key={`${step.status}-${step.at}-${index}`} className="kyc-timeline__step">
          <span className="kyc-timeline__dot" aria-hidden="true" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <ClaimStatusBadge status={step.status} label={step.status_desc} />
            <time dateTime={step.at} className="small text-body-secondary">
              {formatLongDateTimeWib(step.at)}
            </time>
          </div>
          <p className="small mb-0 mt-1">{m.by(step.actor)}</p>
          {step.note && <p className="mb-0 mt-1 kyc-timeline__note">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
