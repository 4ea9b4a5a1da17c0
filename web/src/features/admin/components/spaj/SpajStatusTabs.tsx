// The underwriting queue's tabs, one per status with its count (StatusTabs).
import type { SpajStatus } from '../../../../api/generated/model';
import { SPAJ_QUEUE_PATH } from '../../paths';
import { spajMessages, spajStatusNames } from '../../spajMessages';
import { SPAJ_STATUSES } from '../../spajLifecycle';
import { StatusTabs } from '../queue/StatusTabs';

const m = spajMessages.queue;

export function SpajStatusTabs({
  current,
  counts,
}: {
  current: SpajStatus;
  counts: Partial<Record<SpajStatus, number>> | null;
}) {
  return (
    <StatusTabs
      statuses={SPAJ_STATUSES}
      names={spajStatusNames}
      current={current}
      counts={counts}
      path={SPAJ_QUEUE_PATH}
      label={m.tabs}
      countUnit={m.countUnit}
    />
  );
}
