// The Pengkinian Data desk on the admin home: how many submissions wait, and the way in.
import { useListKycReviews } from '../../../../api/generated/endpoints/admin/admin';
import { toLoadable } from '../../../../api/loadable';
import { DeskCard, Waiting } from '../../desk/DeskCard';
import { kycMessages } from '../kycMessages';
import { KYC_QUEUE_PATH } from '../../paths';

const m = kycMessages.desk;

export function KycDesk() {
  const query = useListKycReviews(
    { status: 'PENDING', page: 1, size: 1 },
    { request: { quiet: true } },
  );
  const count = toLoadable(query);
  return (
    <DeskCard desk="kyc" to={KYC_QUEUE_PATH} messages={m} loadable={count} error={query.error}>
      {(data) => <Waiting count={data.total} text={m.waiting} />}
    </DeskCard>
  );
}
