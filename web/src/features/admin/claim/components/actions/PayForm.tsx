// Mark an approved claim paid: the transfer to the customer's account (amount and account
// shown), its date (not before the approval, not in the future) and the bank's transfer
// reference (uppercased as typed). POST /admin/claim/pay.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useController, useForm } from 'react-hook-form';
import { usePayClaim } from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { DateField } from '../../../../../components/date/DateField';
import { FormAlert } from '../../../../../components/form/FormAlert';
import { TextField } from '../../../../../components/form/TextField';
import { formatDate, formatRupiah, isoDateWib } from '../../../../../components/format';
import { claimActionMessages } from '../../claimActionMessages';
import { paySchema, type PayValues } from '../../claimRules';
import { ActionFooter } from '../../../desk/ActionModal';
import { showFailure } from '../../../desk/serverErrors';
import { useActionResult, type ActionOutcome } from './useActionResult';

const m = claimActionMessages.pay;

export function PayForm({
  review,
  today,
  outcome,
  onCancel,
}: {
  review: ClaimReviewDetail;
  /** Today in Jakarta, as a contract date: the latest transfer date. */
  today: string;
  outcome: ActionOutcome;
  onCancel: () => void;
}) {
  const { claim } = review;
  const number = claim.claim_number;
  const approvedOn = claim.decision ? isoDateWib(claim.decision.decided_at) : null;
  const id = useId();
  const result = useActionResult(number, outcome);
  const pay = usePayClaim({ request: { quiet: true } });
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => paySchema(today, approvedOn), [today, approvedOn]);
  const form = useForm<PayValues>({
    resolver: zodResolver(schema),
    defaultValues: { transfer_date: '', transfer_reference: '' },
  });
  const errors = form.formState.errors;
  // In the order of the form: the first field in error takes the focus.
  const { field: date } = useController({ control: form.control, name: 'transfer_date' });
  const reference = form.register('transfer_reference');

  const onSubmit = async (values: PayValues) => {
    setFailure(null);
    try {
      const answer = await pay.mutateAsync({
        data: {
          claim_number: number,
          transfer_date: values.transfer_date,
          transfer_reference: values.transfer_reference.trim(),
        },
      });
      result.succeeded(answer, m.done(number));
    } catch (error) {
      const inForm = result.failed(error);
      if (!inForm) return;
      setFailure(
        showFailure(inForm, form.setError, (field) =>
          field === 'transfer_date' || field === 'transfer_reference' ? field : null,
        ),
      );
    }
  };

  const account = claim.bank_account;
  return (
    <form className="claim-action-form" noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Modal.Body>
        <FormAlert message={failure} />
        <p className="mb-1">
          {m.transfer(formatRupiah(claim.decision?.approved_amount ?? claim.claimed_amount))}
        </p>
        <p className="claim-pay__account mb-3">
          <strong>{account.bank_name}</strong> ({account.bank_code}){' '}
          <span className="font-monospace">{account.account_number}</span>
          <span className="d-block">{m.holder(account.account_holder)}</span>
        </p>
        <DateField
          id={`${id}-date`}
          label={m.date}
          calendar
          min={approvedOn ?? undefined}
          max={today}
          today={today}
          autoFocus
          error={errors.transfer_date?.message}
          hint={approvedOn ? m.dateHint(formatDate(approvedOn)) : undefined}
          {...date}
        />
        <TextField
          id={`${id}-reference`}
          label={m.reference}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          inputClassName="font-monospace"
          error={errors.transfer_reference?.message}
          hint={m.referenceHint}
          {...reference}
          onChange={(event) => {
            // Uppercase as typed, the caret where it was.
            const input = event.target;
            const { selectionStart, selectionEnd } = input;
            input.value = input.value.toUpperCase();
            input.setSelectionRange(selectionStart, selectionEnd);
            return reference.onChange(event);
          }}
        />
      </Modal.Body>
      <ActionFooter busy={pay.isPending} label={m.submit} onCancel={onCancel} />
    </form>
  );
}
