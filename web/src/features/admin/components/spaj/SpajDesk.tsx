// The underwriting desk on the admin home: how many applications wait for the underwriter
// (Diterima and Seleksi Risiko; Menunggu Dokumen waits for the applicant), and the way to the
// queue.
import { Link } from 'react-router';
import { errorMessageOf } from '../../../../api/errors';
import { useListSpajReviews } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { SPAJ_QUEUE_PATH } from '../../paths';
import { spajMessages } from '../../spajMessages';
import { STAFF_STATUSES } from '../../spajLifecycle';

const m = spajMessages.desk;

export function SpajDesk() {
  const query = useListSpajReviews(
    { status: 'RECEIVED', page: 1, size: 1 },
    { request: { quiet: true } },
  );
  const list = toLoadable(query);
  const waiting =
    list.state === 'success'
      ? list.data.counts
          .filter((c) => STAFF_STATUSES.includes(c.status))
          .reduce((sum, c) => sum + c.count, 0)
      : 0;
  return (
    <section className="card mt-4 admin-desk" aria-labelledby="admin-desk-spaj">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h2 id="admin-desk-spaj" className="h5 card-title">
            {m.title}
          </h2>
          <p className="mb-0" aria-live="polite">
            {list.state === 'loading' && <span className="text-body-secondary">{m.loading}</span>}
            {list.state === 'error' && (
              <span className="text-danger">
                {query.error ? errorMessageOf(query.error) : m.error}
              </span>
            )}
            {list.state === 'success' && (
              <strong className={waiting > 0 ? 'text-warning-emphasis' : undefined}>
                {m.waiting(waiting)}
              </strong>
            )}
          </p>
        </div>
        <Link to={SPAJ_QUEUE_PATH} className="btn btn-primary">
          {m.open}
        </Link>
      </div>
    </section>
  );
}
