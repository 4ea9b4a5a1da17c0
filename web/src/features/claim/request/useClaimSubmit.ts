// Sending the claim (POST /claim/submit) with the draft's Idempotency-Key: one request at a
// time (a second press while one runs does nothing), and the failures the form explains
// itself instead of a popup: rule violations (422, with the fields), a twin request still
// running (409), a lost connection or a server hiccup (sent again with the same key).
// On 201 the claim's detail is cached (its page opens at once) and Riwayat Klaim refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError, errorMessageOf } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import {
  getGetClaimQueryKey,
  getListClaimsQueryKey,
  submitClaim,
} from '../../../api/generated/endpoints/claim/claim';
import type { ClaimDetail, ClaimSubmitRequest, FieldError } from '../../../api/generated/model';
import { formMessages } from '../formMessages';

/** Statuses the form shows itself (0: no answer at all). */
export const SUBMIT_INLINE_STATUSES = [0, 400, 404, 409, 413, 422, 500, 502, 503, 504] as const;

export type SubmitResult =
  | { ok: true; claim: ClaimDetail }
  | { ok: false; status: number; message: string; fields: FieldError[] }
  | { ok: false; status: 'busy' };

export function useClaimSubmit() {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: ['submitClaim'],
    mutationFn: ({ request, key }: { request: ClaimSubmitRequest; key: string }) =>
      submitClaim(
        request,
        requestOptions({
          headers: { 'Idempotency-Key': key },
          silentStatuses: SUBMIT_INLINE_STATUSES,
          errorMessage: formMessages.submit.network,
        }),
      ),
  });

  const send = async (request: ClaimSubmitRequest, key: string): Promise<SubmitResult> => {
    if (inFlight.current) return { ok: false, status: 'busy' };
    inFlight.current = true;
    try {
      const { data: claim } = await mutation.mutateAsync({ request, key });
      client.setQueryData(getGetClaimQueryKey({ claim_number: claim.claim_number }), {
        data: claim,
        status: 200,
        headers: new Headers(),
      });
      void client.invalidateQueries({ queryKey: getListClaimsQueryKey() });
      return { ok: true, claim };
    } catch (failure) {
      return isApiError(failure)
        ? {
            ok: false,
            status: failure.status,
            message: failure.message,
            fields: failure.fieldErrors,
          }
        : { ok: false, status: -1, message: errorMessageOf(failure), fields: [] };
    } finally {
      inFlight.current = false;
    }
  };

  return { send, pending: mutation.isPending };
}
