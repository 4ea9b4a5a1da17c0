// The verification code printed on every document (the contract's VerificationCode): 16
// characters of Crockford's Base32 in four groups of four, '7KQ2-M9XD-4TRA-PW3N'. People type
// it from paper: lower case, spaces, no dashes or other separators are read as the code, and
// the letters Crockford reads as digits (O as 0, I and L as 1) too. U is never part of a code.
// Hyphens and dashes of every kind count as separators (a code copied from the page's example
// has no-break hyphens).
const CODE =
  /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const SYMBOLS = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** Whether `value` is a code exactly as the contract writes it. */
export function isVerificationCode(value: string): boolean {
  return CODE.test(value);
}

/**
 * The code `raw` stands for, as the contract writes it, or null when it cannot be one (too
 * short or long, or a character outside the alphabet).
 */
export function normalizeCode(raw: string): string | null {
  const symbols = raw
    .toUpperCase()
    .replace(/[\s\-\u2010-\u2015._/]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (!SYMBOLS.test(symbols)) return null;
  return [0, 4, 8, 12].map((start) => symbols.slice(start, start + 4)).join('-');
}
