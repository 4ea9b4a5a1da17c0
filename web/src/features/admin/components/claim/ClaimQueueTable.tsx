// The claims queue: claim number, customer and client number, policy, insured, benefit,
// claimed amount and how long it has waited since its last status change (for a closed claim,
// rejected or paid: how long ago that was), each row leading to the claim. A table on a
// desktop; labelled blocks on a phone (admin.css).
import { Link } from 'react-router';
import type { ClaimReviewItem } from '../../../../api/generated/model';
import { formatDateTimeWib, formatRupiah } from '../../../../components/format';
import { ageOf } from '../../age';
import { claimMessages } from '../../claimMessages';
import { claimReviewPath } from '../../paths';

const m = claimMessages.queue;

export function ClaimQueueTable({
  rows,
  caption,
  now,
  closed,
}: {
  rows: ClaimReviewItem[];
  caption: string;
  now: Date;
  /** Rejected or paid: nothing waits any more. */
  closed: boolean;
}) {
  const ageHeader = closed ? m.closedAge : m.waiting;
  return (
    <table className="table admin-queue claim-queue mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.claim}</th>
          <th scope="col">{m.customer}</th>
          <th scope="col">
            {m.policy} / {m.insured}
          </th>
          <th scope="col">{m.benefit}</th>
          <th scope="col" className="admin-queue__number">
            {m.claimed}
          </th>
          <th scope="col">{ageHeader}</th>
          <th scope="col">
            <span className="visually-hidden">{m.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.claim_number}>
            <th scope="row" data-label={m.claim} className="text-nowrap">
              {row.claim_number}
            </th>
            <td data-label={m.customer}>
              <span className="d-block fw-semibold">{row.customer_name}</span>
              <span className="small text-body-secondary">
                {m.clientNumber} {row.client_number}
              </span>
            </td>
            <td data-label={`${m.policy} / ${m.insured}`}>
              <span className="d-block">{row.policy_number}</span>
              <span className="small text-body-secondary">{row.insured_name}</span>
            </td>
            <td data-label={m.benefit}>{row.benefit_name}</td>
            <td data-label={m.claimed} className="admin-queue__number text-nowrap">
              {formatRupiah(row.claimed_amount)}
            </td>
            <td data-label={ageHeader}>
              <span className="d-block fw-semibold">
                {closed ? m.ago(ageOf(row.updated_at, now)) : ageOf(row.updated_at, now)}
              </span>
              <span className="small text-body-secondary">
                {m.since(formatDateTimeWib(row.updated_at))}
              </span>
            </td>
            <td className="text-lg-end">
              <Link
                to={claimReviewPath(row.claim_number)}
                className="btn btn-sm btn-primary"
                aria-label={m.openLabel(row.claim_number, row.customer_name)}
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
