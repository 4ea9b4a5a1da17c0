// Route screen of admin-complaint-detail (/admin/pengaduan/detail?complaint_number=...): one
// complaint for the staff. Its status (and whether it is late) and the actions it allows
// first: Jawab and, once, Perpanjang batas waktu while it is handled; Tutup once answered.
// Then the complaint with its deadline and attachments shown in the page, the answer; beside
// them the sender and the history with the staff's names. After an action the page shows the
// complaint's new state; a 409 shows the server's message above it, which is loaded again.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useGetComplaintReview } from '../../../api/generated/endpoints/admin/admin';
import { DeskReview } from '../desk/ReviewPage';
import { COMPLAINT_QUEUE_PATH } from '../paths';
import {
  ComplaintAnswer,
  ComplaintAttachments,
  ComplaintFacts,
  ComplaintHistory,
  ComplaintSender,
} from './components/ComplaintFacts';
import { ComplaintStatusBadge } from './components/ComplaintStatusBadge';
import { complaintMessages, daysLeftText } from './complaintMessages';
import '../admin.css';
import '../desk/desk.css';
import './complaintDesk.css';

// The actions' forms (the modal, the contract's rules) load beside the complaint, not before it
// paints (the page budget, web/build/budgets.ts).
const ComplaintActions = lazy(() => import('./components/actions/ComplaintActions'));

const m = complaintMessages.review;
/** The contract's ComplaintNumber (here, not from the zod module, which would double the page). */
const COMPLAINT_NUMBER = /^ADU-\d{4}-\d{6}$/;

export default function ComplaintReviewPage() {
  const [search] = useSearchParams();
  const value = search.get('complaint_number') ?? '';
  const valid = COMPLAINT_NUMBER.test(value);
  const query = useGetComplaintReview(
    { complaint_number: value },
    { query: { enabled: valid }, request: { quiet: true } },
  );
  return (
    <DeskReview
      caseClassName="admin-claims admin-review"
      back={{ to: COMPLAINT_QUEUE_PATH, label: m.back }}
      messages={m}
      valid={valid}
      query={query}
      headingId="complaint-review-heading"
      heading={(d) => (
        <>
          {m.headingPrefix} <span className="text-nowrap">{d.complaint.complaint_number}</span>
        </>
      )}
      badge={(d) => (
        <ComplaintStatusBadge
          status={d.complaint.status}
          label={d.complaint.status_desc}
          overdue={d.complaint.deadline.overdue}
        />
      )}
      notes={(d) => (
        <>
          {d.complaint.status === 'RECEIVED' && (
            <p className="small text-body-secondary">
              {d.working_days_left !== null && (
                <strong
                  className={`d-block${d.complaint.deadline.overdue ? ' text-danger-emphasis' : ' text-body'}`}
                >
                  {daysLeftText(d.working_days_left)}
                </strong>
              )}
              {d.complaint.deadline.extended ? m.extendedNote : m.receivedNote}
            </p>
          )}
          {d.complaint.status === 'ANSWERED' && (
            <p className="small text-body-secondary">{m.answeredNote}</p>
          )}
          {d.allowed_actions.length === 0 && (
            <p className="text-body-secondary mb-0">{m.noActions}</p>
          )}
        </>
      )}
      actions={(d, outcome) => <ComplaintActions detail={d} {...outcome} />}
      main={(d) => (
        <>
          <ComplaintFacts detail={d} />
          <ComplaintAnswer detail={d} />
          <ComplaintAttachments detail={d} />
        </>
      )}
      side={(d) => (
        <>
          <ComplaintSender detail={d} />
          <ComplaintHistory detail={d} />
        </>
      )}
    />
  );
}
