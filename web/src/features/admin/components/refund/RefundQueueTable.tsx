// The refund queue: case number and the gateway's order it came for, payer and policy (or that the order is not the portal's),
// why the money could not be booked, the amount, and how long it has waited since its last
// status change (for a case that is done: how long ago), each row leading to the case. A
// table on a desktop; labelled blocks on a phone (admin.css).
import { Link } from 'react-router';
import type { RefundItem } from '../../../../api/generated/model';
import { formatDateTimeWib, formatRupiah } from '../../../../components/format';
import { ageOf } from '../../age';
import { refundReviewPath } from '../../paths';
import { refundMessages } from '../../refundMessages';

const m = refundMessages.queue;

export function RefundQueueTable({
  rows,
  caption,
  now,
  closed,
}: {
  rows: readonly RefundItem[];
  caption: string;
  now: Date;
  /** Refunded or rejected: nothing waits any more. */
  closed: boolean;
}) {
  const ageHeader = closed ? m.closedAge : m.waiting;
  return (
    <table className="table admin-queue claim-queue mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.refund}</th>
          <th scope="col">{m.payer}</th>
          <th scope="col">{m.reason}</th>
          <th scope="col" className="admin-queue__number">
            {m.amount}
          </th>
          <th scope="col">{ageHeader}</th>
          <th scope="col">
            <span className="visually-hidden">{m.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const payer = row.customer_name ?? m.unknownPayer;
          return (
            <tr key={row.refund_number}>
              <th scope="row" data-label={m.refund} className="text-nowrap">
                <span className="d-block">{row.refund_number}</span>
                <span className="small text-body-secondary fw-normal">{row.order_id}</span>
              </th>
              <td data-label={m.payer}>
                <span className="d-block fw-semibold">{payer}</span>
                <span className="small text-body-secondary">
                  {row.policy_number ? m.policy(row.policy_number) : m.noPolicy}
                </span>
              </td>
              <td data-label={m.reason}>{row.reason_desc}</td>
              <td data-label={m.amount} className="admin-queue__number text-nowrap claim-amount">
                {formatRupiah(row.amount)}
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
                  to={refundReviewPath(row.refund_number)}
                  className="btn btn-sm btn-primary"
                  aria-label={m.openLabel(row.refund_number, payer)}
                >
                  {m.open}
                </Link>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
