// A complaint's status as a badge: the status text always shows, with a mark before it
// (colour is never the only signal); Bootstrap's text-bg-* classes keep AA contrast. An
// unanswered complaint past its deadline gets the danger badge 'Lewat batas waktu' beside it.
import type { ComplaintStatus } from '../../../api/generated/model';
import { messages } from '../messages';

const variants: Record<ComplaintStatus, string> = {
  RECEIVED: 'text-bg-primary',
  ANSWERED: 'text-bg-success',
  CLOSED: 'text-bg-secondary',
};

const marks: Record<ComplaintStatus, string> = {
  RECEIVED: '…',
  ANSWERED: '✓',
  CLOSED: '✓',
};

export function ComplaintStatusBadge({
  status,
  label,
}: {
  status: ComplaintStatus;
  label: string;
}) {
  return (
    <span className={`badge rounded-pill adu-badge ${variants[status]}`} data-status={status}>
      <span aria-hidden="true" className="me-1">
        {marks[status]}
      </span>
      {label}
    </span>
  );
}

export function OverdueBadge() {
  return (
    <span className="badge rounded-pill adu-badge text-bg-danger">
      <span aria-hidden="true" className="me-1">
        !
      </span>
      {messages.list.overdue}
    </span>
  );
}
