// The status history of a Pengkinian Data submission, oldest first, as a vertical timeline:
// each step's status, its moment in WIB, who took it (the staff desk) and its note.
import type { KycStatus } from '../api/generated/model';
import './Kyc.css';
import { KycStatusBadge } from './KycStatusBadge';
import { formatLongDateTimeWib } from './format';
import { componentMessages } from './messages';

export interface KycTimelineStep {
  status: KycStatus;
  status_desc: string;
  at: string;
  note: string | null;
  actor?: string;
}

export function KycTimeline({
  steps,
  label = componentMessages.kyc.timeline,
}: {
  steps: KycTimelineStep[];
  label?: string;
}) {
  return (
    <ol className="kyc-timeline list-unstyled mb-0" aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={`${step.status}-${step.at}-${index}`}
          className="kyc-timeline__step"
          data-status={step.status}
        >
          <span className="kyc-timeline__dot" aria-hidden="true" />
          <div className="d-flex flex-wrap align-items-center gap-2">
            <KycStatusBadge status={step.status} label={step.status_desc} />
            <time dateTime={step.at} className="small text-body-secondary">
              {formatLongDateTimeWib(step.at)}
            </time>
          </div>
          {step.actor && <p className="small mb-0 mt-1">{componentMessages.kyc.by(step.actor)}</p>}
          {step.note && <p className="mb-0 mt-1 kyc-timeline__note">{step.note}</p>}
        </li>
      ))}
    </ol>
  );
}
