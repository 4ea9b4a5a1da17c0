// One-time code of the sign-in (step token OTP): the code is sent on arrival (otp/generate;
// after a reload the last code's info is read instead, otp/info), then validated
// (otp/validate): AUTHENTICATED opens the portal, CREATE_PASSWORD goes on to the password.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import {
  getOtpInfo,
  useGenerateOtp,
  useValidateOtp,
} from '../../../api/generated/endpoints/auth/auth';
import type { OtpInfo } from '../../../api/generated/model/otpInfo';
import { updateSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import { afterWrongCode, otpStateOf, type OtpState } from '../../../components/otp/OtpCodeForm';
import { OtpStep } from '../../../components/otp/OtpStep';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import { INLINE_STATUSES, inlineErrorOf, stepRequest, type InlineError } from '../errors';
import { loginMessages } from '../messages';
import { PATH, ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';

function OtpScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.otp;
  const advance = useAdvance();
  const request = stepRequest(flow.stepToken);
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // No code could be sent or read (the popup or the inline message said why).
  const [failed, setFailed] = useState(false);
  const generate = useGenerateOtp({ request });
  const validate = useValidateOtp({ request });
  const { mutateAsync: sendCode } = generate;

  const receive = useCallback((info: OtpInfo) => {
    setOtp(otpStateOf(info));
    updateSignInFlow({ otpAttempt: { attempt: info.attempt, limit: info.limit } });
  }, []);

  const send = useCallback(
    async (resend: boolean) => {
      setError(null);
      setNotice(null);
      setFailed(false);
      try {
        const { data } = await sendCode({ data: { channel: 'SMS' } });
        updateSignInFlow({ otpSent: true });
        receive(data);
        if (resend) setNotice(text.resent);
      } catch (failure) {
        setError(inlineErrorOf(failure));
        setFailed(true);
      }
    },
    [sendCode, receive, text.resent],
  );

  // On arrival: send the code, or after a reload show the code already sent.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      if (flow.otpSent) {
        try {
          const { data } = await getOtpInfo(
            requestOptions({ ...request, silentStatuses: [...INLINE_STATUSES] }),
          );
          receive(data);
          return;
        } catch (failure) {
          if (!(isApiError(failure) && failure.status === 404)) {
            setError(inlineErrorOf(failure));
            setFailed(true);
            return;
          }
        }
      }
      await send(false);
    })();
  }, [flow.otpSent, request, receive, send]);

  const onSubmit = async (code: string) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await validate.mutateAsync({ data: { otp: code } });
      advance(data, ROUTE.otp);
    } catch (failure) {
      const inline = inlineErrorOf(failure);
      setError(inline);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
    }
  };

  return (
    <SignInCard
      title={text.heading}
      back={{ to: PATH.login, label: loginMessages.common.changeUser }}
    >
      <OtpStep
        otp={otp}
        failed={failed}
        submitting={validate.isPending}
        resending={generate.isPending}
        error={error}
        notice={notice}
        submitLabel={text.submit}
        sendingLabel={text.sending}
        retryLabel={text.resend}
        onSubmit={(code) => void onSubmit(code)}
        onResend={() => void send(true)}
        onRetry={() => void send(false)}
      />
    </SignInCard>
  );
}

export default function OtpPage() {
  return <SignInStep expected={['OTP']}>{(flow) => <OtpScreen flow={flow} />}</SignInStep>;
}
