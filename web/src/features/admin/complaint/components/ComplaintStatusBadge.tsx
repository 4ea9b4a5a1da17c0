// A complaint's status for the staff: the status in words with a mark (colour is never the
// only sign), and beside it 'Lewat batas waktu' when it is unanswered past its deadline.
import type { ComplaintStatus } from '../../../../api/generated/model';
import { complaintMessages } from '../complaintMessages';

const variants: Record<ComplaintStatus, string> = {
  RECEIVED: 'text-bg-primary',
  ANSWERED: 'text-bg-success',
  CLOSED: 'text-bg-secondary',
};
const marks: Record<ComplaintStatus, string> = { RECEIVED: '…', ANSWERED: '✓', CLOSED: '✓' };

export function ComplaintStatusBadge({
  status,
  label,
  overdue,
}: {
  status: ComplaintStatus;
  label: string;
  overdue: boolean;
}) {
  return (
    <>
      <span className={`badge rounded-pill claim-badge ${variants[status]}`} data-status={status}>
        <span aria-hidden="true" className="me-1">
          {marks[status]}
        </span>
        {label}
      </span>
      {overdue && (
        <span className="badge rounded-pill text-bg-danger adu-desk-late">
          <span aria-hidden="true" className="me-1">
            !
          </span>
          {complaintMessages.queue.late}
        </span>
      )}
    </>
  );
}
