// A claim's status as a badge: the status text always shows, with a mark before it (colour
// is never the only signal); Bootstrap's text-bg-* classes keep AA contrast.
import type { ClaimStatus } from '../../../api/generated/model';

const variants: Record<ClaimStatus, string> = {
  SUBMITTED: 'text-bg-secondary',
  DOCUMENT_VERIFICATION: 'text-bg-info',
  DOCUMENTS_REQUESTED: 'text-bg-warning',
  ANALYSIS: 'text-bg-primary',
  APPROVED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
  PAID: 'text-bg-success',
};

const marks: Record<ClaimStatus, string> = {
  SUBMITTED: '○',
  DOCUMENT_VERIFICATION: '…',
  DOCUMENTS_REQUESTED: '!',
  ANALYSIS: '…',
  APPROVED: '✓',
  REJECTED: '✕',
  PAID: '✓',
};

export function ClaimStatusBadge({ status, label }: { status: ClaimStatus; label: string }) {
  return (
    <span className={`badge rounded-pill kl-badge ${variants[status]}`} data-status={status}>
      <span aria-hidden="true" className="me-1">
        {marks[status]}
      </span>
      {label}
    </span>
  );
}
