// Route screen of change-recovery-email ('Ganti Email Pemulihan'), opened only right after
// the password was confirmed for it (the route guard). Step 1: the new address; 'Kirim Kode'
// asks for a code there (POST /password/otp/generate, caseOtp RECOVERY_EMAIL). Step 2: the
// shared code form (masked address, time left, attempts, resend countdown from the server's
// clock, lock); the right code (POST /password/otp/validate) makes the address the recovery
// e-mail and the old one is told: where that notice goes (password/emailPH, the address of
// the security notices, masked) is said before and after. 'Ganti alamat' goes back to step 1.
// A 401 confirmation-required sends the customer back to Pengaturan with the server's message.
// A code the mail server did not take (503 code-not-sent) is told with 'Coba lagi'.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import {
  useGeneratePasswordOtp,
  useValidatePasswordOtp,
} from '../../api/generated/endpoints/auth/auth';
import {
  getGetEmailPhQueryKey,
  getGetSecurityDataQueryKey,
  useGetEmailPh,
} from '../../api/generated/endpoints/security/security';
import { inlineErrorOf, SEND_CODE_STATUSES, type InlineError } from '../../api/inlineError';
import { otpMessages } from '../../components/messages';
import { afterWrongCode, otpStateOf, type OtpState } from '../../components/otp/otpState';
import { PageLoader } from '../../components/PageLoader';
import { emailFor } from '../../shared/accountEmails';
import { clearPasswordConfirmation } from '../../shared/passwordConfirmation';
import { ChangeCard } from './components/ChangeCard';
import { SuccessPanel } from './components/SuccessPanel';
import { messages } from './messages';
import { SETTINGS_PATH } from './paths';
import { CONFIRMED_REQUEST, useConfirmationLost } from './useConfirmationLost';
import './settings.css';

const loadForms = () => import('./components/recoveryForms');
const RecoveryEmailForm = lazy(() =>
  loadForms().then((forms) => ({ default: forms.RecoveryEmailForm })),
);
const OtpCodeForm = lazy(() => loadForms().then((forms) => ({ default: forms.OtpCodeForm })));

const m = messages.recovery;
const CASE = { caseOtp: 'RECOVERY_EMAIL' } as const;
/** The send's failures on the form, also a code the mail server did not take (503). */
const SEND_REQUEST = { ...CONFIRMED_REQUEST, silentStatuses: SEND_CODE_STATUSES };

export default function ChangeRecoveryEmailPage() {
  const client = useQueryClient();
  const confirmationLost = useConfirmationLost();
  const generate = useGeneratePasswordOtp({ request: SEND_REQUEST });
  const validate = useValidatePasswordOtp({ request: CONFIRMED_REQUEST });
  // Where the notice of the change goes (the address of the security notices until now).
  const emails = useGetEmailPh({ request: { quiet: true } });
  const noticeTo = emailFor(emails.data?.data, 'SECURITY_NOTICE');
  /** The address the code went to (kept for a resend and for 'Ganti alamat'). */
  const [address, setAddress] = useState('');
  /** The code sent (step 2), or null (step 1). */
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const [notifiedTo, setNotifiedTo] = useState<string | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const fail = (failure: unknown, sending = false): InlineError | null => {
    if (confirmationLost(failure)) return null;
    const inline = inlineErrorOf(failure, sending ? SEND_CODE_STATUSES : undefined);
    setError(inline);
    return inline;
  };

  const send = async (email: string, resend: boolean) => {
    setError(null);
    setNotice(null);
    setAddress(email);
    try {
      const { data } = await generate.mutateAsync({ data: { ...CASE, recovery_email_new: email } });
      setOtp(otpStateOf(data));
      if (resend) setNotice(otpMessages.resent);
    } catch (failure) {
      fail(failure, true);
    }
  };

  const verify = async (code: string) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await validate.mutateAsync({ data: { ...CASE, otp: code } });
      // RECOVERY_EMAIL answers RecoveryEmailChanged (a sign-in step is FORGOT_PASSWORD's).
      if (!('recovery_email' in data)) return;
      clearPasswordConfirmation();
      void client.invalidateQueries({ queryKey: getGetSecurityDataQueryKey() });
      void client.invalidateQueries({ queryKey: getGetEmailPhQueryKey(), exact: true });
      setNotifiedTo(noticeTo);
      setChangedTo(data.recovery_email);
    } catch (failure) {
      const inline = fail(failure);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
    }
  };

  const changeAddress = () => {
    setOtp(null);
    setError(null);
    setNotice(null);
  };

  if (changedTo !== null) {
    return (
      <SuccessPanel title={m.done(changedTo)}>
        <p className="text-body-secondary">
          {notifiedTo ? m.doneNoticeTo(notifiedTo) : m.doneNotice}
        </p>
      </SuccessPanel>
    );
  }

  return (
    <ChangeCard label={messages.titles.changeRecoveryEmail}>
      <Suspense fallback={<PageLoader />}>
        {otp ? (
          <>
            <p className="st-card__intro">{m.codeIntro}</p>
            <OtpCodeForm
              otp={otp}
              submitting={validate.isPending}
              resending={generate.isPending}
              error={error}
              notice={notice}
              submitLabel={m.verify}
              sentText={m.sentTo}
              onSubmit={(code) => void verify(code)}
              onResend={() => void send(address, true)}
            />
            <div className="text-center">
              <button type="button" className="btn btn-link" onClick={changeAddress}>
                {m.changeAddress}
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="st-card__intro">{m.intro}</p>
            {noticeTo && <p className="st-card__notice">{m.noticeTo(noticeTo)}</p>}
            <RecoveryEmailForm
              address={address}
              sending={generate.isPending}
              error={error}
              onSubmit={(email) => void send(email, false)}
            />
            <Link to={SETTINGS_PATH} className="btn btn-link w-100 mt-2">
              {m.cancel}
            </Link>
          </>
        )}
      </Suspense>
    </ChangeCard>
  );
}
