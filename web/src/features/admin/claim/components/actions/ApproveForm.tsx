// Approve a claim under analysis: the amount in whole rupiah (at most the claimed amount and
// the benefit's remaining limit, both shown), the deduction lines when it is lower than
// claimed, an optional note. POST /admin/claim/approve.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useApproveClaim } from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { formatRupiah } from '../../../../../components/format';
import {
  APPROVE_NOTE_MAX,
  approveBody,
  approveSchema,
  deductionBalance,
  type ApproveValues,
} from '../../approveRules';
import { claimActionMessages } from '../../claimActionMessages';
import { ActionFooter } from '../../../desk/ActionModal';
import { DeductionLines } from './DeductionLines';
import { RupiahInput } from '../../../../../components/form/RupiahInput';
import { showFailure } from '../../../desk/serverErrors';
import { useActionResult, type ActionOutcome } from './useActionResult';

const m = claimActionMessages.approve;

const fieldOf = (field: string): Path<ApproveValues> | null =>
  field === 'approved_amount' || field === 'note' || /^deductions\.\d+\.(label|amount)$/.test(field)
    ? (field as Path<ApproveValues>)
    : null;

export function ApproveForm({
  review,
  outcome,
  onCancel,
}: {
  review: ClaimReviewDetail;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const { claim, limit } = review;
  const claimed = claim.claimed_amount;
  const remaining = limit.remaining_amount;
  const id = useId();
  const result = useActionResult(claim.claim_number, outcome);
  const approve = useApproveClaim({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => approveSchema(claimed, remaining), [claimed, remaining]);
  const form = useForm<ApproveValues>({
    resolver: zodResolver(schema),
    defaultValues: { approved_amount: '', deductions: [{ label: '', amount: '' }], note: '' },
  });
  const { control, register, formState } = form;
  const errors = formState.errors;
  const approved = useWatch({ control, name: 'approved_amount' });
  const deductions = useWatch({ control, name: 'deductions' });
  const balance = deductionBalance({ approved_amount: approved, deductions, note: '' }, claimed);

  const onSubmit = async (values: ApproveValues) => {
    setFailure(null);
    const body = approveBody(values, claim.claim_number, claimed);
    try {
      const answer = await approve.mutateAsync({ data: body });
      result.succeeded(answer, m.done(claim.claim_number, formatRupiah(body.approved_amount)));
    } catch (error) {
      const failed = result.failed(error);
      if (!failed) return;
      setFailure(showFailure(failed, form.setError, fieldOf));
    }
  };

  const amountError = errors.approved_amount?.message;
  const noteError = errors.note?.message;
  return (
    <form className="claim-action-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <dl className="admin-facts claim-approve__facts mb-3">
          <dt>{m.claimed}</dt>
          <dd>{formatRupiah(claimed)}</dd>
          <dt>{m.remaining}</dt>
          <dd>{formatRupiah(remaining)}</dd>
          <dt>{m.max}</dt>
          <dd className="claim-amount">{formatRupiah(Math.min(claimed, remaining))}</dd>
        </dl>
        <div className="mb-3 claim-approve__amount">
          <label htmlFor={`${id}-amount`} className="form-label fw-semibold">
            {m.amount}
          </label>
          <Controller
            control={control}
            name="approved_amount"
            render={({ field }) => (
              <RupiahInput
                id={`${id}-amount`}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                invalid={Boolean(amountError)}
                autoFocus
                aria-describedby={`${id}-amount-hint${amountError ? ` ${id}-amount-error` : ''}`}
              />
            )}
          />
          {amountError && (
            <div id={`${id}-amount-error`} className="invalid-feedback d-block">
              {amountError}
            </div>
          )}
          <div id={`${id}-amount-hint`} className="form-text">
            {m.amountHint}
          </div>
        </div>
        {balance.difference !== null && (
          <DeductionLines
            control={control}
            register={register}
            errors={errors}
            difference={balance.difference}
            sum={balance.sum}
            idPrefix={`${id}-deduction`}
          />
        )}
        <div className="mb-0">
          <label htmlFor={`${id}-note`} className="form-label">
            {m.note}
          </label>
          <textarea
            id={`${id}-note`}
            className={`form-control${noteError ? ' is-invalid' : ''}`}
            rows={2}
            maxLength={APPROVE_NOTE_MAX + 50}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            {...register('note')}
          />
          {noteError && (
            <div id={`${id}-note-error`} className="invalid-feedback d-block">
              {noteError}
            </div>
          )}
        </div>
      </Modal.Body>
      <ActionFooter
        busy={approve.isPending}
        label={m.submit}
        variant="success"
        onCancel={onCancel}
      />
    </form>
  );
}
