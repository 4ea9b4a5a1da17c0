// Creating a premium payment (POST /payment/create) as an attempt (useCreateAttempt.ts): one
// Idempotency-Key per policy, bills and method; 409 (a bill is in another pending payment)
// fetches the info again, 422 ends the attempt, 503 and network failures may be retried with
// the same key.
import type { FetchOptions } from '../../api/fetcher';
import { createPayment } from '../../api/generated/endpoints/payment/payment';
import type { CreatePaymentRequest, Payment } from '../../api/generated/model';
import { attemptSignature } from './idempotency';
import { messages } from './messages';
import { useCreateAttempt } from './useCreateAttempt';

export { INLINE_STATUSES, type PayError } from './useCreateAttempt';

export interface PayAttemptOptions {
  onCreated: (payment: Payment, headers: Headers) => void;
  /** A bill is already in another pending payment: fetch the bills again. */
  onConflict: () => void;
  /** The session's request options (the SPAJ applicant's token); default the customer's. */
  session?: FetchOptions;
}

export function usePayAttempt({ onCreated, onConflict, session }: PayAttemptOptions) {
  const attempt = useCreateAttempt<CreatePaymentRequest>({
    mutationKey: 'createPayment',
    create: createPayment,
    signature: attemptSignature,
    networkMessage: messages.pay.network,
    onCreated,
    onConflict,
    session,
  });
  return { ...attempt, pay: attempt.send };
}
