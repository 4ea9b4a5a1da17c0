// A refund case's status as a badge: the status text always shows (the colour is never the
// only signal), a mark before the ones that are done; text-bg-* keeps AA contrast.
import type { RefundStatus } from '../../../../api/generated/model';
import { StatusBadge } from '../../desk/StatusBadge';

const variants: Record<RefundStatus, string> = {
  OPEN: 'text-bg-warning',
  PROCESSING: 'text-bg-primary',
  REFUNDED: 'text-bg-success',
  REJECTED: 'text-bg-secondary',
};

const marks: Partial<Record<RefundStatus, string>> = {
  REFUNDED: '✓',
  REJECTED: '✕',
};

export function RefundStatusBadge({ status, label }: { status: RefundStatus; label: string }) {
  return (
    <StatusBadge status={status} label={label} variant={variants[status]} mark={marks[status]} />
  );
}
