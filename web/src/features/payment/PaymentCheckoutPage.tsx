// Route screen of payment-checkout (payment layout): one payment with its instructions and
// countdown while PENDING, followed without reload (every 3 s while the tab is visible,
// stopping at a final status: checkout/usePaymentStatus.ts), and its result once it ends.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { Payment } from '../../api/generated/model';
import { statusOf } from '../../api/loadable';
import { withPolicy } from '../../shared/policyLink';
import { setSelectedPolicy } from '../../shared/policyStore';
import { useScreenChrome } from '../../shared/screenChrome';
import { InlineError } from '../../components/InlineError';
import { PaymentResult } from './checkout/PaymentResult';
import { PaymentView } from './checkout/PaymentView';
import { usePaymentStatus } from './checkout/usePaymentStatus';
import { CheckoutSkeleton } from './components/States';
import { invalidatePolicyQueries } from './invalidatePolicyQueries';
import { messages } from './messages';
import { titles } from './titles';
import { INVESTMENT_PATH, PREMIUM_INFO_PATH, premiumInfoPath } from './paths';
import { useReceiptDownload } from './useReceiptDownload';
import './payment.css';
import './checkout/checkout.css';

export { PAYMENT_ID, POLL_INTERVAL_MS, pollInterval } from './checkout/usePaymentStatus';

const m = messages.checkout;

export default function PaymentCheckoutPage() {
  const { paymentId = '' } = useParams();
  const { query, payment, valid, refetch } = usePaymentStatus(paymentId);

  // The payment's policy is the one 'Informasi Pembayaran Premi' shows on the way back.
  const policyNumber = payment?.policy_number;
  useEffect(() => {
    if (policyNumber) setSelectedPolicy(policyNumber);
  }, [policyNumber]);
  // A top-up's payment page is named for it and goes back to Investasi.
  useScreenChrome(
    payment?.top_up
      ? {
          title: titles.topupCheckoutTitle,
          back: {
            to: withPolicy(INVESTMENT_PATH, payment.policy_number),
            label: messages.topup.back,
          },
        }
      : null,
  );

  if (payment) {
    return (
      <PremiumPaymentView
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

function PremiumPaymentView({
  payment,
  receivedAt,
  onExpire,
}: {
  payment: Payment;
  receivedAt: number;
  onExpire: () => void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const receipts = useReceiptDownload();
  return (
    <PaymentView
      payment={payment}
      receivedAt={receivedAt}
      onExpire={onExpire}
      // Once the payment has ended (paid here or seen ended), the policy's bills, due date
      // and history have changed: the screens that show them read them again.
      onEnded={(ended) => void invalidatePolicyQueries(client, ended.policy_number)}
      onCancelled={(cancelled) => {
        void invalidatePolicyQueries(client, cancelled.policy_number);
        void navigate(
          cancelled.top_up
            ? withPolicy(INVESTMENT_PATH, cancelled.policy_number)
            : premiumInfoPath(cancelled.policy_number),
        );
      }}
      result={
        <PaymentResult
          payment={payment}
          downloading={receipts.downloading === payment.payment_id}
          onDownload={() => receipts.download(payment.payment_id)}
        />
      }
    />
  );
}
