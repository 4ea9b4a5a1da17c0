// What became of an SMS code (OtpInfo.delivery, from the SMS gateway's reports): while it is
// on its way (QUEUED: the gateway took it; SENT: the operator took it) a page with an info
// endpoint reads the code's info again every 5 s, for at most 2 minutes after the code was
// sent; a final report (DELIVERED, FAILED), an e-mail or a code not tracked (null) stops it,
// and so does leaving the page (the query's observer goes). TanStack Query's
// refetchInterval as a function of the data.
import type { OtpInfo } from '../../api/generated/model/otpInfo';

export const DELIVERY_POLL_MS = 5_000;
/** How long after the send the page asks (the last read at most this long after it). */
export const DELIVERY_POLL_FOR_MS = 120_000;

/** An SMS code whose delivery report is still to come. */
export function awaitsDelivery(info: OtpInfo | null | undefined): boolean {
  return info?.channel === 'SMS' && (info.delivery === 'QUEUED' || info.delivery === 'SENT');
}

/**
 * The refetchInterval of the info query of a code sent at `sentAt` (this device's clock):
 * 5 s while the code awaits its report and another read still falls within 2 minutes of
 * the send, else false.
 */
export function deliveryRefetchInterval(sentAt: number) {
  return (query: { state: { data?: { data: OtpInfo } } }): number | false => {
    if (!awaitsDelivery(query.state.data?.data)) return false;
    return Date.now() + DELIVERY_POLL_MS <= sentAt + DELIVERY_POLL_FOR_MS
      ? DELIVERY_POLL_MS
      : false;
  };
}
