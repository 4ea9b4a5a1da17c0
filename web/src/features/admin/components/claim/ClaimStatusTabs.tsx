// The claims queue's tabs, one per claim status with its count (StatusTabs).
import type { ClaimStatus } from '../../../../api/generated/model';
import { CLAIM_STATUSES, claimStatusNames } from '../../claimLabels';
import { claimMessages } from '../../claimMessages';
import { CLAIM_QUEUE_PATH } from '../../paths';
import { StatusTabs } from '../queue/StatusTabs';

const m = claimMessages.queue;

export function ClaimStatusTabs({
  current,
  counts,
}: {
  current: ClaimStatus;
  counts: Partial<Record<ClaimStatus, number>> | null;
}) {
  return (
    <StatusTabs
      statuses={CLAIM_STATUSES}
      names={claimStatusNames}
      current={current}
      counts={counts}
      path={CLAIM_QUEUE_PATH}
      label={m.tabs}
      countUnit={m.countUnit}
    />
  );
}
