// A field of the claim form: its label, the control, a hint and the error, wired for
// assistive technology (the error and hint describe the control, aria-invalid marks it).
// The control comes from the caller (input, select, textarea, the hospital combobox).
import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import type { ClaimFormValues } from './formModel';

export const fieldId = (name: keyof ClaimFormValues) => `kl-field-${name}`;

export interface ControlAria {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  className: string;
}

export function Field({
  name,
  label,
  hint,
  className = '',
  children,
}: {
  name: keyof ClaimFormValues;
  label: string;
  hint?: ReactNode;
  className?: string;
  children: (aria: ControlAria) => ReactNode;
}) {
  const { formState } = useFormContext<ClaimFormValues>();
  const id = fieldId(name);
  const error = formState.errors[name]?.message;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`kl-field ${className}`.trim()}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {children({
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error ? true : undefined,
        className: error ? 'is-invalid' : '',
      })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}
