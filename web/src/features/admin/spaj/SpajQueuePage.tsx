// Route screen of admin-spaj (/admin/spaj): the underwriters' queue (DeskQueue). Tabs by status
// with their counts (?status=RISK_SELECTION; Diterima by default), the longest waiting first
// (the ended ones the newest first), 20 per page (?page=2). A row: SPAJ number, applicant and
// agent, product and sum assured, open requests, and how long it has waited in its status (for
// an ended one: how long ago it ended).
import { useListSpajReviews } from '../../../api/generated/endpoints/admin/admin';
import type { SpajReviewItem } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { DeskQueuePage, queueDesk, type DeskQueueProps } from '../desk/DeskQueue';
import { ageColumn, TwoLines, type DeskColumn } from '../desk/DeskTable';
import { SPAJ_QUEUE_PATH, spajReviewPath } from '../paths';
import { ENDED_STATUSES, SPAJ_STATUSES } from './spajLifecycle';
import { spajMessages, spajStatusNames } from './spajMessages';

const m = spajMessages.queue;

const columns = (now: Date, ended: boolean): DeskColumn<SpajReviewItem>[] => [
  { header: m.spaj, cellClassName: 'text-nowrap', cell: (row) => row.spaj_number },
  {
    header: m.applicant,
    cell: (row) => (
      <TwoLines strong main={row.applicant_name} sub={`${m.agent} ${row.agent_name}`} />
    ),
  },
  {
    header: m.product,
    cell: (row) => (
      <>
        <span className="d-block">{row.product_name}</span>
        <span className="small text-body-secondary text-nowrap">
          {m.sumAssured} {formatRupiah(row.sum_assured)}
        </span>
      </>
    ),
  },
  { header: m.open, cell: (row) => m.openCount(row.open_requirements) },
  ageColumn((row) => row.status_since, now, ended),
];

const SPAJ_QUEUE = queueDesk({
  id: 'spaj-queue-heading',
  statuses: SPAJ_STATUSES,
  names: spajStatusNames,
  path: SPAJ_QUEUE_PATH,
  texts: m,
  useList: useListSpajReviews,
  closed: ENDED_STATUSES,
  rowKey: (row) => row.spaj_number,
  columns,
  open: (row) => ({
    to: spajReviewPath(row.spaj_number),
    text: m.review,
    label: m.reviewLabel(row.spaj_number, row.applicant_name),
  }),
});

export default function SpajQueuePage({ now }: DeskQueueProps) {
  return <DeskQueuePage desk={SPAJ_QUEUE} now={now} />;
}
