// Code entry of a one-time code (sign-in OTP, forgot-password email code, Pengkinian Data): the masked
// destination, the time the code stays valid (counted from the server's clock), attempts
// left, resend when allowed (and another way to receive it, when the page offers one), and
// the lock message with its time. A wrong code is told once, as the field's error (tied to
// it and announced), whose sentence carries the attempts left; a lock or any other failure
// stays in the box above the form. An SMS code says what became of it when the gateway
// reports (delivery): reached the phone (a quiet line), or undeliverable (a warning; the
// server then allows a new code at once). A code the server could not send at all (503
// code-not-sent) is told in the box with 'Coba lagi'; the code shown before stays valid.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isCodeNotSent, type InlineError } from '../../api/inlineError';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { TextField } from '../form/TextField';
import { IconCheck, IconClock } from '../icons';
import { otpMessages as text } from '../messages';
import { useNow } from '../useNow';
import { otpSchema, type OtpForm } from './otpSchema';
import type { OtpState } from './otpState';
import { clock, jakartaTime } from './time';
import './otp.css';

export { afterWrongCode, otpStateOf, type OtpState } from './otpState';

export interface OtpCodeFormProps {
  otp: OtpState;
  submitting: boolean;
  resending: boolean;
  error: InlineError | null;
  /** A success notice (code resent). */
  notice?: string | null;
  submitLabel: string;
  /** The sentence before the masked destination (default: where the code was sent). */
  sentText?: string;
  /** A new code by another way (the sign-in's e-mail or SMS), under the resend's rules. */
  alternative?: OtpAlternative;
  onSubmit: (code: string) => void;
  onResend: () => void;
  /** 'Coba lagi' after a send the server could not make (503): that send again (default: resend). */
  onRetry?: () => void;
}

export interface OtpAlternative {
  label: string;
  onSend: () => void;
  /** What an undeliverable SMS's warning says to do, pointing to this way. */
  hint?: string;
}

export function OtpCodeForm({
  otp,
  submitting,
  resending,
  error,
  notice,
  submitLabel,
  sentText,
  alternative,
  onSubmit,
  onResend,
  onRetry,
}: OtpCodeFormProps) {
  const now = useNow() + otp.offsetMs;
  const { info } = otp;
  const expiresIn = (Date.parse(info.expiresAt) - now) / 1000;
  const resendIn = (Date.parse(info.resendAvailableAt) - now) / 1000;
  const lockedUntil = error?.lockedUntil ?? info.lockedUntil ?? undefined;
  const locked = lockedUntil !== undefined && Date.parse(lockedUntil) > now;
  const attemptsLeft = error?.attemptsRemaining ?? Math.max(0, info.limit - info.attempt);
  const sms = info.channel === 'SMS';
  const delivered = sms && info.delivery === 'DELIVERED';
  const undeliverable = sms && info.delivery === 'FAILED';

  const form = useForm<OtpForm>({
    resolver: zodResolver(otpSchema),
    defaultValues: { otp: '' },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (!locked) setFocus('otp');
  }, [locked, setFocus, error]);

  // The server's 'Kode OTP salah. Sisa percobaan 4 kali.' (401 with the attempts left).
  const wrongCode =
    error !== null && error.status === 401 && error.attemptsRemaining !== undefined && !locked;
  const typingError = form.formState.errors.otp?.message;

  let alert: string | null = wrongCode ? null : (error?.message ?? null);
  if (locked && !(error?.status === 429)) alert = text.lockedUntil(jakartaTime(lockedUntil));
  const retry =
    alert !== null && isCodeNotSent(error)
      ? { label: text.retry, onClick: onRetry ?? onResend, disabled: resending }
      : null;

  return (
    <>
      <p className="otp-destination">
        {sentText ?? text.sentTo(info.channel)} <strong>{info.destination}</strong>.
      </p>
      {/* (a live region before its line: the report usually comes while the page is open) */}
      {sms && (
        <p className="otp-delivery" aria-live="polite">
          {delivered && (
            <>
              <IconCheck /> {text.delivered}
            </>
          )}
        </p>
      )}
      {undeliverable && (
        <div className="alert alert-warning py-2 px-3 mb-3" role="alert">
          {text.undeliverableTo} <span className="text-nowrap">{info.destination}</span>.{' '}
          {alternative?.hint ?? text.undeliverableHint}
        </div>
      )}
      <FormAlert message={alert} action={retry} />
      {notice && !alert && !undeliverable && (
        <div className="alert alert-success py-2 px-3 mb-3" role="status">
          {notice}
        </div>
      )}
      <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values.otp))}>
        <Controller
          control={form.control}
          name="otp"
          render={({ field, fieldState }) => (
            <TextField
              id="otp"
              label={text.label}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              pattern="\d{6}"
              inputClassName="otp-input"
              disabled={locked}
              error={fieldState.error?.message ?? (wrongCode ? error.message : undefined)}
              announceError
              name={field.name}
              ref={field.ref}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) =>
                field.onChange(event.target.value.replace(/\D/g, '').slice(0, 6))
              }
            />
          )}
        />
        <div className="otp-meta">
          {expiresIn > 0 ? (
            <span>
              <IconClock /> {text.validFor} <strong>{clock(expiresIn)}</strong>
            </span>
          ) : (
            <span className="text-danger">{text.expired}</span>
          )}
          {/* (the field's error already says it after a wrong code) */}
          {!locked && !(wrongCode && !typingError) && (
            <span>{text.attemptsLeft(attemptsLeft)}</span>
          )}
        </div>
        <SubmitButton busy={submitting} disabled={locked || expiresIn <= 0}>
          {submitLabel}
        </SubmitButton>
      </form>
      <div className="text-center mt-3">
        <button
          type="button"
          className="btn btn-link"
          onClick={onResend}
          disabled={resendIn > 0 || resending || locked}
        >
          {resendIn > 0 ? text.resendIn(clock(resendIn)) : text.resend}
        </button>
        {alternative && (
          <button
            type="button"
            className="btn btn-link otp-alternative"
            onClick={alternative.onSend}
            disabled={resendIn > 0 || resending || locked}
          >
            {alternative.label}
          </button>
        )}
      </div>
    </>
  );
}
