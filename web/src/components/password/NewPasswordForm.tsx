// New password and its confirmation with the live rules (create password, reactivation,
// reset after forgot password, 'Ganti Kata Sandi'). A 422's field errors land on their
// fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { InlineError } from '../../api/inlineError';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { passwordMessages as text } from '../messages';
import { PasswordField } from './PasswordField';
import { PasswordRules } from './PasswordRules';
import { newPasswordSchema, type NewPasswordValues, type PasswordLimits } from './passwordSchema';

export interface NewPasswordFormProps {
  limits: PasswordLimits;
  submitting: boolean;
  error: InlineError | null;
  submitLabel: string;
  onSubmit: (values: NewPasswordValues) => void;
  /** The two fields' labels (default 'Kata sandi baru', 'Ulangi kata sandi baru'). */
  labels?: { password: string; confirmPassword: string };
  /** The help text under the new password (default: the sign-in's advice). */
  hint?: ReactNode;
}

export function NewPasswordForm({
  limits,
  submitting,
  error,
  submitLabel,
  onSubmit,
  labels = { password: text.newLabel, confirmPassword: text.confirmLabel },
  hint = text.hint,
}: NewPasswordFormProps) {
  const { min, max } = limits;
  const schema = useMemo(() => newPasswordSchema({ min, max }), [min, max]);
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { setError, setFocus, register, control, formState } = form;

  useEffect(() => {
    setFocus('password');
  }, [setFocus]);

  // Server rule violations (422 errors[]) on their fields.
  useEffect(() => {
    if (!error) return;
    let focused = false;
    for (const { field, message } of error.fields) {
      if (field === 'password' || field === 'confirmPassword') {
        setError(field, { type: 'server', message });
        if (!focused) {
          setFocus(field);
          focused = true;
        }
      }
    }
  }, [error, setError, setFocus]);

  // The general message only when no field error already says the same.
  const alert =
    error && !error.fields.some((field) => field.message === error.message) ? error.message : null;
  const password = useWatch({ control, name: 'password' });
  const confirmation = useWatch({ control, name: 'confirmPassword' });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormAlert message={alert} />
      <PasswordField
        id="new-password"
        label={labels.password}
        autoComplete="new-password"
        hint={hint}
        describedBy="password-rules"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        id="confirm-password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        error={formState.errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <PasswordRules
        id="password-rules"
        password={password}
        confirmation={confirmation}
        limits={limits}
      />
      <SubmitButton busy={submitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
