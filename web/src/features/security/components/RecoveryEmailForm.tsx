// Step 1 of 'Ganti Email Pemulihan': the new address (required, an e-mail address, at most
// 254 characters; the contract's rule) and 'Kirim Kode'. The server's refusals show here: a
// 422 on the field (the same address as now), a wait (429) above it; a code the mail server
// did not take (503 code-not-sent) above it with 'Coba lagi' (the same address again).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { isCodeNotSent, type InlineError } from '../../../api/inlineError';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { otpMessages } from '../../../components/messages';
import { messages } from '../messages';
import { recoveryEmailSchema, type RecoveryEmailForm as Values } from '../schemas';

const m = messages.recovery;
/** The contract's name of the field (errors[].field of a 422). */
const FIELD = 'recovery_email_new';

export interface RecoveryEmailFormProps {
  /** The address typed before ('Ganti alamat' comes back with it). */
  address: string;
  sending: boolean;
  error: InlineError | null;
  onSubmit: (address: string) => void;
}

export function RecoveryEmailForm({ address, sending, error, onSubmit }: RecoveryEmailFormProps) {
  const form = useForm<Values>({
    resolver: zodResolver(recoveryEmailSchema),
    defaultValues: { email: address },
  });
  const { setError, setFocus, formState } = form;

  useEffect(() => {
    setFocus('email');
  }, [setFocus]);

  const fieldError = error?.fields.find((f) => f.field === FIELD);
  useEffect(() => {
    if (!fieldError) return;
    setError('email', { type: 'server', message: fieldError.message });
    setFocus('email');
  }, [fieldError, setError, setFocus]);

  const submit = form.handleSubmit(({ email }) => onSubmit(email.trim()));
  return (
    <form noValidate onSubmit={submit}>
      <FormAlert
        message={fieldError ? null : error?.message}
        action={
          isCodeNotSent(error)
            ? { label: otpMessages.retry, onClick: () => void submit(), disabled: sending }
            : null
        }
      />
      <TextField
        id="recovery-email"
        type="email"
        label={m.label}
        hint={m.hint}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={formState.errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton busy={sending}>{m.send}</SubmitButton>
    </form>
  );
}
