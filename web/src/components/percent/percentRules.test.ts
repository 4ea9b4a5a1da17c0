import { describe, expect, it } from 'vitest';
import {
  allocationTexts,
  checkPercents,
  chosenShares,
  parsePercent,
  percentError,
  percentText,
  sharesOf,
  stepPercent,
} from './percentRules';

const shares = (...percents: number[]) =>
  percents.map((percent, i) => ({ fund_code: `F${i}`, percent }));

describe('a split by percent over funds', () => {
  it('takes whole percents in steps of 5, at least 10 for a chosen fund, 0 for one not chosen', () => {
    expect(percentError(0)).toBeNull();
    expect(percentError(10)).toBeNull();
    expect(percentError(100)).toBeNull();
    expect(percentError(5)).toBe('Paling sedikit 10% untuk dana yang dipilih.');
    expect(percentError(12)).toBe('Persen harus kelipatan 5.');
    expect(percentError(105)).toBe('Isi persen bulat 0 sampai 100.');
    expect(percentError(Number.NaN)).toBe('Isi persen bulat 0 sampai 100.');
  });

  it('adds up to 100 exactly, and says what to change', () => {
    expect(checkPercents(shares(60, 30, 10, 0))).toEqual({
      funds: {},
      sum: 100,
      total: null,
      ok: true,
    });
    const under = checkPercents(shares(60, 30, 0));
    expect(under.ok).toBe(false);
    expect(under.total).toBe('Jumlah 90%: tambah 10% agar tepat 100%.');
    expect(checkPercents(shares(60, 50)).total).toBe('Jumlah 110%: kurangi 10% agar tepat 100%.');
    const small = checkPercents(shares(95, 5));
    expect(small.sum).toBe(100);
    expect(small.total).toBeNull();
    expect(small.funds).toEqual({ F1: 'Paling sedikit 10% untuk dana yang dipilih.' });
    expect(small.ok).toBe(false);
    // A field that is not a number is refused and counts 0 in the sum.
    const typo = checkPercents(shares(Number.NaN, 100));
    expect(typo.sum).toBe(100);
    expect(typo.funds).toEqual({ F0: 'Isi persen bulat 0 sampai 100.' });
  });

  it('sends the chosen funds only, in the page order', () => {
    expect(chosenShares(shares(0, 70, 30))).toEqual([
      { fund_code: 'F1', percent: 70 },
      { fund_code: 'F2', percent: 30 },
    ]);
  });

  it('steps by 5 within 0 and 100 (an odd value to the multiple)', () => {
    expect(stepPercent(0, 1)).toBe(5);
    expect(stepPercent(0, -1)).toBe(0);
    expect(stepPercent(100, 1)).toBe(100);
    expect(stepPercent(12, 1)).toBe(15);
    expect(stepPercent(12, -1)).toBe(10);
    expect(stepPercent(Number.NaN, 1)).toBe(5);
  });

  it('reads the typed percents', () => {
    expect(parsePercent('')).toBe(0);
    expect(parsePercent(' 25 ')).toBe(25);
    expect(parsePercent('4a')).toBeNaN();
    expect(parsePercent('2,5')).toBeNaN();
    expect(parsePercent('1000')).toBeNaN();
    expect(percentText('1a2,5')).toBe('125');
    expect(percentText('1000')).toBe('100');
    const funds = [
      { fund_code: 'EQ', allocation_percent: 70 },
      { fund_code: 'MM', allocation_percent: 30 },
      { fund_code: 'FI', allocation_percent: 0 },
    ];
    expect(allocationTexts(funds)).toEqual({ EQ: '70', MM: '30', FI: '0' });
    expect(sharesOf(funds, { EQ: '65', MM: 'x' })).toEqual([
      { fund_code: 'EQ', percent: 65 },
      { fund_code: 'MM', percent: Number.NaN },
      { fund_code: 'FI', percent: 0 },
    ]);
  });
});
