// The queue's tabs, one per status with its count (from the list's `counts`; blank until the
// first answer). Links, so a tab has an address (?status=RISK_SELECTION). On a phone the row
// scrolls sideways (claims.css) and the current tab is scrolled into view.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { SpajStatus } from '../../../../api/generated/model';
import { SPAJ_QUEUE_PATH } from '../../paths';
import { spajMessages, spajStatusNames } from '../../spajMessages';
import { SPAJ_STATUSES } from '../../spajLifecycle';

const m = spajMessages.queue;

export function SpajStatusTabs({
  current,
  counts,
}: {
  current: SpajStatus;
  counts: Partial<Record<SpajStatus, number>> | null;
}) {
  const active = useRef<HTMLAnchorElement>(null);
  const counted = counts !== null;
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, counted]);
  return (
    <nav aria-label={m.tabs} className="mb-3">
      <ul className="claim-tabs list-unstyled mb-0">
        {SPAJ_STATUSES.map((s) => {
          const count = counts?.[s] ?? null;
          const isCurrent = s === current;
          return (
            <li key={s}>
              <Link
                ref={isCurrent ? active : undefined}
                to={s === 'RECEIVED' ? SPAJ_QUEUE_PATH : `${SPAJ_QUEUE_PATH}?status=${s}`}
                className={`btn btn-sm claim-tabs__tab ${isCurrent ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span>{spajStatusNames[s]}</span>{' '}
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
