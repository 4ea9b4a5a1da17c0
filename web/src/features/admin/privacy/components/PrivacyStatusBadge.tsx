// A personal-data request's status as a badge: the status text always shows (the colour is
// never the only signal), a mark before the answered ones; text-bg-* keeps AA contrast.
import type { PrivacyRequestStatus } from '../../../../api/generated/model';
import { StatusBadge } from '../../desk/StatusBadge';

const variants: Record<PrivacyRequestStatus, string> = {
  RECEIVED: 'text-bg-warning',
  ACKNOWLEDGED: 'text-bg-primary',
  COMPLETED: 'text-bg-success',
  PARTIAL: 'text-bg-info',
  DECLINED: 'text-bg-secondary',
};

const marks: Partial<Record<PrivacyRequestStatus, string>> = {
  COMPLETED: '✓',
  PARTIAL: '◐',
  DECLINED: '✕',
};

export function PrivacyStatusBadge({
  status,
  label,
}: {
  status: PrivacyRequestStatus;
  label: string;
}) {
  return (
    <StatusBadge status={status} label={label} variant={variants[status]} mark={marks[status]} />
  );
}
