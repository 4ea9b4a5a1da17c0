// Reject an application before a decision, with a reason the applicant reads (10 to 500
// characters, sent trimmed), then the confirmation step. POST /admin/spaj/reject.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useForm, useWatch } from 'react-hook-form';
import { useRejectSpaj } from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { spajMessages } from '../../../spajMessages';
import { REJECT_MAX, REJECT_MIN, rejectSchema, type RejectValues } from '../../../spajRules';
import { claimActionMessages } from '../../../claimActionMessages';
import { ActionFooter } from '../../claim/actions/ActionModal';
import { showFailure } from '../../claim/actions/serverErrors';
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
  const id = useId();
  const result = useSpajActionResult(number, outcome);
  const reject = useRejectSpaj({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const form = useForm<RejectValues>({
    resolver: zodResolver(rejectSchema),
    defaultValues: { reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const error = form.formState.errors.reason?.message;

  const send = async (text: string) => {
    setFailure(null);
    try {
      const answer = await reject.mutateAsync({ data: { spaj_number: number, reason: text } });
      result.succeeded(answer, m.done(number));
    } catch (failed) {
      const inForm = result.failed(failed);
      if (!inForm) return;
      setConfirming(null);
      setFailure(
        showFailure(inForm, form.setError, (field) => (field === 'reason' ? 'reason' : null)),
      );
    }
  };

  if (confirming !== null) {
    return (
      <ConfirmStep
        message={m.confirm(number)}
        failure={failure}
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
    <form
      className="claim-action-form"
      noValidate
      onSubmit={form.handleSubmit((values) => setConfirming(values.reason.trim()))}
    >
      <Modal.Body>
        <FormAlert message={failure} />
        <label htmlFor={`${id}-reason`} className="form-label fw-semibold">
          {m.label}
        </label>
        <textarea
          id={`${id}-reason`}
          className={`form-control${error ? ' is-invalid' : ''}`}
          rows={5}
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
      <ActionFooter busy={false} label={m.submit} variant="danger" onCancel={onCancel} />
    </form>
  );
}
