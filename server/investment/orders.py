"""A fund order's life around its payment, and what the customer reads of it.

- Settled (a listener of :func:`server.payment.events.settled`, in the settling transaction):
  a top-up's order gets its trade date, the first working day after the day (WIB) the money
  arrived (forward pricing), and becomes AWAITING_PRICE; the policy's history books one
  TOP_UP row (the invested amount and the charge as its breakdown).
- Ended (:func:`server.payment.events.ended`): the order of a payment that expired, failed or
  was cancelled becomes CANCELLED. Money the gateway reports after that is never applied to
  the order: the settlement hands it to the refund cases.
- :class:`TopUpOrders` tells the payment answers (detail, receipt) what a top-up pays for.
- :func:`pending`: the policy's orders not yet invested nor cancelled, for GET /policy/fund
  (an order whose payment is past its expiry but not yet expired is not shown; a fund switch,
  which has no payment, from its confirmation until it is invested).

Each status move is a compare-and-set on the order's status."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from typing import Any, cast

from sqlalchemy import CursorResult, and_, or_, select, update
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.investment import calendar, messages
from server.investment.models import Fund, FundOrder, FundOrderLeg, OrderStatus
from server.ledger.models import PolicyTransaction, TransactionType
from server.payment import methods, numbers
from server.payment.messages import tanggal
from server.payment.models import Payment, PaymentPurpose, PaymentStatus
from server.payment.posting import CHANNEL_SUFFIX
from server.payment.purposes import TopUpInfo, TopUpLeg
from server.policy.models import Policy

log = logging.getLogger("server.investment.orders")
MAX_PENDING = 50  # the contract's PolicyFunds.pending_orders maxItems


def moved(session: Session, order_id: int, frm: OrderStatus, **values: Any) -> bool:
    """Compare-and-set: the order moved from ``frm`` (False when it was no longer there)."""
    result = cast(
        CursorResult[Any],
        session.execute(
            update(FundOrder)
            .where(FundOrder.id == order_id, FundOrder.status == frm)
            .values(**values)
            .execution_options(synchronize_session=False)
        ),
    )
    return result.rowcount == 1


def on_settled(session: Session, payment: Payment, policy: Policy, now: datetime) -> None:
    """A top-up's money arrived: its order awaits the unit prices of its trade date."""
    if payment.purpose != PaymentPurpose.TOP_UP:
        return
    order = session.scalar(select(FundOrder).where(FundOrder.payment_id == payment.id))
    if order is None:  # never expected: rolls the settlement back, the gateway retries
        raise RuntimeError(f"top-up payment {payment.payment_number} has no order")
    assert payment.paid_at is not None
    paid_at = as_utc(payment.paid_at)
    trade_date = trade_day_of(paid_at)
    row = PolicyTransaction(
        transaction_number=numbers.transaction_number(session, paid_at),
        policy_id=policy.id,
        type=TransactionType.TOP_UP,
        amount=payment.amount,
        occurred_at=paid_at,
        effective_date=paid_at.astimezone(WIB).date(),
        description=messages.TOP_UP_DESCRIPTION.format(order=order.order_number),
        channel=methods.info(payment.method.value).name + CHANNEL_SUFFIX,
        reference_number=payment.gateway_txn_id,
        payment_id=payment.id,
        breakdown=[
            {"label": messages.TOP_UP_INVESTED, "amount": order.invested_amount},
            {"label": messages.TOP_UP_CHARGE, "amount": order.charge},
        ],
        notes=messages.TOP_UP_NOTES.format(day=tanggal(trade_date)),
    )
    session.add(row)
    session.flush()
    if not moved(
        session, order.id, OrderStatus.AWAITING_PAYMENT, status=OrderStatus.AWAITING_PRICE,
        trade_date=trade_date, paid_at=paid_at, transaction_id=row.id,
    ):  # fmt: skip
        raise RuntimeError(f"top-up order {order.order_number} was not awaiting its payment")
    log.info("top-up %s paid, trade date %s", order.order_number, trade_date)


def on_ended(session: Session, payments: Sequence[Payment]) -> None:
    """Payments ended unpaid: their top-up orders are cancelled."""
    for payment in payments:
        if payment.purpose != PaymentPurpose.TOP_UP:
            continue
        order_id = session.scalar(select(FundOrder.id).where(FundOrder.payment_id == payment.id))
        at = as_utc(payment.ended_at) if payment.ended_at is not None else None
        if order_id is not None and moved(
            session, order_id, OrderStatus.AWAITING_PAYMENT,
            status=OrderStatus.CANCELLED, cancelled_at=at,
        ):  # fmt: skip
            log.info("top-up order of %s cancelled (payment %s)", payment.payment_number,
                     payment.status.value)  # fmt: skip


@dataclass(frozen=True, slots=True)
class Shown:
    """An order as the customer reads it, its legs with their funds, in the customer's order."""

    order: FundOrder
    legs: Sequence[tuple[FundOrderLeg, Fund]]
    payment_number: str | None


def _legs(session: Session, order_ids: Sequence[int]) -> dict[int, list[tuple[FundOrderLeg, Fund]]]:
    found: dict[int, list[tuple[FundOrderLeg, Fund]]] = {i: [] for i in order_ids}
    if not order_ids:
        return found
    for leg, fund in session.execute(
        select(FundOrderLeg, Fund)
        .join(Fund, Fund.id == FundOrderLeg.fund_id)
        .where(FundOrderLeg.order_id.in_(order_ids))
        .order_by(FundOrderLeg.order_id, FundOrderLeg.position)
    ):
        found[leg.order_id].append((leg, fund))
    return found


def pending(session: Session, policy_id: int, now: datetime) -> list[Shown]:
    """The policy's orders awaiting their price, or their payment while it can be paid,
    newest first."""
    payable = and_(
        FundOrder.status == OrderStatus.AWAITING_PAYMENT,
        Payment.status == PaymentStatus.PENDING,
        Payment.gateway_txn_id.is_not(None),  # a charge the customer was shown
        Payment.expires_at > now,
    )
    rows = session.execute(
        select(FundOrder, Payment.payment_number)
        .outerjoin(Payment, Payment.id == FundOrder.payment_id)
        .where(
            FundOrder.policy_id == policy_id,
            or_(FundOrder.status == OrderStatus.AWAITING_PRICE, payable),
        )
        .order_by(FundOrder.created_at.desc(), FundOrder.id.desc())
        .limit(MAX_PENDING)
    )
    orders = list(rows)
    legs = _legs(session, [order.id for order, _ in orders])
    return [Shown(order, legs[order.id], number) for order, number in orders]


class TopUpOrders:
    """What a top-up payment pays for (installed in the payment layer by create_app)."""

    def describe(self, session: Session, payment_id: int) -> TopUpInfo | None:
        order = session.scalar(
            select(FundOrder)
            .where(FundOrder.payment_id == payment_id)
            .execution_options(populate_existing=True)  # as a move of this unit left it
        )
        if order is None:
            return None
        return info(order, _legs(session, [order.id])[order.id])


def info(order: FundOrder, legs: Sequence[tuple[FundOrderLeg, Fund]]) -> TopUpInfo:
    return TopUpInfo(
        order_number=order.order_number,
        charge=order.charge,
        invested_amount=order.invested_amount,
        legs=tuple(
            TopUpLeg(
                fund_code=fund.code, fund_name=fund.name, percent=leg.percent, amount=leg.amount
            )
            for leg, fund in legs
        ),
        status=order.status.value,
        trade_date=order.trade_date,
    )


def trade_day_of(paid_at: datetime) -> date:
    """The trade date of money that arrived at ``paid_at``: the next working day (WIB)."""
    return calendar.next_working_day(as_utc(paid_at).astimezone(WIB).date())
