import { describe, expect, it } from 'vitest';
import type { PolicyFund } from '../../api/generated/model';
import {
  allocationSlices,
  changePercent,
  formatAxisDate,
  formatChartSeconds,
  formatShortDate,
  priceSeries,
  rangeLabel,
  RANGES,
  valueSeries,
} from './chartData';

describe('ranges', () => {
  it('are offered shortest first with their Indonesian labels', () => {
    expect(RANGES.map(rangeLabel)).toEqual(['1 bulan', '6 bulan', '1 tahun', 'Sejak awal']);
  });
});

describe('dates', () => {
  it.each([
    ['2026-11-27', '27 Nov 2026'],
    ['2026-05-04', '04 Mei 2026'],
    ['2025-08-15', '15 Agu 2025'],
    ['2024-12-02', '02 Des 2024'],
  ])('%s → %s', (value, shown) => {
    expect(formatShortDate(value)).toBe(shown);
  });

  it('labels the x axis by day on short ranges, by month on long ones', () => {
    const day = 24 * 60 * 60;
    const x = Date.UTC(2026, 10, 3) / 1000;
    expect(formatAxisDate(x, 31 * day)).toBe('03 Nov');
    expect(formatAxisDate(x, 93 * day)).toBe('03 Nov');
    expect(formatAxisDate(x, 183 * day)).toBe('Nov 2026');
  });

  it('reads a chart x back as the same day', () => {
    const [xs] = priceSeries([{ date: '2026-11-27', unit_price: '1.0000' }]);
    expect(formatChartSeconds(xs[0]!)).toBe('27 Nov 2026');
  });
});

describe('series', () => {
  it('turns unit prices and values into x seconds and y numbers, oldest first', () => {
    expect(
      priceSeries([
        { date: '2026-11-26', unit_price: '1520.0000' },
        { date: '2026-11-27', unit_price: '1523.4567' },
      ]),
    ).toEqual([
      [Date.UTC(2026, 10, 26) / 1000, Date.UTC(2026, 10, 27) / 1000],
      [1520, 1523.4567],
    ]);
    expect(valueSeries([{ date: '2026-11-27', value: 28492107 }])).toEqual([
      [Date.UTC(2026, 10, 27) / 1000],
      [28492107],
    ]);
  });

  it('says the change over the range in Indonesian', () => {
    expect(changePercent([1000, 1042])).toBe('+4,2%');
    expect(changePercent([1000, 950])).toBe('-5,0%');
    expect(changePercent([1000, 1000])).toBe('0,0%');
    expect(changePercent([1000])).toBeNull();
    expect(changePercent([0, 5])).toBeNull();
  });
});

describe('allocation', () => {
  const fund = (code: string, allocation_percent: number): PolicyFund => ({
    fund_code: code,
    fund_name: code,
    risk: 'LOW',
    units: '1.0000',
    unit_price: '1.0000',
    price_date: '2026-11-27',
    value: 1,
    allocation_percent,
  });

  it('cuts the ring in the funds order, leaving out 0%', () => {
    const slices = allocationSlices([fund('A', 60), fund('B', 0), fund('C', 40)]);
    expect(slices.map(({ code, percent, start }) => [code, percent, start])).toEqual([
      ['A', 60, 0],
      ['C', 40, 0.6],
    ]);
    // Colours follow the fund's place in the table, not the slice's.
    expect(slices[1]?.colour).toBe('var(--portal-fund-3)');
  });
});
