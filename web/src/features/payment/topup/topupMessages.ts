// Texts of 'Top Up' (Indonesian), apart from the premium payment's messages.ts so the other
// payment pages do not carry them. The page title is in ../titles.ts.
import { formatRupiah } from '../../../components/format';

export const topupMessages = {
  intro:
    'Tambahkan dana ke polis unit link Anda. Top up dibelikan unit dana investasi sesuai alokasi yang Anda pilih.',
  loading: 'Memuat data top up…',
  error: 'Data top up tidak dapat dimuat.',
  notFound: 'Polis tidak ditemukan.',
  noPolicy: 'Pilih polis unit link di halaman Investasi untuk melakukan top up.',
  toInvestment: 'Ke Investasi',
  back: 'Kembali ke Investasi',
  policy: (product: string, policyNumber: string) => `${product} · ${policyNumber}`,

  amount: {
    heading: 'Jumlah Top Up',
    label: 'Jumlah top up',
    hint: `Minimal ${formatRupiah(1_000_000)}, maksimal ${formatRupiah(1_000_000_000)}.`,
  },

  allocation: {
    heading: 'Alokasi Dana',
    hint: 'Atur bagian top up untuk setiap dana: kelipatan 5%, minimal 10% untuk dana yang dipilih, jumlah 100%. Isi 0% untuk dana yang tidak dipilih.',
    legend: 'Alokasi top up per dana',
    reset: 'Kembalikan ke alokasi premi',
  },

  summary: {
    heading: 'Ringkasan Top Up',
    amount: 'Top up',
    charge: 'Biaya top up (5%)',
    invested: 'Dana diinvestasikan',
    pricing: 'Unit dibeli dengan harga unit (NAB) hari kerja pertama setelah dana diterima.',
    submit: (amount: string) => `Lanjut Bayar ${amount}`,
    submitEmpty: 'Lanjut Bayar',
    busy: 'Membuat top up…',
    needAmount: 'Isi jumlah top up yang benar.',
    needAllocation: 'Perbaiki alokasi dana.',
    needMethod: 'Pilih metode pembayaran.',
    retry: 'Coba lagi',
    network:
      'Koneksi terputus sebelum top up dikonfirmasi. Periksa jaringan Anda lalu coba lagi; top up tidak akan dibuat dua kali.',
  },

  errors: {
    amountEmpty: 'Isi jumlah top up.',
    amountMin: `Top up minimal ${formatRupiah(1_000_000)}.`,
    amountMax: `Top up maksimal ${formatRupiah(1_000_000_000)}.`,
  },
} as const;
