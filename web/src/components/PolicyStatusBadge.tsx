// A policy's status as a badge. The badge always carries the status text, so colour is never
// the only signal; Bootstrap's text-bg-* classes keep AA contrast.
import type { PolicyStatus } from '../api/generated/model';

const variants: Record<PolicyStatus, string> = {
  INFORCE: 'text-bg-success',
  GRACE_PERIOD: 'text-bg-warning',
  LAPSE: 'text-bg-danger',
  TERMINATED: 'text-bg-secondary',
  CLAIMED: 'text-bg-secondary',
};

export interface PolicyStatusBadgeProps {
  status: PolicyStatus;
  /** The Indonesian status text (the API's status_desc). */
  label: string;
  id?: string;
}

export function PolicyStatusBadge({ status, label, id }: PolicyStatusBadgeProps) {
  return (
    <span
      id={id}
      className={`badge rounded-pill ${variants[status] ?? 'text-bg-secondary'}`}
      data-status={status}
    >
      {label}
    </span>
  );
}
