"""Investing a fund switch whose trade date's unit prices are published for every fund it
sells or buys (called by :func:`server.investment.investing.invest`).

Each SELL leg sells its units at the trade date's price, for units x price rounded half up
to whole rupiah: a percent of the fund's units is a percent of the units held on the trade
date (rounded down to 4 places), named units at most those held then (a charge between the
confirmation and the trade date may have cancelled some). The fee (the order's ``charge``,
never more than the switched-out value) is taken from their sum; the rest is split over the
BUY legs by percent (each share rounded down to whole rupiah, the remainder on the last),
and each buys its units rounded down to 4 places. The amounts are worked out first and
written by the order's compare-and-set claim itself (AWAITING_PRICE to INVESTED), so a
second process finds it gone and writes nothing. The ledger books one FUND_SWITCH row (the
switched-out value: the fee and the invested amount its breakdown), and the customer gets
an e-mail once it commits."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from decimal import ROUND_DOWN, Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session
from sqlalchemy.orm.attributes import set_committed_value

from server.investment import messages, notices, values
from server.investment.models import (
    PLACES,
    Fund,
    FundOrder,
    FundOrderLeg,
    LegSide,
    MovementKind,
    OrderStatus,
    UnitMovement,
)
from server.investment.orders import moved
from server.investment.topup import split
from server.ledger.models import PolicyTransaction, TransactionType
from server.payment import numbers
from server.payment.messages import tanggal

log = logging.getLogger("server.investment.switching")


def invest(
    session: Session, order: FundOrder, prices: Mapping[int, Decimal], *, now: datetime
) -> bool:
    """Claim the switch and move its units: False when another run claimed it first."""
    assert order.trade_date is not None
    sells = [leg for leg in order.legs if leg.side == LegSide.SELL]
    buys = [leg for leg in order.legs if leg.side == LegSide.BUY]
    sold = _units_sold(session, order, sells)
    proceeds = [
        values.rupiah(units, prices[leg.fund_id]) for leg, units in zip(sells, sold, strict=True)
    ]
    total = sum(proceeds)
    charge = min(order.charge, total)
    shares = split(total - charge, [leg.percent for leg in buys])
    if not moved(
        session, order.id, OrderStatus.AWAITING_PRICE, status=OrderStatus.INVESTED,
        invested_at=now, amount=total, charge=charge, invested_amount=total - charge,
    ):  # fmt: skip
        return False
    for name, value in (("status", OrderStatus.INVESTED), ("invested_at", now), ("amount", total),
                        ("charge", charge), ("invested_amount", total - charge)):  # fmt: skip
        set_committed_value(order, name, value)  # as the claim wrote them
    row = _book(session, order, sells, buys, now=now) if total > 0 else None
    for leg, units, amount in zip(sells, sold, proceeds, strict=True):
        price = prices[leg.fund_id]
        _move(session, order, leg, -units, price, -amount, row, MovementKind.SWITCH_OUT)
    for leg, share in zip(buys, shares, strict=True):
        price = prices[leg.fund_id]
        _move(session, order, leg, values.units_for(share, price), price, share, row,
              MovementKind.SWITCH_IN)  # fmt: skip
    notices.switched(session, order, sells, buys, now=now)
    log.info("fund switch %s invested at the prices of %s", order.order_number, order.trade_date)
    return True


def _units_sold(session: Session, order: FundOrder, sells: list[FundOrderLeg]) -> list[Decimal]:
    """Each SELL leg's units on the trade date: its percent of the units then held (rounded
    down), or the units it names, at most those held."""
    held = dict(
        session.execute(
            select(UnitMovement.fund_id, func.sum(UnitMovement.units))
            .where(
                UnitMovement.policy_id == order.policy_id,
                UnitMovement.fund_id.in_([leg.fund_id for leg in sells]),
                UnitMovement.trade_date <= order.trade_date,
            )
            .group_by(UnitMovement.fund_id)
        ).all()
    )
    sold = []
    for leg in sells:
        holding = max(Decimal(held.get(leg.fund_id) or 0).quantize(PLACES), Decimal(0))
        if leg.percent:
            units = (holding * leg.percent / 100).quantize(PLACES, rounding=ROUND_DOWN)
        else:
            units = min(leg.units or Decimal(0), holding)
        sold.append(units)
    return sold


def _move(
    session: Session,
    order: FundOrder,
    leg: FundOrderLeg,
    units: Decimal,
    price: Decimal,
    amount: int,
    row: PolicyTransaction | None,
    kind: MovementKind,
) -> None:
    assert order.trade_date is not None
    movement = UnitMovement(
        policy_id=order.policy_id, fund_id=leg.fund_id, trade_date=order.trade_date,
        units=units, unit_price=price, amount=amount,
        transaction_id=None if row is None else row.id, kind=kind,
    )  # fmt: skip
    session.add(movement)
    session.flush()
    leg.units, leg.unit_price, leg.movement_id = abs(units), price, movement.id
    leg.amount = abs(amount)


def _book(
    session: Session,
    order: FundOrder,
    sells: list[FundOrderLeg],
    buys: list[FundOrderLeg],
    *,
    now: datetime,
) -> PolicyTransaction:
    assert order.trade_date is not None
    names = dict(
        session.execute(
            select(Fund.id, Fund.name).where(Fund.id.in_([leg.fund_id for leg in order.legs]))
        ).all()
    )
    row = PolicyTransaction(
        transaction_number=numbers.transaction_number(session, now),
        policy_id=order.policy_id,
        type=TransactionType.FUND_SWITCH,
        amount=order.amount,
        occurred_at=now,
        effective_date=order.trade_date,
        description=messages.SWITCH_DESCRIPTION.format(order=order.order_number),
        breakdown=[
            {"label": messages.SWITCH_FEE, "amount": order.charge},
            {"label": messages.SWITCH_INVESTED, "amount": order.invested_amount},
        ],
        notes=messages.SWITCH_NOTES.format(
            day=tanggal(order.trade_date),
            sells=", ".join(names[leg.fund_id] for leg in sells),
            buys=", ".join(f"{names[leg.fund_id]} {leg.percent}%" for leg in buys),
        ),
    )
    session.add(row)
    session.flush()
    order.transaction_id = row.id
    return row
