// The rules of a split by percent over a policy's funds, as the server applies them to a
// top-up's allocation, a switch's target funds and a new premium allocation: whole percents
// in steps of 5, at least 10 for a chosen fund (0: not chosen), 100 in all.
import { percentMessages } from './percentMessages';

/** Percents are multiples of this. */
export const PERCENT_STEP = 5;
/** The least a chosen fund may get. */
export const MIN_FUND_PERCENT = 10;

const m = percentMessages.errors;

/** One fund's share: 0 when the fund is not chosen. */
export interface PercentShare {
  fund_code: string;
  percent: number;
}

export interface PercentCheck {
  /** Each fund's refusal by fund code (only the funds with one). */
  funds: Record<string, string>;
  sum: number;
  /** The sum's refusal (not 100%), or null. */
  total: string | null;
  ok: boolean;
}

/** What the percent field's text holds: a whole number (empty: 0), NaN when it is not one. */
export function parsePercent(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The typed text of a percent field: digits only, at most 3. */
export const percentText = (text: string) => text.replace(/\D/g, '').slice(0, 3);

/** Each fund's share as typed (by fund code), in the funds' order. */
export const sharesOf = (
  funds: readonly { fund_code: string }[],
  percents: Readonly<Record<string, string>>,
): PercentShare[] =>
  funds.map(({ fund_code }) => ({ fund_code, percent: parsePercent(percents[fund_code] ?? '') }));

/** The funds' premium allocation as the fields' texts (where a top-up or a change starts). */
export const allocationTexts = (
  funds: readonly { fund_code: string; allocation_percent: number }[],
): Record<string, string> =>
  Object.fromEntries(funds.map((fund) => [fund.fund_code, String(fund.allocation_percent)]));

/** One fund's refusal, or null. */
export function percentError(percent: number): string | null {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) return m.range;
  if (percent % PERCENT_STEP !== 0) return m.step;
  if (percent > 0 && percent < MIN_FUND_PERCENT) return m.min;
  return null;
}

export function checkPercents(shares: readonly PercentShare[]): PercentCheck {
  const funds: Record<string, string> = {};
  let sum = 0;
  for (const share of shares) {
    const error = percentError(share.percent);
    if (error) funds[share.fund_code] = error;
    if (Number.isFinite(share.percent)) sum += share.percent;
  }
  const total = sum === 100 ? null : m.sum(sum);
  return { funds, sum, total, ok: total === null && Object.keys(funds).length === 0 };
}

/** The request's shares: the chosen funds only (percent above 0), in the page's order. */
export function chosenShares(shares: readonly PercentShare[]): PercentShare[] {
  return shares
    .filter((share) => share.percent > 0)
    .map(({ fund_code, percent }) => ({ fund_code, percent }));
}

/** A percent one step up or down, within 0 to 100 (an odd value goes to the step's multiple). */
export function stepPercent(percent: number, direction: 1 | -1): number {
  const base = Number.isFinite(percent) ? percent : 0;
  const next =
    direction > 0
      ? Math.floor(base / PERCENT_STEP) * PERCENT_STEP + PERCENT_STEP
      : Math.ceil(base / PERCENT_STEP) * PERCENT_STEP - PERCENT_STEP;
  return Math.min(100, Math.max(0, next));
}
