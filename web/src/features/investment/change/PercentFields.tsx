// Percent per fund with - and + in steps of 5 and the refusal under each field, then the sum,
// marked when it is not 100% (with what to change): a switch's target funds and a new premium
// allocation. A fund that cannot take a share (a switch's source) shows why instead.
import { fundRiskLabels } from '../../../api/generated/labels/fundRisk';
import type { PolicyFund } from '../../../api/generated/model';
import { changeMessages } from './changeMessages';
import type { PercentCheck } from './percentRules';

const m = changeMessages.percent;

export function PercentFields({
  idPrefix,
  funds,
  percents,
  check,
  disabled,
  note,
  onChange,
  onStep,
}: {
  idPrefix: string;
  funds: readonly PolicyFund[];
  /** The typed percent of each fund, by fund code. */
  percents: Readonly<Record<string, string>>;
  check: PercentCheck;
  disabled: boolean;
  /** A line under the fund's name (its current allocation, or why it is not offered). */
  note: (fund: PolicyFund) => string;
  onChange: (fundCode: string, text: string) => void;
  onStep: (fundCode: string, direction: 1 | -1) => void;
}) {
  return (
    <>
      <fieldset className="chg-funds" disabled={disabled}>
        {funds.map((fund) => {
          const id = `${idPrefix}-${fund.fund_code}`;
          const error = check.funds[fund.fund_code] ?? null;
          return (
            <div key={fund.fund_code} className="chg-fund">
              <div>
                <label htmlFor={id} className="fw-semibold d-block">
                  <span className="visually-hidden">{m.label(fund.fund_name)}</span>
                  <span aria-hidden="true">{fund.fund_name}</span>
                </label>
                <span className="chg-fund__meta">
                  {fundRiskLabels[fund.risk]} · {note(fund)}
                </span>
              </div>
              <div>
                <div className="input-group">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={m.decrease(fund.fund_name)}
                    onClick={() => onStep(fund.fund_code, -1)}
                  >
                    −
                  </button>
                  <input
                    id={id}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    maxLength={3}
                    className={`form-control text-end chg-number ${error ? 'is-invalid' : ''}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={percents[fund.fund_code] ?? '0'}
                    onChange={(event) => onChange(fund.fund_code, event.target.value)}
                  />
                  <span className="input-group-text" aria-hidden="true">
                    %
                  </span>
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    aria-label={m.increase(fund.fund_name)}
                    onClick={() => onStep(fund.fund_code, 1)}
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
      <div className={`chg-sum ${check.total ? 'chg-sum--off' : ''}`} aria-live="polite">
        <span>{m.sum}</span>
        <strong>{check.sum}%</strong>
      </div>
      {check.total && <p className="text-danger-emphasis small mt-2 mb-0">{check.total}</p>}
    </>
  );
}
