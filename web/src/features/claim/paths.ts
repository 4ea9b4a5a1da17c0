// Where the claim pages live and how their addresses name a claim; routes.ts builds its
// rows from these, so no screen imports the route table. The claim form's address (policy,
// insured, benefit) is shared with the claim request guard: shared/claimRequest.ts.
import { CLAIM_LIST_PATH, CLAIM_REQUEST_PATH } from '../../shared/claimRequest';

export { CLAIM_LIST_PATH, CLAIM_REQUEST_PATH };
/** 'Detail Pengajuan Klaim' (route klaim-submission-detail). */
export const CLAIM_DETAIL_PATH = '/klaim/submission-detail';
/** Sending the documents the claims officer asked for (route klaim-support-docs). */
export const CLAIM_SUPPORT_DOCS_PATH = '/klaim/support-docs';
/** Claims per page of Riwayat Klaim. */
export const PAGE_SIZE = 10;

/** The contract's ClaimNumber. */
const CLAIM_NUMBER = /^KLM-\d{4}-\d{6}$/;

export const isClaimNumber = (value: string | null | undefined): value is string =>
  typeof value === 'string' && CLAIM_NUMBER.test(value);

const withClaim = (path: string, claimNumber: string) =>
  `${path}?${new URLSearchParams({ claim_number: claimNumber }).toString()}`;

export const claimDetailHref = (claimNumber: string) => withClaim(CLAIM_DETAIL_PATH, claimNumber);
export const supportDocsHref = (claimNumber: string) =>
  withClaim(CLAIM_SUPPORT_DOCS_PATH, claimNumber);
