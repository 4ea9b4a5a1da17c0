// One one-time code of the draft: sent on arrival (pengkinian/otp/generate), entered in the
// shared code form (destination, time left, attempts, resend countdown, lock), checked
// (pengkinian/otp/validate), which answers the draft with this proof marked. A code the
// gateway did not take (503 code-not-sent) is told with 'Coba lagi'; a code shown stays.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  useGeneratePengkinianOtp,
  useValidatePengkinianOtp,
} from '../../../api/generated/endpoints/pengkinian/pengkinian';
import type { PengkinianDraft, PengkinianProof } from '../../../api/generated/model';
import {
  INLINE_STATUSES,
  inlineErrorOf,
  SEND_CODE_STATUSES,
  type InlineError,
} from '../../../api/inlineError';
import { otpMessages } from '../../../components/messages';
import { afterWrongCode, otpStateOf, type OtpState } from '../../../components/otp/OtpCodeForm';
import { OtpStep } from '../../../components/otp/OtpStep';
import { messages } from '../messages';

const m = messages.otp;
const request = { silentStatuses: [...INLINE_STATUSES] };
const sendRequest = { silentStatuses: [...SEND_CODE_STATUSES] };

export interface ProofStepProps {
  draft: PengkinianDraft;
  proof: PengkinianProof;
  onDraft: (draft: PengkinianDraft) => void;
}

export function ProofStep({ draft, proof, onDraft }: ProofStepProps) {
  const [otp, setOtp] = useState<OtpState | null>(null);
  const [error, setError] = useState<InlineError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const generate = useGeneratePengkinianOtp({ request: sendRequest });
  const validate = useValidatePengkinianOtp({ request });
  const { mutateAsync: sendCode } = generate;
  const { caseOtp } = proof;
  const draftId = draft.draft_id;

  const send = useCallback(
    async (resend: boolean) => {
      setError(null);
      setNotice(null);
      setFailed(false);
      try {
        const { data } = await sendCode({ data: { caseOtp, draft_id: draftId } });
        setOtp(otpStateOf(data));
        if (resend) setNotice(otpMessages.resent);
      } catch (failure) {
        setError(inlineErrorOf(failure, SEND_CODE_STATUSES));
        setFailed(true);
      }
    },
    [sendCode, caseOtp, draftId],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void send(false);
  }, [send]);

  const onSubmit = async (code: string) => {
    setError(null);
    setNotice(null);
    try {
      const { data } = await validate.mutateAsync({
        data: { caseOtp, draft_id: draftId, otp: code },
      });
      onDraft(data);
    } catch (failure) {
      const inline = inlineErrorOf(failure);
      setError(inline);
      if (inline) setOtp((current) => (current ? afterWrongCode(current, inline) : current));
    }
  };

  return (
    <div className="pk-proof">
      <h3 className="pk-proof__title">{m.purpose[caseOtp]}</h3>
      <p className="text-body-secondary">{m.explain[caseOtp]}</p>
      <OtpStep
        key={caseOtp}
        otp={otp}
        failed={failed}
        submitting={validate.isPending}
        resending={generate.isPending}
        error={error}
        notice={notice}
        submitLabel={m.verify}
        sendingLabel={m.sending}
        retryLabel={otpMessages.resend}
        onSubmit={(code) => void onSubmit(code)}
        onResend={() => void send(true)}
        onRetry={() => void send(otp !== null)}
      />
    </div>
  );
}
