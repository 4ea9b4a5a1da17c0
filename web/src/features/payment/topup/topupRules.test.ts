import { describe, expect, it } from 'vitest';
import { amountError, topupFigures, topupSignature } from './topupRules';

describe('top-up amount', () => {
  it.each([
    [null, 'Isi jumlah top up.'],
    [0, 'Isi jumlah top up.'],
    [999_999, 'Top up minimal Rp\u00a01.000.000.'],
    [1_000_000, null],
    [1_000_000_000, null],
    [1_000_000_001, 'Top up maksimal Rp\u00a01.000.000.000.'],
  ])('%s -> %s', (amount, error) => {
    expect(amountError(amount)).toBe(error);
  });

  it('charges 5% rounded down and invests the rest', () => {
    expect(topupFigures(1_000_000)).toEqual({
      amount: 1_000_000,
      charge: 50_000,
      invested: 950_000,
    });
    // 5% of 1.234.567 is 61.728,35: the charge is 61.728, never a rupiah more.
    expect(topupFigures(1_234_567)).toEqual({
      amount: 1_234_567,
      charge: 61_728,
      invested: 1_172_839,
    });
    expect(topupFigures(1_000_019).charge).toBe(50_000);
  });
});

describe('top-up attempts', () => {
  const request = {
    policy_number: 'UL24000123',
    amount: 5_000_000,
    method: 'BCA_VA',
    allocation: [
      { fund_code: 'EQ', percent: 70 },
      { fund_code: 'FI', percent: 30 },
    ],
  };

  it('are the same while policy, amount, method and allocation are', () => {
    expect(topupSignature({ ...request })).toBe(topupSignature(request));
    expect(topupSignature({ ...request, amount: 5_000_001 })).not.toBe(topupSignature(request));
    expect(topupSignature({ ...request, method: 'QRIS' })).not.toBe(topupSignature(request));
    expect(
      topupSignature({
        ...request,
        allocation: [
          { fund_code: 'EQ', percent: 60 },
          { fund_code: 'FI', percent: 40 },
        ],
      }),
    ).not.toBe(topupSignature(request));
  });
});
