// A desk's card on the admin home (claims, SPAJ, refunds, Pengkinian Data, banners): its
// title, what its count says (counting…, the count, or why it cannot be loaded), and the way
// to its queue.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import type { Loadable } from '../../../api/loadable';

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
