// The review queue: customer and client number, policy, when submitted and how long ago,
// the changed sections, and flags (identity document attached, NIK warnings confirmed),
// each row leading to its review. A table on a desktop; stacked rows on a phone.
import { Link } from 'react-router';
import type { KycReviewItem } from '../../../api/generated/model';
import { formatDateTimeWib } from '../../../components/format';
import { sectionNames } from '../../../shared/kycLabels';
import { ageOf } from '../age';
import { kycMessages } from '../kycMessages';
import { reviewPath } from '../paths';

const m = kycMessages.queue;

export function QueueTable({
  rows,
  caption,
  now,
}: {
  rows: KycReviewItem[];
  caption: string;
  now: Date;
}) {
  return (
    <table className="table admin-queue mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.customer}</th>
          <th scope="col">{m.policy}</th>
          <th scope="col">{m.submitted}</th>
          <th scope="col">{m.sections}</th>
          <th scope="col">{m.flags}</th>
          <th scope="col">
            <span className="visually-hidden">{m.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.registration_number}>
            <th scope="row" data-label={m.customer}>
              <span className="d-block">{row.customer_name}</span>
              <span className="small text-body-secondary fw-normal">
                {m.clientNumber} {row.client_number}
              </span>
            </th>
            <td data-label={m.policy}>{row.policy_number}</td>
            <td data-label={m.submitted}>
              <span className="d-block fw-semibold">{ageOf(row.submitted_at, now)}</span>
              <span className="small text-body-secondary">
                {formatDateTimeWib(row.submitted_at)}
              </span>
            </td>
            <td data-label={m.sections}>{sectionNames(row.sections).join(', ')}</td>
            <td data-label={m.flags}>
              {!row.has_document && !row.has_warnings && m.none}
              <span className="d-flex flex-wrap gap-1">
                {row.has_document && (
                  <span className="badge text-bg-light border" title={m.documentTitle}>
                    {m.document}
                  </span>
                )}
                {row.has_warnings && (
                  <span className="badge text-bg-warning" title={m.warningsTitle}>
                    <span aria-hidden="true">⚠ </span>
                    {m.warnings}
                  </span>
                )}
              </span>
            </td>
            <td className="text-lg-end">
              <Link
                to={reviewPath(row.registration_number)}
                className="btn btn-sm btn-primary"
                aria-label={m.openLabel(row.customer_name, row.registration_number)}
              >
                {m.open}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
