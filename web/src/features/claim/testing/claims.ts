// The demo customer's claims for tests and stories, one in every status (Diajukan to
// Dibayar) with its history, documents, decision and payment; Riwayat Klaim's pages of them.
import type {
  ClaimDetail,
  ClaimDocument,
  ClaimPage,
  ClaimStatus,
  ClaimSummary,
  ClaimTimelineEntry,
} from '../../../api/generated/model';
import { statusLabels } from '../messages';
import { BUDI, DIMAS, HEALTH, UNIT_LINK } from './fixtures';

const step = (
  status: ClaimStatus,
  at: string,
  actor = 'Petugas klaim',
  note: string | null = null,
): ClaimTimelineEntry => ({ status, status_desc: statusLabels[status], at, actor, note });

export const claimDocument = (
  id: string,
  type: ClaimDocument['type'],
  type_name: string,
  file_name: string,
  requested = false,
): ClaimDocument => ({
  document_id: id.padEnd(22, 'x').slice(0, 22),
  type,
  type_name,
  file_name,
  content_type: file_name.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg',
  size_bytes: 842_113,
  uploaded_at: '2026-11-16T02:08:12Z',
  requested,
});

const baseDocuments = [
  claimDocument('KwitansiRsTebet0000001', 'KWITANSI', 'Kwitansi asli', 'kwitansi-rs.pdf'),
  claimDocument(
    'RincianBiayaTebet00001',
    'RINCIAN_BIAYA',
    'Rincian biaya perawatan',
    'rincian-biaya.pdf',
  ),
  claimDocument('ResumeMedisTebet000001', 'RESUME_MEDIS', 'Resume medis', 'resume-medis.jpg'),
];

const SUBMITTED_AT = '2026-11-16T02:10:00Z';
const submitted = step('SUBMITTED', SUBMITTED_AT, 'Anda');

function claim(
  number: string,
  status: ClaimStatus,
  timeline: ClaimTimelineEntry[],
  extra: Partial<ClaimDetail> = {},
): ClaimDetail {
  return {
    claim_number: number,
    policy_number: HEALTH,
    product_name: 'Sentosa Medika Keluarga',
    insured: { insured_id: DIMAS, name: 'Dimas Santoso', relation: 'Anak' },
    benefit: 'RAWAT_INAP',
    benefit_name: 'Rawat Inap',
    kind: 'REIMBURSEMENT',
    status,
    status_desc: statusLabels[status],
    submitted_at: SUBMITTED_AT,
    updated_at: timeline[timeline.length - 1]!.at,
    event: {
      event_date: '2026-11-10',
      end_date: '2026-11-14',
      diagnosis: 'Demam berdarah dengue',
      hospital_id: 'RS310042',
      hospital_name: 'RS Sentosa Medika Tebet',
    },
    claimed_amount: 12_500_000,
    bank_account: {
      bank_code: '014',
      bank_name: 'Bank Central Asia (BCA)',
      account_number: '******4521',
      account_holder: 'Budi Santoso',
    },
    documents: baseDocuments,
    document_request: null,
    decision: null,
    rejection_reason: null,
    payout: null,
    timeline,
    needs_action: false,
    ...extra,
  };
}

export const REQUESTED_NO = 'KLM-2026-001204';
export const APPROVED_NO = 'KLM-2026-001188';
export const REJECTED_NO = 'KLM-2026-001173';
export const PAID_NO = 'KLM-2026-001150';
export const REJECT_REASON = 'Perawatan terjadi dalam masa tunggu 30 hari sejak rider berlaku.';
export const LAB_NOTE = 'Hasil tes NS1 dan trombosit selama dirawat.';

export const claims: ClaimDetail[] = [
  claim('KLM-2026-001220', 'SUBMITTED', [step('SUBMITTED', '2026-11-23T01:00:00Z', 'Anda')], {
    benefit: 'RAWAT_JALAN',
    benefit_name: 'Rawat Jalan',
    insured: { insured_id: BUDI, name: 'Budi Santoso', relation: 'Pemegang Polis' },
    submitted_at: '2026-11-23T01:00:00Z',
    event: {
      event_date: '2026-11-21',
      end_date: null,
      diagnosis: 'Infeksi saluran pernapasan atas',
      hospital_id: null,
      hospital_name: 'Klinik Pratama Sehat Bersama',
    },
    claimed_amount: 650_000,
    documents: [
      claimDocument('KwitansiKlinikPratama1', 'KWITANSI', 'Kwitansi asli', 'kwitansi-klinik.jpg'),
    ],
  }),
  claim('KLM-2026-001212', 'DOCUMENT_VERIFICATION', [
    submitted,
    step('DOCUMENT_VERIFICATION', '2026-11-17T03:00:00Z'),
  ]),
  claim(
    REQUESTED_NO,
    'DOCUMENTS_REQUESTED',
    [
      submitted,
      step('DOCUMENT_VERIFICATION', '2026-11-17T03:00:00Z'),
      step(
        'DOCUMENTS_REQUESTED',
        '2026-11-18T04:00:00Z',
        'Petugas klaim',
        'Diminta: Hasil laboratorium atau pemeriksaan penunjang.',
      ),
    ],
    {
      needs_action: true,
      document_request: {
        requested_at: '2026-11-18T04:00:00Z',
        note: 'Mohon lengkapi agar klaim dapat kami analisa.',
        items: [
          {
            type: 'HASIL_LAB',
            type_name: 'Hasil laboratorium atau pemeriksaan penunjang',
            note: LAB_NOTE,
          },
        ],
      },
    },
  ),
  claim('KLM-2026-001196', 'ANALYSIS', [
    submitted,
    step('DOCUMENT_VERIFICATION', '2026-11-17T03:00:00Z'),
    step('ANALYSIS', '2026-11-19T02:00:00Z'),
  ]),
  claim(
    APPROVED_NO,
    'APPROVED',
    [
      submitted,
      step('DOCUMENT_VERIFICATION', '2026-11-17T03:00:00Z'),
      step('ANALYSIS', '2026-11-19T02:00:00Z'),
      step('APPROVED', '2026-11-20T03:00:00Z'),
    ],
    {
      decision: {
        approved_amount: 11_750_000,
        deductions: [
          { label: 'Tidak dijamin (biaya administrasi rumah sakit)', amount: 500_000 },
          { label: 'Kamar di atas hak kelas (selisih 1 malam)', amount: 250_000 },
        ],
        note: null,
        decided_at: '2026-11-20T03:00:00Z',
      },
    },
  ),
  claim(
    REJECTED_NO,
    'REJECTED',
    [
      submitted,
      step('DOCUMENT_VERIFICATION', '2026-11-17T03:00:00Z'),
      step('REJECTED', '2026-11-18T06:00:00Z'),
    ],
    {
      rejection_reason: REJECT_REASON,
      policy_number: UNIT_LINK,
      product_name: 'Sentosa Link Proteksi',
      kind: 'DAILY_CASH',
      claimed_amount: 2_000_000,
    },
  ),
  claim(
    PAID_NO,
    'PAID',
    [
      submitted,
      step('DOCUMENT_VERIFICATION', '2026-11-17T03:00:00Z'),
      step('ANALYSIS', '2026-11-19T02:00:00Z'),
      step('APPROVED', '2026-11-20T03:00:00Z'),
      step('PAID', '2026-11-21T07:30:00Z', 'Petugas klaim', 'Transfer ke rekening BCA ******4521.'),
    ],
    {
      claimed_amount: 7_300_000,
      decision: {
        approved_amount: 7_300_000,
        deductions: [],
        note: null,
        decided_at: '2026-11-20T03:00:00Z',
      },
      payout: {
        paid_at: '2026-11-21T07:30:00Z',
        transfer_date: '2026-11-21',
        transfer_reference: 'BCA-TRF-88213409',
        transaction_number: 'TRX-20261121-100512',
      },
    },
  ),
];

export const claimByNumber = (number: string) => claims.find((c) => c.claim_number === number);

export function summaryOf(c: ClaimDetail): ClaimSummary {
  return {
    claim_number: c.claim_number,
    policy_number: c.policy_number,
    product_name: c.product_name,
    insured_name: c.insured.name,
    benefit: c.benefit,
    benefit_name: c.benefit_name,
    status: c.status,
    status_desc: c.status_desc,
    submitted_at: c.submitted_at,
    updated_at: c.updated_at,
    event_date: c.event.event_date,
    claimed_amount: c.claimed_amount,
    approved_amount: c.decision?.approved_amount ?? null,
    paid_at: c.payout?.paid_at ?? null,
    needs_action: c.needs_action,
  };
}

/** One page of Riwayat Klaim, newest first, optionally of one status. */
export function claimPage(
  all: readonly ClaimDetail[],
  { page = 1, size = 10, status }: { page?: number; size?: number; status?: string | null },
): ClaimPage {
  const rows = all
    .filter((c) => !status || c.status === status)
    .sort(
      (a, b) =>
        b.submitted_at.localeCompare(a.submitted_at) ||
        b.claim_number.localeCompare(a.claim_number),
    )
    .map(summaryOf);
  return { data: rows.slice((page - 1) * size, page * size), page, size, total: rows.length };
}

/** `n` submitted claims (long history). */
export function manyClaims(n: number): ClaimDetail[] {
  return Array.from({ length: n }, (_, i) => {
    const number = `KLM-2026-${String(100 + i).padStart(6, '0')}`;
    const at = new Date(Date.UTC(2026, 9, 1 + i, 2)).toISOString().replace('.000', '');
    return claim(number, 'PAID', [step('SUBMITTED', at, 'Anda'), step('PAID', at)], {
      submitted_at: at,
      decision: { approved_amount: 12_500_000, deductions: [], note: null, decided_at: at },
      payout: {
        paid_at: at,
        transfer_date: at.slice(0, 10),
        transfer_reference: 'BCA-TRF-00000000',
        transaction_number: 'TRX-20261001-000001',
      },
    });
  });
}
