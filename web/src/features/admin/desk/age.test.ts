import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

const now = new Date('2026-11-24T06:40:00Z');

describe('ageOf', () => {
  it.each([
    ['2026-11-24T06:39:30Z', 'baru saja'],
    ['2026-11-24T06:15:00Z', '25 menit'],
    ['2026-11-24T05:40:00Z', '1 jam'],
    ['2026-11-23T06:41:00Z', '23 jam'],
    ['2026-11-23T06:40:00Z', '1 hari'],
    ['2026-11-20T03:12:40Z', '4 hari'],
    // A clock behind the server's never shows a negative age.
    ['2026-11-24T07:00:00Z', 'baru saja'],
  ])('%s -> %s', (submitted, expected) => {
    expect(ageOf(submitted, now)).toBe(expected);
  });
});
