// A staff queue's tabs, one per status with its count (from the list's `counts`; blank until
// the first answer). Links, so a tab has an address (?status=ANALYSIS; the first status has
// none). On a phone the row scrolls sideways (claims.css) and the current tab is scrolled into
// view. The claims, underwriting and refund queues each name their statuses.
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';

export interface StatusTabsProps<S extends string> {
  /** The tabs in order; the first is the queue's default (its address has no ?status). */
  statuses: readonly S[];
  names: Record<S, string>;
  current: S;
  counts: Partial<Record<S, number>> | null;
  /** The queue's path ('/admin/klaim'). */
  path: string;
  /** The navigation's name ('Status klaim'). */
  label: string;
  /** What a count counts, for screen readers ('klaim'). */
  countUnit: string;
}

export function StatusTabs<S extends string>({
  statuses,
  names,
  current,
  counts,
  path,
  label,
  countUnit,
}: StatusTabsProps<S>) {
  const active = useRef<HTMLAnchorElement>(null);
  // Again once the counts widen the tabs.
  const counted = counts !== null;
  useEffect(() => {
    active.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, counted]);
  return (
    <nav aria-label={label} className="mb-3">
      <ul className="claim-tabs list-unstyled mb-0">
        {statuses.map((s) => {
          const count = counts?.[s] ?? null;
          const isCurrent = s === current;
          return (
            <li key={s}>
              <Link
                ref={isCurrent ? active : undefined}
                to={s === statuses[0] ? path : `${path}?status=${s}`}
                className={`btn btn-sm claim-tabs__tab ${isCurrent ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-current={isCurrent ? 'page' : undefined}
              >
                <span>{names[s]}</span>{' '}
                {count !== null && (
                  <span
                    className={`badge rounded-pill ms-1 ${isCurrent ? 'text-bg-light' : 'text-bg-primary'}`}
                  >
                    {count} <span className="visually-hidden">{countUnit}</span>
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
