// Which policy 'Informasi Pembayaran Premi' shows, from the customer's policy list
// (GET /policy/list: status; next_due_date, the due date of the oldest unpaid premium;
// autodebit, whether the premium is collected without the customer).
//
// The address names a policy (`?policy=`, written by the switcher and by links that mean one
// policy, such as 'Kembali' from a payment): that policy, if it is one of the customer's.
// Otherwise (the menu, a bookmark) the policy with a bill the customer has to pay, most
// urgent first, whatever was chosen before:
//   1. the candidates: policies in their grace period, and active (INFORCE) policies whose
//      premium the customer pays himself (not autodebit), in both cases with a next due
//      date. An autodebit premium is collected from the card or account (when that fails
//      the policy goes into its grace period and becomes a candidate); ended policies
//      (terminated, claimed, lapsed) cannot be paid here;
//   2. a policy in its grace period before any other (its cover ends if the bill stays
//      unpaid);
//   3. then the earliest next due date: a bill past due sorts before every bill still to
//      come, so no "today" is needed (the device's clock may be wrong);
//   4. equal on both: the list's order (newest policy first).
// No candidate: the selected policy if it is still one of the customer's, else the first of
// the list.
import type { PolicyStatus, PolicySummary } from '../../api/generated/model';

/** Statuses whose premium can no longer be paid through the portal. */
export const ENDED_STATUSES: ReadonlySet<PolicyStatus> = new Set([
  'TERMINATED',
  'CLAIMED',
  'LAPSE',
]);

/** Rule 1: a premium the customer has to pay himself. */
export function hasBillToPay(policy: PolicySummary): boolean {
  if (policy.next_due_date === null) return false;
  if (policy.status === 'GRACE_PERIOD') return true;
  return policy.status === 'INFORCE' && !policy.autodebit;
}

/** The policy whose bill is most urgent (rules 1 to 4), or null when there is none. */
export function mostUrgent(policies: readonly PolicySummary[]): PolicySummary | null {
  let best: PolicySummary | null = null;
  for (const policy of policies) {
    if (!hasBillToPay(policy)) continue;
    if (best === null || moreUrgent(policy, best)) best = policy;
  }
  return best;
}

function moreUrgent(a: PolicySummary, b: PolicySummary): boolean {
  const graceA = a.status === 'GRACE_PERIOD';
  const graceB = b.status === 'GRACE_PERIOD';
  if (graceA !== graceB) return graceA;
  // ISO dates (YYYY-MM-DD) compare as strings; a tie keeps the earlier one in the list.
  return (a.next_due_date ?? '') < (b.next_due_date ?? '');
}

/** The policy to show: `asked` (from the address) when it is one of `policies`, else the rule. */
export function choosePolicy(
  policies: readonly PolicySummary[],
  asked: string | null,
  selected: string | null,
): string | null {
  const owns = (no: string | null): no is string =>
    no !== null && policies.some((p) => p.policy_number === no);
  if (owns(asked)) return asked;
  const urgent = mostUrgent(policies);
  if (urgent) return urgent.policy_number;
  if (owns(selected)) return selected;
  return policies[0]?.policy_number ?? null;
}
