// Route screen of klaim-submission-detail ('Detail Pengajuan Klaim'), for the claim the
// address names (?claim_number=KLM-2026-001204; anything else goes back to Riwayat Klaim):
// GET /claim/detail. A notice another claim page left (documents sent, not waiting for
// documents) shows once above it.
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import { useGetClaim } from '../../api/generated/endpoints/claim/claim';
import { toLoadable } from '../../api/loadable';
import { FormAlert } from '../../components/form/FormAlert';
import { InlineError } from '../../components/InlineError';
import { ClaimDetailView } from './detail/ClaimDetailView';
import { messages } from './messages';
import { noticeOf } from './notice';
import { CLAIM_LIST_PATH, isClaimNumber } from './paths';
import './claim.css';

const m = messages.detail;

function Detail({ claimNumber }: { claimNumber: string }) {
  const query = useGetClaim({ claim_number: claimNumber }, { request: { quiet: true } });
  const detail = toLoadable(query);
  if (detail.state === 'loading') {
    return (
      <div className="placeholder-glow" aria-busy="true">
        <span className="visually-hidden" role="status">
          {m.loading}
        </span>
        <span className="placeholder col-6 mb-3 d-block" aria-hidden="true" />
        <span className="placeholder col-10 mb-2 d-block" aria-hidden="true" />
        <span className="placeholder col-8 d-block" aria-hidden="true" />
      </div>
    );
  }
  if (detail.state === 'error') {
    const notFound = detail.status === 404;
    return (
      <>
        <InlineError
          message={query.error ? errorMessageOf(query.error) : m.error}
          onRetry={notFound ? undefined : () => void query.refetch()}
        />
        {notFound && (
          <Link to={CLAIM_LIST_PATH} className="btn btn-outline-primary mt-3">
            {m.back}
          </Link>
        )}
      </>
    );
  }
  return <ClaimDetailView claim={detail.data} />;
}

export default function ClaimDetailPage() {
  const [search] = useSearchParams();
  const claimNumber = search.get('claim_number');
  const location = useLocation();
  const navigate = useNavigate();
  const [notice] = useState(() => noticeOf(location.state));
  useEffect(() => {
    if (notice)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [notice, navigate, location.pathname, location.search]);

  if (!isClaimNumber(claimNumber)) return <Navigate to={CLAIM_LIST_PATH} replace />;
  return (
    <div className="kl-page">
      <Link to={CLAIM_LIST_PATH} className="kl-back">
        <span aria-hidden="true">‹ </span>
        {m.back}
      </Link>
      <FormAlert message={notice?.notice} variant={notice?.variant} />
      <section className="card border-0 shadow-sm">
        <div className="card-body p-3 p-md-4">
          <Detail key={claimNumber} claimNumber={claimNumber} />
        </div>
      </section>
    </div>
  );
}
