// Route screen of admin-privacy-detail (/admin/privasi/detail?request_number=...): one
// personal-data request for the staff. Its status and the actions it allows first ('Mulai
// tinjau' for a received one, 'Jawab' for one being reviewed); then what was asked with its
// deadlines and the answer; beside them who asked and the history with who took each step and
// when. After an action the page shows the request's new state; a 409 shows the server's
// message above the request, which is loaded again.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useGetPrivacyRequest } from '../../../api/generated/endpoints/admin/admin';
import { DeskReview } from '../desk/ReviewPage';
import { DeskSection } from '../desk/DeskSection';
import { PRIVACY_QUEUE_PATH } from '../paths';
import { PrivacyCustomerFacts, PrivacyRequestFacts } from './components/PrivacyFacts';
import { PrivacyStatusBadge } from './components/PrivacyStatusBadge';
import { PrivacyTimeline } from './components/PrivacyTimeline';
import { privacyDeskMessages } from './privacyDeskMessages';
import '../admin.css';
import '../desk/desk.css';
import './privacyDesk.css';

// The actions' forms (the modal) load beside the request, not before it paints (the page
// budget, web/build/budgets.ts).
const PrivacyActions = lazy(() => import('./components/actions/PrivacyActions'));

const m = privacyDeskMessages.review;
/** The contract's PrivacyRequestNumber. */
const REQUEST_NUMBER = /^PDP-\d{4}-\d{6}$/;

export default function PrivacyReviewPage() {
  const [search] = useSearchParams();
  const value = search.get('request_number') ?? '';
  const valid = REQUEST_NUMBER.test(value);
  const query = useGetPrivacyRequest(
    { request_number: value },
    { query: { enabled: valid }, request: { quiet: true } },
  );
  return (
    <DeskReview
      caseClassName="admin-claims admin-review"
      back={{ to: PRIVACY_QUEUE_PATH, label: m.back }}
      messages={m}
      valid={valid}
      query={query}
      headingId="privacy-review-heading"
      heading={(d) => (
        <>
          {m.headingPrefix} <span className="text-nowrap">{d.request.request_number}</span>
        </>
      )}
      badge={(d) => <PrivacyStatusBadge status={d.request.status} label={d.request.status_desc} />}
      notes={(d) => (
        <>
          {d.request.overdue && d.allowed_actions.length > 0 && (
            <p className="privacy-overdue-count privacy-overdue-count--late">{m.overdue}</p>
          )}
          <p className={`small text-body-secondary${d.allowed_actions.length > 0 ? '' : ' mb-0'}`}>
            {d.request.status === 'RECEIVED'
              ? m.received
              : d.request.status === 'ACKNOWLEDGED'
                ? m.acknowledged
                : m.noActions}
          </p>
        </>
      )}
      actions={(d, outcome) => <PrivacyActions detail={d} {...outcome} />}
      main={(d) => <PrivacyRequestFacts detail={d} />}
      side={(d) => (
        <>
          <PrivacyCustomerFacts detail={d} />
          <DeskSection title={m.history}>
            <PrivacyTimeline events={d.events} />
          </DeskSection>
        </>
      )}
    />
  );
}
