// Forgot password (from the password page, VERIFY_PASSWORD step token): shows the masked
// email (password/emailPH), 'Kirim kode' sends an email code (password/otp/generate,
// caseOtp FORGOT_PASSWORD), the code is validated (password/otp/validate) and gives the
// NEW_PASSWORD step. After a reload the code already sent is shown (password/otp/info).
import { useEffect, useRef, useState } from 'react';
import {
  useGeneratePasswordOtp,
  useGetPasswordOtpInfo,
  useGetPolicyHolderEmail,
  useValidatePasswordOtp,
} from '../../../api/generated/endpoints/auth/auth';
import type { OtpInfo } from '../../../api/generated/model/otpInfo';
import { updateSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import { IconMail } from '../../../components/icons';
import { FormAlert } from '../components/FormAlert';
import { afterWrongCode, OtpCodeForm, otpStateOf, type OtpState } from '../components/OtpCodeForm';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import { SubmitButton } from '../components/SubmitButton';
import { inlineErrorOf, stepRequest, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import { PATH, ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';

const CASE = { caseOtp: 'FORGOT_PASSWORD' } as const;

function ForgotPasswordScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.forgotPassword;
  const advance = useAdvance();
  const request = stepRequest(flow.stepToken);
  const email = useGetPolicyHolderEmail({ request, query: { gcTime: 0, staleTime: 0 } });
  const generate = useGeneratePasswordOtp({ request });
  const info = useGetPasswordOtpInfo({ request });
  const validate = useValidatePasswordOtp({ request });
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const receive = (data: OtpInfo) => {
    setOtp(otpStateOf(data));
    updateSignInFlow({ otpAttempt: { attempt: data.attempt, limit: data.limit } });
  };

  // After a reload: the code already sent.
  const { mutateAsync: readInfo } = info;
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !flow.forgotOtpSent) return;
    started.current = true;
    readInfo({ data: CASE }).then(
      ({ data }) => {
        setOtp(otpStateOf(data));
      },
      () => undefined,
    );
  }, [flow.forgotOtpSent, readInfo]);

  const send = async (resend: boolean) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await generate.mutateAsync({ data: CASE });
      updateSignInFlow({ forgotOtpSent: true });
      receive(data);
      if (resend) setNotice(loginMessages.otp.resent);
    } catch (failure) {
      setError(inlineErrorOf(failure));
    }
  };

  const onSubmit = async (code: string) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await validate.mutateAsync({ data: { ...CASE, otp: code } });
      advance(data, ROUTE.forgotPassword);
    } catch (failure) {
      const inline = inlineErrorOf(failure);
      setError(inline);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
    }
  };

  const masked = email.data?.data.email;
  return (
    <SignInCard
      title={text.title}
      back={{ to: PATH.verifyPassword, label: text.back, state: { from: ROUTE.login } }}
    >
      {otp ? (
        <OtpCodeForm
          otp={otp}
          submitting={validate.isPending}
          resending={generate.isPending}
          error={error}
          notice={notice}
          submitLabel={text.submit}
          onSubmit={(code) => void onSubmit(code)}
          onResend={() => void send(true)}
        />
      ) : (
        <>
          <p className="signin-intro">{text.intro}</p>
          <p className="masked-email" aria-live="polite">
            <IconMail /> {masked ?? (email.isError ? text.emailUnavailable : text.loadingEmail)}
          </p>
          <FormAlert message={error?.message} />
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void send(false);
            }}
          >
            <SubmitButton busy={generate.isPending} disabled={!masked}>
              {text.send}
            </SubmitButton>
          </form>
        </>
      )}
    </SignInCard>
  );
}

export default function ForgotPasswordPage() {
  return (
    <SignInStep expected={['VERIFY_PASSWORD']}>
      {(flow) => <ForgotPasswordScreen flow={flow} />}
    </SignInStep>
  );
}
