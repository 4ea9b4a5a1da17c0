// Partner hospitals and clinics for tests and stories, shaped like the server's demo data:
// real regions (Kemendagri codes and names), coordinates inside their city, Indonesian
// numbers, services and cashless benefits; the demo customer's health policy KS23000456
// is cashless at some of them. 24 partners over four provinces: more than one page of 20.
import type {
  CashlessBenefit,
  DistrictList,
  HospitalDetail,
  HospitalService,
  HospitalSummary,
  ProvinceList,
} from '../../../api/generated/model';

export interface PartnerFixture extends HospitalDetail {
  province_code: string;
  district_code: string;
}

/** Where the customer stands in the location stories and tests (Tebet, Jakarta Selatan). */
export const TEBET = { latitude: -6.2263, longitude: 106.8575 };

export const HEALTH_POLICY = {
  policy_number: 'KS23000456',
  product_name: 'Sentosa Medika Keluarga',
};

export const provinces: ProvinceList = {
  province_type: [
    { province_code: '31', province_name: 'Daerah Khusus Ibukota Jakarta' },
    { province_code: '32', province_name: 'Jawa Barat' },
    { province_code: '35', province_name: 'Jawa Timur' },
    { province_code: '51', province_name: 'Bali' },
  ],
};

export const districts: Record<string, DistrictList> = {
  '31': {
    district_type: [
      {
        district_code: '31.71',
        district_name: 'Kota Administrasi Jakarta Pusat',
        district_kind: 'KOTA',
      },
      {
        district_code: '31.73',
        district_name: 'Kota Administrasi Jakarta Barat',
        district_kind: 'KOTA',
      },
      {
        district_code: '31.74',
        district_name: 'Kota Administrasi Jakarta Selatan',
        district_kind: 'KOTA',
      },
    ],
  },
  '32': {
    district_type: [
      { district_code: '32.71', district_name: 'Kota Bogor', district_kind: 'KOTA' },
      { district_code: '32.73', district_name: 'Kota Bandung', district_kind: 'KOTA' },
    ],
  },
  '35': {
    district_type: [
      { district_code: '35.78', district_name: 'Kota Surabaya', district_kind: 'KOTA' },
    ],
  },
  '51': {
    district_type: [
      { district_code: '51.71', district_name: 'Kota Denpasar', district_kind: 'KOTA' },
    ],
  },
};

const provinceName = (code: string) =>
  provinces.province_type.find((p) => p.province_code === code)?.province_name ?? code;
const districtName = (code: string) =>
  districts[code.slice(0, 2)]?.district_type.find((d) => d.district_code === code)?.district_name ??
  code;

type Seed = [
  id: string,
  name: string,
  district: string,
  street: string,
  village: string,
  subDistrict: string,
  postal: string | null,
  phone: string,
  at: [number, number],
  services: HospitalService[],
  benefits: CashlessBenefit[],
  /** Cashless benefits of KS23000456 here (none: not in its network). */
  mine: CashlessBenefit[],
];

const ALL: HospitalService[] = ['RAWAT_INAP', 'RAWAT_JALAN', 'IGD_24_JAM', 'CASHLESS'];
const INPATIENT: CashlessBenefit[] = ['RAWAT_INAP', 'RAWAT_JALAN'];
const CLINIC: HospitalService[] = ['RAWAT_JALAN', 'CASHLESS'];

const seeds: Seed[] = [
  [
    'RS310042',
    'RS Sentosa Medika Tebet',
    '31.74',
    'Jl. Prof. Dr. Soepomo No. 45',
    'Tebet Barat',
    'Tebet',
    '12810',
    '+62218290011',
    [-6.2297, 106.8531],
    ALL,
    INPATIENT,
    INPATIENT,
  ],
  [
    'RS310057',
    'RS Harapan Kasih Pancoran',
    '31.74',
    'Jl. Raya Pasar Minggu No. 17',
    'Pancoran',
    'Pancoran',
    '12780',
    '+62217990233',
    [-6.2452, 106.8441],
    ALL,
    ['RAWAT_INAP', 'RAWAT_JALAN', 'MELAHIRKAN'],
    ['RAWAT_INAP'],
  ],
  [
    'RS310063',
    'Klinik Pratama Kuningan Sehat',
    '31.74',
    'Jl. H.R. Rasuna Said Kav. C-5',
    'Karet Kuningan',
    'Setiabudi',
    '12940',
    '+62215201188',
    [-6.2188, 106.8305],
    CLINIC,
    ['RAWAT_JALAN', 'RAWAT_GIGI'],
    [],
  ],
  [
    'RS310071',
    'RS Bunda Mulia Kemang',
    '31.74',
    'Jl. Kemang Raya No. 8',
    'Bangka',
    'Mampang Prapatan',
    '12730',
    '+62217194455',
    [-6.2605, 106.8155],
    ['RAWAT_INAP', 'RAWAT_JALAN', 'IGD_24_JAM'],
    [],
    [],
  ],
  [
    'RS310085',
    'RS Cipta Husada Menteng',
    '31.71',
    'Jl. Cikini Raya No. 33',
    'Cikini',
    'Menteng',
    '10330',
    '+62213154422',
    [-6.1905, 106.8394],
    ALL,
    INPATIENT,
    INPATIENT,
  ],
  [
    'RS310092',
    'Klinik Utama Senen Medika',
    '31.71',
    'Jl. Kramat Raya No. 128',
    'Kramat',
    'Senen',
    '10450',
    '+62213908877',
    [-6.1851, 106.8443],
    ['RAWAT_JALAN'],
    [],
    [],
  ],
  [
    'RS310104',
    'RS Kasih Ibu Grogol',
    '31.73',
    'Jl. Kyai Tapa No. 1',
    'Tomang',
    'Grogol Petamburan',
    '11440',
    '+62215672233',
    [-6.1675, 106.7907],
    ALL,
    ['RAWAT_INAP', 'MELAHIRKAN'],
    [],
  ],
  [
    'RS310118',
    'RS Permata Hati Kebon Jeruk',
    '31.73',
    'Jl. Panjang No. 22',
    'Kebon Jeruk',
    'Kebon Jeruk',
    '11530',
    '+62215367711',
    [-6.1942, 106.7701],
    ['RAWAT_INAP', 'RAWAT_JALAN', 'IGD_24_JAM'],
    [],
    [],
  ],
  [
    'RS320211',
    'RS Sentosa Medika Bogor',
    '32.71',
    'Jl. Pajajaran No. 80',
    'Baranangsiang',
    'Bogor Timur',
    '16143',
    '+622518324455',
    [-6.6006, 106.8064],
    ALL,
    INPATIENT,
    INPATIENT,
  ],
  [
    'RS320224',
    'Klinik Pratama Tegallega',
    '32.71',
    'Jl. Raya Pajajaran No. 211',
    'Tegallega',
    'Bogor Tengah',
    '16129',
    '+622518371290',
    [-6.5841, 106.8042],
    CLINIC,
    ['RAWAT_JALAN'],
    ['RAWAT_JALAN'],
  ],
  [
    'RS320237',
    'RS Mitra Keluarga Bandung',
    '32.73',
    'Jl. Ir. H. Juanda No. 141',
    'Dago',
    'Coblong',
    '40135',
    '+62222503344',
    [-6.8853, 107.6134],
    ALL,
    ['RAWAT_INAP', 'RAWAT_JALAN', 'MELAHIRKAN'],
    ['RAWAT_INAP', 'RAWAT_JALAN'],
  ],
  [
    'RS320245',
    'RS Santo Yusuf Cicadas',
    '32.73',
    'Jl. Cikutra No. 7',
    'Cikutra',
    'Cibeunying Kidul',
    '40124',
    '+62227208172',
    [-6.9012, 107.6391],
    ['RAWAT_INAP', 'RAWAT_JALAN', 'IGD_24_JAM'],
    [],
    [],
  ],
  [
    'RS320258',
    'Klinik Gigi Senyum Braga',
    '32.73',
    'Jl. Braga No. 56',
    'Braga',
    'Sumur Bandung',
    '40111',
    '+62224231120',
    [-6.9175, 107.6094],
    CLINIC,
    ['RAWAT_GIGI'],
    [],
  ],
  [
    'RS350312',
    'RS Husada Utama Surabaya',
    '35.78',
    'Jl. Prof. Dr. Moestopo No. 31',
    'Airlangga',
    'Gubeng',
    '60286',
    '+62315018335',
    [-7.2679, 112.7573],
    ALL,
    INPATIENT,
    INPATIENT,
  ],
  [
    'RS350326',
    'RS Adi Husada Undaan',
    '35.78',
    'Jl. Undaan Wetan No. 40',
    'Ketabang',
    'Genteng',
    '60272',
    '+62315318000',
    [-7.2523, 112.7502],
    ['RAWAT_INAP', 'RAWAT_JALAN', 'IGD_24_JAM'],
    [],
    [],
  ],
  [
    'RS350339',
    'Klinik Pratama Darmo Sehat',
    '35.78',
    'Jl. Raya Darmo No. 90',
    'Darmo',
    'Wonokromo',
    '60241',
    '+62315682210',
    [-7.2865, 112.7381],
    CLINIC,
    ['RAWAT_JALAN'],
    ['RAWAT_JALAN'],
  ],
  [
    'RS350341',
    'RS Bhakti Rahayu Ketintang',
    '35.78',
    'Jl. Ketintang Madya No. 29',
    'Ketintang',
    'Gayungan',
    '60231',
    '+62318295512',
    [-7.3138, 112.7251],
    ['RAWAT_INAP', 'RAWAT_JALAN'],
    [],
    [],
  ],
  [
    'RS510407',
    'RS Sentosa Medika Denpasar',
    '51.71',
    'Jl. Diponegoro No. 101',
    'Dauh Puri Klod',
    'Denpasar Barat',
    '80113',
    '+62361227911',
    [-8.6725, 115.2091],
    ALL,
    INPATIENT,
    INPATIENT,
  ],
  [
    'RS510414',
    'RS Bali Royal Renon',
    '51.71',
    'Jl. Tantular No. 6',
    'Renon',
    'Denpasar Selatan',
    '80226',
    '+62361222588',
    [-8.6745, 115.2336],
    ALL,
    ['RAWAT_INAP', 'MELAHIRKAN'],
    [],
  ],
  [
    'RS510428',
    'Klinik Pratama Sanur Medika',
    '51.71',
    'Jl. Danau Tamblingan No. 27',
    'Sanur',
    'Denpasar Selatan',
    null,
    '+62361288830',
    [-8.6923, 115.2621],
    ['RAWAT_JALAN'],
    [],
    [],
  ],
  [
    'RS310136',
    'RS Anugerah Kebayoran',
    '31.74',
    'Jl. Wolter Monginsidi No. 63',
    'Petogogan',
    'Kebayoran Baru',
    '12170',
    '+62217398877',
    [-6.2412, 106.8083],
    ALL,
    INPATIENT,
    [],
  ],
  [
    'RS310149',
    'RS Duren Tiga Medical Center',
    '31.74',
    'Jl. Duren Tiga Raya No. 12',
    'Duren Tiga',
    'Pancoran',
    '12760',
    '+62217996655',
    [-6.2531, 106.8357],
    ['RAWAT_INAP', 'RAWAT_JALAN', 'IGD_24_JAM'],
    [],
    [],
  ],
  [
    'RS310153',
    'Klinik Utama Cilandak Sehat',
    '31.74',
    'Jl. T.B. Simatupang Kav. 18',
    'Cilandak Barat',
    'Cilandak',
    '12430',
    '+6281290011234',
    [-6.2915, 106.7995],
    CLINIC,
    ['RAWAT_JALAN', 'RAWAT_GIGI'],
    ['RAWAT_JALAN'],
  ],
  [
    'RS310167',
    'RS Medika Manggarai',
    '31.74',
    'Jl. Sultan Agung No. 67',
    'Pasar Manggis',
    'Setiabudi',
    '12970',
    '+62218314422',
    [-6.2094, 106.8436],
    ALL,
    INPATIENT,
    INPATIENT,
  ],
];

const hoursOf = (services: HospitalService[]) =>
  services.includes('IGD_24_JAM')
    ? [
        { days: 'Setiap hari', hours: '24 jam (IGD)' },
        { days: 'Senin–Jumat', hours: '07.00–21.00 (poliklinik)' },
        { days: 'Sabtu', hours: '07.00–14.00 (poliklinik)' },
      ]
    : [
        { days: 'Senin–Jumat', hours: '08.00–20.00' },
        { days: 'Sabtu', hours: '08.00–14.00' },
      ];

export const partners: PartnerFixture[] = seeds.map(
  ([
    id,
    name,
    district,
    street,
    village,
    subDistrict,
    postal,
    phone,
    [lat, lon],
    services,
    benefits,
    mine,
  ]) => ({
    hospital_id: id,
    name,
    kind: name.startsWith('Klinik') ? 'KLINIK' : 'RUMAH_SAKIT',
    address_line: street,
    village_name: village,
    sub_district_name: subDistrict,
    district_name: districtName(district),
    province_name: provinceName(district.slice(0, 2)),
    postal_code: postal,
    phone,
    services,
    latitude: lat,
    longitude: lon,
    opening_hours: hoursOf(services),
    map_url: `https://www.google.com/maps/search/?api=1&query=${lat},${lon}`,
    cashless_benefits: services.includes('CASHLESS') ? benefits : [],
    cashless_policies: mine.length > 0 ? [{ ...HEALTH_POLICY, benefits: mine }] : [],
    province_code: district.slice(0, 2),
    district_code: district,
  }),
);

export const partner = (id: string): PartnerFixture => {
  const found = partners.find((p) => p.hospital_id === id);
  if (!found) throw new Error(`No partner ${id} in the fixtures`);
  return found;
};

/** Cashless for the customer's policy (RS310042, Tebet). */
export const CASHLESS_PARTNER = 'RS310042';
/** Not in the network of the customer's policies (RS310071, Kemang). */
export const NOT_CASHLESS_PARTNER = 'RS310071';

/** Great-circle distance in km, one decimal (as the server rounds it). */
export function distanceKm(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(6371 * 2 * Math.asin(Math.sqrt(a)) * 10) / 10;
}

export function toSummary(p: PartnerFixture, distance: number | null): HospitalSummary {
  return {
    hospital_id: p.hospital_id,
    name: p.name,
    kind: p.kind,
    address_line: p.address_line,
    district_name: p.district_name,
    province_name: p.province_name,
    phone: p.phone,
    services: p.services,
    latitude: p.latitude,
    longitude: p.longitude,
    distance_km: distance,
    cashless_for_me: p.cashless_policies.length > 0,
  };
}

export function toDetail(p: PartnerFixture): HospitalDetail {
  const { province_code: _province, district_code: _district, ...detail } = p;
  return detail;
}
