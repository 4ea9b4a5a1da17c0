import { describe, expect, it } from 'vitest';
import { filtersToSearch, listParams, parseFilters } from './filters';
import { formatKm, formatPhone } from './format';

describe('formatPhone', () => {
  it('writes Indonesian numbers as people read them', () => {
    expect(formatPhone('+62218290011')).toBe('(021) 8290011');
    expect(formatPhone('+622518324455')).toBe('(0251) 8324455');
    expect(formatPhone('+6281290011234')).toBe('0812-9001-1234');
    expect(formatPhone('12345')).toBe('12345');
  });
});

describe('formatKm', () => {
  it('uses a decimal comma and one decimal', () => {
    expect(formatKm(0.6)).toBe('0,6');
    expect(formatKm(12)).toBe('12,0');
    expect(formatKm(1234.56)).toBe('1.234,6');
  });
});

describe('filters in the URL', () => {
  it('round-trips and drops what a typed address gets wrong', () => {
    const search = new URLSearchParams(
      'q=%20sentosa%20&province=31&city=31.74&service=CASHLESS&sort=DISTANCE&page=3',
    );
    const filters = parseFilters(search);
    expect(filters).toEqual({
      q: 'sentosa',
      province: '31',
      city: '31.74',
      service: 'CASHLESS',
      sort: 'DISTANCE',
      page: 3,
    });
    expect(filtersToSearch(filters).toString()).toBe(
      'q=sentosa&province=31&city=31.74&service=CASHLESS&sort=DISTANCE&page=3',
    );
    expect(
      parseFilters(new URLSearchParams('q=%3Cb%3E&province=3&city=31.74&service=X&sort=Y&page=-1')),
    ).toEqual({ q: '', province: '', city: '', service: null, sort: 'NAME', page: 1 });
  });

  it('asks for distance only with a location', () => {
    const filters = parseFilters(new URLSearchParams('sort=DISTANCE'));
    expect(listParams(filters, null)).toEqual({ sort: 'NAME', page: 1, size: 20 });
    expect(listParams(filters, { latitude: -6.2, longitude: 106.8 })).toEqual({
      sort: 'DISTANCE',
      latitude: -6.2,
      longitude: 106.8,
      page: 1,
      size: 20,
    });
  });
});
