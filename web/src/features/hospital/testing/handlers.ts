// MSW handlers answering like the server: the partner list (name search, province, city,
// service, order by name or by distance from the given location, pages), a partner's
// detail, and the two master lists the filters use. Rule violations answer 422 and
// unknown partners 404, as problem+json with the Indonesian message. No artificial delay.
import { http, HttpResponse } from 'msw';
import type { HospitalPage } from '../../../api/generated/model';
import { problem } from '../../../test/http';
import {
  distanceKm,
  districts,
  partners as allPartners,
  provinces,
  toDetail,
  toSummary,
  type PartnerFixture,
} from './fixtures';

export const NOT_FOUND_MESSAGE = 'Rumah sakit rekanan tidak ditemukan.';
export const NEEDS_LOCATION_MESSAGE =
  "Urutan berdasarkan jarak memerlukan lokasi Anda. Tekan 'Gunakan lokasi saya' atau urutkan berdasarkan nama.";
export const CITY_OUTSIDE_PROVINCE_MESSAGE =
  'Kabupaten/kota yang dipilih tidak berada di provinsi tersebut.';

/** The list's answer for a query string, or the 422 message. */
export function hospitalPage(
  partners: readonly PartnerFixture[],
  query: URLSearchParams,
): HospitalPage | { violation: string } {
  const q = query.get('q')?.toLowerCase();
  const province = query.get('province_code');
  const district = query.get('district_code');
  const service = query.get('service');
  const sort = query.get('sort') === 'DISTANCE' ? 'DISTANCE' : 'NAME';
  const lat = query.get('latitude');
  const lon = query.get('longitude');
  if ((lat === null) !== (lon === null) || (sort === 'DISTANCE' && lat === null)) {
    return { violation: NEEDS_LOCATION_MESSAGE };
  }
  if (province && district && !district.startsWith(`${province}.`)) {
    return { violation: CITY_OUTSIDE_PROVINCE_MESSAGE };
  }
  const here =
    lat !== null && lon !== null ? { latitude: Number(lat), longitude: Number(lon) } : null;
  const page = Number(query.get('page') ?? 1);
  const size = Number(query.get('size') ?? 20);
  const rows = partners
    .filter(
      (p) =>
        (!q || p.name.toLowerCase().includes(q)) &&
        (!province || p.province_code === province) &&
        (!district || p.district_code === district) &&
        (!service || p.services.includes(service as PartnerFixture['services'][number])),
    )
    .map((p) => toSummary(p, here ? distanceKm(here, p) : null))
    .sort((a, b) =>
      sort === 'DISTANCE'
        ? (a.distance_km ?? 0) - (b.distance_km ?? 0) || a.name.localeCompare(b.name)
        : a.name.localeCompare(b.name, 'id'),
    );
  return {
    data: rows.slice((page - 1) * size, page * size),
    page,
    size,
    total: rows.length,
    sort,
  };
}

export interface HospitalHandlerOptions {
  partners?: readonly PartnerFixture[];
}

export function hospitalHandlers({ partners = allPartners }: HospitalHandlerOptions = {}) {
  return [
    http.get('*/hospital/list', ({ request }) => {
      const body = hospitalPage(partners, new URL(request.url).searchParams);
      return 'violation' in body ? problem(422, body.violation) : HttpResponse.json(body);
    }),
    http.get('*/hospital/detail', ({ request }) => {
      const id = new URL(request.url).searchParams.get('hospital_id');
      const found = partners.find((p) => p.hospital_id === id);
      return found ? HttpResponse.json(toDetail(found)) : problem(404, NOT_FOUND_MESSAGE);
    }),
  ];
}

/** /master/province and /master/district over the fixtures' regions. */
export function regionHandlers() {
  return [
    http.get('*/master/province', () => HttpResponse.json(provinces)),
    http.get('*/master/district', ({ request }) => {
      const code = new URL(request.url).searchParams.get('province_code') ?? '';
      const list = districts[code];
      return list ? HttpResponse.json(list) : problem(404, 'Wilayah tidak ditemukan.');
    }),
  ];
}
