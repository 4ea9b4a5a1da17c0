// Route screen of klaim ('Riwayat Klaim'): the customer's claims newest first, 10 per page
// (?page=2), filtered by status (?status=ANALYSIS), and 'Ajukan Klaim', which opens the
// chooser of what to claim above the list. Nothing yet: what can be claimed here.
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListClaims } from '../../api/generated/endpoints/claim/claim';
import type { ClaimStatus } from '../../api/generated/model';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { StatusFilter } from '../../components/StatusFilter';
import { ClaimChooser } from './components/ClaimChooser';
import { ClaimList } from './components/ClaimList';
import { messages, statusLabels } from './messages';
import { PAGE_SIZE } from './paths';
import './claim.css';

const m = messages.list;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function statusOf(search: URLSearchParams): ClaimStatus | null {
  const value = search.get('status');
  return value && value in statusLabels ? (value as ClaimStatus) : null;
}

function searchOf(status: ClaimStatus | null, page: number): Record<string, string> {
  return {
    ...(status ? { status } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
}

export default function ClaimListPage() {
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const status = statusOf(search);
  const [choosing, setChoosing] = useState(false);
  const listRef = useRef<HTMLElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  const query = useListClaims(
    { ...(status ? { status } : {}), page, size: PAGE_SIZE },
    { request: { quiet: true } },
  );
  const list = toLoadable(query);
  const data = list.state === 'success' ? list.data : null;

  const goToPage = (next: number) => {
    setSearch(searchOf(status, next));
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const filter = (next: ClaimStatus | null) => setSearch(searchOf(next, 1));
  const closeChooser = () => {
    setChoosing(false);
    startRef.current?.focus();
  };

  const empty = data !== null && data.total === 0 && status === null;
  const start = (
    <button
      ref={startRef}
      type="button"
      className="btn btn-primary"
      aria-expanded={choosing}
      aria-controls={choosing ? 'kl-chooser' : undefined}
      onClick={() => setChoosing(true)}
    >
      {m.start}
    </button>
  );

  return (
    <div className="kl-page">
      <div className="kl-page__intro">
        <p className="text-body-secondary mb-0">{m.intro}</p>
        {!empty && start}
      </div>

      {choosing && (
        <div id="kl-chooser" className="mb-3">
          <ClaimChooser onClose={closeChooser} />
        </div>
      )}

      {empty ? (
        <section className="card border-0 shadow-sm" aria-labelledby="kl-empty-title">
          <div className="card-body text-center py-5 px-3">
            <h2 id="kl-empty-title" className="h5">
              {m.empty}
            </h2>
            <p className="text-body-secondary mx-auto mb-4 kl-empty__hint">{m.emptyHint}</p>
            {!choosing && start}
          </div>
        </section>
      ) : (
        <section
          ref={listRef}
          className="kl-list-card card border-0 shadow-sm"
          aria-labelledby="kl-list-heading"
          aria-busy={list.state === 'loading'}
        >
          <div className="card-body p-3 p-md-4">
            <div className="kl-list-head">
              <h2 id="kl-list-heading" className="kl-section-title mb-0">
                {m.heading}
              </h2>
              {data && <span className="small text-body-secondary">{m.count(data.total)}</span>}
              <StatusFilter
                labels={statusLabels}
                value={status}
                onChange={filter}
                label={m.filter}
                allLabel={m.allStatuses}
                className="kl-filter"
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
                    className="placeholder d-block rounded kl-skeleton"
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
            {data && data.total === 0 && status !== null && (
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
            {data && data.total > 0 && data.data.length === 0 && (
              <PastLastPage message={m.pastLastPage} onFirstPage={() => goToPage(1)} />
            )}
            {data && data.data.length > 0 && (
              <>
                <ClaimList claims={data.data} />
                <Pagination
                  page={data.page}
                  pages={Math.ceil(data.total / data.size)}
                  onPage={goToPage}
                  label={m.pagination}
                  className="kl-pagination"
                />
              </>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
