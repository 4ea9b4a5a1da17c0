// What follows an action on a claim (useDeskActionResult): success shows its new state, a 409
// (another staff member was first) or 404 is said by the page above the claim, anything else
// stays in the form.
import {
  getGetClaimReviewQueryKey,
  getListClaimReviewsQueryKey,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewDetail } from '../../../../../api/generated/model';
import { useDeskActionResult, type ActionOutcome } from '../../../desk/useDeskActionResult';

export type { ActionOutcome };

export function useActionResult(claimNumber: string, outcome: ActionOutcome) {
  return useDeskActionResult<ClaimReviewDetail>(
    getGetClaimReviewQueryKey({ claim_number: claimNumber }),
    getListClaimReviewsQueryKey(),
    outcome,
  );
}
