// One Idempotency-Key per payment attempt. The key belongs to what is being paid (policy,
// bills, method): a retry of the same attempt (after a network error, a 503 or a 409 from a
// duplicate still being processed) sends the same key, so the server creates at most one
// payment; another selection or method is another attempt with a new key. A definitive
// refusal (422) ends the attempt: the next click starts a new one.
import { useState } from 'react';
import type { CreatePaymentRequest } from '../../api/generated/model';

/** What makes two requests the same attempt. */
export function attemptSignature(request: CreatePaymentRequest): string {
  return [request.policy_number, request.method, ...request.bill_ids].join('|');
}

export interface IdempotencyKeys {
  /** The key of this attempt: the previous one while the signature is unchanged. */
  keyFor(signature: string): string;
  /** Forget the current attempt (the next keyFor makes a new key). */
  discard(): void;
}

export function createIdempotencyKeys(
  newKey: () => string = () => crypto.randomUUID(),
): IdempotencyKeys {
  let current: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (current?.signature !== signature) current = { signature, key: newKey() };
      return current.key;
    },
    discard() {
      current = null;
    },
  };
}

/** The keys of one screen, kept across renders. */
export function useIdempotencyKeys(): IdempotencyKeys {
  const [keys] = useState(() => createIdempotencyKeys());
  return keys;
}
