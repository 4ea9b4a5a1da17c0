// Where a claim request starts and how its address names the benefit: Riwayat Klaim (route
// klaim) builds the address of the claim form (route klaim-pengajuan) from the customer's
// choice, and the claim request guard (app/claimRequestGuard.ts) reads it back. Kept here so
// both sides agree on the names.

/** Riwayat Klaim (route klaim): where a refused claim request stays or goes. */
export const CLAIM_LIST_ROUTE = 'klaim';
export const CLAIM_LIST_PATH = '/klaim';
/** The claim form (route klaim-pengajuan). */
export const CLAIM_REQUEST_PATH = '/klaim/pengajuan';

/** The query names of the claim form's address. */
export const CLAIM_REQUEST_QUERY = {
  policy: 'policy',
  insured: 'insured',
  benefit: 'benefit',
} as const;

export interface ClaimRequestChoice {
  policy_number: string;
  insured_id: number;
  benefit: string;
}

/** '/klaim/pengajuan?policy=KS23000456&insured=12&benefit=RAWAT_INAP'. */
export function claimRequestHref(choice: ClaimRequestChoice): string {
  const query = new URLSearchParams({
    [CLAIM_REQUEST_QUERY.policy]: choice.policy_number,
    [CLAIM_REQUEST_QUERY.insured]: String(choice.insured_id),
    [CLAIM_REQUEST_QUERY.benefit]: choice.benefit,
  });
  return `${CLAIM_REQUEST_PATH}?${query.toString()}`;
}
