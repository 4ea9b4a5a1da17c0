// A policy named in the address (`?policy=KS23000456`): a link that means one policy says so,
// and a screen that lets the customer switch policies keeps the choice there, so a reload or
// Back shows the same policy. 'Informasi Pembayaran Premi' opened without one (from the menu,
// a bookmark) chooses the policy itself (features/payment/policyChoice.ts).
import { isPolicyNumber } from './policyStore';

export const POLICY_PARAM = 'policy';

/** The policy the query string names, if it is shaped like a policy number. */
export function policyFromSearch(search: URLSearchParams): string | null {
  const value = search.get(POLICY_PARAM);
  return isPolicyNumber(value) ? value : null;
}

/** `path` naming `policyNumber` (`path` itself when there is none). */
export function withPolicy(path: string, policyNumber: string | null | undefined): string {
  if (!isPolicyNumber(policyNumber)) return path;
  return `${path}?${new URLSearchParams({ [POLICY_PARAM]: policyNumber }).toString()}`;
}
