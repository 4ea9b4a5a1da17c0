// Route screen of admin-reconciliation (/admin/reconciliation): the reconciliation of the
// gateway's charges with the portal's payments. The schedule and 'Jalankan sekarang' first,
// then the runs, newest first, 20 per page (?page=2), each with what it did.
import { useSearchParams } from 'react-router';
import { useListReconciliationRuns } from '../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../api/loadable';
import { QueueSection } from '../desk/QueueSection';
import { pageParam } from '../desk/queueParams';
import { RunTable } from './components/RunTable';
import { ScheduleCard } from './components/ScheduleCard';
import { QUEUE_SIZE } from '../paths';
import { reconciliationMessages } from './reconciliationMessages';
import '../admin.css';
import '../desk/desk.css';

const m = reconciliationMessages;

export default function ReconciliationPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageParam(search);
  const query = useListReconciliationRuns({ page, size: QUEUE_SIZE }, { request: { quiet: true } });
  const list = toLoadable(query);
  return (
    <div className="admin-claims">
      <p className="text-body-secondary">{m.intro}</p>
      <ScheduleCard schedule={list.state === 'success' ? list.data : null} />
      <QueueSection
        id="reconciliation-runs-heading"
        caption={m.runs.caption}
        list={list}
        error={query.error}
        onRetry={() => void query.refetch()}
        empty={m.runs.empty}
        texts={m.runs}
        onPage={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
      >
        {list.state === 'success' && <RunTable runs={list.data.data} />}
      </QueueSection>
    </div>
  );
}
