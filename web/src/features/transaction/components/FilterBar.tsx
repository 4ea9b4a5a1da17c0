// The filters above the list: a period (presets, or 'Pilih tanggal' with two dates and
// 'Tampilkan') and a transaction type. The page keeps them in the URL; this component
// only reports changes. The custom dates (typed dd/mm/yyyy or chosen in the calendar) are
// checked here before they are applied.
import { useId, useState, type FormEvent } from 'react';
import type { TransactionType } from '../../../api/generated/model';
import { DateField } from '../../../components/date/DateField';
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
  /** Today in WIB (ISO): the calendars' today. */
  today: string;
  onPeriod: (period: Period, range?: DateRange) => void;
  onType: (type: TransactionType | null) => void;
}

export function FilterBar({ filters, range, urlErrors, today, onPeriod, onType }: FilterBarProps) {
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
            today={today}
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
  today: string;
  onApply: (range: DateRange) => void;
}

function CustomRange({
  from: initialFrom,
  to: initialTo,
  urlErrors,
  today,
  onApply,
}: CustomRangeProps) {
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
        className=""
        label={messages.filters.from}
        calendar
        today={today}
        value={from}
        error={errors.from}
        onChange={setFrom}
      />
      <DateField
        id={`${id}-to`}
        className=""
        label={messages.filters.to}
        calendar
        today={today}
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
