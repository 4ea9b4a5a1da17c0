// Route screen of admin-spaj-detail (/admin/spaj/detail?spaj_number=...): one application for
// the underwriter. Its status and the actions it allows first; then the coverage, what was
// asked and answered, the documents (one shown inside the page), the decision or rejection and
// the first premium; beside them the applicant's identity and the audit trail (who, when, from
// where). After an action the page shows the new state; a 409 shows the server's message above
// the application, which is loaded again.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useGetSpajReview } from '../../../api/generated/endpoints/admin/admin';
import { DeskReview } from '../desk/ReviewPage';
import { DeskSection } from '../desk/DeskSection';
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
      notes={({ application }) => (
        <>
          {application.status === 'WAITING_DOCUMENTS' && (
            <p className="small text-body-secondary">{m.waitingApplicant}</p>
          )}
          {application.status === 'RISK_SELECTION' &&
            application.requirements.some((r) => r.status === 'OPEN') && (
              <p className="small text-body-secondary">{m.openFirst}</p>
            )}
          {allowedActions(application).length === 0 && (
            <p className="text-body-secondary mb-0">{m.noActions}</p>
          )}
        </>
      )}
      actions={(d, outcome) => <SpajActions review={d} {...outcome} />}
      main={(d) => (
        <>
          <SpajCoverageFacts review={d} />
          <SpajOutcome application={d.application} />
          <SpajRequirementsSection application={d.application} />
        </>
      )}
      side={(d) => (
        <>
          <SpajApplicantFacts review={d} />
          <DeskSection title={m.audit}>
            <SpajAudit events={d.audit} />
          </DeskSection>
        </>
      )}
    />
  );
}
