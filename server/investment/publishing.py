"""The staff's desk of unit prices (NAB): a day's state, and publishing a day's prices.

A day's prices are published once, for every fund launched by then, by a staff member whose
user name and the time are recorded on each price. The rules: a working day only (not a
Saturday, a Sunday or a national holiday); never a future day (WIB); in order (the working
day after the last published one first, so no day is skipped); each fund exactly once, its
price above 0; a price more than 10% away from the fund's previous published price only with
``confirm_large_change`` (the refusal names the funds). Published prices are final, as a NAB
announced to policyholders is: a day published already is 409, also when two staff publish at
once (the unique price per fund and day decides)."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from server.errors import Conflict, RuleViolation
from server.investment import calendar, messages
from server.investment.models import Fund, FundOrder, FundPrice, OrderStatus
from server.investment.notices import angka
from server.payment.messages import tanggal

log = logging.getLogger("server.investment.publishing")
FIRST_DAY = date(2000, 1, 1)
LARGE_CHANGE = Decimal(10)  # percent
_CENT = Decimal("0.01")


@dataclass(frozen=True, slots=True)
class Row:
    fund: Fund
    price: FundPrice | None  # the day's
    previous: FundPrice | None  # the last one before the day

    @property
    def change(self) -> Decimal | None:
        if self.price is None or self.previous is None:
            return None
        return change_percent(self.previous.unit_price, self.price.unit_price)


@dataclass(frozen=True, slots=True)
class Day:
    price_date: date
    working_day: bool
    rows: Sequence[Row]
    orders_waiting: int
    last_published: date | None
    next_unpublished: date | None

    @property
    def published(self) -> bool:
        due = [row for row in self.rows if row.fund.launch_date <= self.price_date]
        return bool(due) and all(row.price is not None for row in due)

    @property
    def published_at(self) -> datetime | None:
        return max((r.price.published_at for r in self.rows if r.price), default=None)

    @property
    def published_by(self) -> str | None:
        return next((r.price.published_by for r in self.rows if r.price), None)


def change_percent(previous: Decimal, price: Decimal) -> Decimal:
    """(price - previous) / previous in percent, 2 places half up (away from 0)."""
    return ((price - previous) * 100 / previous).quantize(_CENT, rounding=ROUND_HALF_UP)


def _check_day(day: date, today: date) -> None:
    if day < FIRST_DAY:
        raise RuleViolation(messages.TOO_EARLY, detail="The day is before 2000-01-01.")
    if day > today:
        raise RuleViolation(
            messages.FUTURE_DAY.format(day=tanggal(day)), detail="The day is in the future."
        )


def _previous(session: Session, day: date) -> dict[int, FundPrice]:
    """Each fund's last published price before ``day``."""
    last = (
        select(FundPrice.fund_id, func.max(FundPrice.price_date).label("day"))
        .where(FundPrice.price_date < day)
        .group_by(FundPrice.fund_id)
        .subquery()
    )
    rows = session.scalars(
        select(FundPrice).join(
            last, (FundPrice.fund_id == last.c.fund_id) & (FundPrice.price_date == last.c.day)
        )
    )
    return {price.fund_id: price for price in rows}


def day_state(*, session: Session, price_date: date | None, today: date) -> Day:
    day = price_date or calendar.last_working_day(today)
    _check_day(day, today)
    funds = list(session.scalars(select(Fund).order_by(Fund.id)))
    mine = {
        p.fund_id: p for p in session.scalars(select(FundPrice).where(FundPrice.price_date == day))
    }
    previous = _previous(session, day)
    waiting = session.scalar(
        select(func.count(FundOrder.id)).where(
            FundOrder.status == OrderStatus.AWAITING_PRICE, FundOrder.trade_date == day
        )
    )
    last = session.scalar(select(func.max(FundPrice.price_date)))
    following = calendar.next_working_day(last) if last else calendar.last_working_day(today)
    return Day(
        price_date=day,
        working_day=calendar.is_working_day(day),
        rows=[Row(fund, mine.get(fund.id), previous.get(fund.id)) for fund in funds],
        orders_waiting=waiting or 0,
        last_published=last,
        next_unpublished=following if following <= today else None,
    )


def publish(
    *, session: Session, staff: str, body: Mapping[str, Any], now: datetime, today: date
) -> date:
    """Record the day's prices (the rules above): the day published."""
    day = date.fromisoformat(str(body["price_date"]))
    _check_day(day, today)
    if not calendar.is_working_day(day):
        raise RuleViolation(
            messages.NOT_WORKING_DAY.format(day=tanggal(day)), detail="Not a working day."
        )
    if session.scalar(select(FundPrice.id).where(FundPrice.price_date == day).limit(1)):
        raise _published(day)
    last = session.scalar(select(func.max(FundPrice.price_date)).where(FundPrice.price_date < day))
    if last is not None and calendar.next_working_day(last) < day:
        earlier = calendar.next_working_day(last)
        raise RuleViolation(
            messages.EARLIER_UNPUBLISHED.format(earlier=tanggal(earlier)),
            detail=f"{earlier.isoformat()} is not published yet.",
        )
    funds = [f for f in session.scalars(select(Fund).order_by(Fund.id)) if f.launch_date <= day]
    prices = _prices(funds, body["prices"])
    if not body.get("confirm_large_change", False):
        _refuse_large_changes(session, day, funds, prices)
    try:
        with session.begin_nested():
            session.add_all(
                FundPrice(
                    fund_id=fund.id,
                    price_date=day,
                    unit_price=prices[fund.id],
                    published_at=now,
                    published_by=staff,
                )
                for fund in funds
            )
            session.flush()
    except IntegrityError as exc:  # another staff member published the day meanwhile
        raise _published(day) from exc
    log.info("unit prices of %s published by %s: %s", day, staff,
             ", ".join(f"{fund.code} {prices[fund.id]}" for fund in funds))  # fmt: skip
    return day


def _published(day: date) -> Conflict:
    return Conflict(
        messages.ALREADY_PUBLISHED.format(day=tanggal(day)),
        detail=f"The unit prices of {day.isoformat()} are published already.",
    )


def _prices(funds: Sequence[Fund], given: Sequence[Mapping[str, Any]]) -> dict[int, Decimal]:
    by_code = {fund.code: fund for fund in funds}
    prices: dict[int, Decimal] = {}
    for item in given:
        code = str(item["fund_code"])
        fund = by_code.get(code)
        if fund is None:
            raise RuleViolation(messages.FUND_UNKNOWN.format(code=code), detail=f"{code}?")
        if fund.id in prices:
            raise RuleViolation(messages.FUND_TWICE.format(fund=fund.name), detail=f"{code} twice")
        price = Decimal(str(item["unit_price"]))
        if price <= 0:
            raise RuleViolation(messages.PRICE_ZERO.format(fund=fund.name), detail="Price 0.")
        prices[fund.id] = price
    missing = [fund.name for fund in funds if fund.id not in prices]
    if missing:
        raise RuleViolation(
            messages.FUNDS_MISSING.format(funds=", ".join(missing)), detail="Funds missing."
        )
    return prices


def _refuse_large_changes(
    session: Session, day: date, funds: Sequence[Fund], prices: Mapping[int, Decimal]
) -> None:
    previous = _previous(session, day)
    changes = []
    for fund in funds:
        before = previous.get(fund.id)
        if before is None:
            continue
        exact = (prices[fund.id] - before.unit_price) * 100 / before.unit_price
        if abs(exact) > LARGE_CHANGE:
            change = change_percent(before.unit_price, prices[fund.id])
            changes.append(
                messages.LARGE_CHANGE_ITEM.format(
                    fund=fund.name,
                    change=f"{change:+.2f}".replace(".", ","),
                    previous=angka(before.unit_price),
                    day=tanggal(before.price_date),
                )
            )
    if changes:
        raise RuleViolation(
            messages.LARGE_CHANGE.format(changes="; ".join(changes)),
            detail="A unit price changed more than 10% without confirm_large_change.",
        )
