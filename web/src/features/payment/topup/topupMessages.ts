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
    percentLabel: (fund: string) => `Alokasi ${fund} (persen)`,
    decrease: (fund: string) => `Kurangi alokasi ${fund} 5%`,
    increase: (fund: string) => `Tambah alokasi ${fund} 5%`,
    current: (percent: number) => `Alokasi premi saat ini ${percent}%`,
    sum: 'Jumlah alokasi',
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
    percentRange: 'Isi angka 0 sampai 100.',
    percentStep: 'Alokasi harus kelipatan 5%.',
    percentMin: 'Dana yang dipilih minimal 10%.',
    sum: (sum: number) =>
      sum > 100
        ? `Jumlah alokasi ${sum}%: kurangi ${sum - 100}% agar tepat 100%.`
        : `Jumlah alokasi ${sum}%: tambah ${100 - sum}% agar tepat 100%.`,
  },
} as const;
