// Creating a payment: one Idempotency-Key per attempt (idempotency.ts), no second request
// while one is in flight, and the failures the screen explains inline instead of a popup:
// 409 (a bill is in another pending payment: the info is fetched again), 422 (refused:
// the attempt ends), 503 and network failures (the same attempt may be retried with the
// same key). Other failures get the HTTP layer's 'Peringatan' popup.
//
// The generated useCreatePayment hook fixes its request options when it renders; the key
// belongs to each call, so this uses the generated createPayment function directly.
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { requestOptions, type FetchOptions } from '../../api/fetcher';
import { isApiError } from '../../api/errors';
import { createPayment } from '../../api/generated/endpoints/payment/payment';
import type { CreatePaymentRequest, Payment } from '../../api/generated/model';
import { attemptSignature, useIdempotencyKeys } from './idempotency';
import { messages } from './messages';

export interface PayError {
  status: number;
  message: string;
  /** The same attempt may be sent again ('Coba lagi'). */
  retryable: boolean;
}

/** Statuses answered inline (0: no answer at all). */
export const INLINE_STATUSES = [0, 400, 409, 422, 503] as const;

export interface PayAttemptOptions {
  onCreated: (payment: Payment, headers: Headers) => void;
  /** A bill is already in another pending payment: fetch the bills again. */
  onConflict: () => void;
  /** The session's request options (the SPAJ applicant's token); default the customer's. */
  session?: FetchOptions;
}

export function usePayAttempt({ onCreated, onConflict, session = {} }: PayAttemptOptions) {
  const keys = useIdempotencyKeys();
  const [error, setError] = useState<PayError | null>(null);
  const lastRequest = useRef<CreatePaymentRequest | null>(null);
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationKey: ['createPayment'],
    mutationFn: ({ request, key }: { request: CreatePaymentRequest; key: string }) =>
      createPayment(
        request,
        requestOptions({
          ...session,
          headers: { 'Idempotency-Key': key },
          silentStatuses: INLINE_STATUSES,
          errorMessage: messages.pay.network,
        }),
      ),
  });

  const send = (request: CreatePaymentRequest) => {
    if (inFlight.current) return;
    inFlight.current = true;
    lastRequest.current = request;
    setError(null);
    const key = keys.keyFor(attemptSignature(request));
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
          if (status === 409) onConflict();
          if (status === 400 || status === 422) keys.discard();
          if ((INLINE_STATUSES as readonly number[]).includes(status)) {
            setError({ status, message, retryable: status === 0 || status === 503 });
          }
        },
      },
    );
  };

  return {
    pay: send,
    /** Send the last attempt again (same key). */
    retry: () => {
      if (lastRequest.current) send(lastRequest.current);
    },
    clearError: () => setError(null),
    pending: mutation.isPending,
    error,
  };
}
