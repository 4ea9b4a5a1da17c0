import { describe, expect, it } from 'vitest';
import {
  amountError,
  checkAllocation,
  chosenShares,
  parsePercent,
  percentError,
  stepPercent,
  topupFigures,
  topupSignature,
} from './topupRules';

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

describe('top-up allocation', () => {
  const shares = (...percents: number[]) =>
    percents.map((percent, i) => ({ fund_code: `F${i}`, percent }));

  it('takes multiples of 5, at least 10 per chosen fund, 0 for a fund not chosen', () => {
    expect(percentError(0)).toBeNull();
    expect(percentError(10)).toBeNull();
    expect(percentError(100)).toBeNull();
    expect(percentError(5)).toBe('Dana yang dipilih minimal 10%.');
    expect(percentError(12)).toBe('Alokasi harus kelipatan 5%.');
    expect(percentError(105)).toBe('Isi angka 0 sampai 100.');
    expect(percentError(Number.NaN)).toBe('Isi angka 0 sampai 100.');
  });

  it('adds up to 100 exactly, and says how far off it is', () => {
    expect(checkAllocation(shares(60, 30, 10))).toEqual({
      funds: {},
      sum: 100,
      total: null,
      ok: true,
    });
    const under = checkAllocation(shares(60, 30, 0));
    expect(under.ok).toBe(false);
    expect(under.total).toBe('Jumlah alokasi 90%: tambah 10% agar tepat 100%.');
    expect(checkAllocation(shares(60, 50)).total).toBe(
      'Jumlah alokasi 110%: kurangi 10% agar tepat 100%.',
    );
    const small = checkAllocation(shares(95, 5));
    expect(small.sum).toBe(100);
    expect(small.funds).toEqual({ F1: 'Dana yang dipilih minimal 10%.' });
    expect(small.ok).toBe(false);
  });

  it('sends the chosen funds only', () => {
    expect(chosenShares(shares(0, 70, 30))).toEqual([
      { fund_code: 'F1', percent: 70 },
      { fund_code: 'F2', percent: 30 },
    ]);
  });

  it('steps by 5 within 0 and 100', () => {
    expect(stepPercent(0, 1)).toBe(5);
    expect(stepPercent(0, -1)).toBe(0);
    expect(stepPercent(100, 1)).toBe(100);
    expect(stepPercent(12, 1)).toBe(15);
    expect(stepPercent(12, -1)).toBe(10);
    expect(stepPercent(Number.NaN, 1)).toBe(5);
  });

  it('reads a typed percent', () => {
    expect(parsePercent('')).toBe(0);
    expect(parsePercent(' 25 ')).toBe(25);
    expect(parsePercent('2,5')).toBeNaN();
    expect(parsePercent('1000')).toBeNaN();
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
