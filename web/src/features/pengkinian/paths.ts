// Where the Pengkinian Data page lives and where it sends the customer; routes.ts builds its
// row from these, so no screen imports the route table.
export const PENGKINIAN_PATH = '/polis/pengkinian-data';
/** 'Riwayat Pengajuan Pengkinian Data' (route transaction-history-detail-kyc). */
export const KYC_HISTORY_PATH = '/transaction-history/detail-kyc';
/** Data Polis. */
export const POLICY_PAGE_PATH = '/polis/detail';
