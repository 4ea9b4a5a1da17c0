// Route screen of admin-claim-detail (/admin/klaim/detail?claim_number=...): one claim for the
// staff. Its status and the actions it allows first; then the claim and its event, the
// documents (one shown inside the page), the document request, decision or payout; beside
// them the customer, the bank account (unmasked), the benefit's limit now and the history
// with who took each step and when. After an action the page shows the claim's new state; a
// 409 shows the server's message above the claim, which is loaded again.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useGetClaimReview } from '../../../api/generated/endpoints/admin/admin';
import { isoDateWib } from '../../../components/format';
import { ClaimBankAccountFacts, ClaimCustomer } from './components/ClaimCustomer';
import { ClaimDocuments } from './components/ClaimDocuments';
import { ClaimFacts } from './components/ClaimFacts';
import { ClaimLimitFacts } from './components/ClaimLimitFacts';
import { ClaimOutcome } from './components/ClaimOutcome';
import { DeskReview } from '../desk/ReviewPage';
import { DeskSection } from '../desk/DeskSection';
import { ClaimStatusBadge } from './components/ClaimStatusBadge';
import { ClaimTimeline } from './components/ClaimTimeline';
import { claimMessages } from './claimMessages';
import { CLAIM_QUEUE_PATH } from '../paths';
import '../admin.css';
import '../desk/desk.css';

// The actions' forms (react-hook-form, zod, the modal) load beside the claim, not before it
// paints (the page budget, web/build/budgets.ts).
const ClaimActions = lazy(() => import('./components/actions/ClaimActions'));

const m = claimMessages.review;
/** The contract's ClaimNumber (here, not from the zod module, which would double the page). */
const CLAIM_NUMBER = /^KLM-\d{4}-\d{6}$/;

export interface ClaimReviewPageProps {
  /** The clock for the latest transfer date; now when absent (stories fix it). */
  now?: string;
}

export default function ClaimReviewPage({ now }: ClaimReviewPageProps) {
  const [search] = useSearchParams();
  const value = search.get('claim_number') ?? '';
  const valid = CLAIM_NUMBER.test(value);
  const query = useGetClaimReview(
    { claim_number: value },
    { query: { enabled: valid }, request: { quiet: true } },
  );
  return (
    <DeskReview
      caseClassName="admin-claims admin-review"
      back={{ to: CLAIM_QUEUE_PATH, label: m.back }}
      messages={m}
      valid={valid}
      query={query}
      headingId="claim-review-heading"
      heading={(d) => (
        <>
          {m.headingPrefix} <span className="text-nowrap">{d.claim.claim_number}</span>
        </>
      )}
      badge={(d) => <ClaimStatusBadge status={d.claim.status} label={d.claim.status_desc} />}
      notes={(d) => (
        <>
          {d.claim.status === 'DOCUMENTS_REQUESTED' && (
            <p className="small text-body-secondary">{m.waitingCustomer}</p>
          )}
          {d.allowed_actions.length === 0 && (
            <p className="text-body-secondary mb-0">{m.noActions}</p>
          )}
        </>
      )}
      actions={(d, outcome) => (
        <ClaimActions
          review={d}
          today={isoDateWib(now ? new Date(now) : new Date())}
          {...outcome}
        />
      )}
      main={(d) => (
        <>
          <ClaimFacts claim={d.claim} />
          <ClaimOutcome claim={d.claim} />
          <ClaimDocuments claim={d.claim} />
        </>
      )}
      side={(d) => (
        <>
          <ClaimCustomer customer={d.customer} />
          <ClaimLimitFacts limit={d.limit} />
          <ClaimBankAccountFacts account={d.claim.bank_account} />
          <DeskSection title={m.timeline}>
            <ClaimTimeline steps={d.claim.timeline} />
          </DeskSection>
        </>
      )}
    />
  );
}
