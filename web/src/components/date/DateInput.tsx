// The portal's own date input, drawn in Indonesian whatever the browser's language: a text
// box taking dd/mm/yyyy (the slashes put in as digits are typed; '28/11/2026',
// '28-11-2026' and '2026-11-28' pasted whole), and, where a calendar helps (event dates,
// periods, schedules), a button opening an Indonesian month grid loaded only when first
// wanted (Calendar.tsx). The value the form holds is the ISO date (dateText.ts); the form's
// rules say what is wrong. Label, hint and error are the caller's (DateField, or a form's
// own field shell): this is the control.
import {
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type Ref,
} from 'react';
import {
  DATE_LENGTH,
  dateTextOf,
  dateValueOf,
  isIsoDate,
  sanitize,
  tidyDate,
  typedDate,
  wholeDateText,
} from './dateText';
import { IconCalendar } from './icons';
import { dateMessages as m } from './messages';
import './date.css';

const loadCalendar = () => import('./Calendar');
const Calendar = lazy(loadCalendar);

export interface DateInputProps {
  id: string;
  /** The field's label: names the calendar button and the calendar. */
  label: string;
  /** An ISO date ('2026-11-28'), '' or the text typed so far when it is not a date yet. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** Ids of the hint and error; the format's description is added after them. */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Extra classes of the text box ('is-invalid'). */
  className?: string;
  /** A calendar button beside the box (not for birth dates: those are typed). */
  calendar?: boolean;
  /** The calendar's first and last days that can be chosen (ISO). The form's rules refuse
   *  a typed date outside them in its own words. */
  min?: string;
  max?: string;
  /** Today (ISO) for the calendar; the device's date when absent. */
  today?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  disabled?: boolean;
}

export function DateInput({
  id,
  label,
  value,
  onChange,
  onBlur,
  name,
  ref,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  className = '',
  calendar = false,
  min,
  max,
  today,
  autoComplete = 'off',
  autoFocus,
  disabled,
}: DateInputProps) {
  const [text, setText] = useState(() => dateTextOf(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (a reset, a draft, the calendar) replaces the text.
  if (value !== shown) {
    setShown(value);
    if (value !== dateValueOf(text)) setText(dateTextOf(value));
  }
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const group = useRef<HTMLDivElement>(null);
  const caret = useRef<number | null>(null);
  const formatId = `${id}-format`;

  const setInput = useCallback(
    (element: HTMLInputElement | null) => {
      input.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // An edit inside the text keeps the caret where it was.
  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current !== null && element && document.activeElement === element) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const update = (next: string) => {
    setText(next);
    const nextValue = dateValueOf(next);
    setShown(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value;
    const at = event.target.selectionStart ?? raw.length;
    const atEnd = at >= raw.length;
    const next = typedDate(raw, atEnd);
    if (!atEnd) caret.current = sanitize(raw.slice(0, at), '/', DATE_LENGTH).length;
    update(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const whole = wholeDateText(event.clipboardData.getData('text'));
    if (whole === null) return; // pasted as text, then tidied by onInput
    event.preventDefault();
    update(whole);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  const box = (
    <input
      id={id}
      ref={setInput}
      name={name}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      autoCorrect="off"
      spellCheck={false}
      placeholder={m.placeholder}
      className={`form-control date-input__box ${className}`.trim()}
      aria-invalid={invalid || undefined}
      aria-describedby={[describedBy, formatId].filter(Boolean).join(' ')}
      autoFocus={autoFocus}
      disabled={disabled}
      value={text}
      onChange={onInput}
      onPaste={onPaste}
      onBlur={() => {
        const tidy = tidyDate(text);
        if (tidy !== text) update(tidy);
        onBlur?.();
      }}
    />
  );

  return (
    <div className="date-input">
      {calendar ? (
        <div ref={group} className="input-group">
          {box}
          <button
            ref={toggle}
            type="button"
            className="btn btn-outline-secondary date-input__toggle"
            aria-label={m.openCalendar(label)}
            title={m.openCalendar(label)}
            aria-haspopup="dialog"
            aria-expanded={open}
            disabled={disabled}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            onClick={() => setOpen(!open)}
          >
            <IconCalendar />
          </button>
        </div>
      ) : (
        box
      )}
      <span id={formatId} className="visually-hidden">
        {m.format}
      </span>
      {open && (
        <Suspense fallback={null}>
          <Calendar
            label={label}
            value={isIsoDate(value) ? value : null}
            min={min}
            max={max}
            today={today}
            anchor={group}
            toggle={toggle}
            onSelect={(iso) => {
              update(dateTextOf(iso));
              close(true);
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
