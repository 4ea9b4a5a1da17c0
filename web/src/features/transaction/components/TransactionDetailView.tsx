// Everything the API says about one transaction: amount and type, number, date, channel,
// reference, the portal payment it came from, premium period, the breakdown (negative lines as '- Rp ...') and notes.
import { useId, type ReactNode } from 'react';
import type { TransactionDetail } from '../../../api/generated/model';
import {
  NOT_AVAILABLE,
  formatDate,
  formatLongDateTimeWib,
  formatRupiah,
  formatSignedRupiah,
} from '../../../components/format';
import { messages } from '../messages';
import { Amount, TypeBadge } from './Amount';

const d = messages.detail;

/** A breakdown line: 'Rp 4.000.000', or '- Rp 750.000' for a deduction. */
export function formatLine(amount: number): string {
  return amount < 0 ? formatSignedRupiah(amount, '-') : formatRupiah(amount);
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="trx-facts__item">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function TransactionDetailView({ detail }: { detail: TransactionDetail }) {
  const breakdownId = useId();
  const period =
    detail.period_start && detail.period_end
      ? messages.filters.range(formatDate(detail.period_start), formatDate(detail.period_end))
      : NOT_AVAILABLE;
  return (
    <div className="trx-detail">
      <div className="trx-detail__hero">
        <TypeBadge type={detail.type} label={detail.type_desc} />
        <p className="trx-detail__amount mb-0">
          <Amount amount={detail.amount} flow={detail.flow} />
        </p>
        <p className="small text-body-secondary mb-0">
          {{ IN: d.flowIn, OUT: d.flowOut, INTERNAL: d.flowInternal }[detail.flow]}
        </p>
        <p className="trx-detail__description">{detail.description}</p>
      </div>
      <dl className="trx-facts">
        <Fact label={d.number}>{detail.transaction_id}</Fact>
        <Fact label={d.date}>{formatLongDateTimeWib(detail.occurred_at)}</Fact>
        <Fact label={d.policy}>{detail.policy_number}</Fact>
        <Fact label={d.channel}>{detail.channel ?? NOT_AVAILABLE}</Fact>
        <Fact label={d.reference}>{detail.reference_number ?? NOT_AVAILABLE}</Fact>
        {detail.payment_id && <Fact label={d.payment}>{detail.payment_id}</Fact>}
        <Fact label={d.period}>{period}</Fact>
      </dl>
      {detail.breakdown.length > 0 && (
        <section aria-labelledby={breakdownId}>
          <h3 id={breakdownId} className="trx-detail__heading">
            {d.breakdown}
          </h3>
          <table className="table table-sm trx-breakdown mb-0">
            <thead className="visually-hidden">
              <tr>
                <th scope="col">{d.breakdownItem}</th>
                <th scope="col">{d.breakdownAmount}</th>
              </tr>
            </thead>
            <tbody>
              {detail.breakdown.map((line, index) => (
                <tr key={index} className={line.amount < 0 ? 'trx-breakdown__minus' : undefined}>
                  <td>{line.label}</td>
                  <td className="text-end text-nowrap">{formatLine(line.amount)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{d.total}</th>
                <td className="text-end text-nowrap fw-semibold">{formatRupiah(detail.amount)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
      {detail.notes && (
        <div className="trx-detail__notes">
          <h3 className="trx-detail__heading">{d.notes}</h3>
          <p className="mb-0">{detail.notes}</p>
        </div>
      )}
    </div>
  );
}
