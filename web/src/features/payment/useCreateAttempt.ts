// Creating something that is paid for (a premium payment, a top-up): one Idempotency-Key per
// attempt (idempotency.ts), no second request while one is in flight, and the failures the
// screen explains inline instead of a popup: 409 (a duplicate still running, or a bill in
// another pending payment: `onConflict`), 400 and 422 (refused: the attempt ends, the next
// click starts a new one), 503 and network failures (the same attempt may be retried with the
// same key). Other failures get the HTTP layer's 'Peringatan' popup.
//
// The generated hooks fix their request options when they render; the key belongs to each
// call, so the attempt calls the generated function (`create`) with the options it is given.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { requestOptions, type FetchOptions } from '../../api/fetcher';
import { isApiError } from '../../api/errors';
import type { Payment } from '../../api/generated/model';
import { useIdempotencyKeys } from './idempotency';

export interface PayError {
  status: number;
  message: string;
  /** The same attempt may be sent again ('Coba lagi'). */
  retryable: boolean;
  /** A 422's field errors ('amount', 'allocation.0.percent'), for the fields to show. */
  fields: { field: string; message: string }[];
}

/** Statuses answered inline (0: no answer at all). */
export const INLINE_STATUSES = [0, 400, 409, 422, 503] as const;

export interface CreateAttemptOptions<R> {
  mutationKey: string;
  /** The generated call (createPayment, createTopup). */
  create: (request: R, options: RequestInit) => Promise<{ data: Payment; headers: Headers }>;
  /** What makes two requests the same attempt (the same key). */
  signature: (request: R) => string;
  /** The sentence when no answer came. */
  networkMessage: string;
  onCreated: (payment: Payment, headers: Headers) => void;
  onConflict?: () => void;
  /** The session's request options (the SPAJ applicant's token); default the customer's. */
  session?: FetchOptions;
}

export function useCreateAttempt<R>({
  mutationKey,
  create,
  signature,
  networkMessage,
  onCreated,
  onConflict,
  session = {},
}: CreateAttemptOptions<R>) {
  const keys = useIdempotencyKeys();
  const [error, setError] = useState<PayError | null>(null);
  const lastRequest = useRef<R | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: [mutationKey],
    mutationFn: ({ request, key }: { request: R; key: string }) =>
      create(
        request,
        requestOptions({
          ...session,
          headers: { 'Idempotency-Key': key },
          silentStatuses: INLINE_STATUSES,
          errorMessage: networkMessage,
        }),
      ),
  });

  const send = (request: R) => {
    if (inFlight.current) return;
    inFlight.current = true;
    lastRequest.current = request;
    setError(null);
    const key = keys.keyFor(signature(request));
    mutation.mutate(
      { request, key },
      {
        onSettled: () => {
          inFlight.current = false;
        },
        onSuccess: (result) => onCreated(result.data, result.headers),
        onError: (failure) => {
          if (!isApiError(failure)) return;
          const { status, message } = failure;
          if (status === 409) onConflict?.();
          if (status === 400 || status === 422) keys.discard();
          if ((INLINE_STATUSES as readonly number[]).includes(status)) {
            setError({
              status,
              message,
              retryable: status === 0 || status === 503,
              fields: failure.fieldErrors.map(({ field, message: said }) => ({
                field,
                message: said,
              })),
            });
          }
        },
      },
    );
  };

  return {
    send,
    /** Send the last attempt again (same key). */
    retry: () => {
      if (lastRequest.current) send(lastRequest.current);
    },
    clearError: () => setError(null),
    pending: mutation.isPending,
    error,
  };
}
