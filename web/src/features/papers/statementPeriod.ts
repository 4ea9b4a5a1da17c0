// The period of a transaction statement (Laporan Transaksi), as the server reads it
// (server/transaction/period.py): WIB calendar days, both ends included, at most 5 years,
// never starting after the end or after today. The form offers the last 12 months within
// what the policy allows (its StatementRange: from the policy's start to today) and says
// what is wrong with a period before it is asked for, in the server's words where it has them.
import type { StatementRange } from '../../api/generated/model';
import { formatDate } from '../../components/format';
import { isIsoDate } from '../../components/date/dateText';
import { messages } from './messages';

const m = messages.statement;
const MAX_YEARS = 5;

export interface Period {
  from: string;
  to: string;
}

export interface PeriodErrors {
  from?: string;
  to?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/** '2026-11-29' + n days (n may be negative). */
export function addDays(day: string, days: number): string {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/** The same calendar day `years` earlier; 29 February becomes 28 February. */
export function yearsBefore(day: string, years: number): string {
  const [y, rest] = [Number(day.slice(0, 4)), day.slice(4)];
  const shifted = `${String(y - years).padStart(4, '0')}${rest}`;
  return isIsoDate(shifted) ? shifted : `${String(y - years).padStart(4, '0')}-02-28`;
}

/** The earliest start of a period of `years` years ending on `to` (both days included). */
export function earliestFrom(to: string, years: number): string {
  return addDays(yearsBefore(to, years), 1);
}

/**
 * The form's first period: the last 12 months up to the range's last day (today), as the
 * server's default, starting no earlier than the policy's first day.
 */
export function defaultPeriod(range: StatementRange): Period {
  const to = range.latest_date;
  const from = earliestFrom(to, 1);
  return { from: from < range.earliest_date ? range.earliest_date : from, to };
}

/** The errors of a period by field; an empty object when the server would accept it. */
export function validatePeriod({ from, to }: Period, range: StatementRange): PeriodErrors {
  const errors: PeriodErrors = {};
  if (!from) errors.from = m.fromRequired;
  else if (!isIsoDate(from)) errors.from = m.invalidDate;
  if (!to) errors.to = m.toRequired;
  else if (!isIsoDate(to)) errors.to = m.invalidDate;
  if (errors.from || errors.to) return errors;
  if (from > range.latest_date) errors.from = m.fromAfterToday;
  else if (from > to) errors.from = m.fromAfterTo;
  else if (from < range.earliest_date) errors.from = m.beforeStart(formatDate(range.earliest_date));
  else if (from < earliestFrom(to, MAX_YEARS)) errors.from = m.tooLong;
  if (to > range.latest_date) errors.to = m.toAfterToday;
  return errors;
}

export const hasErrors = (errors: PeriodErrors) => Boolean(errors.from || errors.to);
