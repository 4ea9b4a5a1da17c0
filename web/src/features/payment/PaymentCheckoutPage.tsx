// Route screen of payment-checkout (payment layout): one payment with its instructions and
// countdown while PENDING, followed without reload (every 3 s while the tab is visible,
// stopping at a final status), and its result once it ends.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useCancelPayment, useGetPayment } from '../../api/generated/endpoints/payment/payment';
import type { Payment, PaymentStatus } from '../../api/generated/model';
import { statusOf } from '../../api/loadable';
import { setSelectedPolicy } from '../../shared/policyStore';
import { confirm } from '../../components/confirm';
import { InlineError } from '../../components/InlineError';
import { showToast } from '../../components/toast';
import { Countdown } from './checkout/Countdown';
import { Ewallet } from './checkout/Ewallet';
import { AmountHeader, PaymentDetails } from './checkout/PaymentDetails';
import { PaymentResult } from './checkout/PaymentResult';
import { Qris } from './checkout/Qris';
import { VirtualAccount } from './checkout/VirtualAccount';
import { clockOffset } from './countdown';
import { invalidatePolicyQueries } from './invalidatePolicyQueries';
import { messages } from './messages';
import { PREMIUM_INFO_PATH, premiumInfoPath } from './paths';
import { useReceiptDownload } from './useReceiptDownload';
import './payment.css';
import './checkout/checkout.css';

const m = messages.checkout;

/** The contract's PaymentId. */
export const PAYMENT_ID = /^PAY-\d{8}-[A-Z0-9]{8}$/;
export const POLL_INTERVAL_MS = 3000;

/** Poll while the payment can still change. */
export function pollInterval(status: PaymentStatus | undefined): number | false {
  return status === 'PENDING' ? POLL_INTERVAL_MS : false;
}

export default function PaymentCheckoutPage() {
  const { paymentId = '' } = useParams();
  const valid = PAYMENT_ID.test(paymentId);
  const params = { payment_id: paymentId };
  // Failures show on the page (not found, or an error with 'Coba lagi'), and a failed poll
  // keeps the payment on screen: no popup (403 still ends the session).
  const query = useGetPayment(params, {
    query: {
      enabled: valid,
      refetchInterval: (q) => pollInterval(q.state.data?.data.status),
      refetchIntervalInBackground: false,
    },
    request: { quiet: true },
  });
  const payment = query.data?.status === 200 ? query.data.data : undefined;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  // The payment's policy is the one 'Informasi Pembayaran Premi' shows on the way back.
  const policyNumber = payment?.policy_number;
  useEffect(() => {
    if (policyNumber) setSelectedPolicy(policyNumber);
  }, [policyNumber]);

  if (payment) {
    return (
      <PaymentView
        key={payment.payment_id}
        payment={payment}
        receivedAt={query.dataUpdatedAt}
        onExpire={refetch}
      />
    );
  }
  if (!valid || (query.isError && statusOf(query.error) === 404)) {
    return (
      <div className="pay-checkout-card">
        <InlineError message={m.notFound} />
        <Link to={PREMIUM_INFO_PATH} className="btn btn-outline-primary mt-3">
          {messages.result.backToInfo}
        </Link>
      </div>
    );
  }
  if (query.isError && !query.isFetching) {
    return (
      <div className="pay-checkout-card">
        <InlineError message={m.error} onRetry={refetch} />
      </div>
    );
  }
  return <CheckoutSkeleton />;
}

function CheckoutSkeleton() {
  return (
    <div className="pay-checkout-card placeholder-glow" aria-busy="true">
      <span className="visually-hidden" role="status">
        {m.loading}
      </span>
      <div aria-hidden="true">
        <span className="placeholder d-block rounded mb-2" style={{ width: '40%' }} />
        <span
          className="placeholder placeholder-lg d-block rounded mb-4"
          style={{ width: '65%' }}
        />
        <span
          className="placeholder d-block rounded mb-2"
          style={{ width: '90%', height: '4rem' }}
        />
        <span className="placeholder d-block rounded mb-2" style={{ width: '80%' }} />
        <span className="placeholder d-block rounded" style={{ width: '70%' }} />
      </div>
    </div>
  );
}

interface PaymentViewProps {
  payment: Payment;
  /** When the answer arrived (device clock), for the countdown's clock offset. */
  receivedAt: number;
  onExpire: () => void;
}

function PaymentView({ payment, receivedAt, onExpire }: PaymentViewProps) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const receipts = useReceiptDownload();
  const cancel = useCancelPayment();
  const pending = payment.status === 'PENDING';

  // Once the payment has ended (paid here or seen ended), the policy's bills, due date and
  // history have changed: the screens that show them read them again.
  const policyNumber = payment.policy_number;
  useEffect(() => {
    if (!pending) void invalidatePolicyQueries(client, policyNumber);
  }, [pending, client, policyNumber]);

  const onCancel = async () => {
    const ok = await confirm({
      title: m.cancelTitle,
      message: m.cancelConfirm(payment.channel),
      okVariant: 'danger',
    });
    if (!ok) return;
    cancel.mutate(
      { data: { payment_id: payment.payment_id } },
      {
        onSuccess: () => {
          showToast({ message: m.cancelled, variant: 'success' });
          void invalidatePolicyQueries(client, payment.policy_number);
          void navigate(premiumInfoPath(payment.policy_number));
        },
        // Already paid or expired meanwhile (422, with a popup): show what it is now.
        onError: onExpire,
      },
    );
  };

  return (
    <article className="pay-checkout-card" aria-label={`${m.paymentId} ${payment.payment_id}`}>
      <AmountHeader payment={payment} />
      {pending ? (
        <>
          <Countdown
            expiresAt={payment.expires_at}
            offset={clockOffset(payment.server_time, receivedAt)}
            onOver={onExpire}
          />
          {payment.channel === 'VIRTUAL_ACCOUNT' && <VirtualAccount payment={payment} />}
          {payment.channel === 'QRIS' && <Qris payment={payment} />}
          {payment.channel === 'EWALLET' && <Ewallet payment={payment} />}
          <p className="pay-waiting">
            <span className="spinner-grow spinner-grow-sm me-2" aria-hidden="true" />
            {m.waiting}
          </p>
        </>
      ) : (
        <PaymentResult
          payment={payment}
          downloading={receipts.downloading === payment.payment_id}
          onDownload={() => receipts.download(payment.payment_id)}
        />
      )}
      <PaymentDetails payment={payment} />
      {pending && (
        <button
          type="button"
          className="btn btn-link text-danger w-100 pay-cancel"
          disabled={cancel.isPending}
          onClick={() => void onCancel()}
        >
          {cancel.isPending ? m.cancelBusy : m.cancel}
        </button>
      )}
    </article>
  );
}
