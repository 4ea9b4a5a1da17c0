// 'Tolak': the case closes without a refund through the portal, with a reason (10 to 500
// characters, sent trimmed, one paragraph: the contract refuses control characters). POST
// /admin/refund/reject. A refusal other than 409/404 stays in the popup with what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useRejectRefund } from '../../../../../api/generated/endpoints/admin/admin';
import type { RefundDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { claimActionMessages } from '../../../claimActionMessages';
import { refundMessages } from '../../../refundMessages';
import { REJECT_MAX, REJECT_MIN, rejectSchema, type RejectValues } from '../../../refundRules';
import { ActionFooter } from '../../claim/actions/ActionModal';
import { showFailure } from '../../claim/actions/serverErrors';
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
  const id = useId();
  const result = useRefundActionResult(number, outcome);
  const reject = useRejectRefund({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const error = form.formState.errors.reason?.message;

  const onSubmit = async ({ reason: text }: RejectValues) => {
    setFailure(null);
    try {
      const answer = await reject.mutateAsync({
        data: { refund_number: number, reason: text.trim() },
      });
      result.succeeded(answer, m.done(number));
    } catch (failed) {
      const inForm = result.failed(failed);
      if (!inForm) return;
      setFailure(
        showFailure(inForm, form.setError, (field) => (field === 'reason' ? 'reason' : null)),
      );
    }
  };

  return (
    <form className="claim-action-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p className="small text-body-secondary">{m.intro}</p>
        <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
          {m.label}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={4}
          maxLength={REJECT_MAX + 50}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          {...form.register('reason')}
        />
        {error && (
          <div id={`${id}-error`} className="invalid-feedback d-block">
            {error}
          </div>
        )}
        <div className="d-flex justify-content-between gap-2 small text-body-secondary mt-1">
          <span id={`${id}-hint`}>{m.hint(REJECT_MIN, REJECT_MAX)}</span>
          <span aria-hidden="true">
            {claimActionMessages.count(reason.trim().length, REJECT_MAX)}
          </span>
        </div>
      </Modal.Body>
      <ActionFooter busy={reject.isPending} label={m.submit} variant="danger" onCancel={onCancel} />
    </form>
  );
}
