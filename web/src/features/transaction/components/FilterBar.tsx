// The filters above the list: a period (presets, or 'Pilih tanggal' with two dates and
// 'Tampilkan') and a transaction type. The page keeps them in the URL; this component
// only reports changes. The custom dates are checked here before they are applied.
import { useId, useState, type FormEvent } from 'react';
import type { TransactionType } from '../../../api/generated/model';
import {
  TRANSACTION_TYPES,
  hasErrors,
  validateRange,
  type DateRange,
  type Filters,
  type RangeErrors,
} from '../filters';
import { messages, periodLabels, typeLabels } from '../messages';
import { PERIOD_PRESETS, type Period } from '../periods';

export interface FilterBarProps {
  filters: Filters;
  /** The range shown now (prefills 'Pilih tanggal'); null while a custom one is invalid. */
  range: DateRange | null;
  /** Errors of the custom period in the URL (an address typed or shared by hand). */
  urlErrors?: RangeErrors;
  onPeriod: (period: Period, range?: DateRange) => void;
  onType: (type: TransactionType | null) => void;
}

export function FilterBar({ filters, range, urlErrors, onPeriod, onType }: FilterBarProps) {
  const periodId = useId();
  const typeId = useId();
  return (
    <section className="trx-filters card border-0 shadow-sm" aria-label={messages.filters.heading}>
      <div className="card-body p-3">
        <div className="trx-filters__row">
          <div>
            <label htmlFor={periodId} className="form-label">
              {messages.filters.period}
            </label>
            <select
              id={periodId}
              className="form-select"
              value={filters.period}
              onChange={(event) => {
                const period = event.target.value as Period;
                onPeriod(period, period === 'custom' && range ? range : undefined);
              }}
            >
              {[...PERIOD_PRESETS, 'custom' as const].map((period) => (
                <option key={period} value={period}>
                  {periodLabels[period]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={typeId} className="form-label">
              {messages.filters.type}
            </label>
            <select
              id={typeId}
              className="form-select"
              value={filters.type ?? ''}
              onChange={(event) => onType((event.target.value || null) as TransactionType | null)}
            >
              <option value="">{messages.filters.allTypes}</option>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {typeLabels[type]}
                </option>
              ))}
            </select>
          </div>
        </div>
        {filters.period === 'custom' && (
          <CustomRange
            // A new range in the URL (back/forward) starts the form over.
            key={`${filters.from}|${filters.to}`}
            from={filters.from}
            to={filters.to}
            urlErrors={urlErrors}
            onApply={(applied) => onPeriod('custom', applied)}
          />
        )}
      </div>
    </section>
  );
}

interface CustomRangeProps {
  from: string;
  to: string;
  urlErrors?: RangeErrors;
  onApply: (range: DateRange) => void;
}

function CustomRange({ from: initialFrom, to: initialTo, urlErrors, onApply }: CustomRangeProps) {
  const id = useId();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialTo);
  // Errors show after 'Tampilkan' (or for an invalid address) and follow the typing then.
  const [checked, setChecked] = useState(urlErrors !== undefined && hasErrors(urlErrors));
  const errors = checked ? validateRange(from, to) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!hasErrors(validateRange(from, to))) onApply({ from, to });
  };

  return (
    <form className="trx-filters__custom" noValidate onSubmit={submit}>
      <DateField
        id={`${id}-from`}
        label={messages.filters.from}
        value={from}
        error={errors.from}
        onChange={setFrom}
      />
      <DateField
        id={`${id}-to`}
        label={messages.filters.to}
        value={to}
        error={errors.to}
        onChange={setTo}
      />
      <div className="trx-filters__apply">
        <button type="submit" className="btn btn-primary">
          {messages.filters.apply}
        </button>
      </div>
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

function DateField({ id, label, value, error, onChange }: DateFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={`form-control${error ? ' is-invalid' : ''}`}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
