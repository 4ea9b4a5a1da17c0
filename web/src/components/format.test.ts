import { describe, expect, it } from 'vitest';
import {
  NBSP,
  formatDate,
  formatDateTimeWib,
  formatFrequency,
  formatLongDateTimeWib,
  formatMonthWib,
  formatPremium,
  formatRupiah,
  formatSignedRupiah,
  isoDateWib,
  parseIsoDate,
  premiumFrequencyLabels,
} from './format';

// Text as a person reads it: the no-break space after 'Rp' prints as a space.
const read = (s: string) => s.replaceAll(NBSP, ' ');

describe('formatRupiah', () => {
  it('groups thousands with dots and prefixes Rp', () => {
    expect(read(formatRupiah(500000000))).toBe('Rp 500.000.000');
    expect(read(formatRupiah(750000))).toBe('Rp 750.000');
    expect(read(formatRupiah(0))).toBe('Rp 0');
  });

  it('keeps Rp and the amount together', () => {
    expect(formatRupiah(1250000)).toBe(`Rp${NBSP}1.250.000`);
  });

  it('writes what Intl’s id-ID writes, for any amount', () => {
    const intl = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
    const amounts = [0, -0, 1, -1, 999, 1000, -1000, 12345, 999999, 1000000, -25000000];
    amounts.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 60, 1234.5, -2.5, NaN);
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor(Math.sin(i) * 10 ** (i % 16)));
    for (const amount of amounts)
      expect(formatRupiah(amount)).toBe(`Rp${NBSP}${intl.format(amount)}`);
  });
});

describe('formatDate', () => {
  it('writes the Indonesian long date', () => {
    expect(formatDate('2026-12-15')).toBe('15 Desember 2026');
    expect(formatDate('2024-03-01')).toBe('1 Maret 2024');
    expect(formatDate('2027-06-30')).toBe('30 Juni 2027');
  });

  it('writes what Intl’s id-ID long date writes, for every day', () => {
    const intl = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: 'UTC' });
    const days = [Date.UTC(1, 0, 1), Date.UTC(999, 11, 31), Date.UTC(10000, 0, 1)];
    for (let day = Date.UTC(1899, 0, 1); day <= Date.UTC(2101, 0, 1); day += 86_400_000) {
      days.push(day);
    }
    for (const day of days) {
      const date = new Date(day);
      const iso = date.toISOString().slice(0, 10);
      if (parseIsoDate(iso) === null) continue; // years beyond 9999 are not a contract date
      expect(formatDate(iso)).toBe(intl.format(date));
    }
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(parseIsoDate('2026-01-01')?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(formatDate('2026-01-01')).toBe('1 Januari 2026');
  });

  it('shows a dash (or the given fallback) for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDate(undefined)).toBe('–');
    expect(formatDate('2026-02-30')).toBe('–');
    expect(formatDate('bukan tanggal', 'Tidak ada')).toBe('Tidak ada');
  });
});

describe('premium frequencies', () => {
  it('names every frequency in Indonesian', () => {
    expect(premiumFrequencyLabels).toEqual({
      MONTHLY: 'Bulanan',
      QUARTERLY: 'Triwulanan',
      SEMI_ANNUAL: 'Semesteran',
      ANNUAL: 'Tahunan',
      SINGLE: 'Sekaligus',
    });
    expect(formatFrequency('SEMI_ANNUAL')).toBe('Semesteran');
  });

  it('writes the premium per period', () => {
    expect(read(formatPremium(750000, 'MONTHLY'))).toBe('Rp 750.000 / bulan');
    expect(read(formatPremium(1250000, 'QUARTERLY'))).toBe('Rp 1.250.000 / triwulan');
    expect(read(formatPremium(4000000, 'SEMI_ANNUAL'))).toBe('Rp 4.000.000 / semester');
    expect(read(formatPremium(9000000, 'ANNUAL'))).toBe('Rp 9.000.000 / tahun');
    expect(read(formatPremium(25000000, 'SINGLE'))).toBe('Rp 25.000.000 (sekaligus)');
  });
});

describe('moments in Jakarta time', () => {
  it('writes date and time in WIB, whatever offset the API used', () => {
    expect(formatDateTimeWib('2026-10-15T07:02:11+07:00')).toBe('15 Okt 2026, 07.02 WIB');
    expect(formatDateTimeWib('2026-10-15T00:02:11Z')).toBe('15 Okt 2026, 07.02 WIB');
    expect(formatLongDateTimeWib('2026-02-18T14:30:00+07:00')).toBe(
      '18 Februari 2026 pukul 14.30 WIB',
    );
    expect(formatDateTimeWib('bukan waktu')).toBe('–');
  });

  it('names the month and the day in Jakarta', () => {
    // 31 October 23:30 UTC is already 1 November in Jakarta.
    expect(formatMonthWib('2026-10-31T23:30:00Z')).toBe('November 2026');
    expect(isoDateWib('2026-10-31T23:30:00Z')).toBe('2026-11-01');
    expect(isoDateWib(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
  });
});

describe('formatSignedRupiah', () => {
  it('puts the sign before Rp and keeps them together', () => {
    expect(read(formatSignedRupiah(8450000, '+'))).toBe('+ Rp 8.450.000');
    expect(read(formatSignedRupiah(-750000, '-'))).toBe('- Rp 750.000');
    expect(formatSignedRupiah(750000, '-')).toBe(`-${NBSP}Rp${NBSP}750.000`);
  });
});
