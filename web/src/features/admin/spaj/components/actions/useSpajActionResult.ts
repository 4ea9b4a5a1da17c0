// What follows an action on an application (useDeskActionResult): success shows its new
// state, a 409 (another underwriter was first, or the applicant answered meanwhile) or 404 is
// said by the page, anything else stays in the form.
import {
  getGetSpajReviewQueryKey,
  getListSpajReviewsQueryKey,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import {
  useDeskActionResult,
  type ActionOutcome,
  type FormFailure,
} from '../../../desk/useDeskActionResult';

export type { ActionOutcome, FormFailure };

export function useSpajActionResult(spajNumber: string, outcome: ActionOutcome) {
  return useDeskActionResult<SpajReviewDetail>(
    getGetSpajReviewQueryKey({ spaj_number: spajNumber }),
    getListSpajReviewsQueryKey(),
    outcome,
  );
}
