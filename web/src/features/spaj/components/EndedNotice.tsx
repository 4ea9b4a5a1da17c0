// An application that ended without a policy, said plainly at the top: rejected by the
// underwriter (with the reason the applicant may read), declined by the applicant (with their
// reason), or expired (the offer not approved, or the first premium not paid, in time).
import type { SpajDetail } from '../../../api/generated/model';
import { formatDate, formatLongDateTimeWib } from '../../../components/format';
import { IconAlert } from '../../../components/icons';
import { messages } from '../messages';

const m = messages.followUp;

function expiredText(detail: SpajDetail): string {
  if (detail.payment && !detail.payment.paid_at) {
    return m.expiredPayment(formatLongDateTimeWib(detail.payment.pay_before));
  }
  if (detail.offer) return m.expiredOffer(formatDate(detail.offer.valid_until));
  return m.expiredText;
}

export function EndedNotice({ detail }: { detail: SpajDetail }) {
  const title = m.ended[detail.status];
  if (!title) return null;
  return (
    <section
      className="alert alert-danger spaj-ended"
      role="status"
      aria-labelledby="spaj-ended-title"
    >
      <h2 id="spaj-ended-title" className="h6 d-flex align-items-center gap-2 mb-2">
        <IconAlert aria-hidden="true" />
        {title}
      </h2>
      {detail.status === 'REJECTED' && (
        <>
          <p className="mb-1">{m.rejectedText}</p>
          {detail.rejection_reason && (
            <blockquote className="spaj-ended__reason mb-2">{detail.rejection_reason}</blockquote>
          )}
        </>
      )}
      {detail.status === 'DECLINED' && (
        <>
          <p className="mb-1">{m.declinedText}</p>
          {detail.offer?.decline_reason && (
            <p className="mb-2">{m.declinedReason(detail.offer.decline_reason)}</p>
          )}
        </>
      )}
      {detail.status === 'EXPIRED' && <p className="mb-2">{expiredText(detail)}</p>}
      <p className="mb-0 small">{m.endedHint}</p>
    </section>
  );
}
