// What follows an action on a refund case (useDeskActionResult): success shows its new state,
// a 409 (another staff member was first) or 404 is said by the page above the case, anything
// else (a 503 of the gateway) stays in the form.
import {
  getGetRefundQueryKey,
  getListRefundsQueryKey,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { RefundDetail } from '../../../../../api/generated/model';
import { useDeskActionResult, type ActionOutcome } from '../../../desk/useDeskActionResult';

export type { ActionOutcome };

export const refundDetailKey = (refundNumber: string) =>
  getGetRefundQueryKey({ refund_number: refundNumber });

export function useRefundActionResult(refundNumber: string, outcome: ActionOutcome) {
  return useDeskActionResult<RefundDetail>(
    refundDetailKey(refundNumber),
    getListRefundsQueryKey(),
    outcome,
  );
}
