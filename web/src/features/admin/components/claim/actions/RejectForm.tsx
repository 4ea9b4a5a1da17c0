// Reject a claim not yet approved, with a reason the customer will read (10 to 500
// characters, sent trimmed). POST /admin/claim/reject.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useRejectClaim } from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { claimActionMessages } from '../../../claimActionMessages';
import { REASON_MAX, REASON_MIN, rejectSchema, type RejectValues } from '../../../claimRules';
import { ActionFooter } from './ActionModal';
import { showFailure } from './serverErrors';
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
  const id = useId();
  const result = useActionResult(number, outcome);
  const reject = useRejectClaim({ request: { quiet: true } });
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
        data: { claim_number: number, reason: text.trim() },
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
        <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
          {m.label}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={5}
          maxLength={REASON_MAX + 50}
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
          <span id={`${id}-hint`}>{m.hint(REASON_MIN, REASON_MAX)}</span>
          <span aria-hidden="true">
            {claimActionMessages.count(reason.trim().length, REASON_MAX)}
          </span>
        </div>
      </Modal.Body>
      <ActionFooter busy={reject.isPending} label={m.submit} variant="danger" onCancel={onCancel} />
    </form>
  );
}
