// A switch's summary beside its form: the estimated value switched at the last unit price,
// what it sells (units per source), the next switch's fee with the free switches left in the
// policy year (the server's switch_terms: five free a year, then Rp 50.000) and the trade
// date rule (cut-off 12.00 WIB), and the way to the code step.
import type { FundSwitchTerms, PolicyFund } from '../../../api/generated/model';
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
  terms,
  hint,
  onSubmit,
}: {
  funds: readonly PolicyFund[];
  terms: FundSwitchTerms;
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
            <dd>
              <strong className="d-block">
                {terms.next_fee === 0 ? m.feeFree : formatRupiah(terms.next_fee)}
              </strong>
              <span className="d-block">
                {terms.free_left > 0
                  ? m.freeLeft(terms.free_left, terms.free_a_year, terms.year_end)
                  : m.noneFree(terms.free_a_year, dayAfter(terms.year_end))}
              </span>
              <span className="chg-note d-block">
                {m.feeRule(terms.free_a_year, formatRupiah(terms.fee))}
              </span>
            </dd>
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

/** The day after an ISO date (the policy year's last day → the next year's first). */
function dayAfter(iso: string): string {
  const day = new Date(`${iso}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
