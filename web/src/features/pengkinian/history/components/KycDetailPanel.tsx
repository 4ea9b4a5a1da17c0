// One submission: number, policy, when it was submitted and decided, what it says about its
// status (pending, approved, or the reason it was rejected with a way to submit again), the
// changed fields old -> new per section, and the status history as a timeline.
import { Link } from 'react-router';
import { errorMessageOf } from '../../../../api/errors';
import { useGetKycDetail } from '../../../../api/generated/endpoints/pengkinian/pengkinian';
import { toLoadable } from '../../../../api/loadable';
import { InlineError } from '../../../../components/InlineError';
import { KycChanges } from '../../../../components/KycChanges';
import { KycStatusBadge } from '../../../../components/KycStatusBadge';
import { KycTimeline } from '../../../../components/KycTimeline';
import { formatLongDateTimeWib } from '../../../../components/format';
import { groupChanges } from '../../../../shared/kycLabels';
import { messages } from '../messages';
import { PENGKINIAN_PATH } from '../paths';

const m = messages.detail;

export function KycDetailPanel({ registrationNumber }: { registrationNumber: string }) {
  const query = useGetKycDetail(
    { registration_number: registrationNumber },
    { request: { quiet: true } },
  );
  const detail = toLoadable(query);

  if (detail.state === 'loading') {
    return (
      <div className="placeholder-glow" aria-busy="true">
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <span className="placeholder col-6 mb-3 d-block" aria-hidden="true" />
        <span className="placeholder col-10 mb-2 d-block" aria-hidden="true" />
        <span className="placeholder col-8 d-block" aria-hidden="true" />
      </div>
    );
  }
  if (detail.state === 'error') {
    return (
      <InlineError
        message={query.error ? errorMessageOf(query.error) : m.error}
        onRetry={detail.status === 404 ? undefined : () => void query.refetch()}
      />
    );
  }
  const d = detail.data;
  return (
    <article aria-labelledby="kyc-detail-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="kyc-detail-heading" className="h5 mb-0 me-auto">
          {m.headingPrefix} <span className="text-nowrap">{d.registration_number}</span>
        </h2>
        <KycStatusBadge status={d.status} label={d.status_desc} />
      </div>
      <dl className="kyc-facts">
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
        {d.has_document && (
          <>
            <dt>{m.document}</dt>
            <dd>{m.documentAttached}</dd>
          </>
        )}
      </dl>

      {d.status === 'PENDING' && <p className="alert alert-info">{m.pending}</p>}
      {d.status === 'APPROVED' && <p className="alert alert-success">{m.approved}</p>}
      {d.status === 'REJECTED' && (
        <section className="alert alert-danger" aria-labelledby="kyc-reason">
          <h3 id="kyc-reason" className="h6 alert-heading">
            {m.rejectedTitle}
          </h3>
          <p className="mb-2 kyc-reason">{d.reason}</p>
          <p className="mb-2 small">{m.rejectedHint}</p>
          <Link to={PENGKINIAN_PATH} className="btn btn-sm btn-outline-danger bg-white">
            {m.resubmit}
          </Link>
        </section>
      )}

      <section aria-labelledby="kyc-changes-heading" className="mt-4">
        <h3 id="kyc-changes-heading" className="h6 text-uppercase text-body-secondary">
          {m.changes}
        </h3>
        {d.changes.length ? (
          <KycChanges groups={groupChanges(d.changes)} headingLevel={4} />
        ) : (
          <p className="text-body-secondary">{m.noChanges}</p>
        )}
      </section>

      <section aria-labelledby="kyc-history-heading" className="mt-4">
        <h3 id="kyc-history-heading" className="h6 text-uppercase text-body-secondary">
          {m.history}
        </h3>
        <KycTimeline steps={d.history} label={m.history} />
      </section>
    </article>
  );
}
