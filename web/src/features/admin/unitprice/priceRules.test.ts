import { describe, expect, it } from 'vitest';
import {
  changeHundredths,
  formatChange,
  hundredthsOf,
  isLargeChange,
  parseUnitPrice,
} from './priceRules';

describe('a typed unit price', () => {
  it.each([
    ['1530,12', '1530.1200'],
    ['1.530,1234', '1530.1234'],
    ['1530.1200', '1530.1200'],
    ['1530', '1530.0000'],
    [' 0,5 ', '0.5000'],
    ['007,25', '7.2500'],
    ['123456789,0001', '123456789.0001'],
  ])('%s is %s', (typed, value) => {
    expect(parseUnitPrice(typed)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'Isi harga unit.'],
    ['abc', 'Harga unit berupa angka, contoh 1530,1200.'],
    ['1530,12345', 'Paling banyak 4 angka desimal.'],
    ['1.530', 'Gunakan koma untuk desimal, contoh 1530,1200.'],
    ['1234567890', 'Paling banyak 9 angka sebelum koma.'],
    ['0,0000', 'Harga unit harus lebih dari 0.'],
    ['-5', 'Harga unit berupa angka, contoh 1530,1200.'],
  ])('%s is refused', (typed, error) => {
    expect(parseUnitPrice(typed)).toEqual({ ok: false, error });
  });
});

describe('the change from the previous price', () => {
  it('is computed on exact decimals, 2 places, half away from zero', () => {
    // (1530.12 - 1523.4567) / 1523.4567 = 0.4374%
    expect(changeHundredths('1523.4567', '1530.1200')).toBe(44);
    expect(changeHundredths('1000.0000', '875.0000')).toBe(-1250);
    expect(changeHundredths('1000.0000', '1000.0500')).toBe(1); // 0.005% rounds up
    expect(changeHundredths('1000.0000', '999.9500')).toBe(-1);
    expect(changeHundredths(null, '1000.0000')).toBeNull();
  });

  it('reads as Indonesian percents', () => {
    expect(formatChange(44)).toBe('+0,44%');
    expect(formatChange(-1250)).toBe('−12,50%');
    expect(formatChange(0)).toBe('0,00%');
    expect(formatChange(123456)).toBe('+1.234,56%');
    expect(hundredthsOf('-12.50')).toBe(-1250);
    expect(hundredthsOf('0.44')).toBe(44);
  });

  it('is large above 10% either way, not at 10% exactly', () => {
    expect(isLargeChange('1000.0000', '1100.0000')).toBe(false);
    expect(isLargeChange('1000.0000', '1100.0001')).toBe(true);
    expect(isLargeChange('1000.0000', '900.0000')).toBe(false);
    expect(isLargeChange('1000.0000', '899.9999')).toBe(true);
    expect(isLargeChange(null, '5000.0000')).toBe(false);
  });
});
