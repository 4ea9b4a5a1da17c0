export const KYC_QUEUE_PATH = '/admin/pengkinian';
export const KYC_REVIEW_PATH = '/admin/pengkinian/detail';
export const CLAIM_QUEUE_PATH = '/admin/klaim';
export const CLAIM_REVIEW_PATH = '/admin/klaim/detail';
export const SPAJ_QUEUE_PATH = '/admin/spaj';
export const SPAJ_REVIEW_PATH = '/admin/spaj/detail';
export const REFUND_QUEUE_PATH = '/admin/refund';
export const REFUND_REVIEW_PATH = '/admin/refund/detail';
export const RECONCILIATION_PATH = '/admin/reconciliation';
export const NOTICE_PATH = '/admin/notifikasi';
export const UNIT_PRICE_PATH = '/admin/harga-unit';
export const COMPLAINT_QUEUE_PATH = '/admin/pengaduan';
export const COMPLAINT_REVIEW_PATH = '/admin/pengaduan/detail';
export const PRIVACY_QUEUE_PATH = '/admin/privasi';
export const PRIVACY_REVIEW_PATH = '/admin/privasi/detail';
/** Submissions (or claims) per page of a queue. */
export const QUEUE_SIZE = 20;

export const reviewPath = (registrationNumber: string) =>
  `${KYC_REVIEW_PATH}?registration_number=${encodeURIComponent(registrationNumber)}`;

export const claimReviewPath = (claimNumber: string) =>
  `${CLAIM_REVIEW_PATH}?claim_number=${encodeURIComponent(claimNumber)}`;

export const spajReviewPath = (spajNumber: string) =>
  `${SPAJ_REVIEW_PATH}?spaj_number=${encodeURIComponent(spajNumber)}`;

export const refundReviewPath = (refundNumber: string) =>
  `${REFUND_REVIEW_PATH}?refund_number=${encodeURIComponent(refundNumber)}`;

export const complaintReviewPath = (complaintNumber: string) =>
  `${COMPLAINT_REVIEW_PATH}?complaint_number=${encodeURIComponent(complaintNumber)}`;

export const privacyReviewPath = (requestNumber: string) =>
  `${PRIVACY_REVIEW_PATH}?request_number=${encodeURIComponent(requestNumber)}`;
