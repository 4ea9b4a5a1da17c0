// Status badges of premium payment. The badge always carries the text, so colour is never
// the only signal; Bootstrap's text-bg-* classes keep AA contrast.
import type { PaymentStatus, PolicyStatus } from '../../../api/generated/model';
import { paymentStatusVariants } from '../messages';

const policyVariants: Record<PolicyStatus, string> = {
  INFORCE: 'text-bg-success',
  GRACE_PERIOD: 'text-bg-warning',
  LAPSE: 'text-bg-danger',
  TERMINATED: 'text-bg-secondary',
  CLAIMED: 'text-bg-secondary',
};

export function PolicyStatusBadge({ status, label }: { status: PolicyStatus; label: string }) {
  return (
    <span className={`badge rounded-pill ${policyVariants[status] ?? 'text-bg-secondary'}`}>
      {label}
    </span>
  );
}

export function PaymentStatusBadge({ status, label }: { status: PaymentStatus; label: string }) {
  return (
    <span
      className={`badge rounded-pill ${paymentStatusVariants[status] ?? 'text-bg-secondary'}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
