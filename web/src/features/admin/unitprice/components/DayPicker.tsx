// The day whose unit prices the page shows: a date field (today at the latest, in WIB) and
// 'Tampilkan'; the server's answer names the day shown, which the field starts from.
import { useId, useState, type FormEvent } from 'react';
import { isoDateWib } from '../../../../components/format';
import { unitPriceMessages } from '../unitPriceMessages';

const m = unitPriceMessages.day;

export function DayPicker({
  value,
  onChange,
}: {
  /** The day shown (the server's price_date); null while the first answer loads. */
  value: string | null;
  onChange: (day: string) => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? value ?? '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown) onChange(shown);
    setTyped(null);
  };
  return (
    <form className="unit-price-day" onSubmit={submit} noValidate>
      <div>
        <label htmlFor={id} className="form-label fw-semibold mb-1">
          {m.label}
        </label>
        <input
          id={id}
          type="date"
          className="form-control"
          value={shown}
          max={isoDateWib()}
          aria-describedby={`${id}-hint`}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-outline-primary" disabled={!shown}>
        {m.show}
      </button>
      <p id={`${id}-hint`} className="small text-body-secondary mb-0 w-100">
        {m.hint}
      </p>
    </form>
  );
}
