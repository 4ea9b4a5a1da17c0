// The bill selection rule: bills are paid oldest first, so a selection is always the first
// n payable bills. Checking a later bill checks the ones before it; unchecking an earlier
// one unchecks the ones after it. A bill already in a pending payment cannot be chosen,
// and neither can the bills after it (the server takes the oldest unpaid bills first).
import type { Bill, PaymentMethodOption } from '../../api/generated/model';

/** Bills the customer may put in a new payment, oldest first (the contract's order). */
export function payableBills(bills: readonly Bill[]): Bill[] {
  const firstPending = bills.findIndex((bill) => bill.status === 'PENDING_PAYMENT');
  const open = firstPending === -1 ? bills : bills.slice(0, firstPending);
  return open.filter((bill) => bill.status === 'UNPAID');
}

/**
 * The selection as the payable bills' prefix: the longest run of payable bills, from the
 * oldest, whose ids are all in `chosen`. Ids no longer payable (after a refetch) drop out.
 */
export function selectedPrefix(bills: readonly Bill[], chosen: readonly string[]): Bill[] {
  const payable = payableBills(bills);
  const end = payable.findIndex((bill) => !chosen.includes(bill.bill_id));
  return end === -1 ? payable : payable.slice(0, end);
}

/** The selection after the customer checks (`checked`) or unchecks one bill. */
export function toggleBill(
  bills: readonly Bill[],
  chosen: readonly string[],
  billId: string,
  checked: boolean,
): string[] {
  const payable = payableBills(bills);
  const index = payable.findIndex((bill) => bill.bill_id === billId);
  if (index === -1) return selectedPrefix(bills, chosen).map((bill) => bill.bill_id);
  const count = checked ? index + 1 : index;
  return payable.slice(0, count).map((bill) => bill.bill_id);
}

/** The default selection: the oldest payable bill. */
export function defaultSelection(bills: readonly Bill[]): string[] {
  const first = payableBills(bills)[0];
  return first ? [first.bill_id] : [];
}

export function totalOf(bills: readonly Pick<Bill, 'amount'>[]): number {
  return bills.reduce((sum, bill) => sum + bill.amount, 0);
}

export type MethodLimit = { ok: true } | { ok: false; reason: 'min' | 'max'; amount: number };

/** Whether a method takes `total`; an empty selection (0) blocks no method. */
export function methodLimit(method: PaymentMethodOption, total: number): MethodLimit {
  if (total === 0) return { ok: true };
  if (total < method.min_amount) return { ok: false, reason: 'min', amount: method.min_amount };
  if (total > method.max_amount) return { ok: false, reason: 'max', amount: method.max_amount };
  return { ok: true };
}
