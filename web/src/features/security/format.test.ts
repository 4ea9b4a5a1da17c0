// Moments and device names on Pengaturan.
import { describe, expect, it } from 'vitest';
import { deviceName, formatDayWib, formatLastActive } from './format';

const NOW = Date.UTC(2026, 10, 25, 3, 0); // 25 November 2026, 10.00 WIB
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;

describe('formatDayWib', () => {
  it('writes the day in Jakarta, which may be the next one in UTC', () => {
    expect(formatDayWib('2026-08-14T02:30:00Z')).toBe('14 Agustus 2026');
    expect(formatDayWib('2026-08-13T18:30:00Z')).toBe('14 Agustus 2026');
  });
});

describe('formatLastActive', () => {
  it('within the minute, or a moment ahead of this clock: baru saja', () => {
    expect(formatLastActive(before(20_000), NOW)).toBe('baru saja');
    expect(formatLastActive(before(-90_000), NOW)).toBe('baru saja');
  });

  it('minutes, then hours, within the day', () => {
    expect(formatLastActive(before(5 * MINUTE), NOW)).toBe('5 menit yang lalu');
    expect(formatLastActive(before(59 * MINUTE + 59_000), NOW)).toBe('59 menit yang lalu');
    expect(formatLastActive(before(60 * MINUTE), NOW)).toBe('1 jam yang lalu');
    expect(formatLastActive(before(23 * 60 * MINUTE + 59 * MINUTE), NOW)).toBe('23 jam yang lalu');
  });

  it('from a day on: date and time in WIB', () => {
    expect(formatLastActive(before(24 * 60 * MINUTE), NOW)).toBe('24 Nov 2026, 10.00 WIB');
  });
});

describe('deviceName', () => {
  it('names the operating system and the browser', () => {
    expect(deviceName({ device: 'MOBILE', os: 'Android 15', browser: 'Chrome 142' })).toBe(
      'Android 15 · Chrome 142',
    );
  });

  it('says what could not be read; without either, the kind of device', () => {
    expect(deviceName({ device: 'DESKTOP', os: 'Windows 10', browser: null })).toBe(
      'Windows 10 · peramban tidak dikenal',
    );
    expect(deviceName({ device: 'TABLET', os: null, browser: 'Safari 18' })).toBe(
      'Sistem operasi tidak dikenal · Safari 18',
    );
    expect(deviceName({ device: 'UNKNOWN', os: null, browser: null })).toBe(
      'Perangkat tidak dikenal',
    );
  });
});
