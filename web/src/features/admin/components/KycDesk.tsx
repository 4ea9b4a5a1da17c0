// The Pengkinian Data desk on the admin home: how many submissions wait, and the way in.
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { useListKycReviews } from '../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../api/loadable';
import { kycMessages } from '../kycMessages';
import { KYC_QUEUE_PATH } from '../paths';

const m = kycMessages.desk;

export function KycDesk() {
  const query = useListKycReviews(
    { status: 'PENDING', page: 1, size: 1 },
    { request: { quiet: true } },
  );
  const count = toLoadable(query);
  return (
    <section className="card mt-4 admin-desk" aria-labelledby="admin-desk-kyc">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h2 id="admin-desk-kyc" className="h5 card-title">
            {m.title}
          </h2>
          <p className="mb-0" aria-live="polite">
            {count.state === 'loading' && <span className="text-body-secondary">{m.loading}</span>}
            {count.state === 'error' && (
              <span className="text-danger">
                {query.error ? errorMessageOf(query.error) : m.error}
              </span>
            )}
            {count.state === 'success' && (
              <strong className={count.data.total > 0 ? 'text-warning-emphasis' : undefined}>
                {m.waiting(count.data.total)}
              </strong>
            )}
          </p>
        </div>
        <Link to={KYC_QUEUE_PATH} className="btn btn-primary">
          {m.open}
        </Link>
      </div>
    </section>
  );
}
