// Route screen of admin-kyc (/admin/pengkinian): the Pengkinian Data review queue. Tabs by
// status (?status=APPROVED; waiting by default, oldest first), 20 per page (?page=2).
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListKycReviews } from '../../api/generated/endpoints/admin/admin';
import type { KycStatus } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { QueueTable } from './components/QueueTable';
import { kycMessages } from './kycMessages';
import { KYC_QUEUE_PATH, QUEUE_SIZE } from './paths';
import './admin.css';

const m = kycMessages.queue;
const STATUSES: readonly KycStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

function statusOf(search: URLSearchParams): KycStatus {
  const value = search.get('status');
  return STATUSES.find((s) => s === value) ?? 'PENDING';
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface KycQueuePageProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

export default function KycQueuePage({ now }: KycQueuePageProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search);
  const page = pageOf(search);
  const query = useListKycReviews({ status, page, size: QUEUE_SIZE }, { request: { quiet: true } });
  const list = toLoadable(query);
  const data = list.state === 'success' ? list.data : null;
  const goToPage = (next: number) => {
    const params: Record<string, string> = {};
    if (status !== 'PENDING') params.status = status;
    if (next > 1) params.page = String(next);
    setSearch(params);
  };

  return (
    <div className="admin-kyc">
      <p className="text-body-secondary">{m.intro}</p>
      <nav aria-label={m.tabs} className="mb-3">
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {STATUSES.map((s) => (
            <li key={s}>
              <Link
                to={s === 'PENDING' ? KYC_QUEUE_PATH : `${KYC_QUEUE_PATH}?status=${s}`}
                className={`btn btn-sm ${s === status ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-current={s === status ? 'page' : undefined}
              >
                {m.tab[s]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        className="card border-0 shadow-sm"
        aria-labelledby="admin-queue-heading"
        aria-busy={list.state === 'loading'}
      >
        <div className="card-body">
          <div className="d-flex justify-content-between align-items-baseline mb-2">
            <h2 id="admin-queue-heading" className="h6 mb-0">
              {m.caption(m.tab[status])}
            </h2>
            {data && <span className="small text-body-secondary">{m.count(data.total)}</span>}
          </div>
          {list.state === 'loading' && (
            <div className="placeholder-glow">
              <span className="visually-hidden" role="status">
                {m.loading}
              </span>
              {[0, 1, 2].map((i) => (
                <span
                  key={i}
                  className="placeholder d-block rounded admin-skeleton"
                  aria-hidden="true"
                />
              ))}
            </div>
          )}
          {list.state === 'error' && (
            <InlineError
              message={query.error ? errorMessageOf(query.error) : m.error}
              onRetry={() => void query.refetch()}
            />
          )}
          {data && data.total === 0 && (
            <p className="text-center text-body-secondary py-4 mb-0">{m.empty[status]}</p>
          )}
          {data && data.total > 0 && data.data.length === 0 && (
            <PastLastPage message={m.pastLastPage} onFirstPage={() => goToPage(1)} />
          )}
          {data && data.data.length > 0 && (
            <>
              <QueueTable
                rows={data.data}
                caption={m.caption(m.tab[status])}
                now={now ? new Date(now) : new Date()}
              />
              <Pagination
                page={data.page}
                pages={Math.ceil(data.total / data.size)}
                onPage={goToPage}
                label={kycMessages.pagination.label}
                className="admin-pagination"
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
