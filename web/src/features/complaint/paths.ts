// Where the complaint pages live and how their addresses name a complaint; routes.ts builds
// its rows from these. The server's notices (the acknowledgement and the answer) link to the
// detail's address: keep it in step with server/complaint.
/** 'Pengaduan Saya' (route pengaduan). */
export const COMPLAINT_LIST_PATH = '/pengaduan';
// The complaint form (route pengaduan-baru), linked from Hubungi Kami too.
import { COMPLAINT_FORM_PATH } from '../../shared/complaint';

export { COMPLAINT_FORM_PATH };
/** One complaint, its acknowledgement after submitting (route pengaduan-detail). */
export const COMPLAINT_DETAIL_PATH = '/pengaduan/detail';
/** Complaints per page of Pengaduan Saya. */
export const PAGE_SIZE = 10;

/** The contract's ComplaintNumber. */
const COMPLAINT_NUMBER = /^ADU-\d{4}-\d{6}$/;

export const isComplaintNumber = (value: string | null | undefined): value is string =>
  typeof value === 'string' && COMPLAINT_NUMBER.test(value);

export const complaintDetailHref = (complaintNumber: string) =>
  `${COMPLAINT_DETAIL_PATH}?${new URLSearchParams({ complaint_number: complaintNumber }).toString()}`;
