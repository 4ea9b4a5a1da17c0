// The case's facts for the staff: the money (amount, why it could not be booked, when the
// gateway received it), the order and the payment it came for (or that the portal never
// recorded one), the payer, and where the case ended: the gateway's refund reference or the
// reason it was rejected.
import type { RefundDetail } from '../../../../api/generated/model';
import { formatLongDateTimeWib, formatRupiah } from '../../../../components/format';
import { paymentMethodNames, paymentStatusNames, refundMessages } from '../refundMessages';
import { DeskSection } from '../../desk/DeskSection';

const m = refundMessages.review;
const named = (names: Record<string, string>, code: string | null) =>
  code === null ? null : (names[code] ?? code);

export function RefundMoneyFacts({ detail }: { detail: RefundDetail }) {
  const { refund } = detail;
  return (
    <DeskSection title={m.money}>
      <dl className="admin-facts mb-0">
        <dt>{m.amount}</dt>
        <dd className="claim-amount">{formatRupiah(refund.amount)}</dd>
        <dt>{m.reason}</dt>
        <dd className="fw-normal">{refund.reason_desc}</dd>
        <dt>{m.receivedAt}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(refund.received_at)}</dd>
        <dt>{m.openedAt}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(refund.created_at)}</dd>
        <dt>{m.updated}</dt>
        <dd className="fw-normal">{formatLongDateTimeWib(refund.updated_at)}</dd>
      </dl>
    </DeskSection>
  );
}

export function RefundPaymentFacts({ detail }: { detail: RefundDetail }) {
  const { refund } = detail;
  return (
    <DeskSection title={m.payment}>
      <dl className="admin-facts mb-0">
        <dt>{m.orderId}</dt>
        <dd className="font-monospace text-break">{refund.order_id}</dd>
        <dt>{m.gatewayTxn}</dt>
        <dd className="font-monospace text-break">{refund.gateway_txn_id}</dd>
        <dt>{m.method}</dt>
        <dd>{named(paymentMethodNames, detail.payment_method) ?? m.unknown}</dd>
        <dt>{m.paymentStatus}</dt>
        <dd>{named(paymentStatusNames, detail.payment_status) ?? m.noPayment}</dd>
      </dl>
    </DeskSection>
  );
}

export function RefundPayerFacts({ detail }: { detail: RefundDetail }) {
  const { refund } = detail;
  return (
    <DeskSection title={m.payer}>
      <dl className="admin-facts mb-0">
        <dt>{m.name}</dt>
        <dd>{refund.customer_name ?? m.unknown}</dd>
        <dt>{m.email}</dt>
        <dd className="text-break">
          {detail.customer_email ? (
            <a href={`mailto:${detail.customer_email}`}>{detail.customer_email}</a>
          ) : (
            m.none
          )}
        </dd>
        <dt>{m.policy}</dt>
        <dd>{refund.policy_number ?? m.noPolicy}</dd>
      </dl>
    </DeskSection>
  );
}

export function RefundOutcome({ detail }: { detail: RefundDetail }) {
  const { status } = detail.refund;
  if (status === 'REJECTED' && detail.rejection_reason) {
    return (
      <DeskSection title={m.rejection} className="claim-outcome claim-outcome--rejected">
        <p className="mb-0 admin-reason">{detail.rejection_reason}</p>
      </DeskSection>
    );
  }
  if ((status === 'REFUNDED' || status === 'PROCESSING') && detail.refund_id) {
    const done = status === 'REFUNDED';
    return (
      <DeskSection
        title={done ? m.refunded : m.requested}
        className={`claim-outcome ${done ? 'claim-outcome--paid' : 'claim-outcome--request'}`}
      >
        <dl className="admin-facts mb-0">
          <dt>{m.refundId}</dt>
          <dd className="font-monospace text-break">{detail.refund_id}</dd>
          {detail.refunded_at && (
            <>
              <dt>{m.refundedAt}</dt>
              <dd className="fw-normal">{formatLongDateTimeWib(detail.refunded_at)}</dd>
            </>
          )}
        </dl>
      </DeskSection>
    );
  }
  return null;
}
