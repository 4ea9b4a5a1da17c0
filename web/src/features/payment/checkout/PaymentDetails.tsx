// What is being paid: the amount (large), the policy, the method, and the bills it covers (a
// premium) or the order with its charge and invested amount (a top-up).
import type { Payment } from '../../../api/generated/model';
import { formatRupiah } from '../../../components/format';
import { PaymentStatusBadge } from '../components/Badges';
import { MethodMark } from '../components/MethodMark';
import { messages } from '../messages';
import { formatPeriod } from '../period';

const m = messages.checkout;
const t = messages.topup;

export function AmountHeader({ payment }: { payment: Payment }) {
  return (
    <div className="pay-amount">
      <PaymentStatusBadge status={payment.status} label={payment.status_desc} />
      <p className="pay-amount__label mb-0">{m.amountLabel[payment.status]}</p>
      <p className="pay-amount__value mb-0">{formatRupiah(payment.amount)}</p>
    </div>
  );
}

export function PaymentDetails({ payment }: { payment: Payment }) {
  return (
    <dl className="pay-details">
      <div>
        <dt>{m.policyNumber}</dt>
        <dd>{payment.policy_number}</dd>
      </div>
      <div>
        <dt>{m.method}</dt>
        <dd className="d-flex align-items-center gap-2">
          <MethodMark method={payment.method} />
          {payment.method_name}
        </dd>
      </div>
      {payment.top_up ? (
        <>
          <div>
            <dt>{payment.purpose_desc}</dt>
            <dd className="pay-mono">{payment.top_up.order_number}</dd>
          </div>
          <div>
            <dt>{t.charge}</dt>
            <dd className="pay-nowrap">{formatRupiah(payment.top_up.charge)}</dd>
          </div>
          <div>
            <dt>{t.invested}</dt>
            <dd className="pay-nowrap">{formatRupiah(payment.top_up.invested_amount)}</dd>
          </div>
        </>
      ) : (
        <div>
          <dt>{m.bills}</dt>
          <dd>
            <ul className="list-unstyled mb-0">
              {payment.bills.map((bill) => (
                <li key={bill.bill_id} className="pay-details__bill">
                  <span className="pay-nowrap">
                    {formatPeriod(bill.period_start, bill.period_end)}
                  </span>
                  <span className="pay-nowrap">{formatRupiah(bill.amount)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      )}
      <div>
        <dt>{m.paymentId}</dt>
        <dd className="pay-mono">{payment.payment_id}</dd>
      </div>
    </dl>
  );
}
