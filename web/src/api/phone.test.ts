import { describe, expect, it } from 'vitest';
import {
  formatMobileNumber,
  mapSearchLink,
  telLink,
  toInternationalNumber,
  whatsAppLink,
  whatsappDisplay,
} from './phone';

describe('phone numbers', () => {
  it('replaces the leading 0 with 62 for WhatsApp', () => {
    expect(toInternationalNumber('0811 1500 789')).toBe('628111500789');
    expect(toInternationalNumber('+62 811-1500-789')).toBe('628111500789');
    expect(toInternationalNumber('628111500789')).toBe('628111500789');
    expect(whatsAppLink('0811 1500 789')).toBe('https://wa.me/628111500789');
    expect(whatsAppLink('+62 811 1500 789')).toBe('https://wa.me/628111500789');
  });

  it('writes the number in messages with the leading 0 replaced by +62', () => {
    expect(whatsappDisplay('0811 1500 789')).toBe('+62811 1500 789');
    expect(whatsappDisplay(' +62 811 1500 789 ')).toBe('+62 811 1500 789');
  });

  it('shows mobile numbers in the +62 811-1500-789 style', () => {
    expect(formatMobileNumber('0811 1500 789')).toBe('+62 811-1500-789');
    expect(formatMobileNumber('081234567890')).toBe('+62 812-3456-7890');
    expect(formatMobileNumber('+6281234567890')).toBe('+62 812-3456-7890');
    expect(formatMobileNumber('1500 789')).toBe('1500 789');
  });

  it('builds tel: and map links', () => {
    expect(telLink('1500 789')).toBe('tel:1500789');
    expect(telLink('(021) 2554 7890')).toBe('tel:02125547890');
    expect(mapSearchLink('Jl. Jend. Sudirman Kav. 45, Jakarta')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Jl.%20Jend.%20Sudirman%20Kav.%2045%2C%20Jakarta',
    );
  });
});
