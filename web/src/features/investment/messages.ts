// Texts of 'Investasi' (the page title is in titles.ts). Fund risk and range labels come from
// the contract (api/generated/labels/).
import { formatDate } from '../../components/format';

export const messages = {
  intro:
    'Nilai investasi polis unit link Anda dihitung dari jumlah unit setiap dana dikali harga unit (NAB) terakhir.',
  loading: 'Memuat nilai investasi…',
  error: 'Nilai investasi tidak dapat dimuat.',
  notFound: 'Polis tidak ditemukan.',
  policiesError: 'Daftar polis tidak dapat dimuat.',
  notUnitLinkTitle: 'Investasi hanya untuk polis unit link',
  notUnitLinkFallback: 'Polis ini bukan polis unit link dan tidak memiliki dana investasi.',
  chooseUnitLink:
    'Pilih polis unit link Anda lewat Ganti polis di atas untuk melihat investasinya.',
  notUnitLinkNote: 'Bukan polis unit link',
  noUnitLinkTitle: 'Anda belum memiliki polis unit link',
  noUnitLinkHint:
    'Halaman ini menampilkan dana investasi polis unit link. Polis Anda yang lain dapat dilihat di Data Polis.',
  toDataPolis: 'Ke Data Polis',
  topup: 'Top Up',
  topupHint: 'Tambah dana investasi polis ini',
  switchFunds: 'Alihkan Dana',
  switchHint: 'Pindahkan unit dari satu dana ke dana lain polis ini',
  changeAllocation: 'Ubah Alokasi',
  allocationHint: 'Ubah alokasi premi berikutnya per dana',
  orders: {
    heading: 'Transaksi dalam proses',
    hint: 'Unitnya belum termasuk dalam nilai investasi di atas.',
    sold: 'Dijual',
    bought: 'Dibeli',
    switchFee: 'Biaya pengalihan',
    free: 'Gratis',
    /** A source: 'Sentosa Equity Fund 50% unit (6.172,8394 unit)' or '... 1.000,0000 unit'. */
    sell: (fund: string, units: string, percent: number | null) =>
      percent === null ? `${fund} ${units} unit` : `${fund} ${percent}% unit (${units} unit)`,
    created: (date: string) => `Dibuat ${date}`,
    amount: 'Jumlah',
    charge: 'Biaya',
    invested: 'Diinvestasikan',
    allocation: 'Alokasi',
    awaitingPayment: 'Menunggu pembayaran',
    awaitingPrice: (date: string | null) =>
      date ? `Menunggu harga unit ${formatDate(date)}` : 'Menunggu harga unit',
    continuePayment: 'Lanjutkan pembayaran',
    continueLabel: (order: string) => `Lanjutkan pembayaran top up ${order}`,
  },
  summary: {
    heading: 'Ringkasan nilai investasi',
    total: 'Nilai investasi',
    cashValue: 'Nilai tunai',
    cashValueHint: 'Bila polis ditebus hari ini',
    surrenderCharge: 'Biaya penebusan',
    priceDate: (date: string) => `Harga unit per ${formatDate(date)}`,
  },
  funds: {
    heading: 'Dana investasi',
    caption: 'Dana investasi polis, unit, harga unit, nilai dan alokasi premi',
    fund: 'Dana',
    risk: 'Risiko',
    units: 'Unit',
    unitPrice: 'Harga unit (NAB)',
    value: 'Nilai',
    allocation: 'Alokasi',
    riskPrefix: 'Risiko',
    total: 'Jumlah',
    noUnits: 'Belum ada unit',
  },
  charts: {
    loading: 'Memuat grafik…',
    error: 'Grafik tidak dapat dimuat.',
    retry: 'Coba lagi',
    empty: 'Belum ada harga unit dalam rentang ini.',
    rangeGroup: 'Rentang grafik',
    showTable: 'Tampilkan tabel',
    hideTable: 'Sembunyikan tabel',
    date: 'Tanggal',
    price: {
      heading: 'Harga unit (NAB)',
      fund: 'Dana',
      label: (fund: string) => `Grafik harga unit ${fund}`,
      caption: (fund: string, range: string) => `Harga unit ${fund}, ${range}`,
      column: 'Harga unit',
    },
    value: {
      heading: 'Nilai investasi',
      label: 'Grafik nilai investasi polis',
      caption: (range: string) => `Nilai investasi polis, ${range}`,
      column: 'Nilai',
    },
    allocation: {
      heading: 'Alokasi premi',
      hint: 'Bagian premi berikutnya yang dibelikan unit setiap dana.',
      label: (parts: string) => `Diagram alokasi premi: ${parts}`,
      caption: 'Alokasi premi per dana',
      column: 'Alokasi',
    },
    /** '+4,5% dalam 1 tahun'; since the start: '+24,7% sejak awal'. */
    change: (percent: string, range: string, sinceStart: boolean) =>
      sinceStart ? `${percent} ${range.toLowerCase()}` : `${percent} dalam ${range.toLowerCase()}`,
    summary: (first: string, last: string, from: string, to: string) =>
      `Dari ${first} (${from}) ke ${last} (${to}).`,
  },
} as const;
