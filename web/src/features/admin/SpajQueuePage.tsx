// Route screen of admin-spaj (/admin/spaj): the underwriters' queue. Tabs by status with their
// counts (?status=RISK_SELECTION; Diterima by default), the longest waiting first (the ended
// ones the newest first), 20 per page (?page=2). While another tab loads, the tabs keep the
// last counts.
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListSpajReviews } from '../../api/generated/endpoints/admin/admin';
import type { SpajReviewPage, SpajStatus } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { SpajQueueTable } from './components/spaj/SpajQueueTable';
import { SpajStatusTabs } from './components/spaj/SpajStatusTabs';
import { QUEUE_SIZE } from './paths';
import { spajMessages, spajStatusNames } from './spajMessages';
import { ENDED_STATUSES, SPAJ_STATUSES } from './spajLifecycle';
import './admin.css';
import './claims.css';

const m = spajMessages.queue;

function statusOf(search: URLSearchParams): SpajStatus {
  const value = search.get('status');
  return SPAJ_STATUSES.find((s) => s === value) ?? 'RECEIVED';
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface SpajQueuePageProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

export default function SpajQueuePage({ now }: SpajQueuePageProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search);
  const page = pageOf(search);
  const query = useListSpajReviews(
    { status, page, size: QUEUE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  // The previous tab's answer keeps the counts, never its rows.
  const list: Loadable<SpajReviewPage> = query.isPlaceholderData
    ? { state: 'loading' }
    : toLoadable(query);
  const data = list.state === 'success' ? list.data : null;
  const answer = query.data?.status === 200 ? query.data.data : null;
  const counts = answer ? Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) : null;
  const goToPage = (next: number) => {
    const params: Record<string, string> = {};
    if (status !== 'RECEIVED') params.status = status;
    if (next > 1) params.page = String(next);
    setSearch(params);
  };
  const caption = m.caption(spajStatusNames[status]);

  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <SpajStatusTabs current={status} counts={counts} />
      <section
        className="card border-0 shadow-sm"
        aria-labelledby="spaj-queue-heading"
        aria-busy={list.state === 'loading'}
      >
        <div className="card-body">
          <div className="d-flex justify-content-between align-items-baseline mb-2">
            <h2 id="spaj-queue-heading" className="h6 mb-0">
              {caption}
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
              <SpajQueueTable
                rows={data.data}
                caption={caption}
                now={now ? new Date(now) : new Date()}
                ended={ENDED_STATUSES.includes(status)}
              />
              <Pagination
                page={data.page}
                pages={Math.ceil(data.total / data.size)}
                onPage={goToPage}
                label={m.pagination}
                className="admin-pagination"
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
