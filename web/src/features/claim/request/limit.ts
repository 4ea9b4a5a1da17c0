// What is left of a benefit's limit for a new claim. The server's `remaining_amount` is the
// limit less what was approved or paid in the period (what an approval may still pay); the
// claims still in process (`reserved_amount`) are not taken off it. The customer is shown
// the limit less both: what a new claim can ask for while those are decided.
import type { ClaimLimit } from '../../../api/generated/model';

/** Limit − used − in process, never below 0. */
export function claimableAmount(limit: ClaimLimit): number {
  return Math.max(0, limit.limit_amount - limit.used_amount - limit.reserved_amount);
}
