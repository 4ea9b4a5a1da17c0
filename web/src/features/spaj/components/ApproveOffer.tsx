// 'Setujui': the applicant chooses where the code goes (the phone or e-mail on the SPAJ, shown
// masked), spaj/offer/otp sends it, and the sign-in's code form takes it (attempts, resend
// countdown, lock); spaj/offer/approve with the right code approves the decision (the server
// records the time, address and device), the page records the approval and goes on to pay.
// A code the gateway did not take (503 code-not-sent) is told in the panel with 'Coba lagi'.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorMessageOf, isApiError } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import {
  approveSpajOffer,
  getGetSpajQueryKey,
  sendSpajOfferOtp,
} from '../../../api/generated/endpoints/spaj/spaj';
import type { SpajDetail } from '../../../api/generated/model';
import {
  INLINE_STATUSES,
  inlineErrorOf,
  isCodeNotSent,
  SEND_CODE_STATUSES,
  type InlineError,
} from '../../../api/inlineError';
import { otpMessages } from '../../../components/messages';
import { FormAlert } from '../../../components/form/FormAlert';
import {
  afterWrongCode,
  OtpCodeForm,
  otpStateOf,
  type OtpState,
} from '../../../components/otp/OtpCodeForm';
import { showToast } from '../../../components/toast';
import { setSpajApproval, spajRequest, type SpajSessionState } from '../../../shared/spajSession';
import { messages } from '../messages';
import { spajPaymentPath } from '../paths';

const m = messages.offer;
/** Told in the panel: the code's refusals, and a decision no longer open (409). */
const IN_PANEL = [...INLINE_STATUSES, 409];
/** And for the send: a code the gateway did not take (503). */
const SEND_IN_PANEL = [...SEND_CODE_STATUSES, 409];

export function ApproveOffer({
  detail,
  session,
  onCancel,
  onConflict,
}: {
  detail: SpajDetail;
  session: SpajSessionState;
  onCancel: () => void;
  /** The decision is no longer open (409): read the application again. */
  onConflict: () => void;
}) {
  const client = useQueryClient();
  // The panel opened in place of the buttons: the focus goes to its heading.
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const navigate = useNavigate();
  const request = requestOptions(spajRequest(session, { silentStatuses: IN_PANEL }));
  const sendRequest = requestOptions(spajRequest(session, { silentStatuses: SEND_IN_PANEL }));
  const [channel, setChannel] = useState<'SMS' | 'EMAIL'>('SMS');
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [approving, setApproving] = useState(false);

  const fail = (failure: unknown, statuses: readonly number[] = IN_PANEL) => {
    if (isApiError(failure) && failure.status === 409) {
      setError({ message: errorMessageOf(failure), status: 409, fields: [] });
      onConflict();
      return null;
    }
    const inline = inlineErrorOf(failure, statuses);
    setError(inline);
    return inline;
  };

  const send = async (resend: boolean) => {
    setError(null);
    setNotice(null);
    setSending(true);
    try {
      const { data } = await sendSpajOfferOtp(
        { spaj_number: detail.spaj_number, channel },
        sendRequest,
      );
      setOtp(otpStateOf(data));
      if (resend) setNotice(messages.code.resent);
    } catch (failure) {
      fail(failure, SEND_IN_PANEL);
    } finally {
      setSending(false);
    }
  };

  const approve = async (code: string) => {
    setError(null);
    setNotice(null);
    setApproving(true);
    try {
      const result = await approveSpajOffer(
        { spaj_number: detail.spaj_number, otp: code },
        request,
      );
      client.setQueryData(getGetSpajQueryKey({ spaj_number: detail.spaj_number }), result);
      setSpajApproval(detail.spaj_number, 'APPROVED');
      showToast({ message: m.approved, variant: 'success' });
      void navigate(spajPaymentPath(detail.spaj_number));
    } catch (failure) {
      const inline = fail(failure);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
      setApproving(false);
    }
  };

  const onChoose = (event: FormEvent) => {
    event.preventDefault();
    void send(false);
  };

  return (
    <section className="spaj-card spaj-decide" aria-labelledby="spaj-approve-title">
      <h2 id="spaj-approve-title" ref={title} className="spaj-card__title" tabIndex={-1}>
        {m.approveTitle}
      </h2>
      {otp ? (
        <OtpCodeForm
          otp={otp}
          submitting={approving}
          resending={sending}
          error={error}
          notice={notice}
          submitLabel={m.approveSubmit}
          onSubmit={(code) => void approve(code)}
          onResend={() => void send(true)}
        />
      ) : (
        <form noValidate onSubmit={onChoose}>
          <p>{m.approveIntro}</p>
          <FormAlert
            message={error?.message}
            action={
              isCodeNotSent(error)
                ? { label: otpMessages.retry, onClick: () => void send(false), disabled: sending }
                : null
            }
          />
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{m.channelLegend}</legend>
            {(['SMS', 'EMAIL'] as const).map((option) => (
              <div className="form-check" key={option}>
                <input
                  id={`offer-channel-${option}`}
                  type="radio"
                  name="offer-channel"
                  className="form-check-input"
                  checked={channel === option}
                  onChange={() => setChannel(option)}
                />
                <label className="form-check-label" htmlFor={`offer-channel-${option}`}>
                  {option === 'SMS'
                    ? m.channelSms(detail.applicant.phone_masked)
                    : m.channelEmail(detail.applicant.email_masked)}
                </label>
              </div>
            ))}
          </fieldset>
          <button type="submit" className="btn btn-primary btn-lg w-100" disabled={sending}>
            {sending ? m.sending : m.sendCode}
          </button>
        </form>
      )}
      <button type="button" className="btn btn-link w-100 mt-2" onClick={onCancel}>
        {m.cancel}
      </button>
    </section>
  );
}
