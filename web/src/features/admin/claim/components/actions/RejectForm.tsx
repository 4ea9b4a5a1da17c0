// Reject a claim not yet approved, with a reason the customer will read (10 to 500
// characters, sent trimmed). POST /admin/claim/reject.
import { useRejectClaim } from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { claimActionMessages } from '../../claimActionMessages';
import { REASON_MAX, REASON_MIN, rejectSchema } from '../../claimRules';
import { RejectReasonForm, useRejectReasonForm } from '../../../desk/RejectReasonForm';
import { useActionResult, type ActionOutcome } from './useActionResult';

const m = claimActionMessages.reject;

export function RejectForm({
  review,
  outcome,
  onCancel,
}: {
  review: ClaimReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = review.claim.claim_number;
  const result = useActionResult(number, outcome);
  const reject = useRejectClaim({ request: { quiet: true } });
  const state = useRejectReasonForm(rejectSchema);

  const onSubmit = (reason: string) =>
    state.attempt(async () => {
      const answer = await reject.mutateAsync({ data: { claim_number: number, reason } });
      result.succeeded(answer, m.done(number));
    }, result.failed);

  return (
    <RejectReasonForm
      state={state}
      label={m.label}
      hint={m.hint(REASON_MIN, REASON_MAX)}
      max={REASON_MAX}
      submit={m.submit}
      busy={reject.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
