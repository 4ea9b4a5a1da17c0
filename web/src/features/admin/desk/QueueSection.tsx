// The card of a staff queue's current tab: its caption and count, then a skeleton while it
// loads, the server's message with 'Coba lagi' when it fails, what an empty tab says, a page
// past the last one, or the rows (the queue's own table) with the pages below. The claims,
// underwriting, refund and reconciliation lists draw the same card.
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../../api/errors';
import type { Loadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { Pagination, PastLastPage } from '../../../components/Pagination';

/** What a page of a staff list carries besides its rows. */
export interface QueuePage {
  data: readonly unknown[];
  page: number;
  size: number;
  total: number;
}

export interface QueueTexts {
  count: (n: number) => string;
  loading: string;
  error: string;
  pastLastPage: string;
  pagination: string;
}

export function QueueSection({
  id,
  caption,
  list,
  error,
  onRetry,
  empty,
  texts,
  onPage,
  children,
}: {
  /** The heading's id (the section is named by it). */
  id: string;
  caption: string;
  list: Loadable<QueuePage>;
  /** The failed call's error (its message is shown), when there is one. */
  error: unknown;
  onRetry: () => void;
  /** What the tab says when nothing is in it. */
  empty: string;
  texts: QueueTexts;
  onPage: (page: number) => void;
  /** The rows, drawn only when the page has some. */
  children: ReactNode;
}) {
  const data = list.state === 'success' ? list.data : null;
  return (
    <section
      className="card border-0 shadow-sm"
      aria-labelledby={id}
      aria-busy={list.state === 'loading'}
    >
      <div className="card-body">
        <div className="d-flex justify-content-between align-items-baseline mb-2">
          <h2 id={id} className="h6 mb-0">
            {caption}
          </h2>
          {data && <span className="small text-body-secondary">{texts.count(data.total)}</span>}
        </div>
        {list.state === 'loading' && (
          <div className="placeholder-glow">
            <span className="visually-hidden" role="status">
              {texts.loading}
            </span>
            {[0, 1, 2].map((i) => (
              <span
                key={i}
                className="placeholder d-block rounded admin-skeleton"
                aria-hidden="true"
              />
            ))}
          </div>
        )}
        {list.state === 'error' && (
          <InlineError message={error ? errorMessageOf(error) : texts.error} onRetry={onRetry} />
        )}
        {data && data.total === 0 && (
          <p className="text-center text-body-secondary py-4 mb-0">{empty}</p>
        )}
        {data && data.total > 0 && data.data.length === 0 && (
          <PastLastPage message={texts.pastLastPage} onFirstPage={() => onPage(1)} />
        )}
        {data && data.data.length > 0 && (
          <>
            {children}
            <Pagination
              page={data.page}
              pages={Math.ceil(data.total / data.size)}
              onPage={onPage}
              label={texts.pagination}
              className="admin-pagination"
            />
          </>
        )}
      </div>
    </section>
  );
}
