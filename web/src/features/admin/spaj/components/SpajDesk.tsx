// The underwriting desk on the admin home: how many applications wait for the underwriter
// (Diterima and Seleksi Risiko; Menunggu Dokumen waits for the applicant), and the way to the
// queue.
import { useListSpajReviews } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, staffCount, WaitingCard } from '../../desk/DeskCard';
import { SPAJ_QUEUE_PATH } from '../../paths';
import { STAFF_STATUSES } from '../spajLifecycle';
import { spajMessages } from '../spajMessages';

export function SpajDesk() {
  const query = useListSpajReviews({ status: 'RECEIVED', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="spaj"
      to={SPAJ_QUEUE_PATH}
      messages={spajMessages.desk}
      query={query}
      count={(answer) => staffCount(answer.counts, STAFF_STATUSES)}
    />
  );
}
