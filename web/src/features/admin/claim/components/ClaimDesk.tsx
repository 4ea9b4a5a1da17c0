// The claims desk on the admin home: how many claims wait for the staff (Diajukan,
// Verifikasi Dokumen, Dianalisa, and Disetujui waiting to be paid; Dokumen Kurang waits for
// the customer), and the way to the queue.
import { useListClaimReviews } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { STAFF_STATUSES } from '../claimLabels';
import { DeskCard, Waiting } from '../../desk/DeskCard';
import { claimMessages } from '../claimMessages';
import { CLAIM_QUEUE_PATH } from '../../paths';

const m = claimMessages.desk;

export function ClaimDesk() {
  const query = useListClaimReviews(
    { status: 'SUBMITTED', page: 1, size: 1 },
    { request: { quiet: true } },
  );
  const list = toLoadable(query);
  return (
    <DeskCard desk="claim" to={CLAIM_QUEUE_PATH} messages={m} loadable={list} error={query.error}>
      {(data) => (
        <Waiting
          count={data.counts
            .filter((c) => STAFF_STATUSES.includes(c.status))
            .reduce((sum, c) => sum + c.count, 0)}
          text={m.waiting}
        />
      )}
    </DeskCard>
  );
}
