// Payments made through the portal for this policy (newest first): status, method, amount
// and dates, with 'Unduh bukti' for a paid one and 'Lihat' for one still waiting. The API
// lists the newest 20; when there may be more, a note says where the older ones are.
import { useId } from 'react';
import { Link } from 'react-router';
import type { PaymentSummary } from '../../../api/generated/model';
import { formatDateTimeWib, formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import { checkoutPath } from '../paths';
import { PaymentStatusBadge } from './Badges';

const m = messages.history;
/** The contract's PremiumInfo.payments maxItems (a test keeps them equal). */
export const PAYMENTS_LISTED = 20;
/** Older paid premiums, with their receipts, are in the transaction history. */
export const TRANSACTION_HISTORY_PATH = '/transaction-history';

export interface PaymentHistoryProps {
  payments: readonly PaymentSummary[];
  onDownload: (paymentId: string) => void;
  downloading: string | null;
}

export function PaymentHistory({ payments, onDownload, downloading }: PaymentHistoryProps) {
  const titleId = useId();
  return (
    <section className="pay-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="pay-heading">
        {m.heading}
      </h2>
      {payments.length === 0 ? (
        <p className="pay-note mb-0">{m.empty}</p>
      ) : (
        <ul className="pay-history list-unstyled mb-0">
          {payments.map((payment) => (
            <li key={payment.payment_id} className="pay-history__item">
              <div className="pay-history__main">
                <div className="d-flex flex-wrap align-items-center gap-2">
                  <span className="fw-semibold">{payment.method_name}</span>
                  <PaymentStatusBadge status={payment.status} label={payment.status_desc} />
                </div>
                <p className="pay-history__meta mb-0">
                  {payment.payment_id} · {m.bills(payment.bill_ids.length)}
                </p>
                <p className="pay-history__meta mb-0">
                  {m.created} {formatDateTimeWib(payment.created_at)}
                  {payment.paid_at && (
                    <>
                      {' · '}
                      {m.paidAt} {formatDateTimeWib(payment.paid_at)}
                    </>
                  )}
                  {payment.status === 'PENDING' && (
                    <>
                      {' · '}
                      {m.expiresAt} {formatDateTimeWib(payment.expires_at)}
                    </>
                  )}
                </p>
              </div>
              <div className="pay-history__side">
                <span className="fw-semibold pay-nowrap">{formatRupiah(payment.amount)}</span>
                {payment.status === 'PAID' && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary"
                    aria-label={m.downloadLabel(payment.payment_id)}
                    disabled={downloading === payment.payment_id}
                    onClick={() => onDownload(payment.payment_id)}
                  >
                    {downloading === payment.payment_id ? m.downloadBusy : m.download}
                  </button>
                )}
                {payment.status === 'PENDING' && (
                  <Link
                    className="btn btn-sm btn-primary"
                    to={checkoutPath(payment.payment_id)}
                    aria-label={m.viewLabel(payment.payment_id)}
                  >
                    {m.view}
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {payments.length >= PAYMENTS_LISTED && (
        <p className="pay-note mt-3 mb-0">
          {m.olderNote(PAYMENTS_LISTED)} <Link to={TRANSACTION_HISTORY_PATH}>{m.olderLink}</Link>
        </p>
      )}
    </section>
  );
}
