// Route screen of admin-spaj (/admin/spaj): the underwriters' queue. Tabs by status with their
// counts (?status=RISK_SELECTION; Diterima by default), the longest waiting first (the ended
// ones the newest first), 20 per page (?page=2). While another tab loads, the tabs keep the
// last counts.
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useListSpajReviews } from '../../api/generated/endpoints/admin/admin';
import type { SpajReviewPage } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';
import { QueueSection } from './components/queue/QueueSection';
import { pageParam, queueParams, statusParam } from './components/queue/queueParams';
import { SpajQueueTable } from './components/spaj/SpajQueueTable';
import { SpajStatusTabs } from './components/spaj/SpajStatusTabs';
import { QUEUE_SIZE } from './paths';
import { spajMessages, spajStatusNames } from './spajMessages';
import { ENDED_STATUSES, SPAJ_STATUSES } from './spajLifecycle';
import './admin.css';
import './claims.css';

const m = spajMessages.queue;

export interface SpajQueuePageProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

export default function SpajQueuePage({ now }: SpajQueuePageProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusParam(search, SPAJ_STATUSES);
  const page = pageParam(search);
  const query = useListSpajReviews(
    { status, page, size: QUEUE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  // The previous tab's answer keeps the counts, never its rows.
  const list: Loadable<SpajReviewPage> = query.isPlaceholderData
    ? { state: 'loading' }
    : toLoadable(query);
  const answer = query.data?.status === 200 ? query.data.data : null;
  const counts = answer ? Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) : null;
  const caption = m.caption(spajStatusNames[status]);

  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <SpajStatusTabs current={status} counts={counts} />
      <QueueSection
        id="spaj-queue-heading"
        caption={caption}
        list={list}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={m.empty[status]}
        texts={m}
        onPage={(next) => setSearch(queueParams(SPAJ_STATUSES, status, next))}
      >
        {list.state === 'success' && (
          <SpajQueueTable
            rows={list.data.data}
            caption={caption}
            now={now ? new Date(now) : new Date()}
            ended={ENDED_STATUSES.includes(status)}
          />
        )}
      </QueueSection>
    </div>
  );
}
