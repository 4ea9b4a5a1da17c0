// The refund desk on the admin home: how many cases wait for a staff member's decision
// (Menunggu; Diproses waits for the gateway), and the way to the queue.
import { useListRefunds } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, WaitingCard } from '../../desk/DeskCard';
import { REFUND_QUEUE_PATH } from '../../paths';
import { refundMessages } from '../refundMessages';

export function RefundDesk() {
  const query = useListRefunds({ status: 'OPEN', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="refund"
      to={REFUND_QUEUE_PATH}
      messages={refundMessages.desk}
      query={query}
      count={(answer) => answer.total}
    />
  );
}
