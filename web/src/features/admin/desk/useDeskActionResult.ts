// What follows an action on a desk's case (a claim, an application, a refund). Success: the
// answer is the case's new state (shown at once), the queue is asked again and a notice says
// what happened. 409 (the status no longer allows it: another staff member was first) or 404:
// the page shows the server's message and reloads the case. Anything else stays in the form:
// the server's message and, for a 422, the errors of its fields.
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { errorMessageOf, isApiError } from '../../../api/errors';
import type { FieldError } from '../../../api/generated/model';
import { showToast } from '../../../components/toast';

export interface ActionOutcome {
  /** A 409 or 404: the server's message, shown on the page above the case (null: none). */
  onConflict: (message: string | null) => void;
  /** The action is over (done or refused with 409/404): the form closes. */
  onSettled: () => void;
}

export interface FormFailure {
  message: string;
  fields: FieldError[];
}

/** The outcome of an action on the case cached under `detailKey`, listed under `listKey`. */
export function useDeskActionResult<T>(
  detailKey: QueryKey,
  listKey: QueryKey,
  { onConflict, onSettled }: ActionOutcome,
) {
  const client = useQueryClient();

  const succeeded = (result: { data: T }, message: string) => {
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
