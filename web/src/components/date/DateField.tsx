// A labelled date field with hint and error, laid out and wired as form/TextField.tsx
// (aria-invalid; aria-describedby: hint, error, then the format). The control is DateInput:
// dd/mm/yyyy typed, an ISO date held. For react-hook-form, use it through a Controller
// (`{...field}` gives value, onChange, onBlur, name and ref).
import type { ReactNode } from 'react';
import { DateInput, type DateInputProps } from './DateInput';

export interface DateFieldProps extends Omit<
  DateInputProps,
  'aria-describedby' | 'aria-invalid' | 'className'
> {
  error?: string;
  hint?: ReactNode;
  /** Extra ids for aria-describedby. */
  describedBy?: string;
  /** The wrapper's classes ('mb-3' as TextField). */
  className?: string;
}

export function DateField({
  id,
  label,
  error,
  hint,
  describedBy,
  className = 'mb-3',
  ...input
}: DateFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <DateInput
        id={id}
        label={label}
        aria-describedby={[hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        className={error ? 'is-invalid' : ''}
        {...input}
      />
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
