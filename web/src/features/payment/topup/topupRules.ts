// The top-up's rules as the server applies them (POST /policy/topup), checked as the customer
// types so a refusal is said next to its field before anything is sent: an amount of
// Rp 1.000.000 to Rp 1.000.000.000 (the chosen method's limits apply too: MethodPicker), an
// allocation in steps of 5%, at least 10% for each chosen fund, 100% in all; a 5% top-up
// charge rounded down, the rest invested.
import { topupMessages } from './topupMessages';

export const TOPUP_MIN = 1_000_000;
export const TOPUP_MAX = 1_000_000_000;
/** The top-up charge, percent of the amount (rounded down to whole rupiah). */
export const TOPUP_CHARGE_PERCENT = 5;
/** Allocation percents are multiples of this. */
export const PERCENT_STEP = 5;
/** The least a chosen fund may get. */
export const MIN_FUND_PERCENT = 10;

const m = topupMessages.errors;

/** The amount's refusal, or null when the server would take it. */
export function amountError(amount: number | null): string | null {
  if (amount === null || amount === 0) return m.amountEmpty;
  if (amount < TOPUP_MIN) return m.amountMin;
  if (amount > TOPUP_MAX) return m.amountMax;
  return null;
}

export interface TopupFigures {
  amount: number;
  charge: number;
  invested: number;
}

/** 5% charge rounded down; the rest buys units. */
export function topupFigures(amount: number): TopupFigures {
  const charge = Math.floor((amount * TOPUP_CHARGE_PERCENT) / 100);
  return { amount, charge, invested: amount - charge };
}

/** One fund's share of the top-up: 0 when the fund is not chosen. */
export interface AllocationShare {
  fund_code: string;
  percent: number;
}

/** One fund's refusal, or null. */
export function percentError(percent: number): string | null {
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) return m.percentRange;
  if (percent % PERCENT_STEP !== 0) return m.percentStep;
  if (percent > 0 && percent < MIN_FUND_PERCENT) return m.percentMin;
  return null;
}

export function allocationSum(shares: readonly AllocationShare[]): number {
  return shares.reduce(
    (sum, share) => sum + (Number.isFinite(share.percent) ? share.percent : 0),
    0,
  );
}

export interface AllocationCheck {
  /** Each fund's refusal by fund code (only the funds with one). */
  funds: Record<string, string>;
  sum: number;
  /** The sum's refusal (not 100%), or null. */
  total: string | null;
  ok: boolean;
}

export function checkAllocation(shares: readonly AllocationShare[]): AllocationCheck {
  const funds: Record<string, string> = {};
  for (const share of shares) {
    const error = percentError(share.percent);
    if (error) funds[share.fund_code] = error;
  }
  const sum = allocationSum(shares);
  const total = sum === 100 ? null : m.sum(sum);
  return { funds, sum, total, ok: total === null && Object.keys(funds).length === 0 };
}

/** The request's allocation: the chosen funds only, in the page's order. */
export function chosenShares(shares: readonly AllocationShare[]): AllocationShare[] {
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

/** What the percent field's text holds: a whole number, NaN when it is not one. */
export function parsePercent(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What makes two top-up requests the same attempt (the same Idempotency-Key). */
export function topupSignature(request: {
  policy_number: string;
  amount: number;
  method: string;
  allocation: readonly AllocationShare[];
}): string {
  return [
    request.policy_number,
    String(request.amount),
    request.method,
    ...request.allocation.map((share) => `${share.fund_code}:${share.percent}`),
  ].join('|');
}
