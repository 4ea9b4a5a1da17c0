// The demo customer's transaction history as the server seeds it (server/seed/
// demo_billing.py, to 22 November 2026): KS23000456 (family health: quarterly premiums,
// one paid through the portal, two claim payouts, a card reissue fee) and UL24000123 (unit
// link: twelve monthly premiums with administration and insurance charges, two top-ups and
// a withdrawal; 39 rows). Numbers follow the seed: TRX-<WIB date>-<sequence from 100401>
// over both policies in time order. Used by tests and stories.
import { transactionTypeLabels } from '../../../api/generated/labels/transactionType';
import type { Transaction, TransactionDetail, TransactionType } from '../../../api/generated/model';

/** The day the demo data ends; stories and tests use it as "today". */
export const DEMO_TODAY = '2026-11-22';

export const UL = 'UL24000123';
export const KS = 'KS23000456';
export const KS_PORTAL_PAYMENT = 'PAY-20260702-M2X8D4QA';

const MONTHS = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** A Jakarta wall-clock time as the API writes it. */
const wib = (y: number, m: number, d: number, hh = 9, mm = 0, ss = 0) =>
  `${iso(y, m, d)}T${pad(hh)}:${pad(mm)}:${pad(ss)}+07:00`;
const tanggal = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
};
/** The day before the same day `months` later: the end of a premium period. */
function periodEnd(y: number, m: number, d: number, months: number): string {
  const end = new Date(Date.UTC(y, m - 1 + months, d - 1));
  return end.toISOString().slice(0, 10);
}

const typeDesc = transactionTypeLabels;
const flowOf = (type: TransactionType) =>
  type === 'FUND_SWITCH'
    ? ('INTERNAL' as const)
    : type === 'WITHDRAWAL' || type === 'CLAIM_PAYOUT' || type === 'REFUND'
      ? ('IN' as const)
      : ('OUT' as const);

type Seed = Pick<TransactionDetail, 'policy_number' | 'type' | 'amount' | 'occurred_at'> &
  Partial<
    Pick<
      TransactionDetail,
      'description' | 'channel' | 'reference_number' | 'period_start' | 'period_end'
    >
  > & {
    description: string;
    payment_id?: string;
    breakdown?: [string, number][];
    notes?: string;
  };

function ksPremium(y: number, m: number, paidAt: string, channel: string, ref: string): Seed {
  const start = iso(y, m, 1);
  const end = periodEnd(y, m, 1, 3);
  return {
    policy_number: KS,
    type: 'PREMIUM_PAYMENT',
    amount: 1_250_000,
    occurred_at: paidAt,
    description: `Premi triwulanan periode ${tanggal(start)} - ${tanggal(end)}`,
    channel,
    reference_number: ref,
    period_start: start,
    period_end: end,
    breakdown: [['Premi dasar Plan Gold (3 tertanggung)', 1_250_000]],
  };
}

const KS_SEEDS: Seed[] = [
  ksPremium(
    2026,
    1,
    wib(2025, 12, 29, 19, 42),
    'Transfer Virtual Account BCA',
    'VA-BCA-20251229-55102',
  ),
  {
    policy_number: KS,
    type: 'CLAIM_PAYOUT',
    amount: 8_450_000,
    occurred_at: wib(2026, 2, 18, 14, 30),
    description: 'Klaim rawat inap Dimas Santoso - RS Pondok Indah',
    channel: 'Transfer ke Rekening BCA ****4521',
    reference_number: 'KLM-2026-000341',
    breakdown: [
      ['Biaya kamar 4 hari', 4_000_000],
      ['Biaya dokter dan tindakan', 3_650_000],
      ['Obat-obatan', 1_550_000],
      ['Tidak dijamin (biaya administrasi rumah sakit)', -750_000],
    ],
    notes: 'Demam berdarah dengue, rawat inap 12-15 Februari 2026.',
  },
  ksPremium(
    2026,
    4,
    wib(2026, 4, 3, 12, 5),
    'Transfer Virtual Account BCA',
    'VA-BCA-20260403-71822',
  ),
  {
    ...ksPremium(
      2026,
      7,
      wib(2026, 7, 2, 9, 20, 5),
      'BCA Virtual Account (Portal TManKu)',
      'sbx_3c1f8e2a9b7d4a61',
    ),
    payment_id: KS_PORTAL_PAYMENT,
  },
  {
    policy_number: KS,
    type: 'FEE',
    amount: 25_000,
    occurred_at: wib(2026, 7, 6, 10, 15),
    description: 'Biaya cetak ulang kartu kesehatan (AAA card) Rina Santoso',
    notes: 'Kartu lama hilang; kartu baru berlaku sampai 30 Juni 2027.',
  },
  {
    policy_number: KS,
    type: 'CLAIM_PAYOUT',
    amount: 1_275_000,
    occurred_at: wib(2026, 9, 5, 11, 0),
    description: 'Klaim rawat jalan Rina Santoso - Klinik Tebet Medika',
    channel: 'Transfer ke Rekening BCA ****4521',
    reference_number: 'KLM-2026-000977',
    breakdown: [
      ['Konsultasi dokter spesialis', 450_000],
      ['Obat-obatan', 825_000],
    ],
  },
];

const unitsNote = 'Dipotong dari nilai investasi (unit) polis.';

function ulMonth(y: number, m: number): Seed[] {
  const start = iso(y, m, 15);
  const end = periodEnd(y, m, 15, 1);
  return [
    {
      policy_number: UL,
      type: 'PREMIUM_PAYMENT',
      amount: 750_000,
      occurred_at: wib(y, m, 15, 7, 2, 11),
      description: `Premi bulanan periode ${tanggal(start)} - ${tanggal(end)}`,
      channel: 'Autodebet Kartu Kredit BCA',
      reference_number: `AD-BCA-${start.replaceAll('-', '')}-${pad((m * 7919) % 100000, 5)}`,
      period_start: start,
      period_end: end,
      breakdown: [
        ['Premi dasar', 550_000],
        ['Premi asuransi tambahan', 200_000],
      ],
    },
    {
      policy_number: UL,
      type: 'FEE',
      amount: 27_500,
      occurred_at: wib(y, m, 15, 23, 50),
      description: 'Biaya administrasi bulanan',
      notes: unitsNote,
    },
    {
      policy_number: UL,
      type: 'FEE',
      amount: 186_400,
      occurred_at: wib(y, m, 15, 23, 55),
      description: 'Biaya asuransi (cost of insurance) bulanan',
      breakdown: [
        ['Asuransi dasar', 102_400],
        ['Sentosa Critical Illness 100', 56_000],
        ['Sentosa Hospital Cash Plus', 14_500],
        ['Sentosa Kecelakaan Diri', 13_500],
      ],
      notes: unitsNote,
    },
  ];
}

const UL_SEEDS: Seed[] = [
  ...Array.from({ length: 12 }, (_, i) =>
    ulMonth(2025 + Math.floor((11 + i) / 12), ((11 + i) % 12) + 1),
  ).flat(),
  {
    policy_number: UL,
    type: 'TOP_UP',
    amount: 5_000_000,
    occurred_at: wib(2026, 3, 20, 16, 45),
    description: 'Top-up premi tunggal ke Sentosa Equity Fund',
    channel: 'Transfer Virtual Account BCA',
    reference_number: 'VA-BCA-20260320-20811',
    breakdown: [
      ['Alokasi investasi (95%)', 4_750_000],
      ['Biaya top-up (5%)', 250_000],
    ],
  },
  {
    policy_number: UL,
    type: 'WITHDRAWAL',
    amount: 3_000_000,
    occurred_at: wib(2026, 6, 10, 13, 20),
    description: 'Penarikan sebagian nilai investasi',
    channel: 'Transfer ke Rekening BCA ****4521',
    reference_number: 'WD-2026-004415',
    breakdown: [
      ['Nilai unit yang dijual', 3_050_000],
      ['Biaya penarikan', -50_000],
    ],
    notes: 'Biaya sekolah Dimas.',
  },
  {
    policy_number: UL,
    type: 'TOP_UP',
    amount: 2_500_000,
    occurred_at: wib(2026, 8, 17, 10, 5),
    description: 'Top-up premi tunggal ke Sentosa Balanced Fund',
    channel: 'Transfer Virtual Account Mandiri',
    reference_number: 'VA-MDR-20260817-66120',
    breakdown: [
      ['Alokasi investasi (95%)', 2_375_000],
      ['Biaya top-up (5%)', 125_000],
    ],
  },
];

const FIRST_SEQUENCE = 100_401;

/** Every transaction of both policies in full, oldest first (the seed's order). */
export const allDetails: TransactionDetail[] = [...KS_SEEDS, ...UL_SEEDS]
  .sort((a, b) => Date.parse(a.occurred_at) - Date.parse(b.occurred_at))
  .map((seed, index) => ({
    transaction_id: `TRX-${seed.occurred_at.slice(0, 10).replaceAll('-', '')}-${pad(FIRST_SEQUENCE + index, 6)}`,
    policy_number: seed.policy_number,
    type: seed.type,
    type_desc: typeDesc[seed.type],
    flow: flowOf(seed.type),
    amount: seed.amount,
    occurred_at: seed.occurred_at,
    description: seed.description,
    channel: seed.channel ?? null,
    reference_number: seed.reference_number ?? null,
    period_start: seed.period_start ?? null,
    period_end: seed.period_end ?? null,
    payment_id: seed.payment_id ?? null,
    breakdown: (seed.breakdown ?? []).map(([label, amount]) => ({ label, amount })),
    notes: seed.notes ?? null,
  }));

/** A list row of a detail. */
export function toRow(detail: TransactionDetail): Transaction {
  const { transaction_id, type, type_desc, flow, amount, occurred_at, description, channel } =
    detail;
  return { transaction_id, type, type_desc, flow, amount, occurred_at, description, channel };
}

/** One policy's transactions, newest first. */
export const historyOf = (policyNumber: string) =>
  allDetails.filter((t) => t.policy_number === policyNumber).reverse();

const find = (predicate: (t: TransactionDetail) => boolean) => {
  const found = allDetails.find(predicate);
  if (!found) throw new Error('fixture missing');
  return found;
};

/** Examples the tests and stories open. */
export const ulPremium = find((t) => t.policy_number === UL && t.type === 'PREMIUM_PAYMENT');
export const ulWithdrawal = find((t) => t.type === 'WITHDRAWAL');
export const ksClaim = find((t) => t.reference_number === 'KLM-2026-000341');
export const ksPortalPremium = find((t) => t.payment_id === KS_PORTAL_PAYMENT);
export const ksFee = find((t) => t.policy_number === KS && t.type === 'FEE');

/**
 * Money of a late transfer for the bill another payment had paid, given back through the
 * gateway (refund case RFD-2026-000042): 'Dana dikembalikan', flow IN, the gateway's refund
 * reference, the payment whose money it was. Not in the seed's history: tests and stories add
 * it.
 */
export const ksRefund: TransactionDetail = {
  transaction_id: 'TRX-20261122-100444',
  policy_number: KS,
  type: 'REFUND',
  type_desc: typeDesc.REFUND,
  flow: 'IN',
  amount: 1_250_000,
  occurred_at: wib(2026, 11, 22, 14, 5, 12),
  description: 'Dana dikembalikan PAY-20261122-K7M3Q9XA',
  channel: 'BCA Virtual Account',
  reference_number: 'rfd_4be1c09d7a2f3e58',
  period_start: null,
  period_end: null,
  payment_id: 'PAY-20261122-K7M3Q9XA',
  breakdown: [],
  notes: null,
};

/**
 * A fund switch of the unit link, priced on 20 November 2026: money moved between its funds,
 * neither paid nor received (flow INTERNAL), with the fee and the amount invested. Not in the
 * seed's history: tests and stories add it.
 */
export const ulSwitch: TransactionDetail = {
  transaction_id: 'TRX-20261120-100512',
  policy_number: UL,
  type: 'FUND_SWITCH',
  type_desc: typeDesc.FUND_SWITCH,
  flow: 'INTERNAL',
  amount: 5_845_306,
  occurred_at: wib(2026, 11, 20, 18, 0, 4),
  description: 'Pengalihan dana SW-20261120-OAIXQ65K',
  channel: null,
  reference_number: 'SW-20261120-OAIXQ65K',
  period_start: null,
  period_end: null,
  payment_id: null,
  breakdown: [
    { label: 'Biaya pengalihan', amount: 0 },
    { label: 'Dibelikan unit dana tujuan', amount: 5_845_306 },
  ],
  notes:
    'Dialihkan dengan harga unit (NAB) tanggal 20 November 2026: Sentosa Equity Fund ke Sentosa Balanced Fund 100%.',
};
