// 'Tolak': the case closes without a refund through the portal, with a reason (10 to 500
// characters, sent trimmed, one paragraph: the contract refuses control characters). POST
// /admin/refund/reject. A refusal other than 409/404 stays in the popup with what was typed.
import { useRejectRefund } from '../../../../../api/generated/endpoints/admin/admin';
import type { RefundDetail } from '../../../../../api/generated/model';
import { refundMessages } from '../../refundMessages';
import { REJECT_MAX, REJECT_MIN, rejectSchema } from '../../refundRules';
import { RejectReasonForm, useRejectReasonForm } from '../../../desk/RejectReasonForm';
import { useRefundActionResult, type ActionOutcome } from './useRefundActionResult';

const m = refundMessages.actions.reject;

export function RejectRefundForm({
  detail,
  outcome,
  onCancel,
}: {
  detail: RefundDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const number = detail.refund.refund_number;
  const result = useRefundActionResult(number, outcome);
  const reject = useRejectRefund({ request: { quiet: true } });
  const state = useRejectReasonForm(rejectSchema);

  const onSubmit = (reason: string) =>
    state.attempt(async () => {
      const answer = await reject.mutateAsync({ data: { refund_number: number, reason } });
      result.succeeded(answer, m.done(number));
    }, result.failed);

  return (
    <RejectReasonForm
      state={state}
      intro={m.intro}
      label={m.label}
      hint={m.hint(REJECT_MIN, REJECT_MAX)}
      max={REJECT_MAX}
      rows={4}
      submit={m.submit}
      busy={reject.isPending}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}
