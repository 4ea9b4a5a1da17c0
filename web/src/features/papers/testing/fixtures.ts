// The demo customer's documents as the server lists them (the contract's example, completed
// with every kind), and verification answers of each state. Used by tests and stories.
import type {
  PaperVerification,
  PolicyPaper,
  PolicyPapers,
  PolicyPapersList,
} from '../../../api/generated/model';

/** The server's today in the stories (the statement ranges end on it). */
export const DEMO_TODAY = '2026-11-29';
export const UL = 'UL24000123';
export const KS = 'KS23000456';

const paper = (fields: Partial<PolicyPaper> & Pick<PolicyPaper, 'kind'>): PolicyPaper => ({
  title: '',
  file_name: '',
  size_bytes: 1,
  year: null,
  card_number: null,
  member_name: null,
  ...fields,
});

const tax = (policy: string, year: number, size: number | null) =>
  paper({
    kind: 'TAX_CERTIFICATE',
    title: `Sertifikat Premi Tahun ${year}`,
    file_name: `sertifikat-premi-${policy}-${year}.pdf`,
    size_bytes: size,
    year,
  });

export const unitLinkPapers: PolicyPapers = {
  policy_number: UL,
  product_name: 'Sentosa Link Proteksi Maksima',
  status: 'INFORCE',
  status_desc: 'Aktif',
  papers: [
    paper({
      kind: 'EPOLICY',
      title: 'E-Polis',
      file_name: `e-polis-${UL}.pdf`,
      size_bytes: 41230,
    }),
    // This year's certificate changed with the last premium: not printed yet, no size.
    tax(UL, 2026, null),
    tax(UL, 2025, 28714),
    tax(UL, 2024, 24120),
  ],
  statement: { earliest_date: '2024-03-15', latest_date: DEMO_TODAY },
};

export const healthPapers: PolicyPapers = {
  policy_number: KS,
  product_name: 'Sentosa Medika Keluarga',
  status: 'GRACE_PERIOD',
  status_desc: 'Masa Tenggang',
  papers: [
    paper({
      kind: 'EPOLICY',
      title: 'E-Polis',
      file_name: `e-polis-${KS}.pdf`,
      size_bytes: 1_234_567,
    }),
    tax(KS, 2025, 26990),
    tax(KS, 2024, 26415),
    tax(KS, 2023, 22318),
    paper({
      kind: 'HEALTH_CARD',
      title: 'Kartu Kesehatan',
      file_name: 'kartu-kesehatan-8001230004560001.pdf',
      size_bytes: 18450,
      card_number: '8001 2300 0456 0001',
      member_name: 'Budi Santoso',
    }),
    paper({
      kind: 'HEALTH_CARD',
      title: 'Kartu Kesehatan',
      file_name: 'kartu-kesehatan-8001230004560002.pdf',
      size_bytes: 18433,
      card_number: '8001 2300 0456 0002',
      member_name: 'Rina Santoso',
    }),
  ],
  statement: { earliest_date: '2023-07-01', latest_date: DEMO_TODAY },
};

/** A policy issued today: no premium year yet, a statement range of one day. */
export const newPolicyPapers: PolicyPapers = {
  policy_number: 'UL26000789',
  product_name: 'Sentosa Proteksi Jiwa 20',
  status: 'INFORCE',
  status_desc: 'Aktif',
  papers: [
    paper({
      kind: 'EPOLICY',
      title: 'E-Polis',
      file_name: 'e-polis-UL26000789.pdf',
      size_bytes: 39874,
    }),
  ],
  statement: { earliest_date: DEMO_TODAY, latest_date: DEMO_TODAY },
};

export const papersList: PolicyPapersList = { policies: [unitLinkPapers, healthPapers] };
export const noPapers: PolicyPapersList = { policies: [] };

export const CURRENT_CODE = '7KQ2-M9XD-4TRA-PW3N';
export const SUPERSEDED_CODE = 'H3ZP-8B1C-QW6E-T0RV';
export const UNKNOWN_CODE = 'ZZZZ-9999-AAAA-0000';

export const currentEpolicy: PaperVerification = {
  code: CURRENT_CODE,
  kind: 'EPOLICY',
  title: 'E-Polis',
  status: 'CURRENT',
  issued_at: '2026-11-29T03:12:45Z',
  superseded_at: null,
  product_name: 'Sentosa Link Proteksi Maksima',
  policy_number_masked: 'UL24****23',
  subject: '',
};

/** A statement whose period was issued again with other contents (a late transaction). */
export const supersededStatement: PaperVerification = {
  code: SUPERSEDED_CODE,
  kind: 'STATEMENT',
  title: 'Laporan Transaksi',
  status: 'SUPERSEDED',
  issued_at: '2026-07-01T02:05:00Z',
  superseded_at: '2026-07-15T09:40:00Z',
  product_name: 'Sentosa Medika Keluarga',
  policy_number_masked: 'KS23****56',
  subject: '1 Jan 2026 - 30 Jun 2026',
};

export const verifications: Record<string, PaperVerification> = {
  [CURRENT_CODE]: currentEpolicy,
  [SUPERSEDED_CODE]: supersededStatement,
};

export const NOT_VERIFIED_MESSAGE =
  'Kode verifikasi tidak dikenal. Dokumen dengan kode ini bukan terbitan PT Asuransi Jiwa Sentosa Raya.';
