// The claim form's rules: the contract's field rules (the Orval zod schema of POST
// /claim/submit, field by field, so the form and the server agree) with Indonesian messages,
// and the rules the contract states in words for this benefit: the end date for rawat inap,
// not before the start; no date in the future; the waiting period and the time to submit
// from the eligibility answer; a hospital for rawat inap and rawat jalan (a partner or a
// typed name); an amount only for reimbursement. The server checks everything again.
import { z } from 'zod';
import '../../../api/zodSetup';
import type { ClaimEligibility } from '../../../api/generated/model';
import {
  submitClaimBody,
  submitClaimBodyClaimedAmountMax,
  submitClaimBodyClaimedAmountMin,
} from '../../../api/generated/zod/claim/claim.zod';
import { formatDate, formatRupiah } from '../../../components/format';
import { eventDateLabels, formMessages } from '../formMessages';
import { parseRupiahInput } from '../rupiah';
import type { ClaimFormValues } from './formModel';

const event = submitClaimBody.shape.event.shape;
const bank = submitClaimBody.shape.bank_account.shape;
const f = formMessages.fields;
const r = formMessages.rules;

export interface RuleContext {
  eligibility: ClaimEligibility;
  /** Today in Jakarta ('2026-11-24'). */
  today: string;
}

function addDays(date: string, days: number): string {
  const moment = new Date(`${date}T00:00:00Z`);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

const isDate = (value: string) => event.event_date.safeParse(value).success;

/** Every broken rule, by field, first one per field. */
export function claimFormErrors(
  values: ClaimFormValues,
  { eligibility, today }: RuleContext,
): Partial<Record<keyof ClaimFormValues, string>> {
  const errors: Partial<Record<keyof ClaimFormValues, string>> = {};
  const set = (field: keyof ClaimFormValues, message: string) => {
    errors[field] ??= message;
  };
  const inpatient = eligibility.benefit === 'RAWAT_INAP';
  const needsHospital = inpatient || eligibility.benefit === 'RAWAT_JALAN';

  const dateRule = (field: 'event_date' | 'end_date', value: string, label: string) => {
    if (!value) set(field, r.required(label));
    else if (!isDate(value)) set(field, r.date);
    else if (value > today) set(field, r.future);
  };
  dateRule('event_date', values.event_date, eventDateLabels[eligibility.benefit]);
  if (!errors.event_date && values.event_date < eligibility.waiting_period_end) {
    set('event_date', r.waiting(formatDate(eligibility.waiting_period_end)));
  }
  if (inpatient) {
    dateRule('end_date', values.end_date, f.endDate);
    if (!errors.end_date && !errors.event_date && values.end_date < values.event_date) {
      set('end_date', r.endBeforeStart);
    }
  }
  const lastDay = inpatient ? 'end_date' : 'event_date';
  const within = eligibility.submit_within_days;
  if (within !== null && !errors.event_date && !errors[lastDay]) {
    if (addDays(values[lastDay], within) < today) set(lastDay, r.late(within));
  }

  const diagnosis = values.diagnosis.trim();
  if (!diagnosis) set('diagnosis', r.required(f.diagnosis));
  else if (!event.diagnosis.safeParse(diagnosis).success) set('diagnosis', r.diagnosis);

  const hospitalName = values.hospital_query.trim();
  if (values.hospital_id) {
    if (!event.hospital_id.safeParse(values.hospital_id).success) {
      set('hospital_query', r.hospitalRequired);
    }
  } else if (!hospitalName) {
    if (needsHospital) set('hospital_query', r.hospitalRequired);
  } else if (!event.hospital_name.safeParse(hospitalName).success) {
    set('hospital_query', r.hospitalName);
  }

  if (eligibility.kind === 'REIMBURSEMENT') {
    const amount = parseRupiahInput(values.claimed_amount);
    if (amount === null) set('claimed_amount', r.amountRequired);
    else if (amount < submitClaimBodyClaimedAmountMin) {
      set('claimed_amount', r.amountMin(formatRupiah(submitClaimBodyClaimedAmountMin)));
    } else if (amount > submitClaimBodyClaimedAmountMax) {
      set('claimed_amount', r.amountMax(formatRupiah(submitClaimBodyClaimedAmountMax)));
    }
  }

  if (!bank.bank_code.safeParse(values.bank_code).success) set('bank_code', r.choose(f.bank));
  const account = values.account_number.trim();
  if (!account) set('account_number', r.required(f.accountNumber));
  else if (!bank.account_number.safeParse(account).success) {
    set('account_number', r.accountNumber);
  }
  const holder = values.account_holder.trim();
  if (!holder) set('account_holder', r.required(f.accountHolder));
  else if (!bank.account_holder.safeParse(holder).success) set('account_holder', r.accountHolder);
  return errors;
}

/** The form's zod schema for one eligibility answer (react-hook-form's zodResolver). */
export function claimFormSchema(context: RuleContext) {
  return z
    .object({
      event_date: z.string(),
      end_date: z.string(),
      diagnosis: z.string(),
      hospital_query: z.string(),
      hospital_id: z.string(),
      claimed_amount: z.string(),
      bank_code: z.string(),
      account_number: z.string(),
      account_holder: z.string(),
    })
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(claimFormErrors(values, context))) {
        ctx.addIssue({ code: 'custom', path: [field], message });
      }
    });
}
