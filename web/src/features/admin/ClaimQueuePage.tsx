// Route screen of admin-claim (/admin/klaim): the staff's claims queue. Tabs by status with
// their counts (?status=ANALYSIS; Diajukan by default), the longest waiting first, 20 per page
// (?page=2). While another tab loads, the tabs keep the last counts.
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useListClaimReviews } from '../../api/generated/endpoints/admin/admin';
import type { ClaimReviewPage } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';
import { ClaimQueueTable } from './components/claim/ClaimQueueTable';
import { ClaimStatusTabs } from './components/claim/ClaimStatusTabs';
import { QueueSection } from './components/queue/QueueSection';
import { pageParam, queueParams, statusParam } from './components/queue/queueParams';
import { CLAIM_STATUSES, claimStatusNames } from './claimLabels';
import { claimMessages } from './claimMessages';
import { QUEUE_SIZE } from './paths';
import './admin.css';
import './claims.css';

const m = claimMessages.queue;

export interface ClaimQueuePageProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

export default function ClaimQueuePage({ now }: ClaimQueuePageProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusParam(search, CLAIM_STATUSES);
  const page = pageParam(search);
  const query = useListClaimReviews(
    { status, page, size: QUEUE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  // The previous tab's answer keeps the counts, never its rows.
  const list: Loadable<ClaimReviewPage> = query.isPlaceholderData
    ? { state: 'loading' }
    : toLoadable(query);
  const answer = query.data?.status === 200 ? query.data.data : null;
  const counts = answer ? Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) : null;
  const caption = m.caption(claimStatusNames[status]);

  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <ClaimStatusTabs current={status} counts={counts} />
      <QueueSection
        id="claim-queue-heading"
        caption={caption}
        list={list}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={m.empty[status]}
        texts={m}
        onPage={(next) => setSearch(queueParams(CLAIM_STATUSES, status, next))}
      >
        {list.state === 'success' && (
          <ClaimQueueTable
            rows={list.data.data}
            caption={caption}
            now={now ? new Date(now) : new Date()}
            closed={status === 'REJECTED' || status === 'PAID'}
          />
        )}
      </QueueSection>
    </div>
  );
}
