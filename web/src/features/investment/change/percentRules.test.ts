import { describe, expect, it } from 'vitest';
import {
  checkPercents,
  chosenShares,
  parsePercent,
  percentError,
  stepPercent,
} from './percentRules';

describe('a split by percent over funds', () => {
  it('takes whole percents in steps of 5, at least 10 for a chosen fund', () => {
    expect(percentError(0)).toBeNull();
    expect(percentError(10)).toBeNull();
    expect(percentError(100)).toBeNull();
    expect(percentError(5)).toBe('Paling sedikit 10% untuk dana yang dipilih.');
    expect(percentError(12)).toBe('Persen harus kelipatan 5.');
    expect(percentError(105)).toBe('Isi persen bulat 0 sampai 100.');
    expect(percentError(Number.NaN)).toBe('Isi persen bulat 0 sampai 100.');
  });

  it('adds up to 100 and says what to change', () => {
    const ok = checkPercents([
      { fund_code: 'A', percent: 70 },
      { fund_code: 'B', percent: 30 },
      { fund_code: 'C', percent: 0 },
    ]);
    expect(ok).toEqual({ funds: {}, sum: 100, total: null, ok: true });
    const short = checkPercents([{ fund_code: 'A', percent: 85 }]);
    expect(short.total).toBe('Jumlah 85%: tambah 15% agar tepat 100%.');
    expect(short.ok).toBe(false);
    const over = checkPercents([
      { fund_code: 'A', percent: 95 },
      { fund_code: 'B', percent: 15 },
    ]);
    expect(over.total).toBe('Jumlah 110%: kurangi 10% agar tepat 100%.');
  });

  it('steps by 5 within 0 and 100, parses digits, keeps the chosen funds', () => {
    expect(stepPercent(12, 1)).toBe(15);
    expect(stepPercent(12, -1)).toBe(10);
    expect(stepPercent(0, -1)).toBe(0);
    expect(stepPercent(100, 1)).toBe(100);
    expect(parsePercent('')).toBe(0);
    expect(parsePercent('4a')).toBeNaN();
    expect(
      chosenShares([
        { fund_code: 'A', percent: 0 },
        { fund_code: 'B', percent: 100 },
      ]),
    ).toEqual([{ fund_code: 'B', percent: 100 }]);
  });
});
