/** 'Rumah Sakit Rekanan' (route hospital-partner). */
export const HOSPITAL_LIST_PATH = '/hospital-partner';
/** Its detail (route hospital-partner-detail): `?id=RS310042`. */
export const HOSPITAL_DETAIL_PATH = '/hospital-partner/detail';
/** Partners per page of the list. */
export const PAGE_SIZE = 20;
