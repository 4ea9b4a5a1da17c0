// The underwriting queue: SPAJ number, applicant, product and sum assured, agent, open requests
// and how long it has waited in its status (for an ended one: how long ago it ended), each row
// leading to the application. A table on a desktop; labelled blocks on a phone (admin.css).
import { Link } from 'react-router';
import type { SpajReviewItem } from '../../../../api/generated/model';
import { formatDateTimeWib, formatRupiah } from '../../../../components/format';
import { ageOf } from '../../age';
import { spajReviewPath } from '../../paths';
import { spajMessages } from '../../spajMessages';

const m = spajMessages.queue;

export function SpajQueueTable({
  rows,
  caption,
  now,
  ended,
}: {
  rows: SpajReviewItem[];
  caption: string;
  now: Date;
  ended: boolean;
}) {
  const ageHeader = ended ? m.closedAge : m.waiting;
  return (
    <table className="table admin-queue claim-queue mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{m.spaj}</th>
          <th scope="col">{m.applicant}</th>
          <th scope="col">{m.product}</th>
          <th scope="col">{m.open}</th>
          <th scope="col">{ageHeader}</th>
          <th scope="col">
            <span className="visually-hidden">{m.action}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.spaj_number}>
            <th scope="row" data-label={m.spaj} className="text-nowrap">
              {row.spaj_number}
            </th>
            <td data-label={m.applicant}>
              <span className="d-block fw-semibold">{row.applicant_name}</span>
              <span className="small text-body-secondary">
                {m.agent} {row.agent_name}
              </span>
            </td>
            <td data-label={m.product}>
              <span className="d-block">{row.product_name}</span>
              <span className="small text-body-secondary text-nowrap">
                {m.sumAssured} {formatRupiah(row.sum_assured)}
              </span>
            </td>
            <td data-label={m.open}>{m.openCount(row.open_requirements)}</td>
            <td data-label={ageHeader}>
              <span className="d-block fw-semibold">
                {ended ? m.ago(ageOf(row.status_since, now)) : ageOf(row.status_since, now)}
              </span>
              <span className="small text-body-secondary">
                {m.since(formatDateTimeWib(row.status_since))}
              </span>
            </td>
            <td className="text-lg-end">
              <Link
                to={spajReviewPath(row.spaj_number)}
                className="btn btn-sm btn-primary"
                aria-label={m.reviewLabel(row.spaj_number, row.applicant_name)}
              >
                {m.review}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
