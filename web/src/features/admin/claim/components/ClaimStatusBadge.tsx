// The status of a claim as a badge: the status text always shows (the colour is never the
// only signal), with a mark before the ones that need attention or are final; text-bg-*
// keeps AA contrast.
import type { ClaimStatus } from '../../../../api/generated/model';
import { StatusBadge } from '../../desk/StatusBadge';

const variants: Record<ClaimStatus, string> = {
  SUBMITTED: 'text-bg-info',
  DOCUMENT_VERIFICATION: 'text-bg-primary',
  DOCUMENTS_REQUESTED: 'text-bg-warning',
  ANALYSIS: 'text-bg-primary',
  APPROVED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  PAID: 'text-bg-success',
};

const marks: Record<ClaimStatus, string | null> = {
  SUBMITTED: null,
  DOCUMENT_VERIFICATION: null,
  DOCUMENTS_REQUESTED: '!',
  ANALYSIS: null,
  APPROVED: '✓',
  REJECTED: '✕',
  PAID: '✓',
};

export function ClaimStatusBadge({ status, label }: { status: ClaimStatus; label: string }) {
  return (
    <StatusBadge status={status} label={label} variant={variants[status]} mark={marks[status]} />
  );
}
