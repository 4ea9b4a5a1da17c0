// Route screen of admin-claim (/admin/klaim): the staff's claims queue. Tabs by status with
// their counts (?status=ANALYSIS; Diajukan by default), the longest waiting first, 20 per page
// (?page=2). While another tab loads, the tabs keep the last counts.
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListClaimReviews } from '../../api/generated/endpoints/admin/admin';
import type { ClaimReviewPage, ClaimStatus } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { ClaimQueueTable } from './components/claim/ClaimQueueTable';
import { ClaimStatusTabs } from './components/claim/ClaimStatusTabs';
import { CLAIM_STATUSES, claimStatusNames } from './claimLabels';
import { claimMessages } from './claimMessages';
import { QUEUE_SIZE } from './paths';
import './admin.css';
import './claims.css';

const m = claimMessages.queue;

function statusOf(search: URLSearchParams): ClaimStatus {
  const value = search.get('status');
  return CLAIM_STATUSES.find((s) => s === value) ?? 'SUBMITTED';
}

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

export interface ClaimQueuePageProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

export default function ClaimQueuePage({ now }: ClaimQueuePageProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search);
  const page = pageOf(search);
  const query = useListClaimReviews(
    { status, page, size: QUEUE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  // The previous tab's answer keeps the counts, never its rows.
  const list: Loadable<ClaimReviewPage> = query.isPlaceholderData
    ? { state: 'loading' }
    : toLoadable(query);
  const data = list.state === 'success' ? list.data : null;
  const answer = query.data?.status === 200 ? query.data.data : null;
  const counts = answer ? Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) : null;
  const goToPage = (next: number) => {
    const params: Record<string, string> = {};
    if (status !== 'SUBMITTED') params.status = status;
    if (next > 1) params.page = String(next);
    setSearch(params);
  };
  const caption = m.caption(claimStatusNames[status]);

  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <ClaimStatusTabs current={status} counts={counts} />
      <section
        className="card border-0 shadow-sm"
        aria-labelledby="claim-queue-heading"
        aria-busy={list.state === 'loading'}
      >
        <div className="card-body">
          <div className="d-flex justify-content-between align-items-baseline mb-2">
            <h2 id="claim-queue-heading" className="h6 mb-0">
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
              <ClaimQueueTable
                rows={data.data}
                caption={caption}
                now={now ? new Date(now) : new Date()}
                closed={status === 'REJECTED' || status === 'PAID'}
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
