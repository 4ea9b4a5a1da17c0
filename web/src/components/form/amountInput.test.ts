import { describe, expect, it } from 'vitest';
import {
  digitsBefore,
  formatAmountInput,
  parseAmountInput,
  positionAfterDigits,
} from './amountInput';

describe('amount fields', () => {
  it('an amount field keeps digits only, groups them by dots, at most 11 digits', () => {
    expect(formatAmountInput('12500000')).toBe('12.500.000');
    expect(formatAmountInput('Rp 12,500.000')).toBe('12.500.000');
    expect(formatAmountInput('0012')).toBe('12');
    expect(formatAmountInput('000')).toBe('0');
    expect(formatAmountInput('abc')).toBe('');
    expect(formatAmountInput('123456789012345')).toBe('12.345.678.901');
    expect(parseAmountInput('12.500.000')).toBe(12_500_000);
    expect(parseAmountInput('')).toBeNull();
  });

  it('the caret stays after the same digit when the dots move', () => {
    // '1.250.000' with a 5 typed after '1.250.0': the caret stays after that 5, the sixth digit.
    expect(digitsBefore('1.250.0500', 8)).toBe(6);
    const shown = formatAmountInput('1.250.0500');
    expect(shown).toBe('12.500.500');
    expect(positionAfterDigits(shown, 6)).toBe(8);
    expect(positionAfterDigits(shown, 0)).toBe(0);
    expect(positionAfterDigits('12', 5)).toBe(2);
  });
});
