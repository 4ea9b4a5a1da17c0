// Above the list: the name search, province and kabupaten/kota (the master lists; a new
// province clears the city), service, order, and 'Gunakan lokasi saya', which asks the
// browser for the location only when pressed. The page keeps the filters in the URL; this
// component only reports changes.
import { useId } from 'react';
import type { HospitalService, ListHospitalsSort } from '../../../api/generated/model';
import { useListDistricts, useListProvinces } from '../../../api/generated/endpoints/master/master';
import { HOSPITAL_SERVICES, type Filters } from '../filters';
import type { LocationFailure } from '../location';
import { messages, serviceLabels } from '../messages';
import { SearchBox } from './SearchBox';

const f = messages.filters;
const quiet = { request: { quiet: true } } as const;

export type LocationStatus = 'idle' | 'finding' | 'using' | LocationFailure;

export interface FilterPanelProps {
  filters: Filters;
  /** A location is known (the 'Terdekat' order can be chosen). */
  hasLocation: boolean;
  locationStatus: LocationStatus;
  onChange: (change: Partial<Filters>, options?: { replace?: boolean }) => void;
  onUseLocation: () => void;
  onReset: () => void;
  /** Filters beyond the defaults are set ('Hapus semua filter' shows). */
  filtered: boolean;
}

interface Option {
  value: string;
  label: string;
}

export function FilterPanel({
  filters,
  hasLocation,
  locationStatus,
  onChange,
  onUseLocation,
  onReset,
  filtered,
}: FilterPanelProps) {
  const id = useId();
  const provinces = useListProvinces(quiet);
  const districts = useListDistricts(
    { province_code: filters.province },
    { ...quiet, query: { enabled: filters.province !== '' } },
  );
  const provinceOptions: Option[] =
    provinces.data?.status === 200
      ? provinces.data.data.province_type.map((p) => ({
          value: p.province_code,
          label: p.province_name,
        }))
      : [];
  const cityOptions: Option[] =
    filters.province !== '' && districts.data?.status === 200
      ? districts.data.data.district_type.map((d) => ({
          value: d.district_code,
          label: d.district_name,
        }))
      : [];
  const optionsNote = (query: { isError: boolean; isFetching: boolean }) =>
    query.isError ? f.optionsError : query.isFetching ? f.optionsLoading : null;
  const provinceNote = optionsNote(provinces);
  const cityNote = filters.province === '' ? f.chooseProvinceFirst : optionsNote(districts);
  const sortHintId = `${id}-sort-hint`;
  const finding = locationStatus === 'finding';
  const statusText =
    locationStatus === 'idle' || locationStatus === 'finding'
      ? null
      : locationStatus === 'using'
        ? messages.location.using
        : messages.location[locationStatus];
  // Why 'Terdekat' cannot be chosen yet, until a location is known or a failure says more.
  const showHint = !hasLocation && !statusText;

  return (
    <section className="hs-filters card border-0 shadow-sm" aria-label={f.heading}>
      <div className="card-body p-3">
        <SearchBox
          value={filters.q}
          onSearch={(q, commit) => onChange({ q }, { replace: !commit })}
        />
        <div className="hs-filters__grid">
          <div>
            <label htmlFor={`${id}-province`} className="form-label">
              {f.province}
            </label>
            <select
              id={`${id}-province`}
              className="form-select"
              value={filters.province}
              onChange={(event) => onChange({ province: event.target.value, city: '' })}
            >
              <option value="">{provinceNote ?? f.allProvinces}</option>
              {/* The address's province while its name loads, so the choice shows. */}
              {filters.province !== '' &&
                !provinceOptions.some((p) => p.value === filters.province) && (
                  <option value={filters.province}>{filters.province}</option>
                )}
              {provinceOptions.map((p) => (
                <option key={p.value} value={p.value}>
                  {p.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-city`} className="form-label">
              {f.city}
            </label>
            <select
              id={`${id}-city`}
              className="form-select"
              value={filters.city}
              disabled={filters.province === ''}
              onChange={(event) => onChange({ city: event.target.value })}
            >
              <option value="">{cityNote ?? f.allCities}</option>
              {filters.city !== '' && !cityOptions.some((c) => c.value === filters.city) && (
                <option value={filters.city}>{filters.city}</option>
              )}
              {cityOptions.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-service`} className="form-label">
              {f.service}
            </label>
            <select
              id={`${id}-service`}
              className="form-select"
              value={filters.service ?? ''}
              onChange={(event) =>
                onChange({ service: (event.target.value || null) as HospitalService | null })
              }
            >
              <option value="">{f.allServices}</option>
              {HOSPITAL_SERVICES.map((service) => (
                <option key={service} value={service}>
                  {serviceLabels[service]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className="form-label">
              {f.sort}
            </label>
            <select
              id={`${id}-sort`}
              className="form-select"
              value={hasLocation ? filters.sort : 'NAME'}
              aria-describedby={showHint ? sortHintId : undefined}
              onChange={(event) => onChange({ sort: event.target.value as ListHospitalsSort })}
            >
              <option value="NAME">{f.sortName}</option>
              <option value="DISTANCE" disabled={!hasLocation}>
                {f.sortDistance}
              </option>
            </select>
          </div>
        </div>
        <div className="hs-filters__location">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={onUseLocation}
            disabled={finding}
            aria-describedby={showHint ? sortHintId : undefined}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 2v4M12 18v4M2 12h4M18 12h4" stroke="currentColor" strokeWidth="2" />
            </svg>
            {finding ? messages.location.finding : messages.location.use}
          </button>
          {filtered && (
            <button type="button" className="btn btn-link" onClick={onReset}>
              {f.reset}
            </button>
          )}
          <p
            className={`hs-filters__status mb-0${
              statusText && locationStatus !== 'using' ? ' hs-filters__status--warn' : ''
            }`}
            role="status"
          >
            {statusText}
          </p>
          {showHint && (
            <p id={sortHintId} className="hs-filters__hint mb-0">
              {f.sortDistanceHint}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
