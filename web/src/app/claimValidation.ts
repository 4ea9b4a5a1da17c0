// What the claim request guard (claimRequestGuard.ts) decides after a failure, apart from
// the call itself so the router's first download stays small: coming from klaim the
// navigation is refused with the error docs/product.md P2.6 names ('Invalid Claim Request!',
// Claim Validation) and the customer stays on klaim; otherwise the way back to klaim.
import { CLAIM_LIST_PATH, CLAIM_LIST_ROUTE } from '../shared/claimRequest';
import { RouteError } from './guards';

export class ClaimValidationError extends RouteError {
  override name = 'Claim Validation';
  constructor(options?: { cause?: unknown }) {
    super('Invalid Claim Request!', 422);
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export function isClaimValidationError(error: unknown): error is ClaimValidationError {
  return error instanceof ClaimValidationError;
}

/** After a failed claim request: raises ClaimValidationError from klaim, else back to klaim. */
export function claimRequestFailed(
  from: string | undefined,
  cause?: unknown,
): { kind: 'redirect'; to: string } {
  if (from === CLAIM_LIST_ROUTE) throw new ClaimValidationError({ cause });
  return { kind: 'redirect', to: CLAIM_LIST_PATH };
}
