// Every text of the transaction history screen (Indonesian).
import { transactionTypeLabels } from '../../api/generated/labels/transactionType';
import { titles } from './titles';
import type { Period } from './periods';

export const messages = {
  pageTitle: titles.pageTitle,

  filters: {
    heading: 'Saring transaksi',
    period: 'Periode',
    type: 'Jenis transaksi',
    allTypes: 'Semua jenis',
    custom: 'Pilih tanggal',
    from: 'Tanggal awal',
    to: 'Tanggal akhir',
    apply: 'Tampilkan',
    range: (from: string, to: string) => `${from} – ${to}`,
  },

  validation: {
    fromRequired: 'Isi tanggal awal.',
    toRequired: 'Isi tanggal akhir.',
    invalidDate: 'Tanggal tidak valid.',
    fromAfterTo: 'Tanggal awal tidak boleh setelah tanggal akhir.',
    tooLong: 'Periode riwayat transaksi paling panjang 5 tahun.',
  },

  list: {
    heading: 'Daftar transaksi',
    count: (n: number) => `${n} transaksi`,
    loading: 'Memuat riwayat transaksi…',
    error: 'Riwayat transaksi tidak dapat dimuat saat ini.',
    date: 'Tanggal (WIB)',
    type: 'Jenis',
    description: 'Keterangan',
    channel: 'Saluran',
    amount: 'Jumlah',
    openDetail: (description: string, date: string) => `Detail: ${description}, ${date}`,
    emptyPeriod: 'Belum ada transaksi pada periode ini.',
    emptyPeriodHint: 'Coba pilih periode yang lebih panjang.',
    emptyFiltered: (type: string) => `Tidak ada transaksi ${type} pada periode ini.`,
    clearFilter: 'Hapus filter',
    pastLastPage: 'Halaman ini tidak berisi transaksi.',
    backToPolicies: 'Kembali ke Data Polis',
  },

  kycHistory: 'Lihat Riwayat Pengajuan Pengkinian Data',

  pagination: {
    label: 'Halaman riwayat transaksi',
  },

  detail: {
    title: 'Detail Transaksi',
    close: 'Tutup',
    loading: 'Memuat detail transaksi…',
    error: 'Detail transaksi tidak dapat dimuat saat ini.',
    number: 'Nomor transaksi',
    type: 'Jenis',
    date: 'Tanggal',
    amount: 'Jumlah',
    channel: 'Saluran',
    reference: 'Nomor referensi',
    payment: 'Nomor pembayaran',
    period: 'Periode pertanggungan',
    policy: 'Nomor polis',
    breakdown: 'Rincian',
    breakdownItem: 'Uraian',
    breakdownAmount: 'Jumlah',
    total: 'Total',
    notes: 'Catatan',
    flowIn: 'Diterima nasabah',
    flowOut: 'Dibayar atau dipotong',
    flowInternal: 'Dialihkan antardana di dalam polis',
    receipt: 'Unduh Bukti Pembayaran (PDF)',
    receiptBusy: 'Mengunduh bukti pembayaran…',
    receiptSaved: (name: string) => `Bukti pembayaran disimpan sebagai ${name}.`,
    receiptError: 'Bukti pembayaran tidak dapat diunduh saat ini.',
  },

  notAvailable: '–',
} as const;

export const periodLabels: Record<Period, string> = {
  '30d': '30 hari terakhir',
  '3m': '3 bulan terakhir',
  '6m': '6 bulan terakhir',
  '12m': '12 bulan terakhir',
  custom: messages.filters.custom,
};

export const typeLabels = transactionTypeLabels;
