import { describe, expect, it } from 'vitest';
import { formatDayWib, formatProofMoment } from './format';

describe('privacy moments', () => {
  it("writes a consent's proof in figures, in Jakarta time", () => {
    expect(formatProofMoment('2026-01-05T03:12:00Z')).toBe('05-01-2026 10.12 WIB');
    // Past midnight in Jakarta: the next day, 00.30 (never 24.30).
    expect(formatProofMoment('2026-11-28T17:30:00Z')).toBe('29-11-2026 00.30 WIB');
    expect(formatProofMoment('bukan waktu')).toBe('–');
  });

  it("writes a deadline's day in Jakarta", () => {
    expect(formatDayWib('2026-12-10T02:00:00Z')).toBe('10 Desember 2026');
    expect(formatDayWib('2026-12-09T18:00:00Z')).toBe('10 Desember 2026');
  });
});
