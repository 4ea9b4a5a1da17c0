// The top-up's allocation per fund: each of the policy's funds with its current premium
// allocation, a percent field with - and + in steps of 5, and its refusal under it; then the
// sum, marked when it is not 100%, with what to change. Starts from the policy's allocation.
import { useId } from 'react';
import { fundRiskLabels } from '../../../api/generated/labels/fundRisk';
import type { PolicyFund } from '../../../api/generated/model';
import type { AllocationCheck } from './topupRules';
import { topupMessages } from './topupMessages';

const m = topupMessages.allocation;

export function AllocationFields({
  idPrefix,
  funds,
  percents,
  check,
  serverError,
  disabled,
  changed,
  onChange,
  onStep,
  onReset,
}: {
  idPrefix: string;
  funds: readonly PolicyFund[];
  /** The typed percent of each fund, by fund code. */
  percents: Readonly<Record<string, string>>;
  check: AllocationCheck;
  /** The server's refusal of the allocation (422), shown with the sum. */
  serverError: string | null;
  disabled: boolean;
  /** The allocation differs from the policy's: 'Kembalikan' is offered. */
  changed: boolean;
  onChange: (fundCode: string, text: string) => void;
  onStep: (fundCode: string, direction: 1 | -1) => void;
  onReset: () => void;
}) {
  const titleId = useId();
  const sumError = check.total ?? serverError;
  return (
    <section className="pay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      <p className="pay-note" id={`${idPrefix}-rule`}>
        {m.hint}
      </p>
      <fieldset className="topup-funds" disabled={disabled} aria-describedby={`${idPrefix}-rule`}>
        <legend className="visually-hidden">{m.legend}</legend>
        {funds.map((fund) => {
          const id = `${idPrefix}-${fund.fund_code}`;
          const error = check.funds[fund.fund_code] ?? null;
          const text = percents[fund.fund_code] ?? '0';
          return (
            <div key={fund.fund_code} className="topup-fund">
              <div className="topup-fund__name">
                <label htmlFor={id} className="fw-semibold d-block">
                  <span className="visually-hidden">{m.percentLabel(fund.fund_name)}</span>
                  <span aria-hidden="true">{fund.fund_name}</span>
                </label>
                <span className="topup-fund__meta">
                  {fundRiskLabels[fund.risk]} · {m.current(fund.allocation_percent)}
                </span>
              </div>
              <div className="topup-fund__input">
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
                    className={`form-control text-end topup-percent ${error ? 'is-invalid' : ''}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                    value={text}
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
      <div
        className={`topup-sum ${sumError ? 'topup-sum--off' : ''}`}
        id={`${idPrefix}-sum`}
        aria-live="polite"
      >
        <span>{m.sum}</span>
        <strong>{check.sum}%</strong>
      </div>
      {sumError && <p className="text-danger-emphasis small mt-2 mb-0">{sumError}</p>}
      {changed && (
        <button
          type="button"
          className="btn btn-link px-0 mt-2"
          disabled={disabled}
          onClick={onReset}
        >
          {m.reset}
        </button>
      )}
    </section>
  );
}
