// The refund desk on the admin home: how many cases wait for a staff member's decision
// (Menunggu; Diproses waits for the gateway), and the way to the queue.
import { Link } from 'react-router';
import { errorMessageOf } from '../../../../api/errors';
import { useListRefunds } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { REFUND_QUEUE_PATH } from '../../paths';
import { refundMessages } from '../../refundMessages';

const m = refundMessages.desk;

export function RefundDesk() {
  const query = useListRefunds({ status: 'OPEN', page: 1, size: 1 }, { request: { quiet: true } });
  const list = toLoadable(query);
  const waiting = list.state === 'success' ? list.data.total : 0;
  return (
    <section className="card mt-4 admin-desk" aria-labelledby="admin-desk-refund">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h2 id="admin-desk-refund" className="h5 card-title">
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
        <Link to={REFUND_QUEUE_PATH} className="btn btn-primary">
          {m.open}
        </Link>
      </div>
    </section>
  );
}
