// What the charts draw, shaped from the contract's answers: the ranges in the order of their
// buttons with their labels, the dates as 'dd MMM yyyy', the series uPlot takes (x in Unix
// seconds at midnight UTC of the price day, y as numbers) and the allocation's slices.
import { chartRangeLabels } from '../../api/generated/labels/chartRange';
import type {
  ChartRange,
  FundPriceHistoryPointsItem,
  PolicyFund,
  PolicyValueHistoryPointsItem,
} from '../../api/generated/model';
import { parseIsoDate } from '../../components/format';
import { toChartNumber } from '../../components/decimal';

/** The range buttons, shortest first; the contract's default (YEAR_1) opens the page. */
export const RANGES: readonly ChartRange[] = ['MONTH_1', 'MONTH_6', 'YEAR_1', 'SINCE_START'];
export const DEFAULT_RANGE: ChartRange = 'YEAR_1';

export function rangeLabel(range: ChartRange): string {
  return chartRangeLabels[range];
}

const shortDate = new Intl.DateTimeFormat('id-ID', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-27' → '27 Nov 2026' (dd MMM yyyy, Indonesian months: 'Mei', 'Agu', 'Okt', 'Des'). */
export function formatShortDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? shortDate.format(date).replace(/\./g, '') : value;
}

/** A chart's x (seconds) back to 'dd MMM yyyy'. */
export function formatChartSeconds(seconds: number): string {
  return shortDate.format(new Date(seconds * 1000)).replace(/\./g, '');
}

const DAY = 24 * 60 * 60;

/**
 * An x axis label: the day and month on a range of up to three months ('03 Nov'), else the
 * month and year ('Nov 2026'), so no two ticks read the same.
 */
export function formatAxisDate(seconds: number, spanSeconds: number): string {
  const [day = '', month = '', year = ''] = formatChartSeconds(seconds).split(' ');
  return spanSeconds <= 93 * DAY ? `${day} ${month}` : `${month} ${year}`;
}

const toSeconds = (value: string) => (parseIsoDate(value)?.getTime() ?? Number.NaN) / 1000;

/** uPlot's data: [x values, y values], oldest first (the contract's order). */
export type Series = [number[], number[]];

export function priceSeries(points: readonly FundPriceHistoryPointsItem[]): Series {
  return [points.map((p) => toSeconds(p.date)), points.map((p) => toChartNumber(p.unit_price))];
}

export function valueSeries(points: readonly PolicyValueHistoryPointsItem[]): Series {
  return [points.map((p) => toSeconds(p.date)), points.map((p) => p.value)];
}

/**
 * The change over the range shown beside a chart: first to last, in percent with one
 * decimal ('+4,2%'); null with fewer than two points or a first value of 0.
 */
export function changePercent(values: readonly number[]): string | null {
  const first = values[0];
  const last = values[values.length - 1];
  if (values.length < 2 || first === undefined || last === undefined || first === 0) return null;
  const change = ((last - first) / first) * 100;
  const shown = new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: 'exceptZero',
  }).format(change);
  return `${shown}%`;
}

/** How many fund colours the theme has (--portal-fund-1 to -6); the seventh fund takes the first. */
export const FUND_COLOURS = 6;

/**
 * A fund's colour, in the funds' order, as the theme's variable (its light and its dark value
 * in app/theme.css: Okabe–Ito, distinguishable by people with the common colour vision
 * deficiencies); the line and the legend name the fund as well.
 */
export function fundColour(index: number): string {
  return `var(--portal-fund-${(index % FUND_COLOURS) + 1})`;
}

export interface Slice {
  code: string;
  name: string;
  percent: number;
  colour: string;
  /** Where the slice starts on the ring, as a fraction of the whole (0 to 1). */
  start: number;
}

/** The allocation's slices in the funds' order; funds with 0% take no room. */
export function allocationSlices(funds: readonly PolicyFund[]): Slice[] {
  const total = funds.reduce((sum, fund) => sum + fund.allocation_percent, 0);
  let start = 0;
  return funds.flatMap((fund, index) => {
    if (fund.allocation_percent <= 0 || total <= 0) return [];
    const slice = {
      code: fund.fund_code,
      name: fund.fund_name,
      percent: fund.allocation_percent,
      colour: fundColour(index),
      start,
    };
    start += fund.allocation_percent / total;
    return [slice];
  });
}
