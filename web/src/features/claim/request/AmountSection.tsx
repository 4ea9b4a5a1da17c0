// What is claimed: for reimbursement the amount on the receipts (digits with thousand
// separators as typed; whole rupiah), with what is left of the limit to claim; for daily
// cash the nights times the daily amount, and for a lump sum the sum insured, both computed
// by the server (shown here, never typed).
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { ClaimEligibility } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { formMessages } from '../formMessages';
import { formatRupiahInput } from '../rupiah';
import { Field } from './Field';
import { claimableAmount } from './limit';
import { nightsBetween, type ClaimFormValues } from './formModel';

const a = formMessages.amount;

function DailyCash({ daily }: { daily: number }) {
  const { control } = useFormContext<ClaimFormValues>();
  const [start, end] = useWatch({ control, name: ['event_date', 'end_date'] });
  const nights = start && end ? nightsBetween(start, end) : null;
  return (
    <div className="kl-computed" aria-live="polite">
      <p className="kl-computed__title">{a.dailyHeading}</p>
      <p className="mb-1">{a.daily(formatRupiah(daily))}</p>
      <p className="mb-1 fw-semibold">
        {nights === null
          ? a.nightsPending
          : a.nights(nights, formatRupiah(daily), formatRupiah(nights * daily))}
      </p>
      <p className="small text-body-secondary mb-0">{a.computed}</p>
    </div>
  );
}

function ClaimedAmount({ remaining }: { remaining: number }) {
  const { field } = useController<ClaimFormValues, 'claimed_amount'>({ name: 'claimed_amount' });
  return (
    <Field
      name="claimed_amount"
      label={formMessages.fields.amount}
      hint={formMessages.fields.amountHint(formatRupiah(remaining))}
      className="kl-field--amount"
    >
      {(aria) => (
        <div className="input-group">
          <span className="input-group-text" aria-hidden="true">
            Rp
          </span>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="off"
            {...aria}
            className={`form-control kl-amount-input ${aria.className}`}
            name={field.name}
            ref={field.ref}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(formatRupiahInput(event.target.value))}
          />
        </div>
      )}
    </Field>
  );
}

export function AmountSection({ eligibility }: { eligibility: ClaimEligibility }) {
  return (
    <fieldset className="kl-fieldset">
      <legend className="kl-fieldset__legend">{formMessages.sections.amount}</legend>
      {eligibility.kind === 'REIMBURSEMENT' && (
        <ClaimedAmount remaining={claimableAmount(eligibility.limit)} />
      )}
      {eligibility.kind === 'DAILY_CASH' && <DailyCash daily={eligibility.daily_amount ?? 0} />}
      {eligibility.kind === 'LUMP_SUM' && (
        <div className="kl-computed">
          <p className="kl-computed__title">{a.lumpHeading}</p>
          <p className="mb-1 fw-semibold">
            {a.lump(formatRupiah(eligibility.lump_sum_amount ?? 0))}
          </p>
          <p className="small text-body-secondary mb-0">{a.computed}</p>
        </div>
      )}
    </fieldset>
  );
}
