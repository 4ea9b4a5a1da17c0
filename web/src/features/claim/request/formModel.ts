// The claim form's values (texts, as typed) and the request they make (POST /claim/submit):
// the end date only for rawat inap, the partner hospital's code or the typed name (never
// both), the claimed amount in whole rupiah only for reimbursement, the uploaded documents.
import type {
  ClaimDocumentRef,
  ClaimEligibility,
  ClaimSubmitRequest,
} from '../../../api/generated/model';
import type { SavedDocument } from '../documents/useDocumentUploads';
import { parseRupiahInput } from '../rupiah';

export interface ClaimFormValues {
  event_date: string;
  end_date: string;
  diagnosis: string;
  /** What the hospital field shows: the chosen partner's name or the typed name. */
  hospital_query: string;
  /** The partner chosen from the list ('' when the name was typed). */
  hospital_id: string;
  /** '12.500.000' (reimbursement only). */
  claimed_amount: string;
  bank_code: string;
  account_number: string;
  account_holder: string;
}

export const EMPTY_VALUES: ClaimFormValues = {
  event_date: '',
  end_date: '',
  diagnosis: '',
  hospital_query: '',
  hospital_id: '',
  claimed_amount: '',
  bank_code: '',
  account_number: '',
  account_holder: '',
};

/** Whether the customer typed or chose anything at all. */
export function hasInput(values: ClaimFormValues): boolean {
  return Object.values(values).some((value) => value.trim() !== '');
}

export function toRequest(
  values: ClaimFormValues,
  eligibility: ClaimEligibility,
  documents: readonly SavedDocument[],
): ClaimSubmitRequest {
  const hospitalName = values.hospital_query.trim();
  const hospital = values.hospital_id
    ? { hospital_id: values.hospital_id }
    : hospitalName
      ? { hospital_name: hospitalName }
      : {};
  const amount =
    eligibility.kind === 'REIMBURSEMENT'
      ? { claimed_amount: parseRupiahInput(values.claimed_amount) }
      : {};
  return {
    policy_number: eligibility.policy_number,
    insured_id: eligibility.insured.insured_id,
    benefit: eligibility.benefit,
    event: {
      event_date: values.event_date,
      ...(eligibility.benefit === 'RAWAT_INAP' ? { end_date: values.end_date } : {}),
      diagnosis: values.diagnosis.trim(),
      ...hospital,
    },
    ...amount,
    bank_account: {
      bank_code: values.bank_code,
      account_number: values.account_number.trim(),
      account_holder: values.account_holder.trim(),
    },
    documents: documents.map((d): ClaimDocumentRef => ({
      type: d.type,
      document_id: d.document_id,
    })),
  };
}

const FIELDS: Record<string, keyof ClaimFormValues> = {
  event_date: 'event_date',
  end_date: 'end_date',
  diagnosis: 'diagnosis',
  hospital_id: 'hospital_query',
  hospital_name: 'hospital_query',
  claimed_amount: 'claimed_amount',
  bank_code: 'bank_code',
  account_number: 'account_number',
  account_holder: 'account_holder',
};

/** The form field of a server error's field ('event.end_date', 'bank_account.bank_code'). */
export function formFieldOf(field: string): keyof ClaimFormValues | null {
  const last =
    field
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? '';
  return FIELDS[last] ?? null;
}

/** Nights between two contract dates ('2026-11-10', '2026-11-14' → 4); null if unknown. */
export function nightsBetween(start: string, end: string): number | null {
  const from = Date.parse(`${start}T00:00:00Z`);
  const to = Date.parse(`${end}T00:00:00Z`);
  if (Number.isNaN(from) || Number.isNaN(to) || to < from) return null;
  return Math.round((to - from) / 86_400_000);
}
