// Route screen of admin-kyc-detail (/admin/pengkinian/detail?registration_number=...): one
// submission for the staff: who and which policy, old vs new side by side per section, the
// warnings the customer confirmed, the identity document, the audit trail (who, when, note),
// and, while it waits, approve or reject with a reason.
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGetKycReview } from '../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../api/loadable';
import { KycChanges } from '../../../components/KycChanges';
import { KycStatusBadge } from '../../../components/KycStatusBadge';
import { KycTimeline } from '../../../components/KycTimeline';
import { formatLongDateTimeWib } from '../../../components/format';
import { groupChanges, warningLabels } from '../../../shared/kycLabels';
import { DocumentView } from './components/DocumentView';
import { ReviewCase, ReviewLoader } from '../desk/ReviewPage';
import { kycMessages } from './kycMessages';
import { KYC_QUEUE_PATH } from '../paths';
import '../admin.css';

// The decision form (with zod for the reason's contract rules) loads beside the review,
// not before it paints (the page budget, web/build/budgets.ts).
const DecisionPanel = lazy(() =>
  import('./components/DecisionPanel').then((m) => ({ default: m.DecisionPanel })),
);

const m = kycMessages.review;
const REGISTRATION = /^KYC-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

export default function KycReviewPage() {
  const [search] = useSearchParams();
  const value = search.get('registration_number') ?? '';
  const valid = REGISTRATION.test(value);
  const query = useGetKycReview(
    { registration_number: value },
    { query: { enabled: valid }, request: { quiet: true } },
  );
  const [conflict, setConflict] = useState<string | null>(null);
  const back = { to: KYC_QUEUE_PATH, label: m.back };
  return (
    <ReviewLoader
      className="admin-kyc"
      back={back}
      messages={m}
      valid={valid}
      loadable={toLoadable(query)}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {(d) => (
        <ReviewCase
          className="admin-kyc admin-review"
          back={back}
          conflict={conflict}
          headingId="admin-review-heading"
          heading={
            <>
              {m.headingPrefix} <span className="text-nowrap">{d.registration_number}</span>
            </>
          }
          badge={<KycStatusBadge status={d.status} label={d.status_desc} />}
        >
          <dl className="admin-facts">
            <dt>{m.customer}</dt>
            <dd>{d.customer_name}</dd>
            <dt>{m.clientNumber}</dt>
            <dd>{d.client_number}</dd>
            <dt>{m.policy}</dt>
            <dd>{d.policy_number}</dd>
            <dt>{m.submitted}</dt>
            <dd>{formatLongDateTimeWib(d.submitted_at)}</dd>
            {d.decided_at && (
              <>
                <dt>{m.decided}</dt>
                <dd>{formatLongDateTimeWib(d.decided_at)}</dd>
              </>
            )}
          </dl>

          {d.warnings.length > 0 && (
            <section className="alert alert-warning" aria-labelledby="admin-warnings">
              <h3 id="admin-warnings" className="h6 alert-heading">
                <span aria-hidden="true">⚠ </span>
                {m.warnings}
              </h3>
              <p className="small mb-2">{m.warningsHint}</p>
              <ul className="mb-0">
                {d.warnings.map((w) => (
                  <li key={`${w.code}-${w.field}`}>
                    <strong>{warningLabels[w.code]}.</strong> {w.message}
                  </li>
                ))}
              </ul>
            </section>
          )}

          {d.status === 'REJECTED' && d.reason && (
            <section className="alert alert-danger" aria-labelledby="admin-reason">
              <h3 id="admin-reason" className="h6 alert-heading">
                {m.reason}
              </h3>
              <p className="mb-0 admin-reason">{d.reason}</p>
            </section>
          )}

          <div className="admin-review__grid">
            <div className="admin-review__main">
              <section className="card border-0 shadow-sm" aria-labelledby="admin-changes">
                <div className="card-body">
                  <h3 id="admin-changes" className="h6">
                    {m.changes}
                  </h3>
                  {d.changes.length ? (
                    <KycChanges groups={groupChanges(d.changes)} headingLevel={4} />
                  ) : (
                    <p className="text-body-secondary mb-0">{m.noChanges}</p>
                  )}
                </div>
              </section>
            </div>
            <div className="admin-review__side">
              {d.status === 'PENDING' && (
                <Suspense fallback={null}>
                  <DecisionPanel review={d} onConflict={setConflict} />
                </Suspense>
              )}
              <section className="card border-0 shadow-sm" aria-labelledby="admin-document">
                <div className="card-body">
                  <h3 id="admin-document" className="h6">
                    {kycMessages.document.title}
                  </h3>
                  {d.has_document ? (
                    <DocumentView registrationNumber={d.registration_number} />
                  ) : (
                    <p className="text-body-secondary mb-0">{kycMessages.document.none}</p>
                  )}
                </div>
              </section>
              <section className="card border-0 shadow-sm" aria-labelledby="admin-history">
                <div className="card-body">
                  <h3 id="admin-history" className="h6">
                    {m.history}
                  </h3>
                  <KycTimeline steps={d.history} label={m.history} />
                </div>
              </section>
            </div>
          </div>
        </ReviewCase>
      )}
    </ReviewLoader>
  );
}
