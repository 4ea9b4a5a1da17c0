// The SPAJ first premium's payment once made (or waiting from before), followed like the
// premium payment page follows one: the same PaymentView (instructions, countdown, 'Batalkan
// pembayaran') and status polling, with the SPAJ session's token. Paid: the page reads the
// bill again and shows the issued policy. Its own chunk: the method choice does not need it.
import type { FetchOptions } from '../../../api/fetcher';
import { InlineError } from '../../../components/InlineError';
import { PaymentResult } from './PaymentResult';
import { PaymentView } from './PaymentView';
import { usePaymentStatus } from './usePaymentStatus';
import { CheckoutSkeleton } from '../components/States';
import { messages } from '../messages';
import { useReceiptDownload } from '../useReceiptDownload';

const m = messages.spaj;

/** The payment made (or waiting), followed like the premium payment page follows one. */
export function FollowedPayment({
  paymentId,
  request,
  onPaid,
  onChooseAgain,
}: {
  paymentId: string;
  request: FetchOptions;
  onPaid: () => void;
  onChooseAgain: () => void;
}) {
  const { query, payment, refetch } = usePaymentStatus(paymentId, request);
  const receipts = useReceiptDownload(request);
  if (!payment) {
    if (query.isError && !query.isFetching) {
      return <InlineError message={messages.checkout.error} onRetry={refetch} />;
    }
    return <CheckoutSkeleton />;
  }
  return (
    <PaymentView
      payment={payment}
      receivedAt={query.dataUpdatedAt}
      onExpire={refetch}
      request={request}
      // Paid: the policy is issued in the same step; the bill's page reads it again.
      onEnded={(ended) => {
        if (ended.status === 'PAID') onPaid();
      }}
      onCancelled={onChooseAgain}
      result={
        payment.status === 'PAID' ? (
          <p className="pay-result pay-result--paid" role="status">
            {m.waitingIssue}
          </p>
        ) : (
          <PaymentResult
            payment={payment}
            downloading={receipts.downloading === payment.payment_id}
            onDownload={() => receipts.download(payment.payment_id)}
            onChooseAgain={onChooseAgain}
          />
        )
      }
    />
  );
}
