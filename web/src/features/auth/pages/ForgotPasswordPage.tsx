// Forgot password (from the password page, VERIFY_PASSWORD step token): the customer types
// the e-mail address of the account and 'Kirim kode' asks for a code there
// (password/otp/generate, caseOtp FORGOT_PASSWORD). The server answers the same whether or
// not the address is the account's (it sends the code only when it is), so the page says
// "if this address is registered". The code is validated (password/otp/validate): the
// NEW_PASSWORD step, or the identity check for an account without a password or an
// inactive one. After a reload the code already sent is shown (password/otp/info).
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  useGeneratePasswordOtp,
  useGetPasswordOtpInfo,
  useValidatePasswordOtp,
} from '../../../api/generated/endpoints/auth/auth';
import type { OtpInfo } from '../../../api/generated/model/otpInfo';
import { updateSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  afterWrongCode,
  OtpCodeForm,
  otpStateOf,
  type OtpState,
} from '../../../components/otp/OtpCodeForm';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { inlineErrorOf, stepRequest, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import { forgotPasswordSchema, type ForgotPasswordForm } from '../schemas';
import { PATH, ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';

const CASE = { caseOtp: 'FORGOT_PASSWORD' } as const;

function ForgotPasswordScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.forgotPassword;
  const advance = useAdvance();
  const request = stepRequest(flow.stepToken);
  const generate = useGeneratePasswordOtp({ request });
  const info = useGetPasswordOtpInfo({ request });
  const validate = useValidatePasswordOtp({ request });
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const form = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { setFocus } = form;
  useEffect(() => {
    if (!flow.forgotOtpSent) setFocus('email');
  }, [flow.forgotOtpSent, setFocus]);

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

  const send = async (address: string, resend: boolean) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await generate.mutateAsync({ data: { ...CASE, email: address } });
      setEmail(address);
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
      // FORGOT_PASSWORD answers a sign-in step (RecoveryEmailChanged is the signed-in
      // RECOVERY_EMAIL case's answer).
      if ('next' in data) advance(data, ROUTE.forgotPassword);
    } catch (failure) {
      const inline = inlineErrorOf(failure);
      setError(inline);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
    }
  };

  // After a reload the address is not kept: a resend asks for it again.
  const resend = () => {
    if (email) void send(email, true);
    else setOtp(null);
  };

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
          sentText={text.sentTo}
          onSubmit={(code) => void onSubmit(code)}
          onResend={resend}
        />
      ) : (
        <>
          <p className="signin-intro">{text.intro}</p>
          <FormAlert message={error?.message} />
          <form noValidate onSubmit={form.handleSubmit(({ email }) => send(email.trim(), false))}>
            <TextField
              id="email"
              type="email"
              label={text.emailLabel}
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <SubmitButton busy={generate.isPending}>{text.send}</SubmitButton>
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
