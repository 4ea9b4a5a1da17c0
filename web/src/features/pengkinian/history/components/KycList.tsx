// The customer's submissions, newest first: registration number, status (text and mark),
// when (WIB) and which sections. Each is a link to its detail (?detail=<number>).
import { Link } from 'react-router';
import type { KycSummary } from '../../../../api/generated/model';
import { KycStatusBadge } from '../../../../components/KycStatusBadge';
import { formatDateTimeWib } from '../../../../components/format';
import { sectionNames } from '../../../../shared/kycLabels';
import { messages } from '../messages';

export interface KycListProps {
  rows: KycSummary[];
  selected: string | null;
  /** The URL of a row's detail. */
  hrefOf: (registrationNumber: string) => string;
}

export function KycList({ rows, selected, hrefOf }: KycListProps) {
  return (
    <ul className="kyc-list list-unstyled mb-0">
      {rows.map((row) => {
        const current = row.registration_number === selected;
        return (
          <li key={row.registration_number}>
            <Link
              to={hrefOf(row.registration_number)}
              className={`kyc-list__item${current ? ' kyc-list__item--current' : ''}`}
              aria-current={current ? 'true' : undefined}
              aria-label={messages.list.open(row.registration_number, row.status_desc)}
            >
              <span className="d-flex flex-wrap justify-content-between align-items-center gap-2">
                <span className="kyc-list__number">{row.registration_number}</span>
                <KycStatusBadge status={row.status} label={row.status_desc} />
              </span>
              <span className="kyc-list__meta">
                {messages.list.submitted} {formatDateTimeWib(row.submitted_at)}
              </span>
              <span className="kyc-list__sections">
                <span className="visually-hidden">{messages.list.sections}: </span>
                {sectionNames(row.sections).join(', ')}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
