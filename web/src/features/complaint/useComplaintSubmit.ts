// Sending the complaint (POST /complaint/submit) with the attempt's Idempotency-Key: one
// request at a time (a second press while one runs does nothing), and the failures the form
// explains itself instead of a popup: rule violations (422, with the fields), a twin request
// still running (409), a lost connection or a server hiccup (sent again with the same key).
// On 201 the complaint's detail is cached (its page opens at once) and the list refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { errorMessageOf, isApiError } from '../../api/errors';
import { requestOptions } from '../../api/fetcher';
import {
  getGetComplaintQueryKey,
  getListComplaintsQueryKey,
  submitComplaint,
} from '../../api/generated/endpoints/complaint/complaint';
import type {
  ComplaintDetail,
  ComplaintSubmitRequest,
  FieldError,
} from '../../api/generated/model';
import { messages } from './messages';

/** Statuses the form shows itself (0: no answer at all). */
export const SUBMIT_INLINE_STATUSES = [0, 400, 409, 413, 422, 500, 502, 503, 504] as const;

export type SubmitResult =
  | { ok: true; complaint: ComplaintDetail }
  | { ok: false; status: number; message: string; fields: FieldError[] }
  | { ok: false; status: 'busy' };

export function useComplaintSubmit() {
  const client = useQueryClient();
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: ['submitComplaint'],
    mutationFn: ({ request, key }: { request: ComplaintSubmitRequest; key: string }) =>
      submitComplaint(
        request,
        requestOptions({
          headers: { 'Idempotency-Key': key },
          silentStatuses: SUBMIT_INLINE_STATUSES,
          errorMessage: messages.form.network,
        }),
      ),
  });

  const send = async (request: ComplaintSubmitRequest, key: string): Promise<SubmitResult> => {
    if (inFlight.current) return { ok: false, status: 'busy' };
    inFlight.current = true;
    try {
      const { data: complaint } = await mutation.mutateAsync({ request, key });
      client.setQueryData(
        getGetComplaintQueryKey({ complaint_number: complaint.complaint_number }),
        { data: complaint, status: 200, headers: new Headers() },
      );
      void client.invalidateQueries({ queryKey: getListComplaintsQueryKey() });
      return { ok: true, complaint };
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
