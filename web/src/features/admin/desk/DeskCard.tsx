// A desk's card on the admin home (claims, SPAJ, refunds, Pengkinian Data, banners): its
// title, what its count says (counting…, the count, or why it cannot be loaded), and the way
// to its queue.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { toLoadable, type Loadable } from '../../../api/loadable';

export function DeskCard<T>({
  desk,
  to,
  messages,
  loadable,
  error,
  children,
}: {
  /** The heading's id is admin-desk-{desk}. */
  desk: string;
  to: string;
  messages: { title: string; loading: string; error: string; open: string };
  loadable: Loadable<T>;
  /** The query's error, whose message is shown when there is one. */
  error: unknown;
  /** What the loaded count says. */
  children: (data: T) => ReactNode;
}) {
  const m = messages;
  return (
    <section className="card mt-4 admin-desk" aria-labelledby={`admin-desk-${desk}`}>
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="me-auto">
          <h2 id={`admin-desk-${desk}`} className="h5 card-title">
            {m.title}
          </h2>
          <p className="mb-0" aria-live="polite">
            {loadable.state === 'loading' && (
              <span className="text-body-secondary">{m.loading}</span>
            )}
            {loadable.state === 'error' && (
              <span className="text-danger">{error ? errorMessageOf(error) : m.error}</span>
            )}
            {loadable.state === 'success' && children(loadable.data)}
          </p>
        </div>
        <Link to={to} className="btn btn-primary">
          {m.open}
        </Link>
      </div>
    </section>
  );
}

/** The number waiting for the staff, emphasised when there is any. */
export function Waiting({ count, text }: { count: number; text: (n: number) => string }) {
  return <strong className={count > 0 ? 'text-warning-emphasis' : undefined}>{text(count)}</strong>;
}

/** The options of a card's count: the first page of one case, no popup. */
export const COUNT_QUERY = { request: { quiet: true } } as const;
export const COUNT_PAGE = { page: 1, size: 1 } as const;

type Ok<R> = R extends { status: 200; data: infer D } ? D : never;

/** A desk's card that says how many cases wait (`count` of the list's answer). */
export function WaitingCard<R extends { status: number; data: unknown }>({
  desk,
  to,
  messages,
  query,
  count,
}: {
  desk: string;
  to: string;
  messages: {
    title: string;
    loading: string;
    error: string;
    open: string;
    waiting: (n: number) => string;
  };
  query: Parameters<typeof toLoadable<R>>[0];
  count: (answer: Ok<R>) => number;
}) {
  return (
    <DeskCard
      desk={desk}
      to={to}
      messages={messages}
      loadable={toLoadable(query)}
      error={query.error}
    >
      {(data) => <Waiting count={count(data)} text={messages.waiting} />}
    </DeskCard>
  );
}

/** The cases in the statuses where the staff's move is due. */
export function staffCount<S extends string>(
  counts: readonly { status: S; count: number }[],
  staff: readonly S[],
): number {
  return counts.filter((c) => staff.includes(c.status)).reduce((sum, c) => sum + c.count, 0);
}
