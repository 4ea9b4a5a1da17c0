// The refund desk on the admin home: how many cases wait for a staff member's decision
// (Menunggu; Diproses waits for the gateway), and the way to the queue.
import { useListRefunds } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { DeskCard, Waiting } from '../../desk/DeskCard';
import { REFUND_QUEUE_PATH } from '../../paths';
import { refundMessages } from '../refundMessages';

const m = refundMessages.desk;

export function RefundDesk() {
  const query = useListRefunds({ status: 'OPEN', page: 1, size: 1 }, { request: { quiet: true } });
  const list = toLoadable(query);
  return (
    <DeskCard desk="refund" to={REFUND_QUEUE_PATH} messages={m} loadable={list} error={query.error}>
      {(data) => <Waiting count={data.total} text={m.waiting} />}
    </DeskCard>
  );
}
