// Premium payment data shaped like the server's answers for budi.santoso's policies (the
// demo data of server/seed): KS23000456 in its grace period with two unpaid bills and a
// paid portal payment, UL24000123 on autodebit without bills, an ended policy, and one
// payment per channel and status for the payment page. The policy list (the switcher's
// policies) is the contract's example with the ended policy added.
import { getListPoliciesResponseMock } from '../../../api/generated/endpoints/policy/policy.msw';
import type {
  Bill,
  Payment,
  PaymentMethodOption,
  PolicySummary,
  PremiumInfo,
} from '../../../api/generated/model';

const example = getListPoliciesResponseMock().data as [PolicySummary, PolicySummary];
/** UL24000123: unit link on autodebit, next due 15 December 2026 (the newest policy). */
export const unitLinkSummary: PolicySummary = example[0];
/** KS23000456: in its grace period, the October 2026 premium unpaid. */
export const healthSummary: PolicySummary = example[1];

export const endedSummary: PolicySummary = {
  policy_number: 'TL15000789',
  product_name: 'Sentosa Term Life Protector',
  product_type: 'TERM_LIFE',
  status: 'TERMINATED',
  status_desc: 'Berakhir',
  insured_name: 'Budi Santoso',
  start_date: '2015-01-10',
  sum_assured: 250000000,
  premium_amount: 350000,
  premium_frequency: 'MONTHLY',
  next_due_date: null,
  autodebit: false,
  has_health_card: false,
};

/** Budi's policies as GET /policy/list answers: newest first, KS23000456 in its grace period. */
export const budiPolicies: PolicySummary[] = [unitLinkSummary, healthSummary, endedSummary];

export const octoberBill: Bill = {
  bill_id: 'TG-KS23000456-202610',
  period_start: '2026-10-01',
  period_end: '2026-12-31',
  due_date: '2026-10-01',
  amount: 1250000,
  status: 'UNPAID',
  status_desc: 'Belum Dibayar',
  overdue: true,
  pending_payment_id: null,
};

export const januaryBill: Bill = {
  bill_id: 'TG-KS23000456-202701',
  period_start: '2027-01-01',
  period_end: '2027-03-31',
  due_date: '2027-01-01',
  amount: 1250000,
  status: 'UNPAID',
  status_desc: 'Belum Dibayar',
  overdue: false,
  pending_payment_id: null,
};

export const aprilBill: Bill = {
  ...januaryBill,
  bill_id: 'TG-KS23000456-202704',
  period_start: '2027-04-01',
  period_end: '2027-06-30',
  due_date: '2027-04-01',
};

const va = (method: PaymentMethodOption['method'], name: string): PaymentMethodOption => ({
  method,
  channel: 'VIRTUAL_ACCOUNT',
  name,
  min_amount: 10000,
  max_amount: 999999999,
  expiry_minutes: 1440,
});
const wallet = (method: PaymentMethodOption['method'], name: string): PaymentMethodOption => ({
  method,
  channel: 'EWALLET',
  name,
  min_amount: 1000,
  max_amount: 20000000,
  expiry_minutes: 15,
});

export const allMethods: PaymentMethodOption[] = [
  va('VA_BCA', 'BCA Virtual Account'),
  va('VA_MANDIRI', 'Mandiri Virtual Account'),
  va('VA_BNI', 'BNI Virtual Account'),
  va('VA_BRI', 'BRI Virtual Account'),
  va('VA_PERMATA', 'Permata Virtual Account'),
  {
    method: 'QRIS',
    channel: 'QRIS',
    name: 'QRIS',
    min_amount: 1000,
    max_amount: 10000000,
    expiry_minutes: 15,
  },
  wallet('GOPAY', 'GoPay'),
  { ...wallet('OVO', 'OVO'), max_amount: 2000000 },
  { ...wallet('DANA', 'DANA'), max_amount: 2000000 },
  wallet('SHOPEEPAY', 'ShopeePay'),
];

export const healthInfo: PremiumInfo = {
  policy_number: 'KS23000456',
  product_name: 'Sentosa Medika Keluarga',
  policy_status: 'GRACE_PERIOD',
  policy_status_desc: 'Masa Tenggang',
  premium_amount: 1250000,
  premium_frequency: 'QUARTERLY',
  next_due_date: '2026-10-01',
  grace_period_end: '2026-11-30',
  payment_method_on_file: 'Transfer Virtual Account BCA',
  autodebit: false,
  outstanding_amount: 2500000,
  bills: [octoberBill, januaryBill],
  payments: [
    {
      payment_id: 'PAY-20260702-M2X8D4QA',
      status: 'PAID',
      status_desc: 'Berhasil',
      method: 'VA_BCA',
      method_name: 'BCA Virtual Account',
      amount: 1250000,
      bill_ids: ['TG-KS23000456-202607'],
      created_at: '2026-07-02T09:12:44+07:00',
      expires_at: '2026-07-03T09:12:44+07:00',
      paid_at: '2026-07-02T09:20:05+07:00',
    },
  ],
  methods: allMethods,
};

/** The October bill is in a pending BCA payment (started in another tab). */
export const PENDING_ID = 'PAY-20261122-K7M3Q9XA';
export const healthInfoPending: PremiumInfo = {
  ...healthInfo,
  bills: [
    {
      ...octoberBill,
      status: 'PENDING_PAYMENT',
      status_desc: 'Menunggu Pembayaran',
      pending_payment_id: PENDING_ID,
    },
    januaryBill,
  ],
  payments: [
    {
      payment_id: PENDING_ID,
      status: 'PENDING',
      status_desc: 'Menunggu Pembayaran',
      method: 'VA_BCA',
      method_name: 'BCA Virtual Account',
      amount: 1250000,
      bill_ids: [octoberBill.bill_id],
      created_at: '2026-11-22T10:05:00+07:00',
      expires_at: '2026-11-23T10:05:00+07:00',
      paid_at: null,
    },
    ...healthInfo.payments,
  ],
};

export const unitLinkInfo: PremiumInfo = {
  policy_number: 'UL24000123',
  product_name: 'Sentosa Link Proteksi Maksima',
  policy_status: 'INFORCE',
  policy_status_desc: 'Aktif',
  premium_amount: 750000,
  premium_frequency: 'MONTHLY',
  next_due_date: '2026-12-15',
  grace_period_end: null,
  payment_method_on_file: 'Autodebet Kartu Kredit BCA',
  autodebit: true,
  outstanding_amount: 0,
  bills: [],
  payments: [],
  methods: allMethods,
};

export const endedInfo: PremiumInfo = {
  policy_number: 'TL15000789',
  product_name: 'Sentosa Term Life Protector',
  policy_status: 'TERMINATED',
  policy_status_desc: 'Berakhir',
  premium_amount: 350000,
  premium_frequency: 'MONTHLY',
  next_due_date: null,
  grace_period_end: null,
  payment_method_on_file: 'Transfer Virtual Account Mandiri',
  autodebit: false,
  outstanding_amount: 0,
  bills: [],
  payments: [],
  methods: allMethods,
};

export const infoByPolicy: Record<string, PremiumInfo> = {
  [healthInfo.policy_number]: healthInfo,
  [unitLinkInfo.policy_number]: unitLinkInfo,
  [endedInfo.policy_number]: endedInfo,
};

/** A pending BCA payment with 23 h 59 min left on the server's clock. */
export const vaPayment: Payment = {
  payment_id: PENDING_ID,
  policy_number: 'KS23000456',
  purpose: 'PREMIUM',
  purpose_desc: 'Pembayaran Premi',
  status: 'PENDING',
  status_desc: 'Menunggu Pembayaran',
  method: 'VA_BCA',
  method_name: 'BCA Virtual Account',
  channel: 'VIRTUAL_ACCOUNT',
  amount: 1250000,
  bills: [
    {
      bill_id: octoberBill.bill_id,
      period_start: octoberBill.period_start,
      period_end: octoberBill.period_end,
      due_date: octoberBill.due_date,
      amount: octoberBill.amount,
    },
  ],
  top_up: null,
  created_at: '2026-11-22T10:05:00+07:00',
  expires_at: '2026-11-23T10:05:00+07:00',
  paid_at: null,
  ended_at: null,
  va_number: '3935800081234567',
  qr_string: null,
  checkout_url: null,
  receipt_number: null,
  failure_reason: null,
  server_time: '2026-11-22T10:06:00+07:00',
};

export const mandiriPayment: Payment = {
  ...vaPayment,
  payment_id: 'PAY-20261122-MDR4U7ZC',
  method: 'VA_MANDIRI',
  method_name: 'Mandiri Virtual Account',
  va_number: '8930800012345678',
};

const QRIS_PAYLOAD =
  '00020101021226610016ID.CO.SENTOSA.WWW01189360091100000012340215ASJS000001234560303UMI' +
  '51440014ID.CO.QRIS.WWW0215ID10243456789010303UMI5204630053033605407125000058' +
  '02ID5921ASURANSI JIWA SENTOSA6015JAKARTA SELATAN61051219062280524PAY2026112' +
  '2QR7H2K9M6304A1B2';

/** QRIS, 12 minutes left. */
export const qrisPayment: Payment = {
  ...vaPayment,
  payment_id: 'PAY-20261122-QR7H2K9M',
  method: 'QRIS',
  method_name: 'QRIS',
  channel: 'QRIS',
  expires_at: '2026-11-22T10:20:00+07:00',
  server_time: '2026-11-22T10:08:00+07:00',
  va_number: null,
  qr_string: QRIS_PAYLOAD,
};

/** GoPay, 4 minutes left (ending soon). */
export const gopayPayment: Payment = {
  ...vaPayment,
  payment_id: 'PAY-20261122-GP3N8W2D',
  method: 'GOPAY',
  method_name: 'GoPay',
  channel: 'EWALLET',
  expires_at: '2026-11-22T10:20:00+07:00',
  server_time: '2026-11-22T10:16:00+07:00',
  va_number: null,
  checkout_url: 'https://sandbox.gateway.example/gopay/checkout?ref=PAY-20261122-GP3N8W2D',
};

export const paidPayment: Payment = {
  ...vaPayment,
  status: 'PAID',
  status_desc: 'Berhasil',
  paid_at: '2026-11-22T10:12:31+07:00',
  receipt_number: 'BKT-2026-000123',
  server_time: '2026-11-22T10:12:35+07:00',
};

export const expiredPayment: Payment = {
  ...vaPayment,
  status: 'EXPIRED',
  status_desc: 'Kedaluwarsa',
  ended_at: '2026-11-23T10:05:00+07:00',
  server_time: '2026-11-23T10:05:02+07:00',
};

export const failedPayment: Payment = {
  ...gopayPayment,
  status: 'FAILED',
  status_desc: 'Gagal',
  ended_at: '2026-11-22T10:17:10+07:00',
  failure_reason: 'Saldo GoPay tidak mencukupi.',
};

export const cancelledPayment: Payment = {
  ...vaPayment,
  status: 'CANCELLED',
  status_desc: 'Dibatalkan',
  ended_at: '2026-11-22T10:09:30+07:00',
  server_time: '2026-11-22T10:09:30+07:00',
};
