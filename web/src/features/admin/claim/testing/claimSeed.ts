// The parts every claim fixture is made of: the claim numbers, the staff members, the
// history step and document shapes, the builder of a staff view and what several claims
// share (Budi's family policy limit and bank account). The claims: claimsInCheck.ts and
// claimsInDecision.ts; all of them: claimFixtures.ts.
import type {
  ClaimDetail,
  ClaimDocument,
  ClaimLimit,
  ClaimReviewDetail,
  ClaimStatus,
  ClaimTimelineEntry,
} from '../../../../api/generated/model';
import { claimStatusNames } from '../claimLabels';

export const BUDI_CLAIM = 'KLM-2026-001198';
export const DEWI_CLAIM = 'KLM-2026-001215';
export const SITI_CLAIM = 'KLM-2026-001204';
export const ANDI_CLAIM = 'KLM-2026-001187';
export const RUDI_CLAIM = 'KLM-2026-001176';
export const RINA_CLAIM = 'KLM-2026-001181';
export const HENDRA_CLAIM = 'KLM-2026-001150';
export const LINA_CLAIM = 'KLM-2026-001122';
export const PAID_CLAIM = 'KLM-2026-001098';

/** The staff member of the stories' admin session; the desk records actions in this name. */
export const STAFF_USER = 'admin.portal';
/** Another staff member, who took earlier steps. */
export const OTHER_STAFF = 'dian.klaim';

export const LINA_REASON =
  'Penyakit kritis didiagnosis dalam masa tunggu 90 hari sejak polis berlaku (polis berlaku 1 Oktober 2026).';

export const HENDRA_DEDUCTION = 'Tidak dijamin (biaya administrasi rumah sakit)';

export const step = (
  status: ClaimStatus,
  at: string,
  actor: string,
  note: string | null = null,
): ClaimTimelineEntry => ({ status, status_desc: claimStatusNames[status], at, actor, note });

export const document = (
  document_id: string,
  type: ClaimDocument['type'],
  type_name: string,
  file_name: string,
  size_bytes: number,
  uploaded_at: string,
  requested = false,
): ClaimDocument => ({
  document_id,
  type,
  type_name,
  file_name,
  content_type: file_name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
  size_bytes,
  uploaded_at,
  requested,
});

export const familyLimit: ClaimLimit = {
  limit_amount: 500_000_000,
  used_amount: 8_450_000,
  reserved_amount: 12_500_000,
  remaining_amount: 491_550_000,
  period_start: '2026-07-01',
  period_end: '2027-06-30',
};

export const bca = {
  bank_code: '014',
  bank_name: 'Bank Central Asia',
  account_number: '5230984521',
  account_holder: 'Budi Santoso',
};

interface Seed {
  claim: Omit<ClaimDetail, 'status_desc' | 'needs_action' | 'document_request' | 'decision'> &
    Partial<Pick<ClaimDetail, 'document_request' | 'decision'>>;
  customer: ClaimReviewDetail['customer'];
  limit: ClaimLimit;
}

export function review({ claim, customer, limit }: Seed): ClaimReviewDetail {
  return {
    claim: {
      document_request: null,
      decision: null,
      ...claim,
      status_desc: claimStatusNames[claim.status],
      needs_action: claim.status === 'DOCUMENTS_REQUESTED',
    },
    customer,
    limit,
    allowed_actions: [],
  };
}

export const budiCustomer = {
  client_number: 'C000123456',
  name: 'Budi Santoso',
  email: 'budi.santoso@gmail.com',
  phone: '081234567890',
};
