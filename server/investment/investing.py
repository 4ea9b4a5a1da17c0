"""Investing the orders whose unit prices are published: the job function of the investment.

An order AWAITING_PRICE is due when every fund it buys or sells has a unit price on its trade
date. A fund switch is invested by :mod:`server.investment.switching` (its amounts written by
the claim itself); a top-up as follows.
Each due order is invested in a unit of work of its own: first claimed with a compare-and-set
update of its status (AWAITING_PRICE to INVESTED; a second process, or a second run, finds it
no longer there and leaves it), then each leg buys its rupiah of units at the trade date's
unit price (:func:`server.investment.values.units_for`: rounded down to 4 places), one
TOP_UP unit movement per fund, and the customer is told by e-mail once it commits
("Top-up ... telah diinvestasikan"). An order that fails is rolled back alone and tried again
by the next run.

Run right after staff publish a day's prices (for that day) and periodically for anything
missed (:mod:`server.investment.schedule` in the app processes, or the job queue's periodic
task, :mod:`server.jobs.queue`)."""

from __future__ import annotations

import logging
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import exists, select
from sqlalchemy.orm import Session, selectinload

from server.db import transaction
from server.investment import notices, switching, values
from server.investment.models import (
    FundOrder,
    FundOrderLeg,
    FundPrice,
    LegSide,
    MovementKind,
    OrderKind,
    OrderStatus,
    UnitMovement,
)
from server.investment.orders import moved

log = logging.getLogger("server.investment.investing")


def due(session: Session, trade_date: date | None = None) -> list[int]:
    """The orders AWAITING_PRICE with a unit price for every fund they move on their trade
    date (only those of ``trade_date`` when given), oldest trade date first."""
    unpriced = (
        select(FundOrderLeg.id)
        .where(
            FundOrderLeg.order_id == FundOrder.id,
            ~exists().where(
                FundPrice.fund_id == FundOrderLeg.fund_id,
                FundPrice.price_date == FundOrder.trade_date,
            ),
        )
        .correlate(FundOrder)
    )
    stmt = select(FundOrder.id).where(
        FundOrder.status == OrderStatus.AWAITING_PRICE, ~exists(unpriced)
    )
    if trade_date is not None:
        stmt = stmt.where(FundOrder.trade_date == trade_date)
    return list(session.scalars(stmt.order_by(FundOrder.trade_date, FundOrder.id)))


def invest_due(*, now: datetime, trade_date: date | None = None) -> int:
    """Invest every due order (see :func:`due`), each in its own unit: how many this run
    invested (an order another run claimed first is not counted)."""
    with transaction(read_only=True) as session:
        ids = due(session, trade_date)
    invested = 0
    for order_id in ids:
        try:
            with transaction() as session:
                invested += invest(session, order_id, now=now)
        except Exception:  # this order alone is rolled back; the next run tries it again
            log.exception("investing fund order %s failed", order_id)
    return invested


def invest(session: Session, order_id: int, *, now: datetime) -> bool:
    """Claim the order (compare-and-set) and buy its units: False when it was not
    AWAITING_PRICE any more (invested by another run)."""
    order = session.scalar(
        select(FundOrder)
        .where(FundOrder.id == order_id)
        .options(selectinload(FundOrder.legs))
        .execution_options(populate_existing=True)
    )
    if order is None or order.status != OrderStatus.AWAITING_PRICE:
        return False
    assert order.trade_date is not None
    prices: dict[int, Decimal] = dict(
        session.execute(
            select(FundPrice.fund_id, FundPrice.unit_price).where(
                FundPrice.fund_id.in_([leg.fund_id for leg in order.legs]),
                FundPrice.price_date == order.trade_date,
            )
        ).all()
    )
    if order.kind == OrderKind.SWITCH:
        return switching.invest(session, order, prices, now=now)
    if not moved(session, order_id, OrderStatus.AWAITING_PRICE,
                  status=OrderStatus.INVESTED, invested_at=now):  # fmt: skip
        return False
    buys = [leg for leg in order.legs if leg.side == LegSide.BUY]
    for leg in buys:
        price = prices[leg.fund_id]  # due: every fund has its price (KeyError: rolled back)
        units = values.units_for(leg.amount, price)
        movement = UnitMovement(
            policy_id=order.policy_id,
            fund_id=leg.fund_id,
            trade_date=order.trade_date,
            units=units,
            unit_price=price,
            amount=leg.amount,
            transaction_id=order.transaction_id,
            kind=MovementKind.TOP_UP,
        )
        session.add(movement)
        session.flush()
        leg.units, leg.unit_price, leg.movement_id = units, price, movement.id
    notices.invested(session, order, buys, now=now)
    log.info("fund order %s invested at the prices of %s", order.order_number, order.trade_date)
    return True
