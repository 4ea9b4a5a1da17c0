// The complaint desk on the admin home: how many complaints wait for a written answer (Sedang
// ditangani), and the way to the queue.
import { useListComplaintReviews } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, WaitingCard } from '../../desk/DeskCard';
import { COMPLAINT_QUEUE_PATH } from '../../paths';
import { complaintMessages } from '../complaintMessages';

export function ComplaintDesk() {
  const query = useListComplaintReviews({ status: 'RECEIVED', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="complaint"
      to={COMPLAINT_QUEUE_PATH}
      messages={complaintMessages.desk}
      query={query}
      count={(answer) => answer.total}
    />
  );
}
