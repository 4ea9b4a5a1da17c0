// The entry's one-time code step: where the code went, in words that do not say whether the
// number exists; the sign-in's code form (attempts, resend countdown, lock); resend on the same
// channel or switch to the other one (spaj/otp/generate, the step token); a right code
// (spaj/otp/validate) starts the SPAJ session of this tab and opens the follow-up.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useResendSpajOtp, useValidateSpajOtp } from '../../../api/generated/endpoints/spaj/spaj';
import type { SpajEntryStep } from '../../../api/generated/model';
import { INLINE_STATUSES, inlineErrorOf, type InlineError } from '../../../api/inlineError';
import { afterWrongCode, OtpCodeForm, otpStateOf } from '../../../components/otp/OtpCodeForm';
import { IconArrowLeft } from '../../../components/icons';
import { useNow } from '../../../components/useNow';
import { startSpajSession } from '../../../shared/spajSession';
import { messages } from '../messages';
import { SPAJ_FOLLOW_UP_PATH } from '../paths';

const m = messages.code;

export function SpajCodeStep({ answer, onBack }: { answer: SpajEntryStep; onBack: () => void }) {
  const navigate = useNavigate();
  const request = { accessToken: answer.token, silentStatuses: INLINE_STATUSES };
  const [otp, setOtp] = useState(() => otpStateOf(answer.otp));
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const resend = useResendSpajOtp({ request });
  const validate = useValidateSpajOtp({ request });
  const channel = otp.info.channel;
  const other = channel === 'SMS' ? 'EMAIL' : 'SMS';

  const send = async (to: 'SMS' | 'EMAIL') => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await resend.mutateAsync({ data: { channel: to } });
      setOtp(otpStateOf(data));
      setNotice(m.resent);
    } catch (failure) {
      setError(inlineErrorOf(failure));
    }
  };

  const onSubmit = async (code: string) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await validate.mutateAsync({ data: { otp: code } });
      startSpajSession(data);
      void navigate(SPAJ_FOLLOW_UP_PATH, { replace: true });
    } catch (failure) {
      const inline = inlineErrorOf(failure);
      setError(inline);
      if (inline) setOtp((current) => afterWrongCode(current, inline));
    }
  };

  // In this device's clock (the server's clock leads it by offsetMs).
  const resendAt = Date.parse(otp.info.resendAvailableAt) - otp.offsetMs;
  const lockedUntil = error?.lockedUntil ?? otp.info.lockedUntil;
  return (
    <>
      <button type="button" className="btn btn-link spaj-back px-0" onClick={onBack}>
        <IconArrowLeft aria-hidden="true" /> {m.change}
      </button>
      <h1 id="spaj-entry-title" className="spaj-title">
        {m.title}
      </h1>
      <p className="spaj-intro">{m.intro}</p>
      <OtpCodeForm
        otp={otp}
        submitting={validate.isPending}
        resending={resend.isPending}
        error={error}
        notice={notice}
        submitLabel={m.submit}
        sentText={m.sentText}
        onSubmit={(code) => void onSubmit(code)}
        onResend={() => void send(channel)}
      />
      <SwitchChannel
        label={m.switchTo[other]}
        resendAt={resendAt}
        lockedUntil={lockedUntil}
        disabled={resend.isPending}
        onClick={() => void send(other)}
      />
    </>
  );
}

/** 'Kirim ke email saja': a resend to the other channel, once a resend is allowed. */
function SwitchChannel({
  label,
  resendAt,
  lockedUntil,
  disabled,
  onClick,
}: {
  label: string;
  resendAt: number;
  lockedUntil: string | null | undefined;
  disabled: boolean;
  onClick: () => void;
}) {
  const now = useNow();
  const locked = lockedUntil ? Date.parse(lockedUntil) > now : false;
  return (
    <div className="text-center">
      <button
        type="button"
        className="btn btn-link btn-sm"
        disabled={disabled || locked || resendAt > now}
        onClick={onClick}
      >
        {label}
      </button>
    </div>
  );
}
