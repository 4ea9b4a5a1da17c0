// Route screen of admin-refund (/admin/refund): the staff's refund queue. Tabs by status with
// their counts (?status=PROCESSING; Menunggu by default), the longest waiting first (the done
// ones the newest first), 20 per page (?page=2). While another tab loads, the tabs keep the
// last counts.
import { keepPreviousData } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useListRefunds } from '../../api/generated/endpoints/admin/admin';
import type { RefundPage } from '../../api/generated/model';
import { toLoadable, type Loadable } from '../../api/loadable';
import { QueueSection } from './components/queue/QueueSection';
import { pageParam, queueParams, statusParam } from './components/queue/queueParams';
import { StatusTabs } from './components/queue/StatusTabs';
import { RefundQueueTable } from './components/refund/RefundQueueTable';
import { QUEUE_SIZE, REFUND_QUEUE_PATH } from './paths';
import {
  CLOSED_REFUND_STATUSES,
  REFUND_STATUSES,
  refundMessages,
  refundStatusNames,
} from './refundMessages';
import './admin.css';
import './claims.css';

const m = refundMessages.queue;

export interface RefundQueuePageProps {
  /** The clock for the ages ('3 hari'); now when absent (stories and tests fix it). */
  now?: string;
}

export default function RefundQueuePage({ now }: RefundQueuePageProps) {
  const [search, setSearch] = useSearchParams();
  const status = statusParam(search, REFUND_STATUSES);
  const page = pageParam(search);
  const query = useListRefunds(
    { status, page, size: QUEUE_SIZE },
    { query: { placeholderData: keepPreviousData }, request: { quiet: true } },
  );
  // The previous tab's answer keeps the counts, never its rows.
  const list: Loadable<RefundPage> = query.isPlaceholderData
    ? { state: 'loading' }
    : toLoadable(query);
  const answer = query.data?.status === 200 ? query.data.data : null;
  const counts = answer ? Object.fromEntries(answer.counts.map((c) => [c.status, c.count])) : null;
  const caption = m.caption(refundStatusNames[status]);

  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <StatusTabs
        statuses={REFUND_STATUSES}
        names={refundStatusNames}
        current={status}
        counts={counts}
        path={REFUND_QUEUE_PATH}
        label={m.tabs}
        countUnit={m.countUnit}
      />
      <QueueSection
        id="refund-queue-heading"
        caption={caption}
        list={list}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={m.empty[status]}
        texts={m}
        onPage={(next) => setSearch(queueParams(REFUND_STATUSES, status, next))}
      >
        {list.state === 'success' && (
          <RefundQueueTable
            rows={list.data.data}
            caption={caption}
            now={now ? new Date(now) : new Date()}
            closed={CLOSED_REFUND_STATUSES.includes(status)}
          />
        )}
      </QueueSection>
    </div>
  );
}
