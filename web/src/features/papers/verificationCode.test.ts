import { describe, expect, it } from 'vitest';
import { isVerificationCode, normalizeCode } from './verificationCode';

describe('normalizeCode', () => {
  it('reads a code typed in lower case, with spaces or without dashes', () => {
    expect(normalizeCode('7KQ2-M9XD-4TRA-PW3N')).toBe('7KQ2-M9XD-4TRA-PW3N');
    expect(normalizeCode('7kq2-m9xd-4tra-pw3n')).toBe('7KQ2-M9XD-4TRA-PW3N');
    expect(normalizeCode(' 7KQ2 M9XD 4TRA PW3N ')).toBe('7KQ2-M9XD-4TRA-PW3N');
    expect(normalizeCode('7KQ2M9XD4TRAPW3N')).toBe('7KQ2-M9XD-4TRA-PW3N');
    expect(normalizeCode('7KQ2–M9XD.4TRA/PW3N')).toBe('7KQ2-M9XD-4TRA-PW3N');
    // Copied from the page's example, written with no-break hyphens.
    expect(normalizeCode('7KQ2\u2011M9XD\u20114TRA\u2011PW3N')).toBe('7KQ2-M9XD-4TRA-PW3N');
  });

  it("reads the letters Crockford's alphabet leaves out as the digits they look like", () => {
    expect(normalizeCode('H3ZP-8BIC-QW6E-TORV')).toBe('H3ZP-8B1C-QW6E-T0RV');
    expect(normalizeCode('h3zp8blcqw6etorv')).toBe('H3ZP-8B1C-QW6E-T0RV');
  });

  it('refuses what cannot be a code', () => {
    expect(normalizeCode('')).toBeNull();
    expect(normalizeCode('7KQ2-M9XD-4TRA')).toBeNull();
    expect(normalizeCode('7KQ2-M9XD-4TRA-PW3N-0')).toBeNull();
    expect(normalizeCode('7KQ2-M9XD-4TRA-PW3U')).toBeNull();
    expect(normalizeCode('7KQ2-M9XD-4TRA-PW3#')).toBeNull();
  });

  it('gives what the contract pattern accepts', () => {
    expect(isVerificationCode(normalizeCode('7kq2 m9xd 4tra pw3n') ?? '')).toBe(true);
    expect(isVerificationCode('7kq2-m9xd-4tra-pw3n')).toBe(false);
  });
});
