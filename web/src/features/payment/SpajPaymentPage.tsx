// Route screen of spaj-payment (/SPAJ_payment/{spaj_number}, payment layout): the first
// premium of an approved SPAJ, paid through the same payment engine and screens as a premium
// (payment/create with an Idempotency-Key per attempt, payment/detail followed every 3 s,
// payment/cancel, payment/receipt), every call with the SPAJ session's token. The bill and its
// deadline (spaj/payment/info), the method picker, then the instructions (virtual account,
// QRIS, e-wallet) with the countdown; when paid, the policy is issued: 'Polis terbit' with its
// number, the receipt and how to sign in (a new customer: the first time with NIK, birth date
// and a code). Not approved yet: what to do first. Without the SPAJ session of this number:
// the SPAJ entry with the number filled in.
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { errorMessageOf } from '../../api/errors';
import type { FetchOptions } from '../../api/fetcher';
import { getGetPaymentQueryKey } from '../../api/generated/endpoints/payment/payment';
import {
  getGetSpajQueryKey,
  getGetSpajPaymentInfoQueryKey,
  useGetSpajPaymentInfo,
} from '../../api/generated/endpoints/spaj/spaj';
import type { Payment, PaymentMethod, SpajPaymentInfo } from '../../api/generated/model';
import { statusOf } from '../../api/loadable';
import { formatLongDateTimeWib, formatRupiah } from '../../components/format';
import { IconCheck } from '../../components/icons';
import { InlineError } from '../../components/InlineError';
import { useAuth } from '../../shared/authStore';
import {
  isSpajNumber,
  SPAJ_ENTRY_PATH,
  spajRequest,
  useSpajSessionAtEntry,
  type SpajEntryState,
  type SpajSessionState,
} from '../../shared/spajSession';
import { methodLimit } from './billSelection';
import { MethodPicker } from './components/MethodPicker';
import { PaySection } from './components/PaySection';
import { CheckoutSkeleton, PremiumInfoSkeleton } from './components/States';
import { messages } from './messages';
import { formatPeriod } from './period';
import { usePayAttempt } from './usePayAttempt';
import { useReceiptDownload } from './useReceiptDownload';
import './payment.css';
import './checkout/checkout.css';

const m = messages.spaj;

// The payment's instructions and status (PaymentView, the QR code) load once there is a payment.
const FollowedPayment = lazy(() =>
  import('./checkout/FollowedPayment').then((module) => ({ default: module.FollowedPayment })),
);
/** The SPAJ pages this one links to (the spaj feature's routes). */
const FOLLOW_UP_PATH = '/spaj/follow-up';
const approvedPath = (spajNumber: string) => `/SPAJ_approved/${encodeURIComponent(spajNumber)}`;

export default function SpajPaymentPage() {
  const { id = '' } = useParams();
  const session = useSpajSessionAtEntry();
  if (!session || session.spajNumber !== id) {
    const state: SpajEntryState = isSpajNumber(id) ? { spajNumber: id } : {};
    return <Navigate to={SPAJ_ENTRY_PATH} replace state={state} />;
  }
  return <FirstPremium key={session.token} session={session} />;
}

function FirstPremium({ session }: { session: SpajSessionState }) {
  const client = useQueryClient();
  const request = useMemo(() => spajRequest(session), [session]);
  const params = { spaj_number: session.spajNumber };
  const query = useGetSpajPaymentInfo(params, {
    query: { refetchOnWindowFocus: true },
    // Failures show on the page (a 403 still ends the SPAJ session).
    request: { ...request, quiet: true },
  });
  const info = query.data?.status === 200 ? query.data.data : undefined;
  // The payment shown: the one made here, else the one waiting (until the applicant leaves it).
  const [made, setMade] = useState<string | null>(null);
  const [leftId, setLeftId] = useState<string | null>(null);
  const pendingId = info?.bill.pending_payment_id ?? null;
  const shownId = made ?? (pendingId !== leftId ? pendingId : null);
  const refresh = () => {
    void client.invalidateQueries({ queryKey: getGetSpajPaymentInfoQueryKey(params) });
    void client.invalidateQueries({ queryKey: getGetSpajQueryKey(params) });
  };

  if (!info) {
    if (query.isError && !query.isFetching) {
      return statusOf(query.error) === 409 ? (
        <NotApproved spajNumber={session.spajNumber} message={errorMessageOf(query.error)} />
      ) : (
        <InlineError message={m.error} onRetry={() => void query.refetch()} />
      );
    }
    return <PremiumInfoSkeleton />;
  }
  if (info.issued) return <Issued info={info} request={request} />;
  return (
    <div className="pay-page">
      <FirstPremiumSummary info={info} />
      {shownId ? (
        <Suspense fallback={<CheckoutSkeleton />}>
          <FollowedPayment
            key={shownId}
            paymentId={shownId}
            request={request}
            onPaid={refresh}
            onChooseAgain={() => {
              setMade(null);
              setLeftId(shownId);
              refresh();
            }}
          />
        </Suspense>
      ) : (
        <ChooseMethod
          info={info}
          request={request}
          onCreated={(payment, headers) => {
            client.setQueryData(getGetPaymentQueryKey({ payment_id: payment.payment_id }), {
              data: payment,
              status: 200 as const,
              headers,
            });
            setMade(payment.payment_id);
            void client.invalidateQueries({ queryKey: getGetSpajPaymentInfoQueryKey(params) });
          }}
          onConflict={() => void query.refetch()}
        />
      )}
    </div>
  );
}

function FirstPremiumSummary({ info }: { info: SpajPaymentInfo }) {
  return (
    <section className="pay-card" aria-labelledby="spaj-premium-title">
      <p className="pay-note mb-1">{m.number(info.spaj_number)}</p>
      <h2 id="spaj-premium-title" className="pay-summary__title">
        {info.product_name}
      </h2>
      <p className="pay-note mt-2">{m.intro(info.holder_name)}</p>
      <dl className="pay-facts mb-0">
        <div>
          <dt>{m.policyNumber}</dt>
          <dd className="pay-mono">{info.policy_number}</dd>
        </div>
        <div>
          <dt>{m.holder}</dt>
          <dd>{info.holder_name}</dd>
        </div>
        <div>
          <dt>{m.period}</dt>
          <dd>{formatPeriod(info.bill.period_start, info.bill.period_end)}</dd>
        </div>
        <div>
          <dt>{m.amount}</dt>
          <dd>{formatRupiah(info.bill.amount)}</dd>
        </div>
        <div className="pay-facts__warn">
          <dt>{m.payBefore}</dt>
          <dd>{formatLongDateTimeWib(info.pay_before)}</dd>
        </div>
      </dl>
    </section>
  );
}

function ChooseMethod({
  info,
  request,
  onCreated,
  onConflict,
}: {
  info: SpajPaymentInfo;
  request: FetchOptions;
  onCreated: (payment: Payment, headers: Headers) => void;
  onConflict: () => void;
}) {
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const total = info.bill.amount;
  const option = info.methods.find((o) => o.method === method);
  const usable = option && methodLimit(option, total).ok ? option : null;
  const attempt = usePayAttempt({ onCreated, onConflict, session: request });
  return (
    <div className="pay-columns">
      <div className="pay-columns__main">
        <MethodPicker
          methods={info.methods}
          total={total}
          value={usable?.method ?? null}
          disabled={attempt.pending}
          onChange={(next) => {
            attempt.clearError();
            setMethod(next);
          }}
        />
      </div>
      <div className="pay-columns__side">
        <div className="pay-card pay-checkout">
          <PaySection
            total={total}
            billCount={1}
            methodChosen={usable !== null}
            pending={attempt.pending}
            error={attempt.error}
            onRetry={attempt.retry}
            onPay={() => {
              if (!usable) return;
              attempt.pay({
                policy_number: info.policy_number,
                bill_ids: [info.bill.bill_id],
                method: usable.method,
              });
            }}
          />
        </div>
      </div>
    </div>
  );
}

/** The first premium is paid and the policy issued. */
function Issued({ info, request }: { info: SpajPaymentInfo; request: FetchOptions }) {
  const { authenticated } = useAuth();
  const receipts = useReceiptDownload(request);
  const paid = info.payments.find((p) => p.status === 'PAID');
  return (
    <div className="pay-page">
      <section className="pay-checkout-card" aria-labelledby="spaj-issued-title">
        <div className="pay-result pay-result--paid" role="status">
          <span className="pay-result__icon" aria-hidden="true">
            <IconCheck />
          </span>
          <h2 id="spaj-issued-title" className="pay-result__title">
            {m.issuedTitle}
          </h2>
          <p className="pay-note">{m.issuedText(info.policy_number)}</p>
          <dl className="pay-facts pay-facts--center">
            <div>
              <dt>{m.issuedPolicy}</dt>
              <dd className="pay-mono">{info.policy_number}</dd>
            </div>
            <div>
              <dt>{m.product}</dt>
              <dd>{info.product_name}</dd>
            </div>
            {paid?.paid_at && (
              <div>
                <dt>{messages.result.paidAt}</dt>
                <dd>{formatLongDateTimeWib(paid.paid_at)}</dd>
              </div>
            )}
          </dl>
          {paid && (
            <div className="pay-result__actions">
              <button
                type="button"
                className="btn btn-outline-primary"
                disabled={receipts.downloading === paid.payment_id}
                onClick={() => receipts.download(paid.payment_id)}
              >
                {receipts.downloading === paid.payment_id ? m.receiptBusy : m.receipt}
              </button>
            </div>
          )}
        </div>
      </section>
      <section className="pay-card" aria-labelledby="spaj-signin-title">
        <h2 id="spaj-signin-title" className="pay-heading">
          {m.signInTitle}
        </h2>
        {authenticated ? (
          <p>{m.signInHolder}</p>
        ) : (
          <>
            <p className="mb-2">{m.signInHolder}</p>
            <p className="mb-1 fw-semibold">{m.signInNewTitle}</p>
            <ol className="pay-steps-list">
              {m.signInNew.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="pay-note">{m.signInEmail}</p>
          </>
        )}
        <Link to={authenticated ? '/polis/detail' : '/login'} className="btn btn-primary">
          {authenticated ? m.dataPolis : m.signIn}
        </Link>
      </section>
    </div>
  );
}

/** Not payable yet (409): the server's reason, and the decision and follow-up pages. */
function NotApproved({ spajNumber, message }: { spajNumber: string; message: string }) {
  return (
    <section className="pay-card" aria-labelledby="spaj-not-approved" role="status">
      <h2 id="spaj-not-approved" className="pay-heading">
        {m.notApprovedTitle}
      </h2>
      <p>{message}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link to={approvedPath(spajNumber)} className="btn btn-primary">
          {m.toApproval}
        </Link>
        <Link to={FOLLOW_UP_PATH} className="btn btn-outline-primary">
          {m.toFollowUp}
        </Link>
      </div>
    </section>
  );
}
