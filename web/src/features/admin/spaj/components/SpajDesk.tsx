// The underwriting desk on the admin home: how many applications wait for the underwriter
// (Diterima and Seleksi Risiko; Menunggu Dokumen waits for the applicant), and the way to the
// queue.
import { useListSpajReviews } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { SPAJ_QUEUE_PATH } from '../../paths';
import { DeskCard, Waiting } from '../../desk/DeskCard';
import { spajMessages } from '../spajMessages';
import { STAFF_STATUSES } from '../spajLifecycle';

const m = spajMessages.desk;

export function SpajDesk() {
  const query = useListSpajReviews(
    { status: 'RECEIVED', page: 1, size: 1 },
    { request: { quiet: true } },
  );
  const list = toLoadable(query);
  return (
    <DeskCard desk="spaj" to={SPAJ_QUEUE_PATH} messages={m} loadable={list} error={query.error}>
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
