// The queue's tabs, one per claim status with its count (from the list's `counts`; blank
// until the first answer). Links, so a tab has an address (?status=ANALYSIS). On a phone the
// row scrolls sideways (claims.css) and the current tab is scrolled into view.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { ClaimStatus } from '../../../../api/generated/model';
import { CLAIM_STATUSES, claimStatusNames } from '../../claimLabels';
import { claimMessages } from '../../claimMessages';
import { CLAIM_QUEUE_PATH } from '../../paths';

const m = claimMessages.queue;

export function ClaimStatusTabs({
  current,
  counts,
}: {
  current: ClaimStatus;
  counts: Partial<Record<ClaimStatus, number>> | null;
}) {
  const active = useRef<HTMLAnchorElement>(null);
  // Again once the counts widen the tabs.
  const counted = counts !== null;
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, counted]);
  return (
    <nav aria-label={m.tabs} className="mb-3">
      <ul className="claim-tabs list-unstyled mb-0">
        {CLAIM_STATUSES.map((s) => {
          const count = counts?.[s] ?? null;
          const isCurrent = s === current;
          return (
            <li key={s}>
              <Link
                ref={isCurrent ? active : undefined}
                to={s === 'SUBMITTED' ? CLAIM_QUEUE_PATH : `${CLAIM_QUEUE_PATH}?status=${s}`}
                className={`btn btn-sm claim-tabs__tab ${isCurrent ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span>{claimStatusNames[s]}</span>{' '}
                {count !== null && (
                  <span
                    className={`badge rounded-pill ms-1 ${isCurrent ? 'text-bg-light' : 'text-bg-primary'}`}
                  >
                    {count} <span className="visually-hidden">{m.countUnit}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
