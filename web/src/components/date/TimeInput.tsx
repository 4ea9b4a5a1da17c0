// The portal's own time input, 24 hours ('08:00', '17:30'), drawn the same in every browser:
// a text box where the colon is put in as digits are typed ('0800' → '08:00'; '8.30' and
// '8:30' → '08:30' once left). The value the form holds is 'HH:mm' once the text is a time,
// else the text. Label, hint and error are the caller's.
import { useLayoutEffect, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { sanitize, tidyTime, TIME_LENGTH, timeValueOf, typedTime } from './dateText';
import { dateMessages as m } from './messages';
import './date.css';

export interface TimeInputProps {
  id: string;
  /** 'HH:mm', '' or the text typed so far. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  className?: string;
  disabled?: boolean;
}

export function TimeInput({
  id,
  value,
  onChange,
  onBlur,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  className = '',
  disabled,
}: TimeInputProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== timeValueOf(text)) setText(value);
  }
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const formatId = `${id}-format`;

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current !== null && element && document.activeElement === element) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const update = (next: string) => {
    setText(next);
    const nextValue = timeValueOf(next);
    setShown(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    const atEnd = at >= raw.length;
    if (!atEnd) caret.current = sanitize(raw.slice(0, at), ':', TIME_LENGTH).length;
    update(typedTime(raw, atEnd));
  };

  return (
    <>
      <input
        id={id}
        ref={(element) => {
          input.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder={m.timePlaceholder}
        className={`form-control date-input__box ${className}`.trim()}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, formatId].filter(Boolean).join(' ')}
        disabled={disabled}
        value={text}
        onChange={onInput}
        onBlur={() => {
          const tidy = tidyTime(text);
          if (tidy !== text) update(tidy);
          onBlur?.();
        }}
      />
      <span id={formatId} className="visually-hidden">
        {m.timeFormat}
      </span>
    </>
  );
}
