// The desk of personal-data requests on the admin home: how many wait to be reviewed
// (Diterima), and the way to the queue.
import { useListPrivacyRequests } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, WaitingCard } from '../../desk/DeskCard';
import { PRIVACY_QUEUE_PATH } from '../../paths';
import { privacyDeskMessages } from '../privacyDeskMessages';

export function PrivacyDesk() {
  const query = useListPrivacyRequests({ status: 'RECEIVED', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="privacy"
      to={PRIVACY_QUEUE_PATH}
      messages={privacyDeskMessages.desk}
      query={query}
      count={(answer) => answer.total}
    />
  );
}
