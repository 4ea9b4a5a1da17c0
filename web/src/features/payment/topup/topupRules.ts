// The top-up's rules as the server applies them (POST /policy/topup), checked as the customer
// types so a refusal is said next to its field before anything is sent: an amount of
// Rp 1.000.000 to Rp 1.000.000.000 (the chosen method's limits apply too: MethodPicker); a 5%
// top-up charge rounded down, the rest invested. The allocation follows the percent rules of
// components/percent (steps of 5%, at least 10% for each chosen fund, 100% in all).
import type { PercentShare } from '../../../components/percent/percentRules';
import { topupMessages } from './topupMessages';

export const TOPUP_MIN = 1_000_000;
export const TOPUP_MAX = 1_000_000_000;
/** The top-up charge, percent of the amount (rounded down to whole rupiah). */
export const TOPUP_CHARGE_PERCENT = 5;

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

/** What makes two top-up requests the same attempt (the same Idempotency-Key). */
export function topupSignature(request: {
  policy_number: string;
  amount: number;
  method: string;
  allocation: readonly PercentShare[];
}): string {
  return [
    request.policy_number,
    String(request.amount),
    request.method,
    ...request.allocation.map((share) => `${share.fund_code}:${share.percent}`),
  ].join('|');
}
