// The demo customer's claims world for tests and stories (Budi Santoso, as in the contract's
// examples): three policies (a family health policy, a unit link with riders, a lapsed one),
// what each insured may claim, the eligibility answers, the banks and the partner
// hospitals. The claims themselves, one in every status: claims.ts.
import type {
  ClaimBenefit,
  ClaimDocumentRequirement,
  ClaimEligibility,
  ClaimOptions,
  HospitalSummary,
  MasterReference,
} from '../../../api/generated/model';
import { getGetMasterReferenceResponseMock } from '../../../api/generated/endpoints/master/master.msw';

export const DEMO_TODAY = '2026-11-24';
export const DEMO_NOW = '2026-11-24T03:00:00Z';

export const HEALTH = 'KS23000456';
export const UNIT_LINK = 'UL24000123';
export const LAPSED = 'EP19000077';
export const BUDI = 11;
export const DIMAS = 12;
export const BUDI_UL = 21;
export const LAPSED_REASON =
  'Polis EP19000077 berstatus Lapse. Klaim hanya dapat diajukan untuk polis yang aktif (berlaku atau dalam masa tenggang).';

export const claimOptions: ClaimOptions = {
  policies: [
    {
      policy_number: HEALTH,
      product_name: 'Sentosa Medika Keluarga',
      status: 'INFORCE',
      status_desc: 'Aktif',
      claimable: true,
      reason: null,
      insured: [
        {
          insured_id: BUDI,
          name: 'Budi Santoso',
          relation: 'Pemegang Polis',
          benefits: [
            {
              benefit: 'RAWAT_INAP',
              benefit_name: 'Rawat Inap',
              kind: 'REIMBURSEMENT',
              source: 'Sentosa Medika Keluarga - Plan Gold',
            },
            {
              benefit: 'RAWAT_JALAN',
              benefit_name: 'Rawat Jalan',
              kind: 'REIMBURSEMENT',
              source: 'Sentosa Medika Keluarga - Plan Gold',
            },
          ],
        },
        {
          insured_id: DIMAS,
          name: 'Dimas Santoso',
          relation: 'Anak',
          benefits: [
            {
              benefit: 'RAWAT_INAP',
              benefit_name: 'Rawat Inap',
              kind: 'REIMBURSEMENT',
              source: 'Sentosa Medika Keluarga - Plan Gold',
            },
            {
              benefit: 'RAWAT_JALAN',
              benefit_name: 'Rawat Jalan',
              kind: 'REIMBURSEMENT',
              source: 'Sentosa Medika Keluarga - Plan Gold',
            },
          ],
        },
      ],
    },
    {
      policy_number: UNIT_LINK,
      product_name: 'Sentosa Link Proteksi',
      status: 'GRACE_PERIOD',
      status_desc: 'Masa Tenggang',
      claimable: true,
      reason: null,
      insured: [
        {
          insured_id: BUDI_UL,
          name: 'Budi Santoso',
          relation: 'Pemegang Polis',
          benefits: [
            {
              benefit: 'RAWAT_INAP',
              benefit_name: 'Rawat Inap',
              kind: 'DAILY_CASH',
              source: 'Rider Santunan Harian Rumah Sakit',
            },
            {
              benefit: 'PENYAKIT_KRITIS',
              benefit_name: 'Penyakit Kritis',
              kind: 'LUMP_SUM',
              source: 'Rider Penyakit Kritis 49',
            },
            {
              benefit: 'CACAT_TETAP',
              benefit_name: 'Cacat Tetap',
              kind: 'LUMP_SUM',
              source: 'Rider Cacat Tetap Total',
            },
          ],
        },
      ],
    },
    {
      policy_number: LAPSED,
      product_name: 'Sentosa Pendidikan Plus',
      status: 'LAPSE',
      status_desc: 'Lapse',
      claimable: false,
      reason: LAPSED_REASON,
      insured: [],
    },
  ],
};

const requirement = (
  type: ClaimDocumentRequirement['type'],
  name: string,
  description: string,
  required = true,
): ClaimDocumentRequirement => ({ type, name, description, required });

const KWITANSI = requirement(
  'KWITANSI',
  'Kwitansi asli',
  'Kwitansi bercap rumah sakit atau klinik atas seluruh biaya yang diklaim.',
);
const RINCIAN = requirement(
  'RINCIAN_BIAYA',
  'Rincian biaya perawatan',
  'Rincian kamar, tindakan, obat dan pemeriksaan dari rumah sakit.',
);
const RESUME = requirement(
  'RESUME_MEDIS',
  'Resume medis',
  'Ringkasan perawatan yang ditandatangani dokter: diagnosis, tindakan dan tanggalnya.',
);
const LAB = requirement(
  'HASIL_LAB',
  'Hasil laboratorium atau pemeriksaan penunjang',
  'Hasil laboratorium, radiologi, patologi atau pemeriksaan lain yang mendukung diagnosis.',
  false,
);
const DOKTER = requirement(
  'SURAT_DOKTER',
  'Surat keterangan dokter',
  'Surat dokter yang merawat tentang diagnosis atau keadaan tertanggung.',
);
const KTP = requirement('KTP', 'KTP', 'KTP tertanggung atau penerima manfaat.');

const limit = (limit_amount: number, used_amount: number, reserved_amount = 0) => ({
  limit_amount,
  used_amount,
  reserved_amount,
  remaining_amount: Math.max(0, limit_amount - used_amount),
  period_start: '2026-07-01',
  period_end: '2027-06-30',
});

/** The eligibility answer of one (policy, insured, benefit), or null when not in the options. */
export function eligibilityFor(
  policy: string,
  insuredId: number,
  benefit: ClaimBenefit,
): ClaimEligibility | null {
  const p = claimOptions.policies.find((x) => x.policy_number === policy && x.claimable);
  const i = p?.insured.find((x) => x.insured_id === insuredId);
  const b = i?.benefits.find((x) => x.benefit === benefit);
  if (!p || !i || !b) return null;
  const base = {
    policy_number: p.policy_number,
    product_name: p.product_name,
    insured: { insured_id: i.insured_id, name: i.name, relation: i.relation },
    benefit: b.benefit,
    benefit_name: b.benefit_name,
    kind: b.kind,
    source: b.source,
    daily_amount: null,
    lump_sum_amount: null,
    waiting_period_end: '2023-07-31',
    submit_within_days: 90,
    max_file_bytes: 10 * 1024 * 1024,
    max_claim_bytes: 50 * 1024 * 1024,
  };
  if (b.kind === 'DAILY_CASH') {
    return {
      ...base,
      limit: limit(36_500_000, 1_500_000),
      daily_amount: 500_000,
      documents: [RESUME, KTP],
    };
  }
  if (b.kind === 'LUMP_SUM') {
    return {
      ...base,
      limit: { ...limit(250_000_000, 0), period_start: null, period_end: null },
      lump_sum_amount: 250_000_000,
      submit_within_days: null,
      waiting_period_end: '2025-01-31',
      documents: [DOKTER, { ...LAB, required: true }, KTP],
    };
  }
  const documents = benefit === 'RAWAT_INAP' ? [KWITANSI, RINCIAN, RESUME, LAB] : [KWITANSI, LAB];
  // Rawat jalan as in the demo: a claim of Rp 650.000 still in process.
  const shared =
    benefit === 'RAWAT_JALAN' ? limit(20_000_000, 0, 650_000) : limit(500_000_000, 8_450_000, 0);
  return { ...base, limit: shared, documents };
}

export const banks: MasterReference['bank'] = [
  { bank_code: '002', bank_name: 'Bank Rakyat Indonesia (BRI)' },
  { bank_code: '008', bank_name: 'Bank Mandiri' },
  { bank_code: '009', bank_name: 'Bank Negara Indonesia (BNI)' },
  { bank_code: '014', bank_name: 'Bank Central Asia (BCA)' },
];

export const BANKS_CHECKED_ON = '2026-11-28';

export const masterReference: MasterReference = {
  ...getGetMasterReferenceResponseMock(),
  bank: banks,
  bank_checked_on: BANKS_CHECKED_ON,
};

export const partners: HospitalSummary[] = [
  ['RS310042', 'RS Sentosa Medika Tebet', 'Kota Administrasi Jakarta Selatan'],
  ['RS310071', 'RS Medika Cikini', 'Kota Administrasi Jakarta Pusat'],
  ['RS320015', 'RS Sentosa Medika Depok', 'Kota Depok'],
  ['RS310099', 'Klinik Medika Kemang', 'Kota Administrasi Jakarta Selatan'],
].map(([hospital_id, name, district_name]) => ({
  hospital_id: hospital_id!,
  name: name!,
  kind: name!.startsWith('Klinik') ? 'KLINIK' : 'RUMAH_SAKIT',
  address_line: 'Jl. Prof. Dr. Soepomo No. 45',
  district_name: district_name!,
  province_name: 'Daerah Khusus Ibukota Jakarta',
  phone: '+62218290011',
  services: ['RAWAT_INAP', 'RAWAT_JALAN'],
  latitude: -6.2297,
  longitude: 106.8531,
  distance_km: null,
  cashless_for_me: true,
}));
