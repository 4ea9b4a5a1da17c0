// Demo data of Pengkinian Data as the server answers it: Budi Santoso's current data, the
// master lists, a small slice of the region tree (two provinces, with postal codes), and the
// fixed clock of the demo (24 November 2026, 10.00 WIB).
import type {
  CustomerData,
  DistrictList,
  MasterReference,
  ProvinceList,
  SubDistrictList,
  VillageList,
} from '../../../api/generated/model';

export const POLICY = 'UL24000123';
export const DEMO_TODAY = '2026-11-24';
export const DEMO_NOW = '2026-11-24T03:00:00Z';
export const RIGHT_CODE = '482913';
export const DRAFT_ID = 'q3Vb7XkP0sLm2Ra9TzYw1A';
export const REGISTRATION_NUMBER = 'KYC-20261124-7QH2MX';

const tebetBarat = {
  address_line: 'Jl. Tebet Barat Dalam Raya No. 27',
  rt: '005',
  rw: '003',
  province_code: '31',
  province_name: 'Daerah Khusus Ibukota Jakarta',
  district_code: '31.74',
  district_name: 'Kota Administrasi Jakarta Selatan',
  sub_district_code: '31.74.01',
  sub_district_name: 'Tebet',
  village_code: '31.74.01.1002',
  village_name: 'Tebet Barat',
  postal_code: '12810',
};

export const customerData: CustomerData = {
  policy_number: POLICY,
  Identity: {
    id_type: 'KTP',
    nationality_code: '01',
    country_code: 'ID',
    id_number: '3174011505800003',
    full_name: 'Budi Santoso',
    birth_place: 'Jakarta',
    birth_date: '1980-05-15',
    gender_code: 'L',
    religion_code: 'ISLAM',
    marital_code: 'KAWIN',
  },
  IdCarddAddress: { ...tebetBarat },
  CurrentAddress: { ...tebetBarat },
  WorkingAddress: {
    address_line: 'Menara Sentral Lt. 12, Jl. Jend. Sudirman Kav. 52-53',
    rt: '000',
    rw: '000',
    province_code: '31',
    province_name: 'Daerah Khusus Ibukota Jakarta',
    district_code: '31.74',
    district_name: 'Kota Administrasi Jakarta Selatan',
    sub_district_code: '31.74.07',
    sub_district_name: 'Kebayoran Baru',
    village_code: '31.74.07.1006',
    village_name: 'Senayan',
    postal_code: '12190',
  },
  Corespondency: { mailing_address: 'CURRENT_ADDRESS', statement_delivery: 'EMAIL' },
  WorkingData: {
    occupation_code: 'KARYAWAN_SWASTA',
    business_code: 'TEKNOLOGI',
    company_name: 'PT Nusantara Data Prima',
    job_title: 'Manajer Proyek',
  },
  FinancialData: {
    income_code: 'LEBIH_10JT_25JT',
    source_fund_code: 'GAJI',
    npwp: '3174011505800003',
    bank_code: '014',
    bank_account_number: '5270123456',
    bank_account_name: 'Budi Santoso',
  },
  data_email: 'budi.santoso@gmail.com',
  data_hp: '+6281234567890',
  updated_at: '2026-02-03T09:12:00Z',
};

export const masterReference: MasterReference = {
  nationality: [
    { nationality_code: '01', nationality_desc: 'Warga Negara Indonesia (WNI)' },
    { nationality_code: '99', nationality_desc: 'Warga Negara Asing (WNA)' },
  ],
  country: [
    { country_code: 'ID', country_desc: 'Indonesia' },
    { country_code: 'MY', country_desc: 'Malaysia' },
    { country_code: 'SG', country_desc: 'Singapura' },
  ],
  marital: [
    { marital_code: 'BELUM_KAWIN', marital_desc: 'Belum Kawin' },
    { marital_code: 'KAWIN', marital_desc: 'Kawin' },
    { marital_code: 'CERAI_HIDUP', marital_desc: 'Cerai Hidup' },
    { marital_code: 'CERAI_MATI', marital_desc: 'Cerai Mati' },
  ],
  occupation: [
    {
      occupation_code: 'KARYAWAN_SWASTA',
      occupation_desc: 'Karyawan Swasta',
      needs_employer: true,
    },
    { occupation_code: 'PNS', occupation_desc: 'Pegawai Negeri Sipil', needs_employer: true },
    { occupation_code: 'WIRASWASTA', occupation_desc: 'Wiraswasta', needs_employer: false },
    {
      occupation_code: 'IBU_RUMAH_TANGGA',
      occupation_desc: 'Ibu Rumah Tangga',
      needs_employer: false,
    },
  ],
  business: [
    { business_code: 'KEUANGAN', business_desc: 'Jasa Keuangan dan Asuransi' },
    { business_code: 'TEKNOLOGI', business_desc: 'Informasi dan Komunikasi' },
    { business_code: 'PERDAGANGAN', business_desc: 'Perdagangan Besar dan Eceran' },
  ],
  source_fund: [
    { source_fund_code: 'GAJI', source_fund_desc: 'Gaji' },
    { source_fund_code: 'HASIL_USAHA', source_fund_desc: 'Hasil Usaha' },
  ],
  bank: [
    { bank_code: '002', bank_name: 'Bank Rakyat Indonesia (BRI)' },
    { bank_code: '008', bank_name: 'Bank Mandiri' },
    { bank_code: '014', bank_name: 'Bank Central Asia (BCA)' },
  ],
  bank_checked_on: '2026-11-28',
  religion: [
    { religion_code: 'ISLAM', religion_desc: 'Islam' },
    { religion_code: 'KRISTEN', religion_desc: 'Kristen Protestan' },
    { religion_code: 'KATOLIK', religion_desc: 'Katolik' },
  ],
  gender: [
    { gender_code: 'L', gender_desc: 'Laki-laki' },
    { gender_code: 'P', gender_desc: 'Perempuan' },
  ],
  income: [
    { income_code: 'SAMPAI_5JT', income_desc: 'Sampai dengan Rp5.000.000 per bulan' },
    { income_code: 'LEBIH_5JT_10JT', income_desc: 'Rp5.000.001 - Rp10.000.000 per bulan' },
    { income_code: 'LEBIH_10JT_25JT', income_desc: 'Rp10.000.001 - Rp25.000.000 per bulan' },
  ],
  id_type: [
    { id_type_code: 'KTP', id_type_desc: 'Kartu Tanda Penduduk', nationality_code: '01' },
    { id_type_code: 'PASPOR', id_type_desc: 'Paspor', nationality_code: '99' },
  ],
};

export const provinces: ProvinceList = {
  province_type: [
    { province_code: '31', province_name: 'Daerah Khusus Ibukota Jakarta' },
    { province_code: '32', province_name: 'Jawa Barat' },
  ],
};

export const districts: Record<string, DistrictList> = {
  '31': {
    district_type: [
      {
        district_code: '31.74',
        district_name: 'Kota Administrasi Jakarta Selatan',
        district_kind: 'KOTA',
      },
    ],
  },
  '32': {
    district_type: [{ district_code: '32.76', district_name: 'Kota Depok', district_kind: 'KOTA' }],
  },
};

export const subDistricts: Record<string, SubDistrictList> = {
  '31.74': {
    sub_district_type: [
      {
        sub_district_code: '31.74.07',
        sub_district_name: 'Kebayoran Baru',
        sub_district_kind: 'KECAMATAN',
      },
      { sub_district_code: '31.74.01', sub_district_name: 'Tebet', sub_district_kind: 'KECAMATAN' },
    ],
  },
  '32.76': {
    sub_district_type: [
      {
        sub_district_code: '32.76.01',
        sub_district_name: 'Pancoran Mas',
        sub_district_kind: 'KECAMATAN',
      },
    ],
  },
};

export const villages: Record<string, VillageList> = {
  '31.74.01': {
    village_type: [
      {
        village_code: '31.74.01.1004',
        village_name: 'Kebon Baru',
        village_kind: 'KELURAHAN',
        postal_code: '12830',
      },
      {
        village_code: '31.74.01.1002',
        village_name: 'Tebet Barat',
        village_kind: 'KELURAHAN',
        postal_code: '12810',
      },
    ],
  },
  '31.74.07': {
    village_type: [
      {
        village_code: '31.74.07.1006',
        village_name: 'Senayan',
        village_kind: 'KELURAHAN',
        postal_code: '12190',
      },
    ],
  },
  '32.76.01': {
    village_type: [
      {
        village_code: '32.76.01.1007',
        village_name: 'Depok Jaya',
        village_kind: 'KELURAHAN',
        postal_code: '16432',
      },
      {
        village_code: '32.76.01.1001',
        village_name: 'Pancoran Mas',
        village_kind: 'KELURAHAN',
        postal_code: null,
      },
    ],
  },
};

/** Every region name by code, for the summary's readable values. */
export const regionNames: Record<string, string> = Object.fromEntries([
  ...provinces.province_type.map((p) => [p.province_code, p.province_name]),
  ...Object.values(districts).flatMap((d) =>
    d.district_type.map((x) => [x.district_code, x.district_name]),
  ),
  ...Object.values(subDistricts).flatMap((d) =>
    d.sub_district_type.map((x) => [x.sub_district_code, x.sub_district_name]),
  ),
  ...Object.values(villages).flatMap((d) =>
    d.village_type.map((x) => [x.village_code, x.village_name]),
  ),
]);
