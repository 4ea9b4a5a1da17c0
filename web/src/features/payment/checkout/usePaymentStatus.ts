// One payment followed without reload: payment/detail every 3 s while it is PENDING and the tab
// is visible, stopping at a final status. Failures show on the page (not found, or an error with
// 'Coba lagi') and a failed poll keeps the payment on screen: no popup (a 403 still ends the
// session it was made with). `request`: the session's options, the SPAJ applicant's token for
// a first premium (default: the customer's).
import { useCallback } from 'react';
import type { FetchOptions } from '../../../api/fetcher';
import { useGetPayment } from '../../../api/generated/endpoints/payment/payment';
import type { PaymentStatus } from '../../../api/generated/model';

/** The contract's PaymentId. */
export const PAYMENT_ID = /^PAY-\d{8}-[A-Z0-9]{8}$/;
export const POLL_INTERVAL_MS = 3000;

/** Poll while the payment can still change. */
export function pollInterval(status: PaymentStatus | undefined): number | false {
  return status === 'PENDING' ? POLL_INTERVAL_MS : false;
}

export function usePaymentStatus(paymentId: string, request: FetchOptions = {}) {
  const valid = PAYMENT_ID.test(paymentId);
  const query = useGetPayment(
    { payment_id: paymentId },
    {
      query: {
        enabled: valid,
        refetchInterval: (q) => pollInterval(q.state.data?.data.status),
        refetchIntervalInBackground: false,
      },
      request: { ...request, quiet: true },
    },
  );
  const payment = query.data?.status === 200 ? query.data.data : undefined;
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);
  return { query, payment, valid, refetch };
}
