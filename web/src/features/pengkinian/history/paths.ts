/** Where the customer starts an update ('Pengkinian Data Nasabah', route pengkinian-data). */
export const PENGKINIAN_PATH = '/polis/pengkinian-data';
/** This page (route transaction-history-detail-kyc). */
export const KYC_HISTORY_PATH = '/transaction-history/detail-kyc';
/** Where the route guard sends a 404 policy back to. */
export const POLICY_PAGE_PATH = '/polis/detail';
/** Submissions per page. */
export const PAGE_SIZE = 10;
