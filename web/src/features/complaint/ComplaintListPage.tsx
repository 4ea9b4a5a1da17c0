// Route screen of pengaduan ('Pengaduan Saya'): the customer's complaints newest first, 10
// per page (?page=2), filtered by status (?status=ANSWERED), and 'Ajukan Pengaduan', which
// opens the form. Nothing yet: a word on what a complaint is for, and the same button.
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListComplaints } from '../../api/generated/endpoints/complaint/complaint';
import type { ComplaintStatus } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { StatusFilter } from '../../components/StatusFilter';
import { ComplaintList } from './components/ComplaintList';
import { messages, statusLabels } from './messages';
import { COMPLAINT_FORM_PATH, PAGE_SIZE } from './paths';
import './complaint.css';

const m = messages.list;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function statusOf(search: URLSearchParams): ComplaintStatus | null {
  const value = search.get('status');
  return value && value in statusLabels ? (value as ComplaintStatus) : null;
}

function searchOf(status: ComplaintStatus | null, page: number): Record<string, string> {
  return {
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

export default function ComplaintListPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const status = statusOf(search);
  const listRef = useRef<HTMLElement>(null);

  const query = useListComplaints(
    { ...(status ? { status } : {}), page, size: PAGE_SIZE },
    { request: { quiet: true } },
  );
  const list = toLoadable(query);
  const data = list.state === 'success' ? list.data : null;

  const goToPage = (next: number) => {
    setSearch(searchOf(status, next));
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const filter = (next: ComplaintStatus | null) => setSearch(searchOf(next, 1));

  const empty = data !== null && data.total_items === 0 && status === null;
  const start = (
    <Link to={COMPLAINT_FORM_PATH} className="btn btn-primary">
      {m.start}
    </Link>
  );

  return (
    <div className="adu-page">
      <div className="adu-page__intro">
        <p className="text-body-secondary mb-0">{m.intro}</p>
        {!empty && start}
      </div>

      {empty ? (
        <section className="card border-0 shadow-sm" aria-labelledby="adu-empty-title">
          <div className="card-body text-center py-5 px-3">
            <h2 id="adu-empty-title" className="h5">
              {m.empty}
            </h2>
            <p className="text-body-secondary mx-auto mb-4 adu-empty__hint">{m.emptyHint}</p>
            {start}
          </div>
        </section>
      ) : (
        <section
          ref={listRef}
          className="card border-0 shadow-sm"
          aria-labelledby="adu-list-heading"
          aria-busy={list.state === 'loading'}
        >
          <div className="card-body p-3 p-md-4">
            <div className="adu-list-head">
              <h2 id="adu-list-heading" className="adu-section-title mb-0">
                {m.heading}
              </h2>
              {data && (
                <span className="small text-body-secondary">{m.count(data.total_items)}</span>
              )}
              <StatusFilter
                labels={statusLabels}
                value={status}
                onChange={filter}
                label={m.filter}
                allLabel={m.allStatuses}
                className="adu-filter"
              />
            </div>
            {list.state === 'loading' && (
              <div className="placeholder-glow">
                <span className="visually-hidden" role="status">
                  {m.loading}
                </span>
                {[0, 1, 2].map((i) => (
                  <span
                    key={i}
                    className="placeholder d-block rounded adu-skeleton"
                    aria-hidden="true"
                  />
                ))}
              </div>
            )}
            {list.state === 'error' && (
              <InlineError
                message={query.error ? errorMessageOf(query.error) : m.error}
                onRetry={() => void query.refetch()}
              />
            )}
            {data && data.total_items === 0 && status !== null && (
              <div className="text-center py-4">
                <p className="fw-semibold">{m.filterEmpty(statusLabels[status])}</p>
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => filter(null)}
                >
                  {m.showAll}
                </button>
              </div>
            )}
            {data && data.total_items > 0 && data.data.length === 0 && (
              <PastLastPage message={m.pastLastPage} onFirstPage={() => goToPage(1)} />
            )}
            {data && data.data.length > 0 && (
              <>
                <ComplaintList complaints={data.data} />
                <Pagination
                  page={data.page}
                  pages={data.total_pages}
                  onPage={goToPage}
                  label={m.pagination}
                  className="adu-pagination"
                />
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
