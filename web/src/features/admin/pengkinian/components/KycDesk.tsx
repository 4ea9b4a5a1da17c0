// The Pengkinian Data desk on the admin home: how many submissions wait, and the way in.
import { useListKycReviews } from '../../../../api/generated/endpoints/admin/admin';
import { COUNT_PAGE, COUNT_QUERY, WaitingCard } from '../../desk/DeskCard';
import { KYC_QUEUE_PATH } from '../../paths';
import { kycMessages } from '../kycMessages';

export function KycDesk() {
  const query = useListKycReviews({ status: 'PENDING', ...COUNT_PAGE }, COUNT_QUERY);
  return (
    <WaitingCard
      desk="kyc"
      to={KYC_QUEUE_PATH}
      messages={kycMessages.desk}
      query={query}
      count={(answer) => answer.total}
    />
  );
}
