// An application's status as a badge on the desk: the status text always shows (the colour is
// never the only signal), a mark before the ended ones; text-bg-* keeps AA contrast.
import type { SpajStatus } from '../../../../api/generated/model';
import { StatusBadge } from '../../desk/StatusBadge';

const variants: Record<SpajStatus, string> = {
  RECEIVED: 'text-bg-info',
  WAITING_DOCUMENTS: 'text-bg-warning',
  RISK_SELECTION: 'text-bg-primary',
  DECISION: 'text-bg-primary',
  WAITING_PAYMENT: 'text-bg-warning',
  ISSUED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  DECLINED: 'text-bg-secondary',
  EXPIRED: 'text-bg-secondary',
};

const marks: Partial<Record<SpajStatus, string>> = {
  ISSUED: '✓',
  REJECTED: '✕',
  DECLINED: '✕',
  EXPIRED: '✕',
};

export function SpajStatusBadge({ status, label }: { status: SpajStatus; label: string }) {
  return (
    <StatusBadge status={status} label={label} variant={variants[status]} mark={marks[status]} />
  );
}
