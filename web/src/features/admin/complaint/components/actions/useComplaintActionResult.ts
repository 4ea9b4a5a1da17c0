// What follows an action on a complaint (useDeskActionResult): success shows its new state and
// refreshes the queue, a 409 (another staff member was first, or it was extended already) or
// 404 is said by the page above the complaint, anything else stays in the form.
import {
  getGetComplaintReviewQueryKey,
  getListComplaintReviewsQueryKey,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { ComplaintReviewDetail } from '../../../../../api/generated/model';
import { useDeskActionResult, type ActionOutcome } from '../../../desk/useDeskActionResult';

export type { ActionOutcome };

export const complaintDetailKey = (complaintNumber: string) =>
  getGetComplaintReviewQueryKey({ complaint_number: complaintNumber });

export function useComplaintActionResult(complaintNumber: string, outcome: ActionOutcome) {
  return useDeskActionResult<ComplaintReviewDetail>(
    complaintDetailKey(complaintNumber),
    getListComplaintReviewsQueryKey(),
    outcome,
  );
}
