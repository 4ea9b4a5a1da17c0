// Route screen of login-spaj-polis (/login/spaj-polis): the SPAJ entry of an applicant who
// already holds a policy. Signed in as a customer: their applications (spaj/mine: the same
// NIK), each with its status and what it waits for; 'Buka' opens one without a new code
// (spaj/open gives a SPAJ session for this tab) at the follow-up. Signed out: what this page
// is for, 'Masuk dengan akun TManKu' (the sign-in comes back here afterwards: a return route
// in sessionStorage, shared/home.ts) and the way in with a SPAJ number. An admin session is
// told this is a customers' page.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessageOf } from '../../../api/errors';
import { requestOptions } from '../../../api/fetcher';
import { openMySpaj, useListMySpaj } from '../../../api/generated/endpoints/spaj/spaj';
import type { SpajSummary } from '../../../api/generated/model';
import { toLoadable } from '../../../api/loadable';
import { formatDateTimeWib } from '../../../components/format';
import { InlineError } from '../../../components/InlineError';
import { useAuth } from '../../../shared/authStore';
import { returnAfterSignIn } from '../../../shared/home';
import { getSpajSession, startSpajSession } from '../../../shared/spajSession';
import { PageHeading } from '../components/PageHeading';
import { SpajStatusBadge } from '../components/SpajStatusBadge';
import { groupSpajNumber, messages } from '../messages';
import { LOGIN_PATH, SPAJ_ENTRY_PATH, SPAJ_FOLLOW_UP_PATH, SPAJ_POLIS_PATH } from '../paths';
import '../spaj.css';

const m = messages.polis;
/** The staff's SPAJ queue (admin layout). */
const ADMIN_SPAJ_PATH = '/admin/spaj';

export default function SpajPolisPage() {
  const { authenticated, isAdmin } = useAuth();
  if (authenticated && isAdmin) {
    return (
      <div className="spaj-page">
        <p>{m.adminText}</p>
        <Link to={ADMIN_SPAJ_PATH} className="btn btn-primary">
          {m.adminLink}
        </Link>
      </div>
    );
  }
  return authenticated ? <MyApplications /> : <SignedOut />;
}

function SignedOut() {
  const navigate = useNavigate();
  return (
    <section className="spaj-entry" aria-labelledby="spaj-polis-title">
      <PageHeading id="spaj-polis-title">{m.title}</PageHeading>
      <h2 className="h6 mt-3">{m.signedOutTitle}</h2>
      <p className="spaj-intro">{m.signedOutText}</p>
      <button
        type="button"
        className="btn btn-primary btn-lg w-100"
        onClick={() => {
          returnAfterSignIn(SPAJ_POLIS_PATH);
          void navigate(LOGIN_PATH);
        }}
      >
        {m.signIn}
      </button>
      <p className="text-center mt-3 mb-0">
        <Link to={SPAJ_ENTRY_PATH}>{m.withNumber}</Link>
      </p>
    </section>
  );
}

function MyApplications() {
  const query = useListMySpaj({ request: { quiet: true } });
  const list = toLoadable(query);
  return (
    <div className="spaj-page">
      <p className="text-body-secondary">{m.intro}</p>
      {list.state === 'loading' && (
        <div className="spaj-card placeholder-glow" aria-busy="true">
          <span className="visually-hidden" role="status">
            {m.loading}
          </span>
          {[0, 1].map((i) => (
            <span
              key={i}
              className="placeholder d-block rounded spaj-skeleton-row"
              aria-hidden="true"
            />
          ))}
        </div>
      )}
      {list.state === 'error' && (
        <InlineError message={m.error} onRetry={() => void query.refetch()} />
      )}
      {list.state === 'success' && list.data.data.length === 0 && (
        <div className="spaj-card text-center">
          <p className="fw-semibold mb-1">{m.empty}</p>
          <p className="text-body-secondary mb-3">{m.emptyHint}</p>
          <Link to={SPAJ_ENTRY_PATH} className="btn btn-outline-primary">
            {m.withNumber}
          </Link>
        </div>
      )}
      {list.state === 'success' && list.data.data.length > 0 && (
        <ul className="list-unstyled spaj-mine" aria-label={m.listLabel}>
          {list.data.data.map((item) => (
            <Application key={item.spaj_number} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Application({ item }: { item: SpajSummary }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = async () => {
    setFailure(null);
    // Already followed in this tab: no new session needed.
    if (getSpajSession()?.spajNumber === item.spaj_number) {
      void navigate(SPAJ_FOLLOW_UP_PATH);
      return;
    }
    setBusy(true);
    try {
      const { data } = await openMySpaj(
        { spaj_number: item.spaj_number },
        requestOptions({ silentStatuses: [404] }),
      );
      startSpajSession(data);
      void navigate(SPAJ_FOLLOW_UP_PATH);
    } catch (error) {
      setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };
  const number = messages.number(item.spaj_number);
  return (
    <li className="spaj-card spaj-mine__item">
      <div className="spaj-mine__main">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h2 className="spaj-card__title mb-0">{number}</h2>
          <SpajStatusBadge status={item.status} label={item.status_desc} />
        </div>
        <p className="mb-1 fw-semibold">{item.product_name}</p>
        <p className="small text-body-secondary mb-1">
          {m.insured}: {item.insured_name} · {m.submitted} {formatDateTimeWib(item.submitted_at)}
        </p>
        <p className="small mb-0">
          <span className="text-body-secondary">
            {m.updated} {formatDateTimeWib(item.updated_at)} ·{' '}
          </span>
          <strong>{m.next[item.next_action]}</strong>
        </p>
        {failure && (
          <p className="text-danger small mb-0 mt-2" role="alert">
            {failure}
          </p>
        )}
      </div>
      <button
        type="button"
        className="btn btn-primary spaj-mine__open"
        aria-label={m.openLabel(groupSpajNumber(item.spaj_number), item.product_name)}
        disabled={busy}
        onClick={() => void open()}
      >
        {busy ? m.opening : m.open}
      </button>
    </li>
  );
}
