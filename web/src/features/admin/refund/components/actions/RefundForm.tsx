// 'Kembalikan dana': the confirmation naming the amount and the payer, then POST
// /admin/refund/approve. The sandbox gateway confirms before it answers (REFUNDED at once); a
// real one later (PROCESSING). A gateway that refuses or does not answer (503) leaves the case
// waiting, with the failure in its history: the popup stays open with the server's words, so
// the staff member may try again.
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useApproveRefund } from '../../../../../api/generated/endpoints/admin/admin';
import type { RefundDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { formatRupiah } from '../../../../../components/format';
import { paymentMethodNames, refundMessages } from '../../refundMessages';
import { ActionFooter } from '../../../desk/ActionModal';
import {
  refundDetailKey,
  useRefundActionResult,
  type ActionOutcome,
} from './useRefundActionResult';

const m = refundMessages.actions.refund;
const r = refundMessages.review;

export function RefundForm({
  detail,
  outcome,
  onCancel,
}: {
  detail: RefundDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const { refund } = detail;
  const number = refund.refund_number;
  const amount = formatRupiah(refund.amount);
  const client = useQueryClient();
  const result = useRefundActionResult(number, outcome);
  const approve = useApproveRefund({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const answer = await approve.mutateAsync({ data: { refund_number: number } });
      const done = answer.data.refund.status === 'REFUNDED';
      result.succeeded(answer, done ? m.done(number, amount) : m.processing(number));
    } catch (error) {
      const inForm = result.failed(error);
      if (!inForm) return;
      setFailure(inForm.message);
      // The refusal is in the case's history now.
      void client.invalidateQueries({ queryKey: refundDetailKey(number) });
    }
  };

  const method = detail.payment_method;
  return (
    <form className="claim-action-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p>{m.message(amount, refund.customer_name ?? m.unknownPayer)}</p>
        <dl className="admin-confirm-facts mb-3" aria-label={m.facts}>
          <dt>{r.amount}</dt>
          <dd>{amount}</dd>
          <dt>{r.payer}</dt>
          <dd>{refund.customer_name ?? r.unknown}</dd>
          <dt>{r.policy}</dt>
          <dd>{refund.policy_number ?? r.noPolicy}</dd>
          <dt>{r.orderId}</dt>
          <dd className="font-monospace">{refund.order_id}</dd>
          {method && (
            <>
              <dt>{r.method}</dt>
              <dd>{paymentMethodNames[method] ?? method}</dd>
            </>
          )}
        </dl>
        <p className="small text-body-secondary mb-0">{m.once}</p>
      </Modal.Body>
      <ActionFooter
        busy={approve.isPending}
        label={m.ok}
        variant="success"
        onCancel={onCancel}
        autoFocus
      />
    </form>
  );
}
