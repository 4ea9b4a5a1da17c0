// The one-time code step of a fund switch and of a premium allocation change: the channel
// (SMS to the registered mobile number or e-mail to the registered address), the send, then
// the shared code form (attempts, resend with its wait, lock); the server's refusals (a wrong
// or expired code, 409, 422) stay in the step. A code the gateway did not take (503
// code-not-sent) is told with 'Coba lagi'. 'Ubah ...' goes back to the form: a new request
// needs a new code. Loaded on demand (the code form brings the form library).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { OtpInfo } from '../../../api/generated/model';
import { inlineErrorOf, isCodeNotSent, type InlineError } from '../../../api/inlineError';
import { FormAlert } from '../../../components/form/FormAlert';
import { otpMessages } from '../../../components/messages';
import {
  afterWrongCode,
  OtpCodeForm,
  otpStateOf,
  type OtpState,
} from '../../../components/otp/OtpCodeForm';
import { changeMessages } from './changeMessages';
import { CONFIRM_IN_STEP, SEND_IN_STEP } from './codeStatuses';

const m = changeMessages.code;
type Channel = 'SMS' | 'EMAIL';

export default function CodeStep({
  heading,
  submitLabel,
  editLabel,
  send,
  confirm,
  onEdit,
}: {
  heading: string;
  submitLabel: string;
  editLabel: string;
  send: (channel: Channel) => Promise<OtpInfo>;
  /** Confirms with the code; rejects with the server's refusal. */
  confirm: (code: string) => Promise<void>;
  onEdit: () => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const [channel, setChannel] = useState<Channel>('SMS');
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const sendCode = async (resend: boolean) => {
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      setOtp(otpStateOf(await send(channel)));
      if (resend) setNotice(m.resent);
    } catch (failure) {
      setError(inlineErrorOf(failure, SEND_IN_STEP));
    } finally {
      setSending(false);
    }
  };

  const confirmCode = async (code: string) => {
    setError(null);
    setNotice(null);
    setConfirming(true);
    try {
      await confirm(code);
    } catch (failure) {
      const inline = inlineErrorOf(failure, CONFIRM_IN_STEP);
      setError(inline);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
      setConfirming(false);
    }
  };

  const onChoose = (event: FormEvent) => {
    event.preventDefault();
    void sendCode(false);
  };

  return (
    <section className="chg-card card border-0 shadow-sm" aria-labelledby="chg-code-title">
      <div className="card-body p-3 p-md-4">
        <h2 id="chg-code-title" ref={title} className="chg-heading" tabIndex={-1}>
          {heading}
        </h2>
        {otp ? (
          <OtpCodeForm
            otp={otp}
            submitting={confirming}
            resending={sending}
            error={error}
            notice={notice}
            submitLabel={submitLabel}
            onSubmit={(code) => void confirmCode(code)}
            onResend={() => void sendCode(true)}
          />
        ) : (
          <form noValidate onSubmit={onChoose}>
            <p>{m.intro}</p>
            <FormAlert
              message={error?.message}
              action={
                isCodeNotSent(error)
                  ? {
                      label: otpMessages.retry,
                      onClick: () => void sendCode(false),
                      disabled: sending,
                    }
                  : null
              }
            />
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{m.channelLegend}</legend>
              {(['SMS', 'EMAIL'] as const).map((option) => (
                <div className="form-check" key={option}>
                  <input
                    id={`chg-channel-${option}`}
                    type="radio"
                    name="chg-channel"
                    className="form-check-input"
                    checked={channel === option}
                    onChange={() => setChannel(option)}
                  />
                  <label className="form-check-label" htmlFor={`chg-channel-${option}`}>
                    {option === 'SMS' ? m.channelSms : m.channelEmail}
                  </label>
                </div>
              ))}
            </fieldset>
            <button type="submit" className="btn btn-primary btn-lg w-100" disabled={sending}>
              {sending ? m.sending : m.send}
            </button>
          </form>
        )}
        <button
          type="button"
          className="btn btn-link w-100 mt-2"
          disabled={confirming}
          onClick={onEdit}
        >
          {editLabel}
        </button>
      </div>
    </section>
  );
}
