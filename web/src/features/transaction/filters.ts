// The history's filters as they live in the URL query (?period=3m&type=FEE&page=2, or
// ?period=custom&from=2026-01-01&to=2026-03-31), and what each one asks the API for: a
// preset by name (the server resolves it from its own date, not the device's), a custom
// period by its dates. Defaults (12 months, every type, page 1) are left out of the URL.
import type { ListTransactionsParams, TransactionType } from '../../api/generated/model';
import { parseIsoDate } from '../../components/format';
import { messages } from './messages';
import {
  DEFAULT_PERIOD,
  PERIOD_PRESETS,
  PRESET_PARAMS,
  type Period,
  type PeriodPreset,
} from './periods';

export const PAGE_SIZE = 20;
/** The contract's bounds: page 1..10000, periods of at most 5 years. */
const MAX_PAGE = 10_000;
const MAX_YEARS = 5;

export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'PREMIUM_PAYMENT',
  'TOP_UP',
  'WITHDRAWAL',
  'CLAIM_PAYOUT',
  'FEE',
  'REFUND',
];

export interface Filters {
  period: Period;
  /** Custom period bounds as typed (contract dates when valid); '' when absent. */
  from: string;
  to: string;
  type: TransactionType | null;
  page: number;
}

export interface DateRange {
  from: string;
  to: string;
}

export interface RangeErrors {
  from?: string;
  to?: string;
}

const isPeriod = (value: string | null): value is Period =>
  value === 'custom' || (PERIOD_PRESETS as readonly string[]).includes(value ?? '');

const isType = (value: string | null): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value ?? '');

/** Reads the filters from the URL; anything unknown falls back to its default. */
export function parseFilters(search: URLSearchParams): Filters {
  const period = search.get('period');
  const type = search.get('type');
  const page = Number(search.get('page'));
  const custom = period === 'custom';
  return {
    period: isPeriod(period) ? period : DEFAULT_PERIOD,
    from: custom ? (search.get('from') ?? '') : '',
    to: custom ? (search.get('to') ?? '') : '',
    type: isType(type) ? type : null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The contract's TransactionId. */
const TRANSACTION_ID = /^TRX-\d{8}-\d{6,10}$/;

/** The transaction whose detail is open (?detail=TRX-...), or null. */
export function parseDetail(search: URLSearchParams): string | null {
  const id = search.get('detail');
  return id && TRANSACTION_ID.test(id) ? id : null;
}

/** The URL query of the filters, without the defaults. */
export function filtersToSearch(filters: Filters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.period !== DEFAULT_PERIOD) search.set('period', filters.period);
  if (filters.period === 'custom') {
    if (filters.from) search.set('from', filters.from);
    if (filters.to) search.set('to', filters.to);
  }
  if (filters.type) search.set('type', filters.type);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

/** '2026-11-22' + n days (n may be negative). */
export function addDays(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** '2026-05-31' − 3 months = '2026-02-28': the day is kept, or the month's last day. */
export function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso);
  if (!date) return iso;
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return toIso(date);
}

/**
 * The days a preset covers, ending today (inclusive): '12m' on 22 November 2026 is
 * 23 November 2025 – 22 November 2026, as the API's default. The API resolves the presets
 * itself; this is for the custom form's first values and the mocks.
 */
export function presetRange(period: PeriodPreset, today: string): DateRange {
  const months: Record<Exclude<PeriodPreset, '30d'>, number> = { '3m': 3, '6m': 6, '12m': 12 };
  const from =
    period === '30d' ? addDays(today, -29) : addDays(addMonths(today, -months[period]), 1);
  return { from, to: today };
}

/** Errors of a custom period, by field; an empty object when it is valid. */
export function validateRange(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!from) errors.from = messages.validation.fromRequired;
  else if (!parseIsoDate(from)) errors.from = messages.validation.invalidDate;
  if (!to) errors.to = messages.validation.toRequired;
  else if (!parseIsoDate(to)) errors.to = messages.validation.invalidDate;
  if (errors.from || errors.to) return errors;
  if (from > to) return { from: messages.validation.fromAfterTo };
  // At most 5 years, both days included: 23 November 2021 – 22 November 2026.
  if (from <= addMonths(to, -12 * MAX_YEARS)) return { from: messages.validation.tooLong };
  return errors;
}

export const hasErrors = (errors: RangeErrors) => Boolean(errors.from || errors.to);

/** The range the filters ask for, or the errors of an invalid custom period. */
export function rangeOf(
  filters: Filters,
  today: string,
): { range: DateRange; errors?: undefined } | { range?: undefined; errors: RangeErrors } {
  if (filters.period !== 'custom') return { range: presetRange(filters.period, today) };
  const errors = validateRange(filters.from, filters.to);
  return hasErrors(errors) ? { errors } : { range: { from: filters.from, to: filters.to } };
}

/** The list call's parameters: a preset by name, a custom period (valid) by its dates. */
export function listParams(
  policyNumber: string,
  range: DateRange,
  filters: Filters,
): ListTransactionsParams {
  const period =
    filters.period === 'custom'
      ? { date_from: range.from, date_to: range.to }
      : { period: PRESET_PARAMS[filters.period] };
  return {
    policy_number: policyNumber,
    ...period,
    ...(filters.type ? { type: filters.type } : {}),
    page: filters.page,
    size: PAGE_SIZE,
  };
}
