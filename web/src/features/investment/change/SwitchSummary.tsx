// A switch's summary beside its form: the estimated value switched at the last unit price,
// what it sells (units per source), the fee rule (five free switches a policy year, then
// Rp 50.000) and the trade date rule (cut-off 12.00 WIB), and the way to the code step.
import type { PolicyFund } from '../../../api/generated/model';
import { formatDecimal } from '../../../components/decimal';
import { formatRupiah } from '../../../components/format';
import { changeMessages } from './changeMessages';
import { unitsSold, type SourceEntry, type SwitchCheck } from './switchRules';

const m = changeMessages.switch;

export function SwitchSummary({
  funds,
  sources,
  check,
  priceDate,
  hint,
  onSubmit,
}: {
  funds: readonly PolicyFund[];
  sources: Readonly<Record<string, SourceEntry>>;
  check: SwitchCheck;
  priceDate: string;
  /** Why the code cannot be sent yet (after a try). */
  hint: string | null;
  onSubmit: () => void;
}) {
  const sold = funds.flatMap((fund) => {
    const entry = sources[fund.fund_code];
    if (!entry?.chosen || check.sources[fund.fund_code]) return [];
    const units = unitsSold(fund.units, entry);
    return units ? [{ name: fund.fund_name, units }] : [];
  });
  return (
    <section className="chg-card card border-0 shadow-sm" aria-labelledby="chg-summary-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="chg-summary-title" className="chg-heading">
          {m.summaryHeading}
        </h2>
        <dl className="chg-facts">
          <div>
            <dt>{m.estimate}</dt>
            <dd className="chg-number fs-5">{formatRupiah(check.estimate)}</dd>
          </div>
          {sold.map((item) => (
            <div key={item.name}>
              <dt className="fw-normal">{item.name}</dt>
              <dd className="chg-number">{m.soldUnits(formatDecimal(item.units))}</dd>
            </div>
          ))}
        </dl>
        <p className="chg-note">{m.estimateHint(priceDate)}</p>
        <dl className="chg-facts">
          <div className="chg-facts__block">
            <dt>{m.fee}</dt>
            <dd>{m.feeRule}</dd>
          </div>
          <div className="chg-facts__block">
            <dt>{m.tradeDate}</dt>
            <dd>{m.tradeRule}</dd>
          </div>
        </dl>
        {hint && <p className="text-danger-emphasis small">{hint}</p>}
        <button type="button" className="btn btn-primary btn-lg w-100" onClick={onSubmit}>
          {m.submit}
        </button>
      </div>
    </section>
  );
}
