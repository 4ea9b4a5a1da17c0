// Route screen of admin-kyc-detail (/admin/pengkinian/detail?registration_number=...): one
// submission for the staff: who and which policy, old vs new side by side per section, the
// warnings the customer confirmed, the identity document, the audit trail (who, when, note),
// and, while it waits, approve or reject with a reason.
import { lazy, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetKycReview } from '../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { KycChanges } from '../../components/KycChanges';
import { KycStatusBadge } from '../../components/KycStatusBadge';
import { KycTimeline } from '../../components/KycTimeline';
import { formatLongDateTimeWib } from '../../components/format';
import { groupChanges, warningLabels } from '../../shared/kycLabels';
import { DocumentView } from './components/DocumentView';
import { kycMessages } from './kycMessages';
import { KYC_QUEUE_PATH } from './paths';
import './admin.css';

// The decision form (with zod for the reason's contract rules) loads beside the review,
// not before it paints (the page budget, web/build/budgets.ts).
const DecisionPanel = lazy(() =>
  import('./components/DecisionPanel').then((m) => ({ default: m.DecisionPanel })),
);

const m = kycMessages.review;
const REGISTRATION = /^KYC-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

function BackLink() {
  return (
    <Link to={KYC_QUEUE_PATH} className="btn btn-link px-0 mb-2">
      <span aria-hidden="true">‹ </span>
      {m.back}
    </Link>
  );
}

export default function KycReviewPage() {
  const [search] = useSearchParams();
  const value = search.get('registration_number') ?? '';
  const valid = REGISTRATION.test(value);
  const query = useGetKycReview(
    { registration_number: value },
    { query: { enabled: valid }, request: { quiet: true } },
  );
  const [conflict, setConflict] = useState<string | null>(null);
  if (!valid) {
    return (
      <div className="admin-kyc">
        <BackLink />
        <InlineError message={m.missing} />
      </div>
    );
  }
  const review = toLoadable(query);
  if (review.state === 'loading') {
    return (
      <div className="admin-kyc placeholder-glow">
        <BackLink />
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <span className="placeholder d-block rounded admin-skeleton" aria-hidden="true" />
      </div>
    );
  }
  if (review.state === 'error') {
    return (
      <div className="admin-kyc">
        <BackLink />
        <InlineError
          message={query.error ? errorMessageOf(query.error) : m.error}
          onRetry={review.status === 404 ? undefined : () => void query.refetch()}
        />
      </div>
    );
  }
  const d = review.data;
  return (
    <div className="admin-kyc admin-review">
      <BackLink />
      {conflict && (
        <div className="alert alert-warning" role="alert">
          {conflict}
        </div>
      )}
      <article aria-labelledby="admin-review-heading">
        <header className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h2 id="admin-review-heading" className="h5 mb-0 me-auto">
            {m.headingPrefix} <span className="text-nowrap">{d.registration_number}</span>
          </h2>
          <KycStatusBadge status={d.status} label={d.status_desc} />
        </header>
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
      </article>
    </div>
  );
}
