// Every text the Data Polis screen shows (Indonesian).
import { policyStatusLabels } from '../../api/generated/labels/policyStatus';
import { genderCodeLabels } from '../../api/generated/labels/genderCode';
import { titles } from './titles';
import type { HealthCardStatus } from '../../api/generated/model';

export const messages = {
  pageTitle: titles.pageTitle,

  list: {
    heading: 'Polis Anda',
    label: 'Pilih polis',
    count: (n: number) => `${n} polis terdaftar`,
    insured: 'Tertanggung',
    premium: 'Premi',
    nextDue: 'Jatuh tempo',
    noNextDue: 'Tidak ada tagihan',
    graceWarning: 'Polis dalam masa tenggang. Segera bayar premi agar perlindungan tetap aktif.',
    loading: 'Memuat daftar polis…',
    empty: 'Anda belum memiliki polis yang terdaftar.',
    emptyHint: 'Bila Anda memiliki polis yang belum tampil di sini, silakan hubungi kami.',
    emptyLink: 'Hubungi Kami',
    error: 'Daftar polis tidak dapat dimuat saat ini.',
  },

  detail: {
    loading: 'Memuat detail polis…',
    error: 'Detail polis tidak dapat dimuat saat ini.',
    notFound: 'Data polis tidak ditemukan. Silakan pilih polis lain atau hubungi kami.',
    summaryHeading: 'Ringkasan Polis',
    policyNumber: 'Nomor polis',
    product: 'Produk',
    productType: 'Jenis produk',
    status: 'Status',
    startDate: 'Tanggal mulai',
    endDate: 'Tanggal berakhir',
    sumAssured: 'Uang pertanggungan',
    premium: 'Premi',
    frequency: 'Frekuensi pembayaran',
    paymentMethod: 'Cara pembayaran',
    nextDue: 'Jatuh tempo berikutnya',
    graceEnd: 'Batas masa tenggang',
    graceWarning: (until: string | null) =>
      until
        ? `Polis dalam masa tenggang. Bayar premi sebelum ${until} agar polis tidak batal.`
        : 'Polis dalam masa tenggang. Segera bayar premi agar polis tidak batal.',
    payPremium: 'Bayar Premi',
    papers: 'Unduh E-Polis dan Dokumen',
    investment: 'Lihat Investasi',

    holderHeading: 'Pemegang Polis',
    clientNumber: 'Nomor nasabah',
    name: 'Nama',
    email: 'Email',
    phone: 'Nomor ponsel',
    updateData: 'Perbarui Data Nasabah',

    insuredHeading: 'Tertanggung',
    relation: 'Hubungan',
    birthDate: 'Tanggal lahir',
    gender: 'Jenis kelamin',

    beneficiariesHeading: 'Penerima Manfaat',
    share: 'Porsi manfaat',
    shareOf: (name: string, percent: number) => `Porsi manfaat ${name}: ${percent}%`,
    noBeneficiaries: 'Belum ada penerima manfaat yang tercatat.',

    ridersHeading: 'Asuransi Tambahan',
    riderName: 'Nama asuransi tambahan',
    riderSumAssured: 'Uang pertanggungan',
    riderPremium: 'Premi',
    riderEnd: 'Berakhir',
    riderStatus: 'Status',
    noRiders: 'Polis ini tidak memiliki asuransi tambahan.',
  },

  healthCard: {
    heading: 'Kartu Kesehatan',
    loading: 'Memuat kartu kesehatan…',
    error: 'Kartu kesehatan tidak dapat dimuat saat ini.',
    notFound: 'Kartu kesehatan untuk polis ini belum tersedia.',
    cardLabel: (member: string) => `Kartu kesehatan ${member}`,
    cardNumber: 'Nomor kartu',
    member: 'Peserta',
    plan: 'Plan',
    roomClass: 'Hak kamar',
    annualLimit: 'Limit tahunan',
    validity: 'Masa berlaku',
    validRange: (from: string, until: string) => `${from} – ${until}`,
    tpa: 'Dilayani oleh',
    emergency: 'Layanan darurat 24 jam',
  },

  notAvailable: '–',
  loadingShort: 'Memuat…',
} as const;

export const statusLabels = policyStatusLabels;

export { productTypeLabels } from '../../api/generated/labels/productType';

export const genderLabels = genderCodeLabels;

export const healthCardStatusLabels: Record<HealthCardStatus, string> = {
  ACTIVE: 'Aktif',
  SUSPENDED: 'Ditangguhkan',
  EXPIRED: 'Kedaluwarsa',
};
