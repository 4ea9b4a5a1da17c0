import { describe, expect, it } from 'vitest';
import { defaultPeriod, earliestFrom, validatePeriod, yearsBefore } from './statementPeriod';

const range = { earliest_date: '2024-03-15', latest_date: '2026-11-29' };

describe('defaultPeriod', () => {
  it('is the last 12 months up to today, as the server answers without dates', () => {
    expect(defaultPeriod(range)).toEqual({ from: '2025-11-30', to: '2026-11-29' });
  });

  it("starts no earlier than the policy's first day", () => {
    expect(defaultPeriod({ earliest_date: '2026-05-02', latest_date: '2026-11-29' })).toEqual({
      from: '2026-05-02',
      to: '2026-11-29',
    });
    expect(defaultPeriod({ earliest_date: '2026-11-29', latest_date: '2026-11-29' })).toEqual({
      from: '2026-11-29',
      to: '2026-11-29',
    });
  });

  it('counts years as the server does: 29 February becomes 28 February', () => {
    expect(yearsBefore('2028-02-29', 1)).toBe('2027-02-28');
    expect(earliestFrom('2028-02-29', 5)).toBe('2023-03-01');
    expect(defaultPeriod({ earliest_date: '2020-01-01', latest_date: '2028-02-29' }).from).toBe(
      '2027-03-01',
    );
  });
});

describe('validatePeriod', () => {
  const check = (from: string, to: string, within = range) => validatePeriod({ from, to }, within);

  it('accepts the default and a period of exactly 5 years', () => {
    expect(check('2025-11-30', '2026-11-29')).toEqual({});
    const long = { earliest_date: '2020-01-01', latest_date: '2026-11-29' };
    expect(check('2021-11-30', '2026-11-29', long)).toEqual({});
    expect(check('2021-11-29', '2026-11-29', long)).toEqual({
      from: 'Periode laporan transaksi paling panjang 5 tahun.',
    });
  });

  it('says what is missing or not a date', () => {
    expect(check('', '')).toEqual({ from: 'Isi tanggal awal.', to: 'Isi tanggal akhir.' });
    expect(check('31/02/2026', '2026-11-29')).toEqual({
      from: 'Tanggal tidak valid. Gunakan format HH/BB/TTTT.',
    });
  });

  it("refuses a start after the end or today, before the policy's start, an end after today", () => {
    expect(check('2026-06-02', '2026-06-01')).toEqual({
      from: 'Tanggal awal tidak boleh setelah tanggal akhir.',
    });
    expect(check('2026-11-30', '2026-11-30')).toEqual({
      from: 'Tanggal awal tidak boleh setelah hari ini.',
      to: 'Tanggal akhir tidak boleh setelah hari ini.',
    });
    expect(check('2024-03-14', '2025-01-01').from).toBe(
      'Laporan tersedia mulai 15 Maret 2024, tanggal mulai polis. Pilih tanggal awal sejak tanggal itu.',
    );
  });
});
