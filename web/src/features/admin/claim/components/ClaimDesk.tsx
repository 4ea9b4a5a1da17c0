// The claims desk on the admin home: how many claims wait for the staff (Diajukan,
// Verifikasi Dokumen, Dianalisa, and Disetujui waiting to be paid; Dokumen Kurang waits for
// the customer), and the way to the queue.
import { useListClaimReviews } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, staffCount, WaitingCard } from '../../desk/DeskCard';
import { CLAIM_QUEUE_PATH } from '../../paths';
import { STAFF_STATUSES } from '../claimLabels';
import { claimMessages } from '../claimMessages';

export function ClaimDesk() {
  const query = useListClaimReviews({ status: 'SUBMITTED', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="claim"
      to={CLAIM_QUEUE_PATH}
      messages={claimMessages.desk}
      query={query}
      count={(answer) => staffCount(answer.counts, STAFF_STATUSES)}
    />
  );
}
