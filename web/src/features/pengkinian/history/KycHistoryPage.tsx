// Route screen of transaction-history-detail-kyc ('Riwayat Pengajuan Pengkinian Data'): the
// customer's Pengkinian Data submissions, newest first, 10 per page (?page=2), and the detail
// of the one chosen (?detail=KYC-...). On a desktop the list and the detail sit side by side;
// on a phone the detail replaces the list, with a way back. Nothing yet: how to start one.
import { useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { useListKycSubmissions } from '../../../api/generated/endpoints/pengkinian/pengkinian';
import { toLoadable } from '../../../api/loadable';
import { InlineError } from '../../../components/InlineError';
import { useSelectedPolicy } from '../../../shared/policyStore';
import { KycDetailPanel } from './components/KycDetailPanel';
import { KycList } from './components/KycList';
import { Pagination, PastLastPage } from '../../../components/Pagination';
import { messages } from './messages';
import { KYC_HISTORY_PATH, PAGE_SIZE, PENGKINIAN_PATH, POLICY_PAGE_PATH } from './paths';
import './kyc.css';

const REGISTRATION = /^KYC-\d{8}-[0-9A-HJKMNP-TV-Z]{6}$/;

function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page') ?? 1);
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

function detailOf(search: URLSearchParams): string | null {
  const value = search.get('detail');
  return value && REGISTRATION.test(value) ? value : null;
}

export default function KycHistoryPage() {
  const policyNumber = useSelectedPolicy() ?? '';
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search);
  const selected = detailOf(search);
  const listRef = useRef<HTMLElement>(null);

  const query = useListKycSubmissions(
    { policy_number: policyNumber, page, size: PAGE_SIZE },
    { query: { enabled: policyNumber !== '' }, request: { quiet: true } },
  );
  const list = toLoadable(query);
  const data = list.state === 'success' ? list.data : null;

  const hrefOf = (number: string) => {
    const next = new URLSearchParams();
    if (page > 1) next.set('page', String(page));
    next.set('detail', number);
    return `${KYC_HISTORY_PATH}?${next.toString()}`;
  };
  const goToPage = (next: number) => {
    setSearch(next > 1 ? { page: String(next) } : {});
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };
  const backToList = () => setSearch(page > 1 ? { page: String(page) } : {});

  const empty = data !== null && data.total === 0;
  return (
    <div className={`kyc-page${selected ? ' kyc-page--detail' : ''}`}>
      <div className="kyc-page__intro">
        <p className="text-body-secondary mb-0">{messages.intro}</p>
        {!empty && (
          <Link to={PENGKINIAN_PATH} className="btn btn-outline-primary">
            {messages.startUpdate}
          </Link>
        )}
      </div>

      {empty ? (
        <section className="card border-0 shadow-sm kyc-empty" aria-labelledby="kyc-empty-title">
          <div className="card-body text-center py-5 px-3">
            <h2 id="kyc-empty-title" className="h5">
              {messages.list.empty}
            </h2>
            <p className="text-body-secondary mx-auto mb-4 kyc-empty__hint">
              {messages.list.emptyHint}
            </p>
            <Link to={PENGKINIAN_PATH} className="btn btn-primary">
              {messages.list.emptyAction}
            </Link>
          </div>
        </section>
      ) : (
        <div className="kyc-layout">
          <section
            ref={listRef}
            className="kyc-layout__list card border-0 shadow-sm"
            aria-labelledby="kyc-list-heading"
            aria-busy={list.state === 'loading'}
          >
            <div className="card-body">
              <div className="d-flex justify-content-between align-items-baseline mb-2">
                <h2 id="kyc-list-heading" className="h6 mb-0">
                  {messages.list.heading}
                </h2>
                {data && (
                  <span className="small text-body-secondary">
                    {messages.list.count(data.total)}
                  </span>
                )}
              </div>
              {list.state === 'loading' && (
                <div className="placeholder-glow">
                  <span className="visually-hidden" role="status">
                    {messages.list.loading}
                  </span>
                  {[0, 1, 2].map((i) => (
                    <span
                      key={i}
                      className="placeholder d-block rounded kyc-skeleton"
                      aria-hidden="true"
                    />
                  ))}
                </div>
              )}
              {list.state === 'error' && (
                <>
                  <InlineError
                    message={query.error ? errorMessageOf(query.error) : messages.list.error}
                    onRetry={list.status === 404 ? undefined : () => void query.refetch()}
                  />
                  {list.status === 404 && (
                    <Link to={POLICY_PAGE_PATH} className="btn btn-outline-primary mt-3">
                      {messages.list.backToPolicies}
                    </Link>
                  )}
                </>
              )}
              {data && data.total > 0 && data.data.length === 0 && (
                <PastLastPage
                  message={messages.list.pastLastPage}
                  onFirstPage={() => goToPage(1)}
                />
              )}
              {data && data.data.length > 0 && (
                <>
                  <KycList rows={data.data} selected={selected} hrefOf={hrefOf} />
                  <Pagination
                    page={data.page}
                    pages={Math.ceil(data.total / data.size)}
                    onPage={goToPage}
                    label={messages.pagination.label}
                    className="kyc-pagination"
                  />
                </>
              )}
            </div>
          </section>

          <section
            className="kyc-layout__detail card border-0 shadow-sm"
            aria-label={messages.detail.heading(selected ?? '')}
            hidden={!selected && data?.data.length === 0}
          >
            <div className="card-body">
              {selected ? (
                <>
                  <button
                    type="button"
                    className="btn btn-link px-0 mb-2 kyc-back"
                    onClick={backToList}
                  >
                    <span aria-hidden="true">‹ </span>
                    {messages.detail.back}
                  </button>
                  <KycDetailPanel key={selected} registrationNumber={selected} />
                </>
              ) : (
                <p className="text-body-secondary mb-0 kyc-choose">{messages.detail.choose}</p>
              )}
            </div>
          </section>
        </div>
      )}
    </div>
  );
}
