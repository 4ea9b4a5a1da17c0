// The policy's investment orders not yet done (GET /policy/fund's pending_orders, newest
// first), each under its kind's name: a top-up with its amount, charge, invested amount and
// allocation; a switch with the funds it sells (a percent of their units or units), the funds
// it buys and its fee. Where each stands: 'Menunggu pembayaran' with the way back to its
// payment page, or 'Menunggu harga unit' with the day whose unit prices trade it. Nothing
// when there is none.
import { useId } from 'react';
import { Link } from 'react-router';
import type { FundOrder } from '../../../api/generated/model';
import { formatDecimal } from '../../../components/decimal';
import { formatDateTimeWib, formatRupiah } from '../../../components/format';
import { messages } from '../messages';
import { checkoutPath } from '../links';

const m = messages.orders;

export function PendingOrders({ orders }: { orders: readonly FundOrder[] }) {
  const titleId = useId();
  if (orders.length === 0) return null;
  return (
    <section className="inv-orders card border-0 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body p-3 p-md-4">
        <h2 id={titleId} className="inv-heading mb-1">
          {m.heading}
        </h2>
        <p className="inv-figure__note mb-3">{m.hint}</p>
        <ul className="list-unstyled mb-0">
          {orders.map((order) => (
            <li key={order.order_number} className="inv-order">
              <div className="inv-order__head">
                <span className="fw-semibold">
                  {order.kind_desc} <span className="inv-order__number">{order.order_number}</span>
                </span>
                <span
                  className={`badge inv-order__status inv-order__status--${order.status.toLowerCase()}`}
                >
                  {order.status === 'AWAITING_PAYMENT'
                    ? m.awaitingPayment
                    : order.status === 'AWAITING_PRICE'
                      ? m.awaitingPrice(order.trade_date)
                      : order.status_desc}
                </span>
              </div>
              <p className="inv-figure__note mb-2">
                {m.created(formatDateTimeWib(order.created_at))}
              </p>
              {order.kind === 'SWITCH' ? (
                <SwitchFacts order={order} />
              ) : (
                <TopUpFacts order={order} />
              )}
              {order.status === 'AWAITING_PAYMENT' && order.payment_id && (
                <Link
                  to={checkoutPath(order.payment_id)}
                  className="btn btn-sm btn-primary mt-2"
                  aria-label={m.continueLabel(order.order_number)}
                >
                  {m.continuePayment}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TopUpFacts({ order }: { order: FundOrder }) {
  return (
    <dl className="inv-order__facts">
      <div>
        <dt>{m.amount}</dt>
        <dd className="inv-num">{formatRupiah(order.amount)}</dd>
      </div>
      <div>
        <dt>{m.charge}</dt>
        <dd className="inv-num">{formatRupiah(order.charge)}</dd>
      </div>
      <div>
        <dt>{m.invested}</dt>
        <dd className="inv-num">{formatRupiah(order.invested_amount)}</dd>
      </div>
      <div className="inv-order__allocation">
        <dt>{m.allocation}</dt>
        <dd>{order.allocation.map((leg) => `${leg.fund_name} ${leg.percent}%`).join(', ')}</dd>
      </div>
    </dl>
  );
}

function SwitchFacts({ order }: { order: FundOrder }) {
  return (
    <dl className="inv-order__facts">
      <div className="inv-order__allocation">
        <dt>{m.sold}</dt>
        <dd>
          {(order.sources ?? [])
            .map((sell) => m.sell(sell.fund_name, formatDecimal(sell.units), sell.percent))
            .join(', ')}
        </dd>
      </div>
      <div className="inv-order__allocation">
        <dt>{m.bought}</dt>
        <dd>{order.allocation.map((leg) => `${leg.fund_name} ${leg.percent}%`).join(', ')}</dd>
      </div>
      <div>
        <dt>{m.switchFee}</dt>
        <dd className="inv-num">{order.charge === 0 ? m.free : formatRupiah(order.charge)}</dd>
      </div>
    </dl>
  );
}
