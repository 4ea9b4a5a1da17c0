// The sign-in code's SMS delivery report: while the code sent by SMS is on its way (QUEUED,
// SENT) the page reads otp/info again every 5 s, for at most 2 minutes after the send, until
// the report is final (DELIVERED, FAILED) or the page is left (components/otp/delivery.ts).
// The first read comes 5 s after the send (the send's answer is the query's first data);
// a read that fails is not told (no popup: the next one, or the customer's next step, will
// say), and a new send starts over with its own query.
import { useEffect } from 'react';
import { getGetOtpInfoQueryKey, useGetOtpInfo } from '../../api/generated/endpoints/auth/auth';
import type { OtpInfo } from '../../api/generated/model/otpInfo';
import { awaitsDelivery, deliveryRefetchInterval } from '../../components/otp/delivery';
import type { OtpState } from '../../components/otp/otpState';

export interface DeliveryReportOptions {
  stepToken: string;
  /** The code shown, or null while none is out. */
  otp: OtpState | null;
  /** When this device received the code's send (or first read its info). */
  sentAt: number;
  /** A newer info of the code, read by the poll. */
  onReport: (info: OtpInfo) => void;
}

export function useDeliveryReport({ stepToken, otp, sentAt, onReport }: DeliveryReportOptions) {
  const { data, isFetchedAfterMount } = useGetOtpInfo({
    request: { accessToken: stepToken, popup: false },
    query: {
      queryKey: [...getGetOtpInfoQueryKey(), 'delivery', sentAt],
      enabled: otp !== null && awaitsDelivery(otp.info),
      initialData: () =>
        otp ? { data: otp.info, status: 200 as const, headers: new Headers() } : undefined,
      initialDataUpdatedAt: sentAt,
      staleTime: Infinity,
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      refetchInterval: deliveryRefetchInterval(sentAt),
    },
  });
  useEffect(() => {
    if (isFetchedAfterMount && data) onReport(data.data);
  }, [data, isFetchedAfterMount, onReport]);
}
