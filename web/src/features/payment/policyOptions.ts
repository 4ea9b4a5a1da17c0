// The policies as the switcher of 'Informasi Pembayaran Premi' offers them: in the list's
// order (as on Data Polis), each saying what there is to pay. Ended policies (terminated,
// claimed, lapsed) stay in the list, marked as such: choosing one shows why nothing can be
// paid and the payments made through the portal with their receipts.
import type { PolicySummary } from '../../api/generated/model';
import type { PolicyOption } from '../../components/PolicySwitcher';
import { formatDate } from '../../components/format';
import { messages } from './messages';
import { ENDED_STATUSES } from './policyChoice';

const m = messages.switcher;

export function paymentPolicyOption(policy: PolicySummary): PolicyOption {
  if (ENDED_STATUSES.has(policy.status)) return { policy, note: m.ended, tone: 'muted' };
  if (policy.next_due_date === null) return { policy, note: m.noBill };
  if (policy.status === 'GRACE_PERIOD') {
    return { policy, note: m.pastDue(formatDate(policy.next_due_date)), tone: 'warning' };
  }
  if (policy.autodebit) return { policy, note: m.autodebit(formatDate(policy.next_due_date)) };
  return { policy, note: m.due(formatDate(policy.next_due_date)) };
}
