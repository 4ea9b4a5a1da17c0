// A switch's source funds: each fund holding units with a box to sell from it, then how
// (percent of its units or a number of units, 4 decimals) and how much, the refusal under the
// field. A fund without units is listed, not offered. Its rows are those of the target funds
// beside it (components/percent's percent.css).
import { fundRiskLabels } from '../../../api/generated/labels/fundRisk';
import type { PolicyFund } from '../../../api/generated/model';
import { formatDecimal } from '../../../components/decimal';
import '../../../components/percent/percent.css';
import { changeMessages } from './changeMessages';
import { holdsUnits, type SellBy, type SourceEntry } from './switchRules';

const m = changeMessages.switch;

export const EMPTY_SOURCE: SourceEntry = { chosen: false, by: 'PERCENT', text: '' };

export function SourceFields({
  idPrefix,
  funds,
  sources,
  errors,
  noSource,
  disabled,
  onChange,
}: {
  idPrefix: string;
  funds: readonly PolicyFund[];
  sources: Readonly<Record<string, SourceEntry>>;
  errors: Readonly<Record<string, string>>;
  noSource: string | null;
  disabled: boolean;
  onChange: (fundCode: string, entry: SourceEntry) => void;
}) {
  return (
    <>
      <fieldset className="pct-funds" disabled={disabled}>
        <legend className="visually-hidden">{m.sourcesHeading}</legend>
        {funds.map((fund) => {
          const entry = sources[fund.fund_code] ?? EMPTY_SOURCE;
          const id = `${idPrefix}-${fund.fund_code}`;
          const error = errors[fund.fund_code] ?? null;
          const offered = holdsUnits(fund);
          const held = formatDecimal(fund.units);
          const set = (change: Partial<SourceEntry>) =>
            onChange(fund.fund_code, { ...entry, ...change });
          return (
            <div key={fund.fund_code} className="pct-fund">
              <div className="form-check">
                <input
                  id={`${id}-choose`}
                  type="checkbox"
                  className="form-check-input"
                  checked={entry.chosen}
                  disabled={!offered}
                  aria-label={m.choose(fund.fund_name)}
                  onChange={(event) => set({ chosen: event.target.checked })}
                />
                <label htmlFor={`${id}-choose`} className="form-check-label fw-semibold d-block">
                  <span aria-hidden="true">{fund.fund_name}</span>
                </label>
                <span className="pct-fund__meta">
                  {fundRiskLabels[fund.risk]} · {offered ? m.held(held) : m.noUnits}
                </span>
              </div>
              {entry.chosen && (
                <div>
                  <div role="radiogroup" aria-label={m.byLegend(fund.fund_name)} className="mb-2">
                    {(['PERCENT', 'UNITS'] as const satisfies readonly SellBy[]).map((by) => (
                      <div className="form-check form-check-inline" key={by}>
                        <input
                          id={`${id}-${by}`}
                          type="radio"
                          name={`${id}-by`}
                          className="form-check-input"
                          checked={entry.by === by}
                          onChange={() => set({ by, text: '' })}
                        />
                        <label className="form-check-label" htmlFor={`${id}-${by}`}>
                          {by === 'PERCENT' ? m.byPercent : m.byUnits}
                        </label>
                      </div>
                    ))}
                  </div>
                  <div className="input-group">
                    <input
                      id={id}
                      type="text"
                      inputMode={entry.by === 'PERCENT' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      maxLength={entry.by === 'PERCENT' ? 3 : 17}
                      aria-label={m.amountLabel(fund.fund_name, entry.by === 'UNITS')}
                      className={`form-control text-end chg-number ${error ? 'is-invalid' : ''}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      value={entry.text}
                      onChange={(event) => set({ text: event.target.value })}
                    />
                    <span className="input-group-text" aria-hidden="true">
                      {entry.by === 'PERCENT' ? '%' : 'unit'}
                    </span>
                  </div>
                  {error && (
                    <div id={`${id}-error`} className="invalid-feedback d-block">
                      {error}
                    </div>
                  )}
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {noSource && <p className="text-danger-emphasis small mt-2 mb-0">{noSource}</p>}
    </>
  );
}
