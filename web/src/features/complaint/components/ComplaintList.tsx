// The customer's complaints, newest first: status (text and mark, and 'Lewat batas waktu'
// when the answer is late), the register number (the link to its detail), subject, category
// and policy, when it was submitted and the deadline of the answer (or when it was answered).
import { Link } from 'react-router';
import type { ComplaintSummary } from '../../../api/generated/model';
import { formatDate, formatDateTimeWib } from '../../../components/format';
import { messages } from '../messages';
import { complaintDetailHref } from '../paths';
import { ComplaintStatusBadge, OverdueBadge } from './ComplaintStatusBadge';

const m = messages.list;

function ComplaintRow({ complaint }: { complaint: ComplaintSummary }) {
  const headingId = `adu-${complaint.complaint_number}`;
  const { deadline } = complaint;
  return (
    <li
      className={`adu-row${deadline.overdue ? ' adu-row--overdue' : ''}`}
      aria-labelledby={headingId}
    >
      <div className="adu-row__head">
        <ComplaintStatusBadge status={complaint.status} label={complaint.status_desc} />
        {deadline.overdue && <OverdueBadge />}
      </div>
      <h3 id={headingId} className="adu-row__title">
        <Link
          to={complaintDetailHref(complaint.complaint_number)}
          className="adu-row__link"
          aria-label={m.open(complaint.complaint_number, complaint.status_desc)}
        >
          <span className="adu-row__subject">{complaint.subject}</span>
          <span className="adu-row__number">{complaint.complaint_number}</span>
        </Link>
      </h3>
      <p className="adu-row__who mb-1">
        {complaint.category_desc}
        {complaint.policy_number && <> · {m.policy(complaint.policy_number)}</>}
      </p>
      <dl className="adu-facts">
        <div>
          <dt>{m.submitted}</dt>
          <dd>{formatDateTimeWib(complaint.submitted_at)}</dd>
        </div>
        {complaint.status === 'RECEIVED' && (
          <div>
            <dt>{m.due}</dt>
            <dd className={deadline.overdue ? 'adu-late' : undefined}>
              {formatDate(deadline.due_date)}
              {deadline.extended && <span className="adu-extended"> ({m.extended})</span>}
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}

export function ComplaintList({ complaints }: { complaints: ComplaintSummary[] }) {
  return (
    <ul className="adu-list list-unstyled mb-0">
      {complaints.map((complaint) => (
        <ComplaintRow key={complaint.complaint_number} complaint={complaint} />
      ))}
    </ul>
  );
}
