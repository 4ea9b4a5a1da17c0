// Route screen of spaj-follow-up (/spaj/follow-up): the application of the tab's SPAJ session
// (the route guard lets in only with its number). Its status and the six steps (an ended one
// said plainly), what the applicant does next, what the underwriter and the agent asked (with
// the answer forms), the coverage applied for, the agent, the history; 'Perbarui status' and
// 'Keluar'. Without a live session (it ran out meanwhile) the SPAJ entry, with the number.
import { Navigate } from 'react-router';
import { statusOf } from '../../../api/loadable';
import { formatDateTimeWib } from '../../../components/format';
import { InlineError } from '../../../components/InlineError';
import { useAuth } from '../../../shared/authStore';
import { useSpajSessionAtEntry, type SpajSessionState } from '../../../shared/spajSession';
import { AgentContact } from '../components/AgentContact';
import { CoverageSummary } from '../components/CoverageSummary';
import { EndedNotice } from '../components/EndedNotice';
import { NextAction } from '../components/NextAction';
import { PageHeading } from '../components/PageHeading';
import { Requirements } from '../components/Requirements';
import { SpajLogout } from '../components/SpajLogout';
import { SpajStatusBadge } from '../components/SpajStatusBadge';
import { SpajStepper } from '../components/SpajStepper';
import { SpajTimeline } from '../components/SpajTimeline';
import { FollowUpSkeleton } from '../components/Skeletons';
import { messages } from '../messages';
import { SPAJ_ENTRY_PATH } from '../paths';
import { useSpajDetail } from '../useSpajDetail';
import '../spaj.css';

const m = messages.followUp;

export default function SpajFollowUpPage() {
  const session = useSpajSessionAtEntry();
  const { authenticated } = useAuth();
  if (!session) {
    return <Navigate to={SPAJ_ENTRY_PATH} replace />;
  }
  return <FollowUp key={session.token} session={session} signedIn={authenticated} />;
}

function FollowUp({ session, signedIn }: { session: SpajSessionState; signedIn: boolean }) {
  const query = useSpajDetail(session);
  const detail = query.data?.status === 200 ? query.data.data : undefined;

  if (!detail) {
    if (query.isError && !query.isFetching) {
      return (
        <div className="spaj-page spaj-wide">
          <PageHeading id="spaj-title">{messages.number(session.spajNumber)}</PageHeading>
          <InlineError
            message={statusOf(query.error) === 404 ? m.notFound : m.error}
            onRetry={() => void query.refetch()}
          />
          <div className="mt-3">
            <SpajLogout session={session} />
          </div>
        </div>
      );
    }
    return <FollowUpSkeleton label={m.loading} />;
  }

  return (
    <div className="spaj-page spaj-wide">
      <header className="spaj-head">
        <div className="spaj-head__main">
          <PageHeading id="spaj-title" className="mb-1">
            {messages.number(detail.spaj_number)}
          </PageHeading>
          <SpajStatusBadge status={detail.status} label={detail.status_desc} />
          <p className="spaj-head__meta">
            {m.applicant}: <strong>{detail.applicant.name}</strong>
            <br />
            {m.submittedAt} {formatDateTimeWib(detail.submitted_at)}
          </p>
        </div>
        <div className="spaj-head__actions">
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            disabled={query.isFetching}
            onClick={() => void query.refetch()}
          >
            {query.isFetching ? m.reloading : m.reload}
          </button>
          <SpajLogout session={session} />
        </div>
        <p className="spaj-head__updated" aria-live="polite">
          {m.updatedAt(formatDateTimeWib(new Date(query.dataUpdatedAt).toISOString()))}
        </p>
      </header>
      <EndedNotice detail={detail} />
      <section className="spaj-card" aria-labelledby="spaj-steps-title">
        <h2 id="spaj-steps-title" className="spaj-card__title">
          {m.stepsLabel}
        </h2>
        <SpajStepper detail={detail} />
      </section>
      <NextAction detail={detail} signedIn={signedIn} />
      <Requirements detail={detail} session={session} />
      <CoverageSummary coverage={detail.coverage} insured={detail.insured} />
      <AgentContact agent={detail.agent} />
      <SpajTimeline entries={detail.timeline} />
    </div>
  );
}
