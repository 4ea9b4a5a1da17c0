// Partner hospitals and clinics for tests and stories, shaped like the server's demo data:
// real regions (Kemendagri codes and names), coordinates inside their city, Indonesian
// numbers, services and cashless benefits; the demo customer's health policy KS23000456
// is cashless at some of them. 24 partners over four provinces: more than one page of 20.
import type {
  DistrictList,
  HospitalDetail,
  HospitalService,
  HospitalSummary,
  ProvinceList,
} from '../../../api/generated/model';
import { seeds } from './partnerSeeds';

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
