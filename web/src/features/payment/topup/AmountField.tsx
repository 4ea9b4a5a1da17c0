// The top-up's amount: whole rupiah typed with the dots put in as the customer types
// (components/form/RupiahInput), the limits as a hint and the refusal under the field.
import { useId } from 'react';
import { RupiahInput } from '../../../components/form/RupiahInput';
import { topupMessages } from './topupMessages';

const m = topupMessages.amount;

export function AmountField({
  id,
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  /** The refusal to show (after the field was left, a submit, or the server's 422). */
  error: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  const titleId = useId();
  return (
    <section className="pay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      <label htmlFor={id} className="visually-hidden">
        {m.label}
      </label>
      <div className="topup-amount">
        <RupiahInput
          id={id}
          name="amount"
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          disabled={disabled}
          invalid={error !== null}
          placeholder="1.000.000"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      <p id={`${id}-hint`} className="pay-note mt-2 mb-0">
        {m.hint}
      </p>
    </section>
  );
}
