// The one-time code step of every journey (sign-in, Pengkinian Data): the code form once a
// code is out; when sending failed, why and a button to send again (and another way, when the
// page offers one); a loader while the first code is on its way. A code the server could not
// send (503 code-not-sent) is told in the box with 'Coba lagi', before a code is out and after.
import { isCodeNotSent } from '../../api/inlineError';
import { FormAlert } from '../form/FormAlert';
import { otpMessages } from '../messages';
import { PageLoader } from '../PageLoader';
import { OtpCodeForm, type OtpCodeFormProps, type OtpState } from './OtpCodeForm';

export interface OtpStepProps extends Omit<OtpCodeFormProps, 'otp' | 'onRetry'> {
  /** The attempt record of the code sent, or null while none is out. */
  otp: OtpState | null;
  /** Sending the first code failed (the reason is in `error`). */
  failed: boolean;
  sendingLabel: string;
  retryLabel: string;
  /** The send that failed, again (the first code; in the form, after a 503 on a resend). */
  onRetry: () => void;
}

export function OtpStep({ otp, failed, sendingLabel, retryLabel, onRetry, ...form }: OtpStepProps) {
  if (otp) return <OtpCodeForm otp={otp} onRetry={onRetry} {...form} />;
  if (failed) {
    const notSent = isCodeNotSent(form.error);
    return (
      <>
        <FormAlert
          message={form.error?.message}
          action={
            notSent
              ? { label: otpMessages.retry, onClick: onRetry, disabled: form.resending }
              : null
          }
        />
        {!notSent && (
          <button
            type="button"
            className="btn btn-outline-primary w-100"
            onClick={onRetry}
            disabled={form.resending}
          >
            {retryLabel}
          </button>
        )}
        {form.alternative && (
          <button
            type="button"
            className="btn btn-link w-100 mt-2 otp-alternative"
            onClick={form.alternative.onSend}
            disabled={form.resending}
          >
            {form.alternative.label}
          </button>
        )}
      </>
    );
  }
  return <PageLoader label={sendingLabel} />;
}
