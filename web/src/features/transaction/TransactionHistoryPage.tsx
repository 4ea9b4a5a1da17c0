// Route screen of transaction-history: the selected policy's transactions in the period
// and of the type the URL query says (?period=3m&type=FEE&page=2), 20 per page, newest
// first; a row opens its detail in a modal, kept in the URL too (&detail=TRX-...), so the
// browser's Back closes it (on phones it fills the screen) and leaves the filters as they are.
// The policy switcher at the top changes the selected policy; period and type stay, the
// list starts again at page 1.
import { useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListPolicies } from '../../api/generated/endpoints/policy/policy';
import { useListTransactions } from '../../api/generated/endpoints/transaction/transaction';
import { toLoadable } from '../../api/loadable';
import { setSelectedPolicy, useSelectedPolicy } from '../../shared/policyStore';
import { InlineError } from '../../components/InlineError';
import { PolicySwitcher } from '../../components/PolicySwitcher';
import { formatDate, isoDateWib } from '../../components/format';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { FilterBar } from './components/FilterBar';
import { EmptyState, ListSkeleton } from './components/States';
import { TransactionDetailModal } from './components/TransactionDetailModal';
import { TransactionList } from './components/TransactionList';
import {
  filtersToSearch,
  listParams,
  parseDetail,
  parseFilters,
  rangeOf,
  type Filters,
} from './filters';
import { messages, periodLabels, typeLabels } from './messages';

// 'Riwayat Pengajuan Pengkinian Data' (route transaction-history-detail-kyc), under this page.
const KYC_HISTORY_PATH = '/transaction-history/detail-kyc';
import './transaction.css';

export const POLICY_PAGE_PATH = '/polis/detail';

export interface TransactionHistoryPageProps {
  /** Today in Jakarta ('2026-11-22'); the clock's when absent (stories fix it). */
  today?: string;
}

export default function TransactionHistoryPage({ today: fixedToday }: TransactionHistoryPageProps) {
  // The route requires a selected policy; the guard sends customers without one away.
  const policyNumber = useSelectedPolicy() ?? '';
  const [search, setSearch] = useSearchParams();
  const filters = parseFilters(search);
  const today = fixedToday ?? isoDateWib();
  const resolved = rangeOf(filters, today);
  const openId = parseDetail(search);
  const location = useLocation();
  const navigate = useNavigate();
  const listRef = useRef<HTMLElement>(null);
  // The product names for the switcher (usually cached by Data Polis); while they load, or
  // if they fail, the number alone is shown and there is nothing to switch to.
  const policiesQuery = useListPolicies({ request: { quiet: true } });
  const policies =
    policiesQuery.data?.status === 200
      ? policiesQuery.data.data.data.map((policy) => ({ policy }))
      : null;

  /** Opening a row adds a history entry; closing goes back to it (or drops a deep link's). */
  const openDetail = (id: string) => {
    const next = filtersToSearch(filters);
    next.set('detail', id);
    setSearch(next, { state: { detailFromList: true } });
  };
  const closeDetail = () => {
    if ((location.state as { detailFromList?: boolean } | null)?.detailFromList) {
      void navigate(-1);
    } else {
      setSearch(filtersToSearch(filters), { replace: true });
    }
  };

  const params = resolved.range ? listParams(policyNumber, resolved.range, filters) : null;
  const query = useListTransactions(params ?? { policy_number: policyNumber }, {
    query: { enabled: params !== null && policyNumber !== '' },
    // Failures are shown in the list with the server's message, not in a popup.
    request: { quiet: true },
  });
  const list = toLoadable(query);

  /** Any filter change starts again at page 1. */
  const update = (change: Partial<Filters>) =>
    setSearch(filtersToSearch({ ...filters, page: 1, ...change }));

  /** Another policy: same period and type, page 1, no detail open. */
  const switchPolicy = (next: string) => {
    setSelectedPolicy(next);
    setSearch(filtersToSearch({ ...filters, page: 1 }), { replace: true });
  };

  const goToPage = (page: number) => {
    setSearch(filtersToSearch({ ...filters, page }));
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const page = list.state === 'success' ? list.data : null;
  const typeLabel = filters.type ? typeLabels[filters.type] : null;

  return (
    <div className="trx-page">
      <PolicySwitcher
        options={policies}
        loading={policiesQuery.isPending}
        value={policyNumber}
        onChange={switchPolicy}
      />
      <p className="trx-kyc-link mb-3">
        <Link to={KYC_HISTORY_PATH}>{messages.kycHistory}</Link>
      </p>
      <FilterBar
        filters={filters}
        range={page ? { from: page.date_from, to: page.date_to } : (resolved.range ?? null)}
        urlErrors={resolved.errors}
        today={today}
        onPeriod={(period, range) =>
          update({ period, from: range?.from ?? '', to: range?.to ?? '' })
        }
        onType={(type) => update({ type })}
      />
      {resolved.range && (
        <section
          ref={listRef}
          className="trx-list card border-0 shadow-sm"
          aria-labelledby="trx-list-heading"
          aria-busy={list.state === 'loading'}
        >
          <div className="card-body p-0">
            <div className="trx-list__head">
              <h2 id="trx-list-heading" className="trx-list__title">
                {messages.list.heading}
              </h2>
              <p className="trx-list__period mb-0" aria-live="polite">
                {/* The dates the server used (it resolves presets from its own date). */}
                {page
                  ? messages.filters.range(formatDate(page.date_from), formatDate(page.date_to))
                  : filters.period === 'custom'
                    ? messages.filters.range(
                        formatDate(resolved.range.from),
                        formatDate(resolved.range.to),
                      )
                    : periodLabels[filters.period]}
                {page && (
                  <>
                    {' · '}
                    <strong>{messages.list.count(page.total_items)}</strong>
                  </>
                )}
              </p>
            </div>
            {list.state === 'loading' && <ListSkeleton />}
            {list.state === 'error' && (
              <div className="p-3">
                <InlineError
                  message={query.error ? errorMessageOf(query.error) : messages.list.error}
                  onRetry={list.status === 404 ? undefined : () => void query.refetch()}
                />
                {list.status === 404 && (
                  <Link to={POLICY_PAGE_PATH} className="btn btn-outline-primary mt-3">
                    {messages.list.backToPolicies}
                  </Link>
                )}
              </div>
            )}
            {page && page.total_items === 0 && (
              <EmptyState typeLabel={typeLabel} onClearFilter={() => update({ type: null })} />
            )}
            {page && page.total_items > 0 && page.data.length === 0 && (
              <PastLastPage
                message={messages.list.pastLastPage}
                onFirstPage={() => goToPage(1)}
                className="trx-empty px-3"
              />
            )}
            {page && page.data.length > 0 && (
              <>
                <TransactionList rows={page.data} onOpen={openDetail} />
                <Pagination
                  page={page.page}
                  pages={page.total_pages}
                  onPage={goToPage}
                  label={messages.pagination.label}
                  className="trx-pagination"
                />
              </>
            )}
          </div>
        </section>
      )}
      <TransactionDetailModal transactionId={openId} onClose={closeDetail} />
    </div>
  );
}
