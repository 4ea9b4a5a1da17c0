import type { PolicyStatus } from '../../../api/generated/model';

// Bootstrap's text-bg-* classes pick a text colour with AA contrast on each background.
// The badge always carries the status text, so colour is never the only signal.
const variants: Record<PolicyStatus, string> = {
  INFORCE: 'text-bg-success',
  GRACE_PERIOD: 'text-bg-warning',
  LAPSE: 'text-bg-danger',
  TERMINATED: 'text-bg-secondary',
  CLAIMED: 'text-bg-secondary',
};

export interface StatusBadgeProps {
  status: PolicyStatus;
  /** Indonesian text (the API's status_desc, or a label for rider statuses). */
  label: string;
}

export function StatusBadge({ status, label }: StatusBadgeProps) {
  return (
    <span
      className={`badge rounded-pill ${variants[status] ?? 'text-bg-secondary'}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
