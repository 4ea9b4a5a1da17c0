// The form's fields: a label, the control, the error, and, when the value differs from the
// current data, a 'Diubah' badge and the old value (not colour alone). Fields read the form
// through react-hook-form's context and the change marks through ChangeContext.
import { createContext, useContext, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { DateInput } from '../../../components/date/DateInput';
import type { FormValues } from '../formModel';
import { messages } from '../messages';

export interface ChangeInfo {
  changed: ReadonlySet<string>;
  oldText: (path: string) => string;
}

export const ChangeContext = createContext<ChangeInfo>({
  changed: new Set(),
  oldText: () => '',
});

export const fieldId = (path: string) => `pk-${path.replace(/\./g, '-')}`;

interface ShellProps {
  path: string;
  label: string;
  hint?: ReactNode;
  children: (aria: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}

export function FieldShell({ path, label, hint, children }: ShellProps) {
  const { formState } = useFormContext<FormValues>();
  const { changed, oldText } = useContext(ChangeContext);
  const id = fieldId(path);
  const error = (get(formState.errors, path) as { message?: string } | undefined)?.message;
  const isChanged = changed.has(path);
  const ids = [hint && `${id}-hint`, error && `${id}-error`, isChanged && `${id}-old`]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`pk-field ${isChanged ? 'pk-field--changed' : ''}`}>
      <div className="pk-field__head">
        <label htmlFor={id} className="form-label">
          {label}
        </label>
        {isChanged && <span className="badge pk-badge-changed">{messages.change.badge}</span>}
      </div>
      {children({ id, describedBy: ids || undefined, invalid: Boolean(error) })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {isChanged && (
        <div id={`${id}-old`} className="pk-field__old">
          {messages.change.before(oldText(path))}
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

type FieldPath = Parameters<ReturnType<typeof useFormContext<FormValues>>['register']>[0];

export interface TextInputProps {
  path: FieldPath;
  label: string;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'tel';
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
}

export function TextInput({ path, label, hint, type = 'text', ...rest }: TextInputProps) {
  const { register } = useFormContext<FormValues>();
  return (
    <FieldShell path={path} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          type={type}
          className={`form-control ${invalid ? 'is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
          {...register(path)}
        />
      )}
    </FieldShell>
  );
}

export interface DateInputFieldProps {
  path: FieldPath;
  label: string;
  hint?: ReactNode;
  autoComplete?: string;
}

/** A date as on the document, typed dd/mm/yyyy (no calendar); the form holds the ISO date. */
export function DateInputField({ path, label, hint, autoComplete }: DateInputFieldProps) {
  const { control } = useFormContext<FormValues>();
  return (
    <FieldShell path={path} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Controller
          control={control}
          name={path}
          render={({ field }) => (
            <DateInput
              id={id}
              label={label}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className={invalid ? 'is-invalid' : ''}
              autoComplete={autoComplete}
              {...field}
              value={typeof field.value === 'string' ? field.value : ''}
            />
          )}
        />
      )}
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
}

export interface SelectInputProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange'
> {
  path: FieldPath;
  label: string;
  options: readonly Option[];
  hint?: ReactNode;
  placeholder?: string;
  onValue?: (value: string) => void;
}

export function SelectInput({
  path,
  label,
  options,
  hint,
  placeholder = messages.fields.choose,
  onValue,
  ...rest
}: SelectInputProps) {
  const { register } = useFormContext<FormValues>();
  // Controlled, so a value whose option arrives later (a region list still loading) shows.
  const value = useWatch<FormValues>({ name: path }) as string;
  return (
    <FieldShell path={path} label={label} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <select
          value={value}
          id={id}
          className={`form-select ${invalid ? 'is-invalid' : ''}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...rest}
          {...register(path, {
            onChange: (event: { target: { value: string } }) => onValue?.(event.target.value),
          })}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
