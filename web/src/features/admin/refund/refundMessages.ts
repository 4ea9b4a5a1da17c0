// Every text of the staff's refund desk (Indonesian): the admin home's card, the queue, one
// case and its two actions. The page titles: titles.ts; the reconciliation page's texts:
// reconciliationMessages.ts.
import type { RefundAction, RefundEventAction, RefundStatus } from '../../../api/generated/model';

/** The queue's tabs: what waits first, then what is done. */
export const REFUND_STATUSES: readonly RefundStatus[] = [
  'OPEN',
  'PROCESSING',
  'REFUNDED',
  'REJECTED',
];

/** Done: nothing waits any more (the queue shows how long ago). */
export const CLOSED_REFUND_STATUSES: readonly RefundStatus[] = ['REFUNDED', 'REJECTED'];

/**
 * The queue's tab names: short on purpose, beside the case's own status in the contract's longer
 * words (status_desc, e.g. 'Menunggu keputusan' and 'Diproses payment gateway').
 */
export const refundStatusNames: Record<RefundStatus, string> = {
  OPEN: 'Menunggu',
  PROCESSING: 'Diproses',
  REFUNDED: 'Dikembalikan',
  REJECTED: 'Ditolak',
};

/**
 * The portal payment's status words (payment_status), the raw code for one not listed. Staff's
 * words, not the customer's PaymentStatus labels of the contract: they include the server's
 * CREATING, and a settled payment is 'Lunas' here where the customer reads 'Berhasil'.
 */
export const paymentStatusNames: Record<string, string> = {
  CREATING: 'Sedang dibuat',
  PENDING: 'Menunggu pembayaran',
  PAID: 'Lunas',
  EXPIRED: 'Kedaluwarsa',
  FAILED: 'Gagal',
  CANCELLED: 'Dibatalkan',
};

/** How the payer paid at the gateway (payment_method), the raw code for one not listed. */
export const paymentMethodNames: Record<string, string> = {
  VA_BCA: 'BCA Virtual Account',
  VA_MANDIRI: 'Mandiri Virtual Account',
  VA_BNI: 'BNI Virtual Account',
  VA_BRI: 'BRI Virtual Account',
  VA_PERMATA: 'Permata Virtual Account',
  QRIS: 'QRIS',
  GOPAY: 'GoPay',
  OVO: 'OVO',
  DANA: 'DANA',
  SHOPEEPAY: 'ShopeePay',
};

export const refundMessages = {
  desk: {
    title: 'Pengembalian Dana',
    waiting: (n: number) =>
      n === 0
        ? 'Tidak ada dana yang menunggu dikembalikan.'
        : `${n} kasus pengembalian dana menunggu keputusan petugas.`,
    loading: 'Menghitung kasus yang menunggu…',
    error: 'Jumlah kasus pengembalian dana tidak dapat dimuat saat ini.',
    open: 'Lihat antrean pengembalian dana',
  },

  queue: {
    intro:
      'Uang yang diterima payment gateway tetapi tidak dapat dibukukan: tagihannya sudah dibayar dengan pembayaran lain, pembayarannya sudah berakhir, atau pesanannya tidak tercatat di portal. Yang paling lama menunggu lebih dulu.',
    tabs: 'Status pengembalian dana',
    countUnit: 'kasus',
    caption: (status: string) => `Kasus berstatus ${status}`,
    count: (n: number) => `${n} kasus`,
    refund: 'Kasus',
    payer: 'Pembayar',
    unknownPayer: 'Pembayar tidak diketahui',
    policy: (number: string) => `Polis ${number}`,
    noPolicy: 'Tidak tercatat di portal',
    reason: 'Alasan',
    amount: 'Jumlah',
    open: 'Periksa',
    openLabel: (number: string, payer: string) => `Periksa kasus ${number}, ${payer}`,
    loading: 'Memuat antrean pengembalian dana…',
    error: 'Antrean pengembalian dana tidak dapat dimuat saat ini.',
    empty: {
      OPEN: 'Tidak ada dana yang menunggu keputusan.',
      PROCESSING: 'Tidak ada pengembalian yang sedang diproses payment gateway.',
      REFUNDED: 'Belum ada dana yang dikembalikan.',
      REJECTED: 'Belum ada kasus yang ditolak.',
    } satisfies Record<RefundStatus, string>,
    pastLastPage: 'Halaman ini tidak berisi kasus.',
    pagination: 'Halaman antrean pengembalian dana',
  },

  review: {
    back: 'Kembali ke antrean pengembalian dana',
    headingPrefix: 'Pengembalian Dana',
    loading: 'Memuat kasus pengembalian dana…',
    error: 'Kasus pengembalian dana tidak dapat dimuat saat ini.',
    missing: 'Nomor kasus pengembalian dana tidak valid.',
    actions: 'Tindakan',
    noActions: 'Tidak ada tindakan petugas pada status ini.',
    processing:
      'Permintaan pengembalian sudah diterima payment gateway. Halaman ini diperbarui sendiri saat gateway memberi tahu dana sudah dikembalikan.',
    stuck:
      'Permintaan pengembalian belum dijawab payment gateway. Minta lagi bila perlu: gateway mengembalikan dana kasus ini sekali saja.',
    money: 'Dana yang diterima',
    amount: 'Jumlah',
    reason: 'Alasan',
    receivedAt: 'Diterima gateway',
    openedAt: 'Kasus dibuka',
    updated: 'Perubahan terakhir',
    payment: 'Pesanan dan pembayaran',
    orderId: 'Nomor pesanan',
    gatewayTxn: 'Transaksi gateway',
    method: 'Cara bayar',
    paymentStatus: 'Status pembayaran portal',
    noPayment: 'Tidak tercatat di portal',
    payer: 'Pembayar',
    name: 'Nama',
    email: 'Email',
    policy: 'Polis',
    noPolicy: 'Tidak tercatat di portal',
    unknown: 'Tidak diketahui',
    refunded: 'Dana dikembalikan',
    requested: 'Pengembalian diminta',
    refundId: 'Referensi pengembalian gateway',
    refundedAt: 'Dikembalikan',
    rejection: 'Alasan penolakan',
    history: 'Riwayat kasus',
    by: (actor: string) => `oleh ${actor}`,
    none: '–',
    conflictReloaded: 'Kasus dimuat ulang dengan status terbaru.',
  },

  actions: {
    buttons: {
      REFUND: 'Kembalikan dana',
      REJECT: 'Tolak',
    } satisfies Record<RefundAction, string>,
    refund: {
      title: 'Kembalikan dana?',
      message: (amount: string, payer: string) =>
        `${amount} dikembalikan kepada ${payer} lewat payment gateway, ke sumber dana yang dipakai membayar.`,
      unknownPayer: 'pembayar yang tidak diketahui',
      facts: 'Yang dikembalikan',
      once: 'Gateway mengembalikan sekali saja, juga bila permintaan diulang. Tindakan dicatat atas nama Anda dan nasabah diberi tahu lewat email.',
      ok: 'Ya, kembalikan dana',
      done: (number: string, amount: string) => `Dana ${amount} kasus ${number} dikembalikan.`,
      processing: (number: string) =>
        `Permintaan pengembalian kasus ${number} diterima payment gateway; menunggu konfirmasinya.`,
    },
    reject: {
      title: 'Tolak pengembalian dana',
      intro:
        'Kasus ditutup tanpa pengembalian lewat portal, misalnya karena dana sudah dikembalikan lewat transfer bank atau diteruskan ke bagian keuangan.',
      label: 'Alasan penolakan',
      hint: (min: number, max: number) => `${min} sampai ${max} karakter.`,
      required: 'Isi alasan penolakan.',
      short: (min: number) => `Alasan penolakan paling sedikit ${min} karakter.`,
      long: (max: number) => `Alasan penolakan paling banyak ${max} karakter.`,
      chars:
        'Tulis alasan penolakan dalam satu paragraf, tanpa baris baru, tab atau karakter kontrol lain.',
      submit: 'Tolak kasus',
      done: (number: string) => `Kasus ${number} ditolak; dana tidak dikembalikan lewat portal.`,
    },
  },
} as const;

/** The history's marks: what each step did to the case (the colour is never the only sign). */
export const eventVariants: Record<RefundEventAction, string> = {
  OPENED: 'text-bg-info',
  REFUND_REQUESTED: 'text-bg-primary',
  REFUND_FAILED: 'text-bg-warning',
  REFUNDED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
};
