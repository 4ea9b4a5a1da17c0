// Texts of the staff's 'Harga Unit' page (Indonesian). The page title is in ../titles.ts; a
// fund's risk comes from the contract (api/generated/labels/fundRisk).
import { formatDate, formatLongDateTimeWib } from '../../../components/format';

export const unitPriceMessages = {
  intro:
    'Terbitkan harga unit (NAB) setiap dana untuk satu hari kerja. Harga diterbitkan berurutan dan tidak dapat diubah setelah terbit; order top-up yang menunggu dibelikan unit dengan harga ini.',
  loading: 'Memuat harga unit…',
  error: 'Harga unit tidak dapat dimuat.',
  day: {
    heading: 'Pilih hari',
    label: 'Tanggal harga',
    show: 'Tampilkan',
    hint: 'Hari kerja: bukan Sabtu, Minggu atau libur nasional.',
    next: (date: string) => `Hari berikutnya yang harus diterbitkan: ${formatDate(date)}`,
    toNext: 'Buka hari itu',
    lastPublished: (date: string) => `Terbit terakhir: ${formatDate(date)}`,
  },
  state: {
    heading: (date: string) => `Harga unit ${formatDate(date)}`,
    published: 'Sudah terbit',
    unpublished: 'Belum terbit',
    notWorkingDay: 'Bukan hari kerja',
    notWorkingDayText:
      'Tanggal ini bukan hari kerja (Sabtu, Minggu atau libur nasional): tidak ada harga unit untuk diterbitkan.',
    publishedBy: (who: string | null, at: string | null) =>
      `Diterbitkan ${who ? `oleh ${who} ` : 'dari sistem inti '}${at ? `pada ${formatLongDateTimeWib(at)}` : ''}`.trim(),
    ordersWaiting: (n: number) =>
      n === 0
        ? 'Tidak ada order yang menunggu harga hari ini.'
        : `${n} order menunggu harga hari ini.`,
    mustPublishFirst: (date: string) =>
      `Harga ${formatDate(date)} belum terbit: terbitkan hari itu lebih dulu.`,
  },
  table: {
    caption: (date: string) => `Harga unit setiap dana, ${formatDate(date)}`,
    fund: 'Dana',
    previous: 'Harga sebelumnya',
    price: 'Harga unit (NAB)',
    change: 'Perubahan',
    none: 'Belum ada',
    priceLabel: (fund: string) => `Harga unit ${fund}`,
    placeholder: '0,0000',
    previousDate: (date: string) => formatDate(date),
  },
  large: {
    warning: (funds: string) =>
      `Perubahan lebih dari 10% untuk ${funds}. Periksa kembali harganya sebelum menerbitkan.`,
    confirm: 'Saya sudah memeriksa perubahan lebih dari 10% dan tetap ingin menerbitkan.',
    required: 'Centang konfirmasi perubahan lebih dari 10% untuk menerbitkan.',
    badge: 'Lebih dari 10%',
  },
  publish: {
    button: 'Terbitkan',
    busy: 'Menerbitkan…',
    title: 'Terbitkan harga unit?',
    confirm: (date: string, count: number) =>
      `Harga unit ${count} dana untuk ${formatDate(date)} akan diterbitkan dan tidak dapat diubah lagi. Order yang menunggu akan dibelikan unit dengan harga ini.`,
    ok: 'Terbitkan',
    cancel: 'Batal',
    done: (date: string) => `Harga unit ${formatDate(date)} telah diterbitkan.`,
    fix: 'Perbaiki harga yang ditandai.',
    network: 'Koneksi terputus sebelum harga diterbitkan. Periksa jaringan lalu coba lagi.',
    reload: 'Muat ulang',
  },
  errors: {
    empty: 'Isi harga unit.',
    format: 'Harga unit berupa angka, contoh 1530,1200.',
    ambiguous: 'Gunakan koma untuk desimal, contoh 1530,1200.',
    decimals: 'Paling banyak 4 angka desimal.',
    tooLarge: 'Paling banyak 9 angka sebelum koma.',
    zero: 'Harga unit harus lebih dari 0.',
  },
} as const;
