// Route screen of admin-claim (/admin/klaim): the staff's claims queue (DeskQueue). Tabs by
// status with their counts (?status=ANALYSIS; Diajukan by default), the longest waiting first,
// 20 per page (?page=2). A row: claim number, customer and client number, policy, insured,
// benefit, claimed amount and how long it has waited since its last status change (for a
// closed claim, rejected or paid: how long ago that was).
import { useListClaimReviews } from '../../../api/generated/endpoints/admin/admin';
import type { ClaimReviewItem } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { DeskQueuePage, queueDesk, type DeskQueueProps } from '../desk/DeskQueue';
import { ageColumn, TwoLines, type DeskColumn } from '../desk/DeskTable';
import { CLAIM_QUEUE_PATH, claimReviewPath } from '../paths';
import { CLAIM_STATUSES, claimStatusNames } from './claimLabels';
import { claimMessages } from './claimMessages';

const m = claimMessages.queue;

const columns = (now: Date, closed: boolean): DeskColumn<ClaimReviewItem>[] => [
  { header: m.claim, cellClassName: 'text-nowrap', cell: (row) => row.claim_number },
  {
    header: m.customer,
    cell: (row) => (
      <TwoLines strong main={row.customer_name} sub={`${m.clientNumber} ${row.client_number}`} />
    ),
  },
  {
    header: `${m.policy} / ${m.insured}`,
    cell: (row) => <TwoLines main={row.policy_number} sub={row.insured_name} />,
  },
  { header: m.benefit, cell: (row) => row.benefit_name },
  {
    header: m.claimed,
    className: 'admin-queue__number',
    cellClassName: 'text-nowrap',
    cell: (row) => formatRupiah(row.claimed_amount),
  },
  ageColumn((row) => row.updated_at, now, closed),
];

const CLAIM_QUEUE = queueDesk({
  id: 'claim-queue-heading',
  statuses: CLAIM_STATUSES,
  names: claimStatusNames,
  path: CLAIM_QUEUE_PATH,
  texts: m,
  useList: useListClaimReviews,
  closed: ['REJECTED', 'PAID'],
  rowKey: (row) => row.claim_number,
  columns,
  open: (row) => ({
    to: claimReviewPath(row.claim_number),
    text: m.open,
    label: m.openLabel(row.claim_number, row.customer_name),
  }),
});

export default function ClaimQueuePage({ now }: DeskQueueProps) {
  return <DeskQueuePage desk={CLAIM_QUEUE} now={now} />;
}
