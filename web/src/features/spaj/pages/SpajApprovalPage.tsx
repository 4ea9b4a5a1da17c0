// Route screen of spaj-approved (/SPAJ_approved/{spaj_number}, payment layout): the
// underwriter's decision to accept. While it is open: the final premium, how it is made (base,
// each loading with percent, amount and reason), the exclusions with their reasons, the
// coverage and until when it may be approved; 'Setujui' (with a one-time code) goes on to the
// first premium, 'Tolak' (a reason, then OK / TIDAK) ends the application. Any other state
// says what happened and links onwards. Without the SPAJ session of this number: the SPAJ
// entry with the number filled in.
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { SpajDetail } from '../../../api/generated/model';
import { statusOf } from '../../../api/loadable';
import { formatDate, formatLongDateTimeWib } from '../../../components/format';
import { InlineError } from '../../../components/InlineError';
import {
  isSpajNumber,
  useSpajSessionAtEntry,
  type SpajEntryState,
  type SpajSessionState,
} from '../../../shared/spajSession';
import { PageLoader } from '../../../components/PageLoader';
import {
  Exclusions,
  FinalPremium,
  OfferCoverage,
  PremiumBreakdown,
} from '../components/OfferDetails';
import { FollowUpSkeleton } from '../components/Skeletons';
import { messages } from '../messages';
import { SPAJ_ENTRY_PATH, SPAJ_FOLLOW_UP_PATH, spajPaymentPath } from '../paths';
import { useSpajDetail } from '../useSpajDetail';
import '../spaj.css';

const m = messages.offer;

// The approval's code form and the decline form (react-hook-form, zod) load when the
// applicant opens them, not with the decision.
const ApproveOffer = lazy(() =>
  import('../components/ApproveOffer').then((module) => ({ default: module.ApproveOffer })),
);
const DeclineOffer = lazy(() =>
  import('../components/DeclineOffer').then((module) => ({ default: module.DeclineOffer })),
);

export default function SpajApprovalPage() {
  const { id = '' } = useParams();
  const session = useSpajSessionAtEntry();
  if (!session || session.spajNumber !== id) {
    const state: SpajEntryState = isSpajNumber(id) ? { spajNumber: id } : {};
    return <Navigate to={SPAJ_ENTRY_PATH} replace state={state} />;
  }
  return <Approval key={session.token} session={session} />;
}

type Panel = 'none' | 'approve' | 'decline';

function Approval({ session }: { session: SpajSessionState }) {
  const query = useSpajDetail(session);
  const detail = query.data?.status === 200 ? query.data.data : undefined;
  const [panel, setPanel] = useState<Panel>('none');
  const buttons = useRef<HTMLDivElement>(null);
  const refetch = () => void query.refetch();

  if (!detail) {
    if (query.isError && !query.isFetching) {
      return (
        <InlineError
          message={statusOf(query.error) === 404 ? messages.followUp.notFound : m.error}
          onRetry={refetch}
        />
      );
    }
    return <FollowUpSkeleton label={m.loading} />;
  }
  const offer = detail.offer;
  if (detail.status !== 'DECISION' || !offer || offer.status !== 'OPEN') {
    return <NotOpen detail={detail} />;
  }
  const close = () => {
    setPanel('none');
    // Back to the buttons that opened the panel.
    setTimeout(() => buttons.current?.querySelector('button')?.focus(), 0);
  };

  return (
    <div className="spaj-page">
      <p className="mb-2">{messages.number(detail.spaj_number)}</p>
      <p>{m.intro(detail.applicant.name)}</p>
      <FinalPremium offer={offer} />
      <PremiumBreakdown offer={offer} />
      <Exclusions offer={offer} />
      <OfferCoverage offer={offer} />
      {panel === 'none' && (
        <div className="spaj-decide__buttons" ref={buttons}>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => setPanel('approve')}
          >
            {m.approve}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger btn-lg"
            onClick={() => setPanel('decline')}
          >
            {m.decline}
          </button>
        </div>
      )}
      <Suspense fallback={<PageLoader />}>
        {panel === 'approve' && (
          <ApproveOffer detail={detail} session={session} onCancel={close} onConflict={refetch} />
        )}
        {panel === 'decline' && (
          <DeclineOffer detail={detail} session={session} onCancel={close} onConflict={refetch} />
        )}
      </Suspense>
    </div>
  );
}

/** The decision is not (or no longer) open: what happened, and where to go. */
function NotOpen({ detail }: { detail: SpajDetail }) {
  const s = m.state;
  const offer = detail.offer;
  let title: string;
  let text: string;
  let pay = false;
  if (detail.status === 'ISSUED') {
    title = s.issuedTitle;
    text = s.issuedText(detail.issued_policy_number ?? '');
  } else if (detail.status === 'REJECTED') {
    title = s.rejectedTitle;
    text = detail.rejection_reason ?? '';
  } else if (offer?.status === 'APPROVED') {
    title = s.approvedTitle;
    text = s.approvedText(formatLongDateTimeWib(offer.approved_at ?? ''));
    pay = detail.status === 'WAITING_PAYMENT';
    if (detail.status === 'EXPIRED')
      text = messages.followUp.expiredPayment(
        formatLongDateTimeWib(detail.payment?.pay_before ?? ''),
      );
  } else if (offer?.status === 'DECLINED') {
    title = s.declinedTitle;
    text = s.declinedText(formatLongDateTimeWib(offer.declined_at ?? ''));
  } else if (offer?.status === 'EXPIRED' || detail.status === 'EXPIRED') {
    title = s.expiredTitle;
    text = s.expiredText(formatDate(offer?.valid_until));
  } else {
    title = s.noneTitle;
    text = s.noneText(detail.status_desc);
  }
  return (
    <section className="spaj-card spaj-state" aria-labelledby="spaj-state-title" role="status">
      <p className="mb-1 small text-body-secondary">{messages.number(detail.spaj_number)}</p>
      <h2 id="spaj-state-title" className="spaj-card__title">
        {title}
      </h2>
      {text && <p>{text}</p>}
      <div className="d-flex flex-wrap gap-2">
        {pay && (
          <Link to={spajPaymentPath(detail.spaj_number)} className="btn btn-primary">
            {s.pay}
          </Link>
        )}
        <Link
          to={SPAJ_FOLLOW_UP_PATH}
          className={`btn ${pay ? 'btn-outline-primary' : 'btn-primary'}`}
        >
          {s.toFollowUp}
        </Link>
      </div>
    </section>
  );
}
