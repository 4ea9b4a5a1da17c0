import { describe, expect, it } from 'vitest';
import { keyForRequest, requestSignature } from './requestKey';

const correct = {
  kind: 'CORRECT' as const,
  description: 'Tanggal lahir saya salah, mohon perbaiki.',
};

describe('Idempotency-Key of a privacy request', () => {
  it('keeps the key while the request is the same, a new one when it changes', () => {
    let n = 0;
    const next = () => `key-${++n}`;
    const first = keyForRequest(null, requestSignature(correct), next);
    expect(first.key).toBe('key-1');
    expect(keyForRequest(first, requestSignature({ ...correct }), next)).toBe(first);
    const changed = keyForRequest(first, requestSignature({ ...correct, kind: 'ERASE' }), next);
    expect(changed.key).toBe('key-2');
    const retyped = keyForRequest(
      changed,
      requestSignature({ kind: 'ERASE', description: `${correct.description} Terima kasih.` }),
      next,
    );
    expect(retyped.key).toBe('key-3');
  });
});
