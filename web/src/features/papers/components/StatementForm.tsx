// 'Laporan Transaksi' of one policy: a period within what the policy allows (the last 12
// months at first), PDF or CSV, and 'Unduh Laporan'. The period is checked here by the
// server's rules first; a 422 the server still answers is shown above the form in its words.
import { useId, useRef, useState, type FormEvent } from 'react';
import { getTransactionStatement } from '../../../api/generated/endpoints/papers/papers';
import type { GetTransactionStatementFormat, StatementRange } from '../../../api/generated/model';
import { DateField } from '../../../components/date/DateField';
import { DownloadStatus } from '../../../components/download/DownloadStatus';
import { useDownload } from '../../../components/download/useDownload';
import { FormAlert } from '../../../components/form/FormAlert';
import { formatDate } from '../../../components/format';
import { messages } from '../messages';
import {
  defaultPeriod,
  hasErrors,
  validatePeriod,
  type Period,
  type PeriodErrors,
} from '../statementPeriod';
import { DownloadIcon } from './PaperRow';

const m = messages.statement;
const FORMATS: readonly GetTransactionStatementFormat[] = ['pdf', 'csv'];
const NAME = messages.download.name('STATEMENT');

export interface StatementFormProps {
  policyNumber: string;
  range: StatementRange;
}

export function StatementForm({ policyNumber, range }: StatementFormProps) {
  const id = useId();
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(range));
  const [format, setFormat] = useState<GetTransactionStatementFormat>('pdf');
  const [errors, setErrors] = useState<PeriodErrors>({});
  const fromField = useRef<HTMLInputElement>(null);
  const toField = useRef<HTMLInputElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const { state, start, cancel, busy } = useDownload();

  const change = (field: keyof Period) => (value: string) => {
    setPeriod((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePeriod(period, range);
    setErrors(found);
    if (hasErrors(found)) {
      (found.from ? fromField : toField).current?.focus();
      return;
    }
    const { from, to } = period;
    void start({
      call: (init) =>
        getTransactionStatement(
          { policy_number: policyNumber, date_from: from, date_to: to, format },
          init,
        ),
      fallbackName: `laporan-transaksi-${policyNumber}-${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.${format}`,
      failedMessage: messages.download.failed(NAME),
    });
  };

  return (
    <section className="paper-statement" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="paper-group__title">
        {m.heading}
      </h3>
      <p className="paper-group__hint">
        {m.hint(formatDate(range.earliest_date), formatDate(range.latest_date))}
      </p>
      <FormAlert message={state.status === 'failed' ? state.message : null} />
      <form noValidate onSubmit={onSubmit} className="paper-statement__form">
        <div className="paper-statement__dates">
          <DateField
            id={`${id}-from`}
            ref={fromField}
            label={m.from}
            calendar
            min={range.earliest_date}
            max={range.latest_date}
            today={range.latest_date}
            value={period.from}
            error={errors.from}
            onChange={change('from')}
          />
          <DateField
            id={`${id}-to`}
            ref={toField}
            label={m.to}
            calendar
            min={range.earliest_date}
            max={range.latest_date}
            today={range.latest_date}
            value={period.to}
            error={errors.to}
            onChange={change('to')}
          />
        </div>
        <fieldset className="mb-3">
          <legend className="form-label fs-6 mb-1">{m.format}</legend>
          <div className="paper-statement__formats">
            {FORMATS.map((value) => (
              <div className="form-check" key={value}>
                <input
                  id={`${id}-${value}`}
                  type="radio"
                  name={`${id}-format`}
                  className="form-check-input"
                  value={value}
                  checked={format === value}
                  onChange={() => setFormat(value)}
                />
                <label className="form-check-label" htmlFor={`${id}-${value}`}>
                  {m.formats[value]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <button
          ref={submit}
          type="submit"
          className={`btn btn-primary paper-statement__submit${busy ? ' disabled' : ''}`}
          aria-disabled={busy || undefined}
        >
          <DownloadIcon />
          {m.submit}
        </button>
      </form>
      <DownloadStatus
        state={state}
        name={NAME}
        onCancel={() => {
          cancel();
          submit.current?.focus();
        }}
        hideFailure
      />
    </section>
  );
}
