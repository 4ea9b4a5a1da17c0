// Every text of 'Rumah Sakit Rekanan' and its detail (Indonesian).
import { titles } from './titles';
import type { CashlessBenefit, HospitalService } from '../../api/generated/model';

export const messages = {
  pageTitle: titles.pageTitle,
  detailTitle: titles.detailTitle,
  intro:
    'Cari rumah sakit dan klinik rekanan berdasarkan nama, wilayah atau layanan. Di rekanan bertanda cashless, kartu kesehatan Anda dapat dipakai tanpa uang muka.',

  filters: {
    heading: 'Cari rumah sakit rekanan',
    search: 'Nama rumah sakit atau klinik',
    searchPlaceholder: 'Contoh: Sentosa Medika',
    searchSubmit: 'Cari',
    searchInvalid: 'Nama tidak boleh memuat karakter < > { } atau \\.',
    province: 'Provinsi',
    allProvinces: 'Semua provinsi',
    city: 'Kabupaten/Kota',
    allCities: 'Semua kabupaten/kota',
    chooseProvinceFirst: 'Pilih provinsi dahulu',
    optionsLoading: 'Memuat pilihan…',
    optionsError: 'Pilihan tidak dapat dimuat',
    service: 'Layanan',
    allServices: 'Semua layanan',
    sort: 'Urutkan',
    sortName: 'Nama (A–Z)',
    sortDistance: 'Terdekat',
    sortDistanceHint: "Tekan 'Gunakan lokasi saya' untuk mengurutkan dari yang terdekat.",
    reset: 'Hapus semua filter',
  },

  location: {
    use: 'Gunakan lokasi saya',
    finding: 'Mencari lokasi Anda…',
    using: 'Daftar diurutkan dari yang terdekat dengan lokasi Anda.',
    denied:
      'Izin lokasi tidak diberikan. Daftar tetap diurutkan berdasarkan nama; Anda dapat menyaring berdasarkan provinsi dan kota.',
    unavailable:
      'Lokasi Anda tidak dapat ditentukan saat ini. Daftar tetap diurutkan berdasarkan nama.',
    outside:
      'Lokasi Anda berada di luar wilayah Indonesia. Daftar tetap diurutkan berdasarkan nama.',
  },

  list: {
    heading: 'Daftar rumah sakit rekanan',
    count: (n: number) => `${n.toLocaleString('id-ID')} rumah sakit dan klinik`,
    sortedByName: 'urut nama',
    sortedByDistance: 'urut jarak terdekat',
    loading: 'Memuat daftar rumah sakit rekanan…',
    error: 'Daftar rumah sakit rekanan tidak dapat dimuat saat ini.',
    empty: 'Tidak ada rumah sakit rekanan yang sesuai dengan pencarian Anda.',
    emptyHint: 'Coba kata lain, atau perluas wilayah dan layanan.',
    pastLastPage: 'Halaman ini tidak berisi rumah sakit rekanan.',
    services: 'Layanan',
    cashlessForMe: 'Cashless untuk polis Anda',
    fromYou: 'dari lokasi Anda',
    call: (name: string, phone: string) => `Telepon ${name}, ${phone}`,
    openDetail: 'Lihat detail',
    openDetailOf: (name: string) => `Lihat detail ${name}`,
  },

  pagination: {
    label: 'Halaman daftar rumah sakit rekanan',
  },

  detail: {
    back: 'Kembali ke daftar rumah sakit',
    loading: 'Memuat detail rumah sakit rekanan…',
    error: 'Detail rumah sakit rekanan tidak dapat dimuat saat ini.',
    address: 'Alamat',
    village: (name: string) => `Kel./Desa ${name}`,
    subDistrict: (name: string) => `Kec. ${name}`,
    phone: 'Telepon',
    call: (phone: string) => `Telepon ${phone}`,
    hours: 'Jam buka',
    noHours: 'Jam buka belum tersedia. Hubungi rumah sakit sebelum berkunjung.',
    services: 'Layanan',
    benefits: 'Manfaat cashless di rekanan ini',
    noBenefits:
      'Rekanan ini tidak melayani cashless. Biaya dibayar lebih dulu, lalu diajukan sebagai klaim penggantian.',
    map: 'Buka di Peta',
    newTab: '(membuka tab baru)',
    policies: 'Polis Anda yang dapat dipakai cashless di sini',
    policyNumber: 'Nomor polis',
    product: 'Produk',
    policyBenefits: 'Manfaat cashless',
    noPolicies:
      'Belum ada polis Anda yang dapat dipakai cashless di rekanan ini. Anda tetap dapat berobat di sini dan mengajukan klaim penggantian biaya.',
  },
};

export const kindLabels = {
  RUMAH_SAKIT: 'Rumah Sakit',
  KLINIK: 'Klinik',
} as const;

export const serviceLabels: Record<HospitalService, string> = {
  RAWAT_INAP: 'Rawat Inap',
  RAWAT_JALAN: 'Rawat Jalan',
  IGD_24_JAM: 'IGD 24 Jam',
  CASHLESS: 'Cashless',
};

export const benefitLabels: Record<CashlessBenefit, string> = {
  RAWAT_INAP: 'Rawat Inap',
  RAWAT_JALAN: 'Rawat Jalan',
  RAWAT_GIGI: 'Rawat Gigi',
  MELAHIRKAN: 'Melahirkan',
};
