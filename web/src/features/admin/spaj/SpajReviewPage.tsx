// Route screen of admin-spaj-detail (/admin/spaj/detail?spaj_number=...): one application for
// the underwriter. Its status and the actions it allows first; then the coverage, what was
// asked and answered, the documents (one shown inside the page), the decision or rejection and
// the first premium; beside them the applicant's identity and the audit trail (who, when, from
// where). After an action the page shows the new state; a 409 shows the server's message above
// the application, which is loaded again.
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useGetSpajReview } from '../../../api/generated/endpoints/admin/admin';
import { DeskReview } from '../desk/ReviewPage';
import { ClaimSection } from '../claim/components/ClaimSection';
import { SpajAudit } from './components/SpajAudit';
import { SpajApplicantFacts, SpajCoverageFacts } from './components/SpajFacts';
import { SpajOutcome } from './components/SpajOutcome';
import { SpajRequirementsSection } from './components/SpajRequirementsSection';
import { SpajStatusBadge } from './components/SpajStatusBadge';
import { SPAJ_QUEUE_PATH } from '../paths';
import { spajMessages } from './spajMessages';
import { allowedActions } from './spajLifecycle';
import '../admin.css';
import '../desk/desk.css';
import './spajDesk.css';

// The actions' forms (react-hook-form, zod, the modal) load beside the application, not before
// it paints (the page budget, web/build/budgets.ts).
const SpajActions = lazy(() => import('./components/actions/SpajActions'));

const m = spajMessages.review;
/** The contract's SpajNumber (here, not from the zod module, which would double the page). */
const SPAJ_NUMBER = /^\d{12}$/;

export default function SpajReviewPage() {
  const [search] = useSearchParams();
  const value = search.get('spaj_number') ?? '';
  const valid = SPAJ_NUMBER.test(value);
  const query = useGetSpajReview(
    { spaj_number: value },
    { query: { enabled: valid }, request: { quiet: true } },
  );
  return (
    <DeskReview
      caseClassName="admin-claims admin-review spaj-review"
      back={{ to: SPAJ_QUEUE_PATH, label: m.back }}
      messages={m}
      valid={valid}
      query={query}
      headingId="spaj-review-heading"
      heading={(d) => spajMessages.number(d.application.spaj_number)}
      badge={(d) => (
        <SpajStatusBadge status={d.application.status} label={d.application.status_desc} />
      )}
    >
      {(d, outcome) => {
        const { application } = d;
        const actions = allowedActions(application);
        const open = application.requirements.some((r) => r.status === 'OPEN');
        return (
          <>
            <ClaimSection title={m.actions} className="mb-3">
              {application.status === 'WAITING_DOCUMENTS' && (
                <p className="small text-body-secondary">{m.waitingApplicant}</p>
              )}
              {application.status === 'RISK_SELECTION' && open && (
                <p className="small text-body-secondary">{m.openFirst}</p>
              )}
              {actions.length === 0 && <p className="text-body-secondary mb-0">{m.noActions}</p>}
              {/* Mounted whatever the status: the form of an action that leaves none open must
              close (and hand the focus back) after the application has moved. */}
              <Suspense fallback={null}>
                <SpajActions
                  review={d}
                  onConflict={outcome.onConflict}
                  onSettled={outcome.onSettled}
                />
              </Suspense>
            </ClaimSection>

            <div className="admin-review__grid">
              <div className="admin-review__side">
                <SpajCoverageFacts review={d} />
                <SpajOutcome application={application} />
                <SpajRequirementsSection application={application} />
              </div>
              <div className="admin-review__side">
                <SpajApplicantFacts review={d} />
                <ClaimSection title={m.audit}>
                  <SpajAudit events={d.audit} />
                </ClaimSection>
              </div>
            </div>
          </>
        );
      }}
    </DeskReview>
  );
}
