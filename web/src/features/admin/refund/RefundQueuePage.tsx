// Route screen of admin-refund (/admin/refund): the staff's refund queue (DeskQueue). Tabs by
// status with their counts (?status=PROCESSING; Menunggu by default), the longest waiting first
// (the done ones the newest first), 20 per page (?page=2). A row: case number and the gateway's
// order it came for, payer and policy (or that the order is not the portal's), why the money
// could not be booked, the amount, and how long it has waited since its last status change
// (for a case that is done: how long ago).
import { useListRefunds } from '../../../api/generated/endpoints/admin/admin';
import type { RefundItem } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { DeskQueuePage, queueDesk, type DeskQueueProps } from '../desk/DeskQueue';
import { ageColumn, TwoLines, type DeskColumn } from '../desk/DeskTable';
import { REFUND_QUEUE_PATH, refundReviewPath } from '../paths';
import {
  CLOSED_REFUND_STATUSES,
  REFUND_STATUSES,
  refundMessages,
  refundStatusNames,
} from './refundMessages';

const m = refundMessages.queue;
const payerOf = (row: RefundItem) => row.customer_name ?? m.unknownPayer;

const columns = (now: Date, closed: boolean): DeskColumn<RefundItem>[] => [
  {
    header: m.refund,
    cellClassName: 'text-nowrap',
    cell: (row) => <TwoLines rowHeader main={row.refund_number} sub={row.order_id} />,
  },
  {
    header: m.payer,
    cell: (row) => (
      <TwoLines
        strong
        main={payerOf(row)}
        sub={row.policy_number ? m.policy(row.policy_number) : m.noPolicy}
      />
    ),
  },
  { header: m.reason, cell: (row) => row.reason_desc },
  {
    header: m.amount,
    className: 'admin-queue__number',
    cellClassName: 'text-nowrap claim-amount',
    cell: (row) => formatRupiah(row.amount),
  },
  ageColumn((row) => row.updated_at, now, closed),
];

const REFUND_QUEUE = queueDesk({
  id: 'refund-queue-heading',
  statuses: REFUND_STATUSES,
  names: refundStatusNames,
  path: REFUND_QUEUE_PATH,
  texts: m,
  useList: useListRefunds,
  closed: CLOSED_REFUND_STATUSES,
  rowKey: (row) => row.refund_number,
  columns,
  open: (row) => ({
    to: refundReviewPath(row.refund_number),
    text: m.open,
    label: m.openLabel(row.refund_number, payerOf(row)),
  }),
});

export default function RefundQueuePage({ now }: DeskQueueProps) {
  return <DeskQueuePage desk={REFUND_QUEUE} now={now} />;
}
