// A working day not yet published: each fund's previous price and an input for the day's
// price (exact, 4 decimals: priceRules.ts), its change computed as it is typed, a warning and a
// required confirmation when a change is over 10%, and 'Terbitkan' behind a confirmation
// popup. The server's refusals are said above the table (a field's next to its input) and
// keep what was typed; a 409 (published meanwhile) offers 'Muat ulang'.
import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf, isApiError } from '../../../../api/errors';
import { fundRiskLabels } from '../../../../api/generated/labels/fundRisk';
import type { FundPriceDesk, FundPricePublishRequest } from '../../../../api/generated/model';
import { confirm } from '../../../../components/confirm';
import { unitPriceMessages } from '../unitPriceMessages';
import { changeHundredths, formatChange, isLargeChange, parseUnitPrice } from '../priceRules';
import { PreviousPrice } from './PublishedPrices';

const m = unitPriceMessages;

export interface PublishOutcome {
  /** Refused: the server's sentence and its field errors. */
  message: string;
  fields: { field: string; message: string }[];
  conflict: boolean;
}

export function PriceForm({
  desk,
  busy,
  publish,
  onReload,
}: {
  desk: FundPriceDesk;
  busy: boolean;
  /** Sends the prices; rejects with the server's refusal. */
  publish: (request: FundPricePublishRequest) => Promise<unknown>;
  onReload: () => void;
}) {
  const id = useId();
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [left, setLeft] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [refusal, setRefusal] = useState<PublishOutcome | null>(null);

  const rows = desk.funds.map((fund, index) => {
    const parsed = parseUnitPrice(texts[fund.fund_code] ?? '');
    const value = parsed.ok ? parsed.value : null;
    const server = refusal?.fields.find((f) => f.field.startsWith(`prices.${index}.`));
    return {
      fund,
      value,
      error:
        server?.message ?? (!parsed.ok && (tried || left[fund.fund_code]) ? parsed.error : null),
      change: value === null ? null : changeHundredths(fund.previous_unit_price, value),
      large: value !== null && isLargeChange(fund.previous_unit_price, value),
    };
  });
  const large = rows.filter((row) => row.large);
  const complete = rows.every((row) => row.value !== null);
  const needsConfirm = large.length > 0 && !confirmed;
  const shownOnField = rows.some((row) => row.error === refusal?.message);

  const edit = (code: string, text: string) => {
    setRefusal(null);
    setTexts((now) => ({ ...now, [code]: text }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!complete) {
      const first = rows.find((row) => row.value === null);
      if (first) document.getElementById(`${id}-${first.fund.fund_code}`)?.focus();
      return;
    }
    if (needsConfirm) {
      document.getElementById(`${id}-confirm`)?.focus();
      return;
    }
    const ok = await confirm({
      title: m.publish.title,
      message: m.publish.confirm(desk.price_date, rows.length),
      okLabel: m.publish.ok,
      cancelLabel: m.publish.cancel,
    });
    if (!ok) return;
    setRefusal(null);
    try {
      await publish({
        price_date: desk.price_date,
        prices: rows.map((row) => ({ fund_code: row.fund.fund_code, unit_price: row.value ?? '' })),
        confirm_large_change: large.length > 0,
      });
    } catch (error) {
      setRefusal({
        message: errorMessageOf(error),
        fields: isApiError(error) ? error.fieldErrors : [],
        conflict: isApiError(error) && error.status === 409,
      });
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      {refusal && !shownOnField && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-2" role="alert">
          <span className="me-auto">{refusal.message}</span>
          {refusal.conflict && (
            <button type="button" className="btn btn-sm btn-danger" onClick={onReload}>
              {m.publish.reload}
            </button>
          )}
        </div>
      )}
      <div className="table-responsive">
        <table className="table align-middle mb-0 unit-price-table">
          <caption className="visually-hidden">{m.table.caption(desk.price_date)}</caption>
          <thead>
            <tr>
              <th scope="col">{m.table.fund}</th>
              <th scope="col" className="text-end">
                {m.table.previous}
              </th>
              <th scope="col">{m.table.price}</th>
              <th scope="col" className="text-end">
                {m.table.change}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ fund, error, change, large: isLarge }) => {
              const inputId = `${id}-${fund.fund_code}`;
              return (
                <tr key={fund.fund_code}>
                  <th scope="row">
                    <label htmlFor={inputId} className="d-block">
                      {fund.fund_name}
                    </label>
                    <span className="small text-body-secondary fw-normal">
                      {fundRiskLabels[fund.risk]}
                    </span>
                  </th>
                  <td className="text-end unit-price-num" data-label={m.table.previous}>
                    <PreviousPrice
                      price={fund.previous_unit_price}
                      date={fund.previous_price_date}
                    />
                  </td>
                  <td data-label={m.table.price}>
                    <div>
                      <div className="input-group unit-price-input">
                        <span className="input-group-text" aria-hidden="true">
                          Rp
                        </span>
                        <input
                          id={inputId}
                          type="text"
                          inputMode="decimal"
                          autoComplete="off"
                          className={`form-control text-end unit-price-num ${error ? 'is-invalid' : ''}`}
                          placeholder={m.table.placeholder}
                          value={texts[fund.fund_code] ?? ''}
                          disabled={busy}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? `${inputId}-error` : undefined}
                          onChange={(event) => edit(fund.fund_code, event.target.value)}
                          onBlur={() => setLeft((now) => ({ ...now, [fund.fund_code]: true }))}
                        />
                      </div>
                      {error && (
                        <div id={`${inputId}-error`} className="invalid-feedback d-block">
                          {error}
                        </div>
                      )}
                    </div>
                  </td>
                  <td className="text-end unit-price-num" data-label={m.table.change}>
                    <div aria-live="polite">
                      {change === null ? '–' : formatChange(change)}
                      {isLarge && (
                        <span className="badge rounded-pill text-bg-warning d-block mt-1">
                          {m.large.badge}
                        </span>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {large.length > 0 && (
        <div className="alert alert-warning mt-3 mb-0" role="alert">
          <p className="mb-2">
            {m.large.warning(large.map((row) => row.fund.fund_name).join(', '))}
          </p>
          <div className="form-check mb-0">
            <input
              id={`${id}-confirm`}
              type="checkbox"
              className={`form-check-input ${tried && needsConfirm ? 'is-invalid' : ''}`}
              checked={confirmed}
              disabled={busy}
              aria-describedby={tried && needsConfirm ? `${id}-confirm-error` : undefined}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            <label htmlFor={`${id}-confirm`} className="form-check-label fw-semibold">
              {m.large.confirm}
            </label>
            {tried && needsConfirm && (
              <div id={`${id}-confirm-error`} className="invalid-feedback d-block">
                {m.large.required}
              </div>
            )}
          </div>
        </div>
      )}
      <div className="d-flex flex-wrap align-items-center gap-3 mt-3">
        <button
          type="submit"
          className="btn btn-primary px-4"
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {busy ? (
            <>
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              {m.publish.busy}
            </>
          ) : (
            m.publish.button
          )}
        </button>
        {tried && !complete && <span className="text-danger-emphasis small">{m.publish.fix}</span>}
      </div>
    </form>
  );
}
