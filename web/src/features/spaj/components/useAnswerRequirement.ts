// Sending one answer (spaj/requirement/answer, the SPAJ token): the answer is the application's
// new state, shown at once (the query's data replaced); a notice says it arrived (and, when it
// was the last open request, that the application is back in risk selection). A refusal the
// form can show (409 already answered, 422 a rule, 404) comes back as its message; a 409 also
// reads the application again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessageOf, isApiError } from '../../../api/errors';
import {
  answerSpajRequirement,
  getGetSpajQueryKey,
} from '../../../api/generated/endpoints/spaj/spaj';
import type { SpajRequirementAnswerRequest } from '../../../api/generated/model';
import { requestOptions } from '../../../api/fetcher';
import { showToast } from '../../../components/toast';
import { spajRequest, type SpajSessionState } from '../../../shared/spajSession';
import { messages } from '../messages';

const m = messages.followUp;
/** Told in the form (0: no answer at all). */
const IN_FORM = [0, 400, 404, 409, 422];

export function useAnswerRequirement(session: SpajSessionState) {
  const client = useQueryClient();
  const key = getGetSpajQueryKey({ spaj_number: session.spajNumber });
  const mutation = useMutation({
    mutationFn: (body: SpajRequirementAnswerRequest) =>
      answerSpajRequirement(
        body,
        requestOptions(spajRequest(session, { silentStatuses: IN_FORM })),
      ),
  });
  /** Sends the answer; resolves to null when it arrived, else the message to show. */
  const send = async (body: SpajRequirementAnswerRequest): Promise<string | null> => {
    try {
      const result = await mutation.mutateAsync(body);
      client.setQueryData(key, result);
      const open = result.data.requirements.filter((r) => r.status === 'OPEN').length;
      showToast({ message: open === 0 ? m.allAnswered : m.answered, variant: 'success' });
      return null;
    } catch (error) {
      if (isApiError(error) && error.status === 409)
        void client.invalidateQueries({ queryKey: key });
      return errorMessageOf(error);
    }
  };
  return { send, pending: mutation.isPending };
}
