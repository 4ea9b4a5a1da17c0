import { describe, expect, it } from 'vitest';
import { clockOffset, formatRemaining, phaseOf, remainingMs } from './countdown';

describe('countdown on the server clock', () => {
  const serverTime = '2026-11-22T10:06:00+07:00';
  const expiresAt = '2026-11-22T10:20:00+07:00';

  it('ignores a device clock that is an hour wrong', () => {
    const deviceNow = Date.parse('2026-11-22T04:06:00Z'); // 11:06 WIB: device an hour fast
    const offset = clockOffset(serverTime, deviceNow);
    expect(offset).toBe(-3600_000);
    expect(remainingMs(expiresAt, offset, deviceNow)).toBe(14 * 60_000);
    expect(remainingMs(expiresAt, offset, deviceNow + 60_000)).toBe(13 * 60_000);
  });

  it('never goes below zero', () => {
    const offset = clockOffset(serverTime, 0);
    expect(remainingMs(expiresAt, offset, 20 * 60_000)).toBe(0);
  });

  it('shows mm:ss under an hour and hh:mm:ss otherwise', () => {
    expect(formatRemaining(14 * 60_000 + 5_000)).toBe('14:05');
    expect(formatRemaining(59 * 60_000 + 59_000)).toBe('59:59');
    expect(formatRemaining(60 * 60_000)).toBe('01:00:00');
    expect(formatRemaining(23 * 3600_000 + 59 * 60_000)).toBe('23:59:00');
    expect(formatRemaining(1_200)).toBe('00:02');
    expect(formatRemaining(0)).toBe('00:00');
  });

  it('changes phase under five minutes and at zero', () => {
    expect(phaseOf(5 * 60_000 + 1)).toBe('running');
    expect(phaseOf(5 * 60_000)).toBe('endingSoon');
    expect(phaseOf(0)).toBe('over');
  });
});
