// The list's filters as they live in the URL query (?q=sentosa&province=31&city=31.74&
// service=CASHLESS&sort=DISTANCE&page=2), and the list call they ask for. Defaults (no
// search, every region and service, by name, page 1) are left out of the URL; anything
// unknown or malformed in a typed or shared address falls back to its default. The
// customer's location is not in the URL (it would end up in the browser history and in
// shared links): it lives in the tab (location.ts), and 'sort=DISTANCE' without one
// sorts by name.
import type {
  HospitalService,
  ListHospitalsParams,
  ListHospitalsSort,
} from '../../api/generated/model';
import type { Coordinates } from './location';
import { PAGE_SIZE } from './paths';

export const HOSPITAL_SERVICES: readonly HospitalService[] = [
  'RAWAT_INAP',
  'RAWAT_JALAN',
  'IGD_24_JAM',
  'CASHLESS',
];

const MAX_PAGE = 10_000;
export const MAX_QUERY_LENGTH = 100;
const PROVINCE = /^\d{2}$/;
const DISTRICT = /^\d{2}\.\d{2}$/;
/** The contract's pattern for `q`: no control characters, no < > { } \. */
// eslint-disable-next-line no-control-regex -- the contract refuses exactly these characters
const QUERY = /^[^\x00-\x1f<>{}\\]+$/;

export interface Filters {
  /** Part of a name, trimmed; '' for none. */
  q: string;
  province: string;
  /** A kabupaten/kota inside `province`; '' for none. */
  city: string;
  service: HospitalService | null;
  sort: ListHospitalsSort;
  page: number;
}

export const DEFAULT_FILTERS: Filters = {
  q: '',
  province: '',
  city: '',
  service: null,
  sort: 'NAME',
  page: 1,
};

/** A search text the contract accepts ('' counts: no search). */
export function isValidQuery(q: string): boolean {
  return q === '' || (q.length <= MAX_QUERY_LENGTH && QUERY.test(q));
}

const isService = (value: string | null): value is HospitalService =>
  (HOSPITAL_SERVICES as readonly string[]).includes(value ?? '');

export function parseFilters(search: URLSearchParams): Filters {
  const q = (search.get('q') ?? '').trim();
  const province = search.get('province') ?? '';
  const city = search.get('city') ?? '';
  const service = search.get('service');
  const page = Number(search.get('page'));
  const validProvince = PROVINCE.test(province);
  return {
    q: isValidQuery(q) ? q : '',
    province: validProvince ? province : '',
    // A city belongs to its province: '31.74' only with province '31'.
    city: validProvince && DISTRICT.test(city) && city.startsWith(`${province}.`) ? city : '',
    service: isService(service) ? service : null,
    sort: search.get('sort') === 'DISTANCE' ? 'DISTANCE' : 'NAME',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

export function filtersToSearch(filters: Filters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.province) search.set('province', filters.province);
  if (filters.province && filters.city) search.set('city', filters.city);
  if (filters.service) search.set('service', filters.service);
  if (filters.sort === 'DISTANCE') search.set('sort', 'DISTANCE');
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** Any filter set beyond the defaults (sorting and paging aside). */
export function isFiltered(filters: Filters): boolean {
  return Boolean(filters.q || filters.province || filters.service);
}

/** The list call: by distance only with a location, otherwise by name. */
export function listParams(filters: Filters, location: Coordinates | null): ListHospitalsParams {
  const byDistance = filters.sort === 'DISTANCE' && location !== null;
  return {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.province ? { province_code: filters.province } : {}),
    ...(filters.city ? { district_code: filters.city } : {}),
    ...(filters.service ? { service: filters.service } : {}),
    sort: byDistance ? 'DISTANCE' : 'NAME',
    ...(byDistance ? { latitude: location.latitude, longitude: location.longitude } : {}),
    page: filters.page,
    size: PAGE_SIZE,
  };
}
