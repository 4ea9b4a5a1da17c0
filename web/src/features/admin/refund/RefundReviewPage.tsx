// Route screen of admin-refund-detail (/admin/refund/detail?refund_number=...): one refund
// case for the staff. Its status and the actions it allows first; then the money, the order
// and payment it came for and where the case ended; beside them the payer and the history with
// who took each step and when. While the gateway has not confirmed a refund (PROCESSING) the
// case is asked again every few seconds. After an action the page shows the case's new state;
// a 409 shows the server's message above the case, which is loaded again.
import { lazy } from 'react';
import { useSearchParams } from 'react-router';
import { useGetRefund } from '../../../api/generated/endpoints/admin/admin';
import { DeskReview } from '../desk/ReviewPage';
import { DeskSection } from '../desk/DeskSection';
import {
  RefundMoneyFacts,
  RefundOutcome,
  RefundPayerFacts,
  RefundPaymentFacts,
} from './components/RefundFacts';
import { RefundStatusBadge } from './components/RefundStatusBadge';
import { RefundTimeline } from './components/RefundTimeline';
import { REFUND_QUEUE_PATH } from '../paths';
import { refundMessages } from './refundMessages';
import '../admin.css';
import '../desk/desk.css';

// The actions' forms (react-hook-form, zod, the modal) load beside the case, not before it
// paints (the page budget, web/build/budgets.ts).
const RefundActions = lazy(() => import('./components/actions/RefundActions'));

const m = refundMessages.review;
/** The contract's RefundNumber (here, not from the zod module, which would double the page). */
const REFUND_NUMBER = /^RFD-\d{4}-\d{6}$/;
/** How often a case the gateway has not confirmed yet is asked again. */
export const PROCESSING_POLL_MS = 5000;

export default function RefundReviewPage() {
  const [search] = useSearchParams();
  const value = search.get('refund_number') ?? '';
  const valid = REFUND_NUMBER.test(value);
  const query = useGetRefund(
    { refund_number: value },
    {
      query: {
        enabled: valid,
        refetchInterval: (q) =>
          q.state.data?.status === 200 && q.state.data.data.refund.status === 'PROCESSING'
            ? PROCESSING_POLL_MS
            : false,
      },
      request: { quiet: true },
    },
  );
  return (
    <DeskReview
      caseClassName="admin-claims admin-review"
      back={{ to: REFUND_QUEUE_PATH, label: m.back }}
      messages={m}
      valid={valid}
      query={query}
      headingId="refund-review-heading"
      heading={(d) => (
        <>
          {m.headingPrefix} <span className="text-nowrap">{d.refund.refund_number}</span>
        </>
      )}
      badge={(d) => <RefundStatusBadge status={d.refund.status} label={d.refund.status_desc} />}
      notes={(d) => (
        <>
          {d.refund.status === 'PROCESSING' && (
            <p
              className={`small text-body-secondary${d.allowed_actions.length > 0 ? '' : ' mb-0'}`}
            >
              {d.allowed_actions.length > 0 ? m.stuck : m.processing}
            </p>
          )}
          {d.allowed_actions.length === 0 && d.refund.status !== 'PROCESSING' && (
            <p className="text-body-secondary mb-0">{m.noActions}</p>
          )}
        </>
      )}
      actions={(d, outcome) => <RefundActions detail={d} {...outcome} />}
      main={(d) => (
        <>
          <RefundMoneyFacts detail={d} />
          <RefundOutcome detail={d} />
          <RefundPaymentFacts detail={d} />
        </>
      )}
      side={(d) => (
        <>
          <RefundPayerFacts detail={d} />
          <DeskSection title={m.history}>
            <RefundTimeline events={d.events} />
          </DeskSection>
        </>
      )}
    />
  );
}
