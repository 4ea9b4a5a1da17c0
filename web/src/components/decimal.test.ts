import { describe, expect, it } from 'vitest';
import {
  formatDecimal,
  formatUnitPrice,
  fromTenThousandths,
  fundValue,
  toChartNumber,
  toTenThousandths,
} from './decimal';

describe('formatDecimal', () => {
  it.each([
    ['12345.6789', '12.345,6789'],
    ['1523.4567', '1.523,4567'],
    ['0.0000', '0,0000'],
    ['999.0001', '999,0001'],
    ['1000.0000', '1.000,0000'],
    ['123456789012.0000', '123.456.789.012,0000'],
    ['007.5000', '7,5000'],
    ['42', '42'],
  ])('%s → %s', (value, shown) => {
    expect(formatDecimal(value)).toBe(shown);
  });

  it('keeps digits a float would lose', () => {
    expect(formatDecimal('999999999999.9999')).toBe('999.999.999.999,9999');
  });

  it('leaves anything that is not a decimal as it is', () => {
    expect(formatDecimal('abc')).toBe('abc');
    expect(formatDecimal('')).toBe('');
  });
});

describe('formatUnitPrice', () => {
  it('puts Rp and a no-break space before the price', () => {
    expect(formatUnitPrice('1523.4567')).toBe('Rp\u00a01.523,4567');
  });
});

describe('fixed-point helpers', () => {
  it('reads and writes 4-decimal text exactly', () => {
    expect(toTenThousandths('12345.6789')).toBe(123456789n);
    expect(fromTenThousandths(123456789n)).toBe('12345.6789');
    expect(fromTenThousandths(5n)).toBe('0.0005');
  });

  it('values a fund as units × price rounded half up (the contract example)', () => {
    expect(fundValue('12345.6789', '1523.4567')).toBe(18808107);
    expect(fundValue('8000.0000', '1210.5000')).toBe(9684000);
    expect(fundValue('0.0000', '1210.5000')).toBe(0);
    // 1.0000 × 0.5000 = 0.5 → 1 (half up); 1.0000 × 0.4999 → 0.
    expect(fundValue('1.0000', '0.5000')).toBe(1);
    expect(fundValue('1.0000', '0.4999')).toBe(0);
  });

  it('gives the chart a number, NaN for text that is not a decimal', () => {
    expect(toChartNumber('1523.4567')).toBeCloseTo(1523.4567);
    expect(toChartNumber('x')).toBeNaN();
  });
});
