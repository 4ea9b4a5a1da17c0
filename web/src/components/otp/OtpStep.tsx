// The one-time code step of every journey (sign-in, Pengkinian Data): the code form once a
// code is out; when sending failed, why and a button to send again (and another way, when the
// page offers one); a loader while the first code is on its way.
import { FormAlert } from '../form/FormAlert';
import { PageLoader } from '../PageLoader';
import { OtpCodeForm, type OtpCodeFormProps, type OtpState } from './OtpCodeForm';

export interface OtpStepProps extends Omit<OtpCodeFormProps, 'otp'> {
  /** The attempt record of the code sent, or null while none is out. */
  otp: OtpState | null;
  /** Sending the first code failed (the reason is in `error`). */
  failed: boolean;
  sendingLabel: string;
  retryLabel: string;
  onRetry: () => void;
}

export function OtpStep({ otp, failed, sendingLabel, retryLabel, onRetry, ...form }: OtpStepProps) {
  if (otp) return <OtpCodeForm otp={otp} {...form} />;
  if (failed) {
    return (
      <>
        <FormAlert message={form.error?.message} />
        <button
          type="button"
          className="btn btn-outline-primary w-100"
          onClick={onRetry}
          disabled={form.resending}
        >
          {retryLabel}
        </button>
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
