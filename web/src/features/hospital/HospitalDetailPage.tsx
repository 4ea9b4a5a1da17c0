// Route screen of hospital-partner-detail: the partner the address names (?id=RS310042) or
// the one chosen in this tab; without either the customer goes back to the list
// (docs/product.md P2.7). 'Kembali ke daftar rumah sakit' returns to
// the list as it was (search, filters, page, order).
import { Link, Navigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetHospital } from '../../api/generated/endpoints/hospital/hospital';
import { toLoadable } from '../../api/loadable';
import { InlineError } from '../../components/InlineError';
import { HospitalDetailView } from './components/HospitalDetailView';
import { messages } from './messages';
import { HOSPITAL_LIST_PATH } from './paths';
import { listHref, resolveSelection } from './selection';
import './hospital.css';

const d = messages.detail;

export default function HospitalDetailPage() {
  const [search] = useSearchParams();
  const selection = resolveSelection(search);
  const query = useGetHospital(
    { hospital_id: selection?.id ?? '' },
    { query: { enabled: selection !== null }, request: { quiet: true } },
  );
  if (!selection) return <Navigate to={HOSPITAL_LIST_PATH} replace />;
  const detail = toLoadable(query);
  const back = listHref(selection.listSearch);

  return (
    <div className="hs-page">
      <p className="mb-3">
        <Link to={back} className="hs-back">
          <span aria-hidden="true">‹ </span>
          {d.back}
        </Link>
      </p>
      {detail.state === 'loading' && <DetailSkeleton />}
      {detail.state === 'error' && (
        <InlineError
          message={query.error ? errorMessageOf(query.error) : d.error}
          onRetry={detail.status === 404 ? undefined : () => void query.refetch()}
        />
      )}
      {detail.state === 'success' && <HospitalDetailView hospital={detail.data} />}
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="card border-0 shadow-sm">
      <div className="card-body">
        <span className="visually-hidden" role="status">
          {d.loading}
        </span>
        <div className="placeholder-glow" aria-hidden="true">
          <span className="placeholder d-block rounded mb-2" style={{ width: '20%' }} />
          <span
            className="placeholder placeholder-lg d-block rounded mb-3"
            style={{ width: '60%' }}
          />
          <span className="placeholder d-block rounded mb-2" style={{ width: '80%' }} />
          <span className="placeholder d-block rounded mb-2" style={{ width: '70%' }} />
          <span className="placeholder d-block rounded" style={{ width: '40%' }} />
        </div>
      </div>
    </div>
  );
}
