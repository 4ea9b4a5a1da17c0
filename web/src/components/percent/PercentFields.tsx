// A split by percent over a policy's funds (a top-up's allocation, a switch's target funds, a
// new premium allocation): each fund with its risk and a line under its name, a percent field
// with - and + in steps of 5 and its refusal under it; then the sum, marked when it is not
// 100%, with what to change. The feature draws its heading and hint around it.
import { fundRiskLabels } from '../../api/generated/labels/fundRisk';
import type { PolicyFund } from '../../api/generated/model';
import { percentMessages as m } from './percentMessages';
import { parsePercent, percentText, stepPercent, type PercentCheck } from './percentRules';
import './percent.css';

const currentAllocation = (fund: PolicyFund) => m.current(fund.allocation_percent);

export function PercentFields({
  idPrefix,
  funds,
  percents,
  check,
  disabled,
  legend,
  describedBy,
  note = currentAllocation,
  onChange,
}: {
  /** Each field's id is `${idPrefix}-${fund_code}` (a page focuses the first refused one). */
  idPrefix: string;
  funds: readonly PolicyFund[];
  /** The typed percent of each fund, by fund code. */
  percents: Readonly<Record<string, string>>;
  /** The refusals to show (a page may hold them back, or add the server's to the sum's). */
  check: PercentCheck;
  disabled: boolean;
  /** The fieldset's name for assistive technology, when the page's heading does not give it. */
  legend?: string;
  /** The id of the rule's hint, read with the fieldset. */
  describedBy?: string;
  /** The line under the fund's name: by default its current premium allocation. */
  note?: (fund: PolicyFund) => string;
  /** The field's new text (digits only), typed or stepped with - and +. */
  onChange: (fundCode: string, text: string) => void;
}) {
  const step = (fundCode: string, direction: 1 | -1) =>
    onChange(fundCode, String(stepPercent(parsePercent(percents[fundCode] ?? ''), direction)));
  return (
    <>
      <fieldset className="pct-funds" disabled={disabled} aria-describedby={describedBy}>
        {legend && <legend className="visually-hidden">{legend}</legend>}
        {funds.map((fund) => {
          const id = `${idPrefix}-${fund.fund_code}`;
          const error = check.funds[fund.fund_code] ?? null;
          return (
            <div key={fund.fund_code} className="pct-fund">
              <div>
                <label htmlFor={id} className="fw-semibold d-block">
                  <span className="visually-hidden">{m.label(fund.fund_name)}</span>
                  <span aria-hidden="true">{fund.fund_name}</span>
                </label>
                <span className="pct-fund__meta">
                  {fundRiskLabels[fund.risk]} · {note(fund)}
                </span>
              </div>
              <div>
                <div className="input-group">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={m.decrease(fund.fund_name)}
                    onClick={() => step(fund.fund_code, -1)}
                  >
                    −
                  </button>
                  <input
                    id={id}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    className={`form-control text-end pct-number ${error ? 'is-invalid' : ''}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={percents[fund.fund_code] ?? '0'}
                    onChange={(event) => onChange(fund.fund_code, percentText(event.target.value))}
                  />
                  <span className="input-group-text" aria-hidden="true">
                    %
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={m.increase(fund.fund_name)}
                    onClick={() => step(fund.fund_code, 1)}
                  >
                    +
                  </button>
                </div>
                {error && (
                  <div id={`${id}-error`} className="invalid-feedback d-block">
                    {error}
                  </div>
                )}
              </div>
            </div>
          );
        })}
      </fieldset>
      <div className={`pct-sum ${check.total ? 'pct-sum--off' : ''}`} aria-live="polite">
        <span>{m.sum}</span>
        <strong>{check.sum}%</strong>
      </div>
      {check.total && <p className="text-danger-emphasis small mt-2 mb-0">{check.total}</p>}
    </>
  );
}
