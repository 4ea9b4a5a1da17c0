// Route screen of hospital-partner ('Rumah Sakit Rekanan'): the partners the URL query asks
// for (filters.ts), 20 per page from the server, by name or, once the customer shared their
// location, by distance. Choosing one opens its detail and remembers the list's query for
// the way back (selection.ts).
import { useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useListHospitals } from '../../api/generated/endpoints/hospital/hospital';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { Pagination, PastLastPage } from '../../components/Pagination';
import { FilterPanel, type LocationStatus } from './components/FilterPanel';
import { HospitalList } from './components/HospitalList';
import { EmptyState, ListSkeleton } from './components/States';
import {
  DEFAULT_FILTERS,
  filtersToSearch,
  isFiltered,
  listParams,
  parseFilters,
  type Filters,
} from './filters';
import { requestLocation, setLocation, useStoredLocation } from './location';
import { messages } from './messages';
import { PAGE_SIZE } from './paths';
import { setSelectedHospital } from './selection';
import './hospital.css';

export default function HospitalListPage() {
  const [search, setSearch] = useSearchParams();
  const routerLocation = useLocation();
  const filters = parseFilters(search);
  const coordinates = useStoredLocation();
  const [status, setStatus] = useState<LocationStatus>(coordinates ? 'using' : 'idle');
  const listRef = useRef<HTMLElement>(null);

  const params = listParams(filters, coordinates);
  // Failures show in the list with the server's message, not in a popup. A new search
  // shows the skeleton: old rows are never read under new filters.
  const query = useListHospitals(params, { request: { quiet: true } });
  const list = toLoadable(query);
  const page = list.state === 'success' ? list.data : null;

  /** Any filter change starts again at page 1. */
  const update = (change: Partial<Filters>, options?: { replace?: boolean }) =>
    setSearch(filtersToSearch({ ...filters, page: 1, ...change }), options);

  const goToPage = (next: number) => {
    setSearch(filtersToSearch({ ...filters, page: next }));
    listRef.current?.scrollIntoView?.({ block: 'start' });
  };

  const reset = () => setSearch(filtersToSearch({ ...DEFAULT_FILTERS, sort: filters.sort }));

  const useMyLocation = () => {
    setStatus('finding');
    void requestLocation().then((result) => {
      if (result.ok) {
        setLocation(result.coordinates);
        setStatus('using');
        update({ sort: 'DISTANCE' });
      } else {
        // Refused or unknown: forget an older place and order by name.
        setLocation(null);
        setStatus(result.failure);
        if (filters.sort === 'DISTANCE') update({ sort: 'NAME' }, { replace: true });
      }
    });
  };

  const openDetail = (hospitalId: string) =>
    setSelectedHospital({ id: hospitalId, listSearch: routerLocation.search });

  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 0;
  const filtered = isFiltered(filters);
  const byDistance = params.sort === 'DISTANCE';
  // 'using' speaks of the order by distance: not while the customer sorts by name.
  const locationStatus: LocationStatus =
    status === 'using' ? (byDistance ? 'using' : 'idle') : status;

  return (
    <div className="hs-page">
      <p className="hs-page__intro">{messages.intro}</p>
      <FilterPanel
        filters={filters}
        hasLocation={coordinates !== null}
        locationStatus={locationStatus}
        onChange={update}
        onUseLocation={useMyLocation}
        onReset={reset}
        filtered={filtered}
      />
      <section
        ref={listRef}
        className="hs-results card border-0 shadow-sm"
        aria-labelledby="hs-list-heading"
        aria-busy={list.state === 'loading'}
      >
        <div className="card-body p-0">
          <div className="hs-results__head">
            <h2 id="hs-list-heading" className="hs-results__title">
              {messages.list.heading}
            </h2>
            <p className="hs-results__count mb-0" aria-live="polite">
              {page && (
                <>
                  <strong>{messages.list.count(page.total)}</strong>
                  {' · '}
                  {byDistance ? messages.list.sortedByDistance : messages.list.sortedByName}
                </>
              )}
            </p>
          </div>
          {list.state === 'loading' && <ListSkeleton />}
          {list.state === 'error' && (
            <div className="p-3">
              <InlineError
                message={query.error ? errorMessageOf(query.error) : messages.list.error}
                onRetry={() => void query.refetch()}
              />
            </div>
          )}
          {page && page.total === 0 && <EmptyState onReset={filtered ? reset : null} />}
          {page && page.total > 0 && page.data.length === 0 && (
            <PastLastPage
              message={messages.list.pastLastPage}
              onFirstPage={() => goToPage(1)}
              className="px-3"
            />
          )}
          {page && page.data.length > 0 && (
            <>
              <HospitalList rows={page.data} onOpen={openDetail} />
              <Pagination
                page={page.page}
                pages={pages}
                onPage={goToPage}
                label={messages.pagination.label}
                className="hs-pagination"
              />
            </>
          )}
        </div>
      </section>
    </div>
  );
}
