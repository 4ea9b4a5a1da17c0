// An application's status as a badge. The badge always carries the status text, so colour is
// never the only signal; Bootstrap's text-bg-* classes keep AA contrast.
import type { SpajStatus } from '../../../api/generated/model';

const variants: Record<SpajStatus, string> = {
  RECEIVED: 'text-bg-secondary',
  WAITING_DOCUMENTS: 'text-bg-warning',
  RISK_SELECTION: 'text-bg-info',
  DECISION: 'text-bg-primary',
  WAITING_PAYMENT: 'text-bg-warning',
  ISSUED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  DECLINED: 'text-bg-dark',
  EXPIRED: 'text-bg-dark',
};

export function SpajStatusBadge({ status, label }: { status: SpajStatus; label: string }) {
  return (
    <span className={`badge rounded-pill ${variants[status]}`} data-status={status}>
      {label}
    </span>
  );
}
