// The partner whose detail is open (route hospital-partner-detail needs one): chosen on the
// list and kept for the tab (sessionStorage `selectedHospital`) with the list's query, so
// the detail's 'Kembali' returns to the same search, page and order. The detail's address
// names the partner too (`?id=RS310042`): a reload or a shared link shows the same one.
import { HOSPITAL_LIST_PATH } from './paths';

export const SELECTED_HOSPITAL_KEY = 'selectedHospital';
/** The contract's HospitalId. */
const HOSPITAL_ID = /^RS\d{6}$/;

export interface HospitalSelection {
  id: string;
  /** The list's query string when the partner was chosen ('' or '?q=...'). */
  listSearch: string;
}

export const isHospitalId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && HOSPITAL_ID.test(value);

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function getSelectedHospital(): HospitalSelection | null {
  try {
    const raw = storage()?.getItem(SELECTED_HOSPITAL_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<HospitalSelection>;
    if (!isHospitalId(value.id)) return null;
    const listSearch =
      typeof value.listSearch === 'string' && value.listSearch.startsWith('?')
        ? value.listSearch
        : '';
    return { id: value.id, listSearch };
  } catch {
    return null;
  }
}

export function setSelectedHospital(selection: HospitalSelection): void {
  try {
    storage()?.setItem(SELECTED_HOSPITAL_KEY, JSON.stringify(selection));
  } catch {
    // Blocked storage: the address still names the partner.
  }
}

/**
 * The partner the detail shows: the one the address names, else the one chosen in this
 * tab; null sends the customer back to the list. The way back keeps the list's query when
 * the stored choice is this partner.
 */
export function resolveSelection(search: URLSearchParams): HospitalSelection | null {
  const fromUrl = search.get('id');
  const stored = getSelectedHospital();
  if (isHospitalId(fromUrl)) {
    return { id: fromUrl, listSearch: stored?.id === fromUrl ? stored.listSearch : '' };
  }
  return stored;
}

export const detailHref = (id: string) =>
  `${HOSPITAL_LIST_PATH}/detail?${new URLSearchParams({ id }).toString()}`;

export const listHref = (listSearch: string) => `${HOSPITAL_LIST_PATH}${listSearch}`;
