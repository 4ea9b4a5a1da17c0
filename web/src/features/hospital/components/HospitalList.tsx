// One page of partners: each a card with its name (the link to the detail, named after the
// partner), kind, city and province, services as text badges, the cashless mark for the
// customer's policies, the distance when the list is ordered by it, and the phone to call.
import { Link } from 'react-router';
import type { HospitalSummary } from '../../../api/generated/model';
import { formatKm, formatPhone } from '../format';
import { kindLabels, messages } from '../messages';
import { detailHref } from '../selection';
import { CashlessMark, ServiceBadges } from './Badges';

export interface HospitalListProps {
  rows: readonly HospitalSummary[];
  /** Called as a partner's detail opens (before the navigation). */
  onOpen: (hospitalId: string) => void;
}

export function HospitalList({ rows, onOpen }: HospitalListProps) {
  return (
    <ul className="hs-list list-unstyled mb-0">
      {rows.map((row) => (
        <li key={row.hospital_id}>
          <HospitalRow row={row} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function HospitalRow({ row, onOpen }: { row: HospitalSummary; onOpen: (id: string) => void }) {
  const phone = formatPhone(row.phone);
  const href = detailHref(row.hospital_id);
  return (
    <article className="hs-row" aria-labelledby={`hs-${row.hospital_id}`}>
      <div className="hs-row__main">
        <p className="hs-row__kind mb-0">{kindLabels[row.kind]}</p>
        <h3 className="hs-row__name" id={`hs-${row.hospital_id}`}>
          <Link to={href} onClick={() => onOpen(row.hospital_id)}>
            {row.name}
          </Link>
        </h3>
        <p className="hs-row__place mb-0">
          {row.district_name}, {row.province_name}
        </p>
        <ServiceBadges services={row.services} />
        {row.cashless_for_me && <CashlessMark />}
      </div>
      <div className="hs-row__side">
        {row.distance_km !== null && (
          <p className="hs-row__distance mb-0">
            <strong>{formatKm(row.distance_km)} km</strong>{' '}
            <span className="visually-hidden">{messages.list.fromYou}</span>
          </p>
        )}
        <a
          className="hs-row__phone"
          href={`tel:${row.phone}`}
          aria-label={messages.list.call(row.name, phone)}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path
              d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          {phone}
        </a>
        <Link
          to={href}
          className="btn btn-outline-primary btn-sm hs-row__open"
          aria-label={messages.list.openDetailOf(row.name)}
          onClick={() => onOpen(row.hospital_id)}
        >
          {messages.list.openDetail}
        </Link>
      </div>
    </article>
  );
}
