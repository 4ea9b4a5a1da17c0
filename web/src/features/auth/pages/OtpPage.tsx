// One-time code of the sign-in (step token OTP): the code is sent by SMS on arrival
// (otp/generate; after a reload the last code's info is read instead, otp/info), then
// validated (otp/validate): AUTHENTICATED opens the portal, CREATE_PASSWORD goes on to the
// password. The customer may have it sent to the account's e-mail instead, shown masked
// (password/emailPH, which the step token opens now that the password or NIK is proved), and
// back by SMS; by e-mail only when the account has no mobile number (404). An SMS code's
// delivery report is read while it is on its way (useDeliveryReport): an undeliverable SMS
// is told with the e-mail as the way on. A code the gateway did not take (503
// code-not-sent) is told with 'Coba lagi' (the same send again); nothing else changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import {
  getOtpInfo,
  useGenerateOtp,
  useValidateOtp,
} from '../../../api/generated/endpoints/auth/auth';
import {
  getGetEmailPhQueryKey,
  useGetEmailPh,
} from '../../../api/generated/endpoints/security/security';
import type { OtpInfo } from '../../../api/generated/model/otpInfo';
import type { OtpInfoChannel } from '../../../api/generated/model/otpInfoChannel';
import { emailFor } from '../../../shared/accountEmails';
import { updateSignInFlow, type SignInFlow } from '../../../shared/authFlow';
import {
  afterWrongCode,
  otpStateOf,
  type OtpAlternative,
  type OtpState,
} from '../../../components/otp/OtpCodeForm';
import { OtpStep } from '../../../components/otp/OtpStep';
import { SignInCard } from '../components/SignInCard';
import { SignInStep } from '../components/SignInStep';
import {
  INLINE_STATUSES,
  inlineErrorOf,
  SEND_CODE_STATUSES,
  stepRequest,
  type InlineError,
} from '../errors';
import { loginMessages } from '../messages';
import { PATH, ROUTE } from '../steps';
import { useAdvance } from '../useAdvance';
import { useDeliveryReport } from '../useDeliveryReport';

function OtpScreen({ flow }: { flow: SignInFlow }) {
  const text = loginMessages.otp;
  const advance = useAdvance();
  const request = stepRequest(flow.stepToken);
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // No code could be sent or read (the popup or the inline message said why).
  const [failed, setFailed] = useState(false);
  // Where the code goes: by SMS until the customer asks for the e-mail (or a reload's info).
  const [channel, setChannel] = useState<OtpInfoChannel>('SMS');
  // The account has no mobile number the code can go to (404): e-mail only.
  const [noSms, setNoSms] = useState(false);
  const generate = useGenerateOtp({
    request: { ...request, silentStatuses: SEND_CODE_STATUSES },
  });
  const validate = useValidateOtp({ request });
  const { mutateAsync: sendCode } = generate;
  // Only this flow's answer (never a cached one of an earlier name); no popup when it fails:
  // the e-mail choice is then not offered.
  const emails = useGetEmailPh({
    request: { accessToken: flow.stepToken, popup: false },
    query: { queryKey: [...getGetEmailPhQueryKey(), 'signin', flow.userName], gcTime: 0 },
  });
  const codeEmail = emailFor(emails.data?.data, 'SIGN_IN_CODE');

  const receive = useCallback((info: OtpInfo) => {
    setOtp(otpStateOf(info));
    setChannel(info.channel);
    updateSignInFlow({ otpAttempt: { attempt: info.attempt, limit: info.limit } });
  }, []);
  // When the code shown was sent (or first read after a reload): its delivery report.
  const [sentAt, setSentAt] = useState(0);
  useDeliveryReport({ stepToken: flow.stepToken, otp, sentAt, onReport: receive });
  // The channel of the last send asked ('Coba lagi' after a 503 sends it again).
  const lastTo = useRef<OtpInfoChannel>('SMS');

  const send = useCallback(
    async (resend: boolean, to: OtpInfoChannel) => {
      setError(null);
      setNotice(null);
      setFailed(false);
      lastTo.current = to;
      try {
        const { data } = await sendCode({ data: { channel: to } });
        updateSignInFlow({ otpSent: true });
        receive(data);
        setSentAt(Date.now());
        if (resend) setNotice(text.resent);
      } catch (failure) {
        if (to === 'SMS' && isApiError(failure) && failure.status === 404) setNoSms(true);
        setError(inlineErrorOf(failure, SEND_CODE_STATUSES));
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
          setSentAt(Date.now());
          return;
        } catch (failure) {
          if (!(isApiError(failure) && failure.status === 404)) {
            setError(inlineErrorOf(failure));
            setFailed(true);
            return;
          }
        }
      }
      await send(false, 'SMS');
    })();
  }, [flow.otpSent, request, receive, send]);

  // No SMS can go out: the e-mail is the way to try again, not an alternative to it.
  const emailOnly = noSms && channel === 'SMS' ? codeEmail : null;
  let alternative: OtpAlternative | undefined;
  if (channel === 'SMS' && codeEmail && !emailOnly) {
    alternative = {
      label: text.toEmail(codeEmail),
      onSend: () => void send(true, 'EMAIL'),
      hint: text.undeliverableToEmail(codeEmail),
    };
  } else if (channel === 'EMAIL' && !noSms) {
    alternative = { label: text.toSms, onSend: () => void send(true, 'SMS') };
  }

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
        retryLabel={emailOnly ? text.toEmail(emailOnly) : text.resend}
        alternative={alternative}
        onSubmit={(code) => void onSubmit(code)}
        onResend={() => void send(true, channel)}
        onRetry={() => void send(otp !== null, emailOnly ? 'EMAIL' : lastTo.current)}
      />
    </SignInCard>
  );
}

export default function OtpPage() {
  return <SignInStep expected={['OTP']}>{(flow) => <OtpScreen flow={flow} />}</SignInStep>;
}
