// What follows an action on a personal-data request (useDeskActionResult): success shows its
// new state, a 409 (another staff member was first) or 404 is said by the page above the
// request, anything else stays in the form.
import {
  getGetPrivacyRequestQueryKey,
  getListPrivacyRequestsQueryKey,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { PrivacyReviewDetail } from '../../../../../api/generated/model';
import { useDeskActionResult, type ActionOutcome } from '../../../desk/useDeskActionResult';

export type { ActionOutcome };

export function usePrivacyActionResult(requestNumber: string, outcome: ActionOutcome) {
  return useDeskActionResult<PrivacyReviewDetail>(
    getGetPrivacyRequestQueryKey({ request_number: requestNumber }),
    getListPrivacyRequestsQueryKey(),
    outcome,
  );
}
