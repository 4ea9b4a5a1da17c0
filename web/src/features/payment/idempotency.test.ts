import { describe, expect, it } from 'vitest';
import { attemptSignature, createIdempotencyKeys } from './idempotency';

const request = {
  policy_number: 'KS23000456',
  bill_ids: ['TG-KS23000456-202610'],
  method: 'VA_BCA' as const,
};

function counter() {
  let n = 0;
  return () => `key-${++n}-0123456789abcdef`;
}

describe('Idempotency-Key per payment attempt', () => {
  it('keeps the key while the same attempt is retried', () => {
    const keys = createIdempotencyKeys(counter());
    const sig = attemptSignature(request);
    expect(keys.keyFor(sig)).toBe('key-1-0123456789abcdef');
    expect(keys.keyFor(sig)).toBe('key-1-0123456789abcdef');
  });

  it('makes a new key when the bills or the method change', () => {
    const keys = createIdempotencyKeys(counter());
    const first = keys.keyFor(attemptSignature(request));
    const moreBills = keys.keyFor(
      attemptSignature({ ...request, bill_ids: [...request.bill_ids, 'TG-KS23000456-202701'] }),
    );
    const otherMethod = keys.keyFor(attemptSignature({ ...request, method: 'QRIS' }));
    expect(new Set([first, moreBills, otherMethod]).size).toBe(3);
  });

  it('makes a new key after the attempt was discarded', () => {
    const keys = createIdempotencyKeys(counter());
    const sig = attemptSignature(request);
    const first = keys.keyFor(sig);
    keys.discard();
    expect(keys.keyFor(sig)).not.toBe(first);
  });

  it('uses random UUIDs that the contract accepts', () => {
    const keys = createIdempotencyKeys();
    expect(keys.keyFor('x')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
