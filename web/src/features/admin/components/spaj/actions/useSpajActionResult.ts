// What follows an action on an application. Success: the answer is its new state (shown at
// once), the queue is asked again and a notice says what happened. 409 (the status no longer
// allows it: another underwriter was first, or the applicant answered meanwhile) or 404: the
// page shows the server's message and reloads the application. Anything else stays in the
// form: the server's message and, for a 422, the errors of its fields.
import { useQueryClient } from '@tanstack/react-query';
import { errorMessageOf, isApiError } from '../../../../../api/errors';
import {
  getGetSpajReviewQueryKey,
  getListSpajReviewsQueryKey,
} from '../../../../../api/generated/endpoints/admin/admin';
import type { SpajReviewDetail } from '../../../../../api/generated/model';
import { showToast } from '../../../../../components/toast';
import type { ActionOutcome, FormFailure } from '../../claim/actions/useActionResult';

export type { ActionOutcome, FormFailure };

export function useSpajActionResult(spajNumber: string, { onConflict, onSettled }: ActionOutcome) {
  const client = useQueryClient();
  const detailKey = getGetSpajReviewQueryKey({ spaj_number: spajNumber });
  const listKey = getListSpajReviewsQueryKey();

  const succeeded = (result: { data: SpajReviewDetail }, message: string) => {
    client.setQueryData(detailKey, result);
    onConflict(null);
    void client.invalidateQueries({ queryKey: listKey });
    showToast({ message, variant: 'success' });
    onSettled();
  };

  /** The failure the form shows, or null when the page took it (409, 404). */
  const failed = (error: unknown): FormFailure | null => {
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      onConflict(errorMessageOf(error));
      void client.invalidateQueries({ queryKey: detailKey });
      void client.invalidateQueries({ queryKey: listKey });
      onSettled();
      return null;
    }
    return {
      message: errorMessageOf(error),
      fields: isApiError(error) ? error.fieldErrors : [],
    };
  };

  return { succeeded, failed };
}
