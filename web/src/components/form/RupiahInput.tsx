// A whole-rupiah amount field: 'Rp' before it, digits only, grouped by dots as typed
// ('12.500.000'), the caret kept after the same digit when the dots move. The value is the
// text; parseAmountInput (amountInput.ts) turns it into the amount. The claims desk's amounts
// and the customer's top-up use it.
import { useLayoutEffect, useRef, type InputHTMLAttributes } from 'react';
import { digitsBefore, formatAmountInput, positionAfterDigits } from './amountInput';
import './RupiahInput.css';

export interface RupiahInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** react-hook-form's field ref (focus on an error). */
  inputRef?: (element: HTMLInputElement | null) => void;
  invalid?: boolean;
}

export function RupiahInput({
  value,
  onChange,
  inputRef,
  invalid,
  className = '',
  ...input
}: RupiahInputProps) {
  const element = useRef<HTMLInputElement | null>(null);
  /** Digits before the caret at the last keystroke, until the new text is on screen. */
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const target = element.current;
    if (caret.current === null || !target || target !== document.activeElement) return;
    const position = positionAfterDigits(value, caret.current);
    target.setSelectionRange(position, position);
    caret.current = null;
  }, [value]);

  return (
    <div className={`input-group${invalid ? ' has-validation' : ''}`}>
      <span className="input-group-text" aria-hidden="true">
        Rp
      </span>
      <input
        {...input}
        ref={(node) => {
          element.current = node;
          inputRef?.(node);
        }}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`form-control text-end rupiah-input ${invalid ? 'is-invalid' : ''} ${className}`}
        aria-invalid={invalid || undefined}
        value={value}
        onChange={(event) => {
          const target = event.target;
          caret.current = digitsBefore(target.value, target.selectionStart ?? target.value.length);
          onChange(formatAmountInput(target.value));
        }}
      />
    </div>
  );
}
