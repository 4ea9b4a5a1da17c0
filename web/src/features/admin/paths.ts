export const KYC_QUEUE_PATH = '/admin/pengkinian';
export const KYC_REVIEW_PATH = '/admin/pengkinian/detail';
/** Submissions per page of the queue. */
export const QUEUE_SIZE = 20;

export const reviewPath = (registrationNumber: string) =>
  `${KYC_REVIEW_PATH}?registration_number=${encodeURIComponent(registrationNumber)}`;
