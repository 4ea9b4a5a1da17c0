// The rule of which policy 'Informasi Pembayaran Premi' opens with (policyChoice.ts).
import { describe, expect, it } from 'vitest';
import type { PolicySummary } from '../../api/generated/model';
import { choosePolicy, mostUrgent } from './policyChoice';
import { budiPolicies, endedSummary, healthSummary, unitLinkSummary } from './testing/fixtures';

/** A policy whose premium the customer pays himself (unless `autodebit`). */
const policy = (
  policy_number: string,
  status: PolicySummary['status'],
  next_due_date: string | null,
  autodebit = false,
): PolicySummary => ({ ...unitLinkSummary, policy_number, status, next_due_date, autodebit });

const numbers = (p: PolicySummary | null) => p?.policy_number ?? null;

describe('the policy with a bill due first', () => {
  it('takes the policy in its grace period over one chosen before and over the list order', () => {
    // UL24000123 is first in the list and was the last chosen; KS23000456 is in grace.
    expect(choosePolicy(budiPolicies, null, 'UL24000123')).toBe('KS23000456');
    expect(choosePolicy(budiPolicies, null, 'TL15000789')).toBe('KS23000456');
    expect(choosePolicy(budiPolicies, null, null)).toBe('KS23000456');
  });

  it('takes grace before an earlier due date of a policy not in grace', () => {
    const overdueNotGrace = policy('AA00000001', 'INFORCE', '2026-09-01');
    const grace = policy('AA00000002', 'GRACE_PERIOD', '2026-10-01');
    expect(numbers(mostUrgent([overdueNotGrace, grace]))).toBe('AA00000002');
  });

  it('among policies in grace, and among the others, takes the earliest due date', () => {
    const graceLater = policy('AA00000001', 'GRACE_PERIOD', '2026-11-01');
    const graceEarlier = policy('AA00000002', 'GRACE_PERIOD', '2026-10-15');
    expect(numbers(mostUrgent([graceLater, graceEarlier]))).toBe('AA00000002');

    const later = policy('AA00000003', 'INFORCE', '2027-02-20');
    const nearest = policy('AA00000004', 'INFORCE', '2026-12-15');
    expect(numbers(mostUrgent([later, nearest]))).toBe('AA00000004');
    expect(choosePolicy([later, nearest], null, 'AA00000003')).toBe('AA00000004');
  });

  it('skips a premium debited automatically, even when it is due sooner', () => {
    // After the October bill is paid: the health policy's January bill (paid by transfer)
    // comes before the unit link's December premium (taken from the credit card).
    const unitLink: PolicySummary = { ...unitLinkSummary, next_due_date: '2026-12-15' };
    const health: PolicySummary = {
      ...healthSummary,
      status: 'INFORCE',
      status_desc: 'Aktif',
      next_due_date: '2027-01-01',
    };
    expect(unitLink.autodebit).toBe(true);
    expect(choosePolicy([unitLink, health, endedSummary], null, 'UL24000123')).toBe('KS23000456');
  });

  it('takes an autodebit policy in its grace period (the debit failed)', () => {
    const failedDebit = policy('AA00000001', 'GRACE_PERIOD', '2026-11-15', true);
    const manual = policy('AA00000002', 'INFORCE', '2026-10-01');
    expect(numbers(mostUrgent([manual, failedDebit]))).toBe('AA00000001');
  });

  it('keeps the list order on a tie', () => {
    const first = policy('AA00000001', 'INFORCE', '2026-12-15');
    const second = policy('AA00000002', 'INFORCE', '2026-12-15');
    expect(numbers(mostUrgent([first, second]))).toBe('AA00000001');
    expect(numbers(mostUrgent([second, first]))).toBe('AA00000002');
  });

  it('never takes an ended policy or one without a premium due', () => {
    const lapsed = policy('AA00000001', 'LAPSE', '2026-01-01');
    const claimed = policy('AA00000002', 'CLAIMED', '2026-02-01');
    const paidUp = policy('AA00000003', 'INFORCE', null);
    const due = policy('AA00000004', 'INFORCE', '2027-06-01');
    expect(numbers(mostUrgent([endedSummary, lapsed, claimed, paidUp, due]))).toBe('AA00000004');
    expect(mostUrgent([endedSummary, lapsed, claimed, paidUp])).toBeNull();
  });

  it('without a bill to pay: the selected policy if it is the customer’s, else the first', () => {
    const paidUp = policy('AA00000003', 'INFORCE', null);
    const debited = policy('AA00000004', 'INFORCE', '2026-12-15', true);
    expect(mostUrgent([paidUp, debited, endedSummary])).toBeNull();
    expect(choosePolicy([paidUp, debited, endedSummary], null, 'TL15000789')).toBe('TL15000789');
    expect(choosePolicy([paidUp, debited, endedSummary], null, 'AA00000004')).toBe('AA00000004');
    expect(choosePolicy([paidUp, endedSummary], null, 'XX00000009')).toBe('AA00000003');
    expect(choosePolicy([], null, 'UL24000123')).toBeNull();
  });
});

describe('a policy named in the address', () => {
  it('is shown when it is one of the customer’s, even with another in grace', () => {
    expect(choosePolicy(budiPolicies, 'UL24000123', null)).toBe('UL24000123');
    expect(choosePolicy(budiPolicies, 'TL15000789', 'KS23000456')).toBe('TL15000789');
  });

  it('is ignored when it is not one of the customer’s', () => {
    expect(choosePolicy(budiPolicies, 'XX00000001', 'UL24000123')).toBe(
      healthSummary.policy_number,
    );
  });
});
