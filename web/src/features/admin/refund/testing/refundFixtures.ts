// The staff's refund desk as the tests and stories see it: six cases, at least one in each
// status. Budi Santoso's late virtual account transfer for a bill his newer payment had paid
// (Menunggu, the oldest waiting), Siti Rahma's QRIS money for a payment that had expired
// (Menunggu), money the reconciliation found for an order the portal never recorded
// (Menunggu, no policy, no portal payment), Rina Kartika's refund asked of the gateway
// (Diproses), Dewi Lestari's refunded after the gateway once refused (Dikembalikan) and Agus
// Salim's given back by bank transfer outside the portal (Ditolak). "Now" is 24 November 2026,
// 13.40 WIB (REVIEW_NOW of fixtures.ts).
import { refundStatusLabels } from '../../../../api/generated/labels/refundStatus';
import type { RefundDetail, RefundEvent, RefundStatus } from '../../../../api/generated/model';

export { REVIEW_NOW } from '../../pengkinian/testing/fixtures';

export const REFUND_STAFF = 'admin.portal';
export const BUDI_REFUND = 'RFD-2026-000042';
export const SITI_REFUND = 'RFD-2026-000043';
export const UNKNOWN_REFUND = 'RFD-2026-000044';
export const RINA_REFUND = 'RFD-2026-000039';
export const DEWI_REFUND = 'RFD-2026-000031';
export const AGUS_REFUND = 'RFD-2026-000027';

/** The server's words (server/refund/messages.py). */
export const REASONS = {
  BILLS_TAKEN: 'Tagihan sudah dibayar atau sedang dibayar dengan pembayaran lain.',
  PAYMENT_ENDED: 'Pembayaran sudah berakhir (dibatalkan, gagal atau kedaluwarsa).',
  UNKNOWN_PAYMENT: 'Pesanan tidak tercatat di portal.',
} as const;

export const REJECTION =
  'Dana sudah dikembalikan lewat transfer bank ke rekening nasabah pada 21 November 2026.';

export const event = (
  action: RefundEvent['action'],
  at: string,
  actor: string,
  note: string | null = null,
): RefundEvent => ({ action, action_desc: eventNames[action], actor, at, note });

export const eventNames: Record<RefundEvent['action'], string> = {
  OPENED: 'Kasus dibuka',
  REFUND_REQUESTED: 'Pengembalian diminta ke payment gateway',
  REFUND_FAILED: 'Payment gateway tidak memproses pengembalian',
  REFUNDED: 'Dana dikembalikan',
  REJECTED: 'Ditolak petugas',
};

const statusDesc = refundStatusLabels;
/** A case's status in the server's words (status_desc). */
export const refundStatusDesc = (status: RefundStatus) => statusDesc[status];

interface Case {
  number: string;
  status: RefundStatus;
  reason: RefundDetail['refund']['reason'];
  amount: number;
  order: string;
  txn: string;
  policy: string | null;
  name: string | null;
  email: string | null;
  paymentStatus: string | null;
  method: string | null;
  received: string;
  updated?: string;
  events: RefundEvent[];
  refundId?: string;
  refundedAt?: string;
  rejection?: string;
}

function refundCase(c: Case): RefundDetail {
  const opened = c.events[0]!.at;
  return {
    refund: {
      refund_number: c.number,
      status: c.status,
      status_desc: refundStatusDesc(c.status),
      reason: c.reason,
      reason_desc: REASONS[c.reason],
      amount: c.amount,
      order_id: c.order,
      gateway_txn_id: c.txn,
      policy_number: c.policy,
      customer_name: c.name,
      received_at: c.received,
      created_at: opened,
      updated_at: c.updated ?? c.events.at(-1)!.at,
    },
    payment_status: c.paymentStatus,
    payment_method: c.method,
    customer_email: c.email,
    refund_id: c.refundId ?? null,
    refunded_at: c.refundedAt ?? null,
    rejection_reason: c.rejection ?? null,
    events: c.events,
    allowed_actions: c.status === 'OPEN' ? ['REFUND', 'REJECT'] : [],
  };
}

export const budiRefund = refundCase({
  number: BUDI_REFUND,
  status: 'OPEN',
  reason: 'BILLS_TAKEN',
  amount: 1_250_000,
  order: 'PAY-20261120-K7M3Q9XA',
  txn: 'sbx_9d41c7e2a8f64b03',
  policy: 'KS23000456',
  name: 'Budi Santoso',
  email: 'budi.santoso@gmail.com',
  paymentStatus: 'CANCELLED',
  method: 'VA_BCA',
  received: '2026-11-20T03:20:05Z',
  events: [
    event(
      'OPENED',
      '2026-11-20T03:20:06Z',
      'payment-gateway',
      'Uang diterima untuk pembayaran yang sudah dibatalkan; tagihannya sudah dibayar atau ditahan oleh PAY-20261120-Q2W8E4RT.',
    ),
  ],
});

export const sitiRefund = refundCase({
  number: SITI_REFUND,
  status: 'OPEN',
  reason: 'PAYMENT_ENDED',
  amount: 450_000,
  order: 'PAY-20261123-T5N8B2LC',
  txn: 'sbx_0f6a2d9c41e87b35',
  policy: 'KS24001187',
  name: 'Siti Rahma',
  email: 'siti.rahma@yahoo.co.id',
  paymentStatus: 'EXPIRED',
  method: 'QRIS',
  received: '2026-11-23T09:02:44Z',
  events: [
    event(
      'OPENED',
      '2026-11-23T09:02:45Z',
      'payment-gateway',
      'Uang diterima untuk pembayaran yang sudah kedaluwarsa; tagihannya belum dibayar.',
    ),
  ],
});

export const unknownRefund = refundCase({
  number: UNKNOWN_REFUND,
  status: 'OPEN',
  reason: 'UNKNOWN_PAYMENT',
  amount: 215_000,
  order: 'PAY-20261124-Z8D2K4WQ',
  txn: 'sbx_5b7e1c3a9d20f648',
  policy: null,
  name: null,
  email: null,
  paymentStatus: null,
  method: 'VA_MANDIRI',
  received: '2026-11-24T02:55:10Z',
  events: [
    event(
      'OPENED',
      '2026-11-24T03:00:01Z',
      'rekonsiliasi',
      'Ditemukan rekonsiliasi: uang diterima payment gateway untuk pesanan PAY-20261124-Z8D2K4WQ yang tidak tercatat di portal.',
    ),
  ],
});

export const rinaRefund = refundCase({
  number: RINA_REFUND,
  status: 'PROCESSING',
  reason: 'BILLS_TAKEN',
  amount: 760_000,
  order: 'PAY-20261118-R3K9M1PX',
  txn: 'sbx_77c2e9a04b1d5f36',
  policy: 'JW26000874',
  name: 'Rina Kartika',
  email: 'rina.kartika@gmail.com',
  paymentStatus: 'CANCELLED',
  method: 'GOPAY',
  received: '2026-11-18T07:41:12Z',
  refundId: 'rfd_2c8e41f07a9b3d65',
  events: [
    event('OPENED', '2026-11-18T07:41:13Z', 'payment-gateway'),
    event('REFUND_REQUESTED', '2026-11-24T05:12:30Z', REFUND_STAFF),
  ],
});

export const dewiRefund = refundCase({
  number: DEWI_REFUND,
  status: 'REFUNDED',
  reason: 'PAYMENT_ENDED',
  amount: 535_000,
  order: 'PAY-20261110-D4W7L2QE',
  txn: 'sbx_1e9b6d0c3f58a247',
  policy: 'JW26000611',
  name: 'Dewi Lestari',
  email: 'dewi.lestari@gmail.com',
  paymentStatus: 'FAILED',
  method: 'VA_BNI',
  received: '2026-11-10T02:15:00Z',
  refundId: 'rfd_9a0d3e57c1b24f86',
  refundedAt: '2026-11-12T04:01:09Z',
  events: [
    event('OPENED', '2026-11-10T02:15:01Z', 'payment-gateway'),
    event(
      'REFUND_FAILED',
      '2026-11-12T03:58:40Z',
      REFUND_STAFF,
      'Payment gateway tidak menjawab; dana belum dikembalikan. Silakan coba beberapa saat lagi.',
    ),
    event('REFUND_REQUESTED', '2026-11-12T04:01:07Z', REFUND_STAFF),
    event(
      'REFUNDED',
      '2026-11-12T04:01:09Z',
      'payment-gateway',
      'Referensi pengembalian rfd_9a0d3e57c1b24f86.',
    ),
  ],
});

export const agusRefund = refundCase({
  number: AGUS_REFUND,
  status: 'REJECTED',
  reason: 'BILLS_TAKEN',
  amount: 215_000,
  order: 'PAY-20261105-A9S2L6UM',
  txn: 'sbx_4f3c8b2e6a17d095',
  policy: 'TL26000912',
  name: 'Agus Salim',
  email: 'agus.salim79@yahoo.co.id',
  paymentStatus: 'CANCELLED',
  method: 'VA_BRI',
  received: '2026-11-05T08:30:00Z',
  rejection: REJECTION,
  events: [
    event('OPENED', '2026-11-05T08:30:01Z', 'payment-gateway'),
    event('REJECTED', '2026-11-21T02:10:00Z', REFUND_STAFF, REJECTION),
  ],
});

export const demoRefunds: RefundDetail[] = [
  budiRefund,
  sitiRefund,
  unknownRefund,
  rinaRefund,
  dewiRefund,
  agusRefund,
];
