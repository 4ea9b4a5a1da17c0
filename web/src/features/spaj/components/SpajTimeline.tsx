// The application's history the applicant may read, newest first: each event's status, its
// moment in WIB and what happened.
import type { SpajTimelineEntry } from '../../../api/generated/model';
import '../../../components/Kyc.css';
import { formatLongDateTimeWib } from '../../../components/format';
import { messages } from '../messages';
import { SpajSection } from './SpajSection';
import { SpajStatusBadge } from './SpajStatusBadge';

export function SpajTimeline({ entries }: { entries: SpajTimelineEntry[] }) {
  return (
    <SpajSection title={messages.followUp.timelineTitle}>
      <ol className="kyc-timeline list-unstyled mb-0">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="kyc-timeline__step">
            <span className="kyc-timeline__dot" aria-hidden="true" />
            <div className="d-flex flex-wrap align-items-center gap-2">
              <SpajStatusBadge status={entry.status} label={entry.status_desc} />
              <time dateTime={entry.at} className="small text-body-secondary">
                {formatLongDateTimeWib(entry.at)}
              </time>
            </div>
            <p className="mb-0 mt-1">{entry.text}</p>
          </li>
        ))}
      </ol>
    </SpajSection>
  );
}
