// A labelled input with hint and error, wired for assistive technology
// (aria-invalid, aria-describedby). `input` takes react-hook-form's register() result.
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Extra ids for aria-describedby (e.g. a rules list). */
  describedBy?: string;
  /** Element after the input inside the input group (e.g. a show/hide button). */
  append?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  inputClassName?: string;
  /** Announce the error when it appears (role="alert"): for an error the server sent after
   * a submit, which the form does not repeat elsewhere (a wrong one-time code). */
  announceError?: boolean;
}

export function TextField({
  id,
  label,
  error,
  hint,
  describedBy,
  append,
  inputClassName = '',
  announceError,
  ref,
  ...input
}: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId, describedBy].filter(Boolean).join(' ') || undefined;
  const control = (
    <input
      id={id}
      ref={ref}
      className={`form-control ${error ? 'is-invalid' : ''} ${inputClassName}`}
      aria-invalid={error ? true : undefined}
      aria-describedby={described}
      {...input}
    />
  );
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {append ? (
        <div className="input-group">
          {control}
          {append}
        </div>
      ) : (
        control
      )}
      {/* After the input group, not inside it: the group is then only the field, and
          password/password.css can draw one border and one focus ring round the input and its button. */}
      {error && (
        <div
          id={errorId}
          className="invalid-feedback d-block"
          role={announceError ? 'alert' : undefined}
        >
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
