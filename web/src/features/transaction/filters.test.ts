import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  filtersToSearch,
  listParams,
  parseDetail,
  parseFilters,
  presetRange,
  rangeOf,
  validateRange,
} from './filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('filters in the URL', () => {
  it('reads the open detail only when it is a transaction number', () => {
    const detail = (query: string) => parseDetail(new URLSearchParams(query));
    expect(detail('detail=TRX-20261123-100446')).toBe('TRX-20261123-100446');
    expect(detail('detail=TRX-20261123-1000000')).toBe('TRX-20261123-1000000');
    expect(detail('detail=../../etc')).toBeNull();
    expect(detail('')).toBeNull();
  });

  it('reads period, type and page, with defaults for what is absent', () => {
    expect(parse('')).toEqual({ period: '12m', from: '', to: '', type: null, page: 1 });
    expect(parse('period=3m&type=FEE&page=2')).toEqual({
      period: '3m',
      from: '',
      to: '',
      type: 'FEE',
      page: 2,
    });
    expect(parse('period=custom&from=2026-01-01&to=2026-03-31')).toMatchObject({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-03-31',
    });
  });

  it('ignores unknown values instead of sending them to the API', () => {
    expect(parse('period=2y&type=BONUS&page=-3')).toEqual({
      period: '12m',
      from: '',
      to: '',
      type: null,
      page: 1,
    });
    expect(parse('page=1.5').page).toBe(1);
    expect(parse('page=99999').page).toBe(10000);
    // Dates belong to a custom period only.
    expect(parse('period=3m&from=2026-01-01').from).toBe('');
  });

  it('writes only what differs from the defaults', () => {
    expect(filtersToSearch(parse('')).toString()).toBe('');
    expect(filtersToSearch(parse('type=FEE&period=3m&page=2')).toString()).toBe(
      'period=3m&type=FEE&page=2',
    );
    expect(filtersToSearch(parse('period=custom&from=2026-01-01&to=2026-03-31')).toString()).toBe(
      'period=custom&from=2026-01-01&to=2026-03-31',
    );
  });
});

describe('date arithmetic', () => {
  it('adds days and months on calendar dates, keeping the month end', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addMonths('2026-05-31', -3)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', -12)).toBe('2025-11-22');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });

  it('ends every preset today, both days included', () => {
    const today = '2026-11-22';
    expect(presetRange('30d', today)).toEqual({ from: '2026-10-24', to: today });
    expect(presetRange('3m', today)).toEqual({ from: '2026-08-23', to: today });
    expect(presetRange('6m', today)).toEqual({ from: '2026-05-23', to: today });
    // The API's own default period.
    expect(presetRange('12m', today)).toEqual({ from: '2025-11-23', to: today });
  });
});

describe('custom period validation', () => {
  it('accepts a period of up to five years', () => {
    expect(validateRange('2026-01-01', '2026-03-31')).toEqual({});
    expect(validateRange('2026-03-31', '2026-03-31')).toEqual({});
    expect(validateRange('2021-11-23', '2026-11-22')).toEqual({});
  });

  it('refuses a start after the end', () => {
    expect(validateRange('2026-04-01', '2026-03-31')).toEqual({
      from: 'Tanggal awal tidak boleh setelah tanggal akhir.',
    });
  });

  it('refuses more than five years', () => {
    expect(validateRange('2021-11-22', '2026-11-22')).toEqual({
      from: 'Periode riwayat transaksi paling panjang 5 tahun.',
    });
  });

  it('asks for missing and invalid dates', () => {
    expect(validateRange('', '')).toEqual({
      from: 'Isi tanggal awal.',
      to: 'Isi tanggal akhir.',
    });
    expect(validateRange('2026-02-30', '2026-03-01')).toEqual({ from: 'Tanggal tidak valid.' });
  });

  it('gives the range to ask for, or the errors', () => {
    expect(rangeOf(parse('period=30d'), '2026-11-22')).toEqual({
      range: { from: '2026-10-24', to: '2026-11-22' },
    });
    expect(rangeOf(parse('period=custom&from=2026-05-01&to=2026-04-01'), '2026-11-22')).toEqual({
      errors: { from: 'Tanggal awal tidak boleh setelah tanggal akhir.' },
    });
  });

  it('builds the list parameters, with the type only when one is chosen', () => {
    const range = { from: '2026-08-23', to: '2026-11-22' };
    expect(listParams('UL24000123', range, parse('page=2'))).toEqual({
      policy_number: 'UL24000123',
      period: 'LAST_12_MONTHS',
      page: 2,
      size: 20,
    });
    // A custom period goes by its dates.
    const custom = parse('period=custom&from=2026-08-23&to=2026-11-22');
    expect(listParams('UL24000123', range, custom)).toMatchObject({
      date_from: '2026-08-23',
      date_to: '2026-11-22',
    });
    expect(listParams('UL24000123', range, custom).period).toBeUndefined();
    expect(listParams('UL24000123', range, parse('type=TOP_UP')).type).toBe('TOP_UP');
  });
});
