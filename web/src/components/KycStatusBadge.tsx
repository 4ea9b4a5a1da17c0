// The status of a Pengkinian Data submission as a badge: the status text always shows, with a
// mark before it (the colour is never the only signal); text-bg-* keeps AA contrast.
import type { KycStatus } from '../api/generated/model';
import './Kyc.css';

const variants: Record<KycStatus, string> = {
  PENDING: 'text-bg-warning',
  APPROVED: 'text-bg-success',
  REJECTED: 'text-bg-danger',
};

const marks: Record<KycStatus, string> = { PENDING: '…', APPROVED: '✓', REJECTED: '✕' };

export interface KycStatusBadgeProps {
  status: KycStatus;
  /** The Indonesian status text (the API's status_desc). */
  label: string;
}

export function KycStatusBadge({ status, label }: KycStatusBadgeProps) {
  return (
    <span className={`badge rounded-pill kyc-badge ${variants[status]}`} data-status={status}>
      <span aria-hidden="true" className="me-1">
        {marks[status]}
      </span>
      {label}
    </span>
  );
}
