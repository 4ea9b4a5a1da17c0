import { describe, expect, it } from 'vitest';
import { formatRupiahInput, parseRupiahInput } from './rupiah';

describe('rupiah input', () => {
  it('shows digits with thousand separators as typed, whatever else is typed', () => {
    expect(formatRupiahInput('12500000')).toBe('12.500.000');
    expect(formatRupiahInput('Rp 12.500.000,50')).toBe('1.250.000.050');
    expect(formatRupiahInput('0001500')).toBe('1.500');
    expect(formatRupiahInput('abc')).toBe('');
  });

  it('sends a whole number; nothing typed is null', () => {
    expect(parseRupiahInput('12.500.000')).toBe(12_500_000);
    expect(parseRupiahInput('')).toBeNull();
  });

  it('stops at 11 digits (the contract allows up to 10.000.000.000)', () => {
    expect(formatRupiahInput('123456789012345')).toBe('12.345.678.901');
  });
});
