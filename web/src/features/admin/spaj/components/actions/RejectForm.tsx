// Reject an application before a decision, with a reason the applicant reads (10 to 500
// characters, one paragraph, sent trimmed), then the confirmation step. POST /admin/spaj/reject.
import { useState } from 'react';
import { useRejectSpaj } from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { spajMessages } from '../../spajMessages';
import { REJECT_MAX, REJECT_MIN, rejectSchema } from '../../spajRules';
import { RejectReasonForm, useRejectReasonForm } from '../../../desk/RejectReasonForm';
import { ConfirmStep } from './ConfirmStep';
import { useSpajActionResult, type ActionOutcome } from './useSpajActionResult';

const m = spajMessages.actions.reject;

export function RejectForm({
  review,
  outcome,
  onCancel,
}: {
  review: SpajReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = review.application.spaj_number;
  const result = useSpajActionResult(number, outcome);
  const reject = useRejectSpaj({ request: { quiet: true } });
  const state = useRejectReasonForm(rejectSchema);
  const [confirming, setConfirming] = useState<string | null>(null);

  const send = (text: string) =>
    state.attempt(
      async () => {
        const answer = await reject.mutateAsync({ data: { spaj_number: number, reason: text } });
        result.succeeded(answer, m.done(number));
      },
      result.failed,
      () => setConfirming(null),
    );

  if (confirming !== null) {
    return (
      <ConfirmStep
        message={m.confirm(number)}
        failure={state.failure}
        busy={reject.isPending}
        label={m.submit}
        variant="danger"
        onBack={() => setConfirming(null)}
        onConfirm={() => void send(confirming)}
      >
        <p className="admin-reason mb-0">{confirming}</p>
      </ConfirmStep>
    );
  }

  return (
    <RejectReasonForm
      state={state}
      label={m.label}
      hint={m.hint(REJECT_MIN, REJECT_MAX)}
      max={REJECT_MAX}
      submit={m.submit}
      busy={false}
      onSubmit={setConfirming}
      onCancel={onCancel}
    />
  );
}
