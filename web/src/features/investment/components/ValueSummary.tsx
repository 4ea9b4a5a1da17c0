// The policy's investment in three figures: total value, cash value (if surrendered today)
// and the surrender charge, at the last unit price's date.
import { useId } from 'react';
import type { PolicyFunds } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { messages } from '../messages';

const m = messages.summary;

export function ValueSummary({ funds }: { funds: PolicyFunds }) {
  const titleId = useId();
  return (
    <section className="inv-summary-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {m.heading}
      </h2>
      <dl className="inv-summary">
        <div className="inv-figure inv-figure--main card border-0 shadow-sm">
          <dt>{m.total}</dt>
          <dd className="inv-figure__amount">{formatRupiah(funds.total_value)}</dd>
          <dd className="inv-figure__note">{m.priceDate(funds.price_date)}</dd>
        </div>
        <div className="inv-figure card border-0 shadow-sm">
          <dt>{m.cashValue}</dt>
          <dd className="inv-figure__amount">{formatRupiah(funds.cash_value)}</dd>
          <dd className="inv-figure__note">{m.cashValueHint}</dd>
        </div>
        <div className="inv-figure card border-0 shadow-sm">
          <dt>{m.surrenderCharge}</dt>
          <dd className="inv-figure__amount">{formatRupiah(funds.surrender_charge)}</dd>
        </div>
      </dl>
    </section>
  );
}
