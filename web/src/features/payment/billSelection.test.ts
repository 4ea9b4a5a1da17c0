import { describe, expect, it } from 'vitest';
import {
  defaultSelection,
  methodLimit,
  payableBills,
  selectedPrefix,
  toggleBill,
  totalOf,
} from './billSelection';
import { allMethods, aprilBill, januaryBill, octoberBill } from './testing/fixtures';

const bills = [octoberBill, januaryBill, aprilBill];
const ids = (list: { bill_id: string }[]) => list.map((b) => b.bill_id);
const OCT = octoberBill.bill_id;
const JAN = januaryBill.bill_id;
const APR = aprilBill.bill_id;

describe('bill selection (oldest first)', () => {
  it('starts with the oldest bill', () => {
    expect(defaultSelection(bills)).toEqual([OCT]);
  });

  it('checking a later bill checks the earlier ones', () => {
    expect(toggleBill(bills, [], APR, true)).toEqual([OCT, JAN, APR]);
    expect(toggleBill(bills, [OCT], JAN, true)).toEqual([OCT, JAN]);
  });

  it('unchecking an earlier bill unchecks the later ones', () => {
    expect(toggleBill(bills, [OCT, JAN, APR], JAN, false)).toEqual([OCT]);
    expect(toggleBill(bills, [OCT, JAN, APR], OCT, false)).toEqual([]);
    expect(toggleBill(bills, [OCT, JAN, APR], APR, false)).toEqual([OCT, JAN]);
  });

  it('reads a selection as the payable prefix, dropping gaps and unknown ids', () => {
    expect(ids(selectedPrefix(bills, [OCT, APR]))).toEqual([OCT]);
    expect(ids(selectedPrefix(bills, [JAN, APR]))).toEqual([]);
    expect(ids(selectedPrefix(bills, [OCT, 'TG-GONE']))).toEqual([OCT]);
  });

  it('never offers a bill in a pending payment, nor the bills after it', () => {
    const pending = {
      ...octoberBill,
      status: 'PENDING_PAYMENT' as const,
      pending_payment_id: 'PAY-20261122-K7M3Q9XA',
    };
    expect(payableBills([pending, januaryBill])).toEqual([]);
    expect(toggleBill([pending, januaryBill], [], JAN, true)).toEqual([]);
    expect(defaultSelection([pending, januaryBill])).toEqual([]);
  });

  it('adds up the selection', () => {
    expect(totalOf([octoberBill, januaryBill])).toBe(2500000);
    expect(totalOf([])).toBe(0);
  });
});

describe('method limits', () => {
  const qris = allMethods.find((m) => m.method === 'QRIS')!;
  const bca = allMethods.find((m) => m.method === 'VA_BCA')!;

  it('refuses a total above the maximum or below the minimum', () => {
    expect(methodLimit(qris, 10000000)).toEqual({ ok: true });
    expect(methodLimit(qris, 10000001)).toEqual({ ok: false, reason: 'max', amount: 10000000 });
    expect(methodLimit(bca, 5000)).toEqual({ ok: false, reason: 'min', amount: 10000 });
  });

  it('blocks nothing while no bill is chosen', () => {
    expect(methodLimit(bca, 0)).toEqual({ ok: true });
  });
});
