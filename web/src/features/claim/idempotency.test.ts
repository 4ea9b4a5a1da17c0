import { describe, expect, it } from 'vitest';
import type { ClaimSubmitRequest } from '../../api/generated/model';
import { keyForRequest, requestSignature } from './idempotency';

const request: ClaimSubmitRequest = {
  policy_number: 'KS23000456',
  insured_id: 12,
  benefit: 'RAWAT_INAP',
  event: {
    event_date: '2026-11-10',
    end_date: '2026-11-14',
    diagnosis: 'Demam berdarah dengue',
    hospital_id: 'RS310042',
  },
  claimed_amount: 12_500_000,
  bank_account: { bank_code: '014', account_number: '5230984521', account_holder: 'Budi Santoso' },
  documents: [
    { type: 'KWITANSI', document_id: 'Yb2kR7wQx9LmP0sTn4Vc8A' },
    { type: 'RESUME_MEDIS', document_id: 'Ab2kR7wQx9LmP0sTn4Vc8A' },
  ],
};

function counter() {
  let n = 0;
  return () => `key-${++n}-0123456789abcdef`;
}

describe('Idempotency-Key of a claim draft', () => {
  it('keeps the key while the same content is sent again (double click, retry, second tab)', () => {
    const next = counter();
    const first = keyForRequest(null, requestSignature(request), next);
    const again = keyForRequest(first, requestSignature(structuredClone(request)), next);
    expect(again).toBe(first);
    expect(first.key).toBe('key-1-0123456789abcdef');
  });

  it('the order of keys and documents does not change the content', () => {
    const reordered: ClaimSubmitRequest = {
      documents: [...request.documents].reverse(),
      bank_account: request.bank_account,
      event: request.event,
      benefit: request.benefit,
      insured_id: request.insured_id,
      policy_number: request.policy_number,
      claimed_amount: request.claimed_amount,
    };
    expect(requestSignature(reordered)).toBe(requestSignature(request));
  });

  it('a changed draft gets a new key (the server refuses a used key with other content)', () => {
    const next = counter();
    const first = keyForRequest(null, requestSignature(request), next);
    const changed = keyForRequest(
      first,
      requestSignature({ ...request, claimed_amount: 12_000_000 }),
      next,
    );
    expect(changed.key).not.toBe(first.key);
  });

  it('makes keys the contract accepts', () => {
    expect(keyForRequest(null, 'x').key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
