// The remaining limit a customer sees on the claim form: what is in process is taken off.
import { describe, expect, it } from 'vitest';
import { claimableAmount } from './limit';

const limit = (limit_amount: number, used_amount: number, reserved_amount: number) => ({
  limit_amount,
  used_amount,
  reserved_amount,
  remaining_amount: Math.max(0, limit_amount - used_amount),
  period_start: null,
  period_end: null,
});

describe('claimableAmount', () => {
  it('takes the claims in process off the limit, beside what was paid', () => {
    expect(claimableAmount(limit(20_000_000, 0, 650_000))).toBe(19_350_000);
    expect(claimableAmount(limit(500_000_000, 8_450_000, 1_000_000))).toBe(490_550_000);
  });

  it('is the server’s remaining amount when nothing is in process', () => {
    const l = limit(36_500_000, 1_500_000, 0);
    expect(claimableAmount(l)).toBe(l.remaining_amount);
  });

  it('never goes below nothing', () => {
    expect(claimableAmount(limit(5_000_000, 4_000_000, 2_500_000))).toBe(0);
  });
});
