"""A fund switch (pengalihan dana) of a unit-link policy: its rules, its trade date, its fee
and its order.

The customer's own issued unit-link policy, in force (INFORCE), with no other switch still
waiting for its prices (409). Sources: funds of the policy holding units, each once, with
exactly one of a whole percent of the fund's units (the units rounded down to 4 places) or
units with 4 decimals (at most those held). Targets: funds of the policy, each once, none of
them a source, whole percents in steps of 5 and at least 10 (the contract's), adding up
to 100.

Cut-off 12:00 WIB: a switch confirmed on a working day before 12:00 WIB trades at that
day's unit prices; at or after 12:00, or on a day that is not a working day, at the next
working day's. Fee: the first :data:`FREE_A_YEAR` switches of each policy year (counted from
the start date, by their confirmation day in WIB) are free, each later one :data:`FEE`
rupiah, taken from the switched-out value before buying.

The order is created AWAITING_PRICE with its trade date: one SELL leg per source holding the
units it sells, one BUY leg per target with its percent, the fee as its ``charge``. It is
invested by the investing job (:mod:`server.investment.switching`)."""

from __future__ import annotations

import secrets
import string
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from decimal import ROUND_DOWN, Decimal
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.errors import Conflict, RuleViolation
from server.investment import calendar, messages, service, values
from server.investment.models import (
    PLACES,
    Fund,
    FundOrder,
    FundOrderLeg,
    LegSide,
    OrderKind,
    OrderStatus,
    UnitMovement,
)
from server.policy.models import Policy, PolicyStatus

FEE = 50_000
FREE_A_YEAR = 5
CUT_OFF = time(12, 0)
_ALPHABET = string.ascii_uppercase + string.digits


@dataclass(frozen=True, slots=True)
class Sell:
    fund: Fund
    percent: int | None  # the customer's percent of the fund's units; None: units named
    units: Decimal


@dataclass(frozen=True, slots=True)
class Plan:
    policy: Policy
    sells: Sequence[Sell]
    buys: Sequence[tuple[Fund, int]]


def trade_date(now: datetime) -> date:
    """The day whose unit prices a switch confirmed at ``now`` trades at (cut-off 12:00 WIB)."""
    local = as_utc(now).astimezone(WIB)
    if calendar.is_working_day(local.date()) and local.time() < CUT_OFF:
        return local.date()
    return calendar.next_working_day(local.date())


def year_start(start: date, today: date) -> date:
    """The first day of the policy year running on ``today`` (a 29 February start: 1 March
    outside leap years, as :func:`server.investment.values.policy_year` counts)."""
    return _anniversary(start, values.policy_year(start, today) - 1)


@dataclass(frozen=True, slots=True)
class Terms:
    """What a switch confirmed now costs: the free switches left in the running policy year,
    the next switch's fee and that year's last day (the contract's FundSwitchTerms)."""

    free_left: int
    next_fee: int
    year_end: date


def terms(session: Session, policy: Policy, now: datetime) -> Terms:
    """The policy year's switches so far (not cancelled, by their confirmation day in WIB)."""
    today = as_utc(now).astimezone(WIB).date()
    since = datetime.combine(year_start(policy.start_date, today), time(), WIB)
    done = session.scalar(
        select(func.count(FundOrder.id)).where(
            FundOrder.policy_id == policy.id,
            FundOrder.kind == OrderKind.SWITCH,
            FundOrder.status != OrderStatus.CANCELLED,
            FundOrder.created_at >= since,
        )
    )
    free_left = max(FREE_A_YEAR - (done or 0), 0)
    return Terms(
        free_left=free_left,
        next_fee=0 if free_left else FEE,
        year_end=_anniversary(policy.start_date, values.policy_year(policy.start_date, today))
        - timedelta(days=1),
    )


def _anniversary(start: date, years: int) -> date:
    """``start`` plus whole years (a 29 February start: 1 March outside leap years)."""
    try:
        return start.replace(year=start.year + years)
    except ValueError:
        return date(start.year + years, 3, 1)


def fee(session: Session, policy: Policy, now: datetime) -> int:
    """Nothing for the policy year's first five switches, :data:`FEE` for each later one."""
    return terms(session, policy, now).next_fee


def _refuse(message: str, detail: str) -> RuleViolation:
    return RuleViolation(message, detail=detail)


def plan(session: Session, holder_id: int | None, body: Mapping[str, Any]) -> Plan:
    """The switch the body asks for, every rule checked (404, 409, 422)."""
    policy = service.unit_link_policy(session, holder_id, str(body["policy_number"]))
    if policy.status != PolicyStatus.INFORCE:
        raise _refuse(
            messages.CHANGE_NOT_IN_FORCE.format(status=policy.status.description),
            f"policy {policy.policy_number} is {policy.status.value}",
        )
    # One switch confirmed at a time per policy (PostgreSQL; SQLite's writes are serial).
    session.execute(select(Policy.id).where(Policy.id == policy.id).with_for_update())
    waiting = session.scalar(
        select(FundOrder.order_number).where(
            FundOrder.policy_id == policy.id,
            FundOrder.kind == OrderKind.SWITCH,
            FundOrder.status == OrderStatus.AWAITING_PRICE,
        )
    )
    if waiting is not None:
        raise Conflict(
            messages.SWITCH_WAITING.format(order=waiting),
            detail="Another switch of the policy is waiting.",
        )
    funds = {fund.code: fund for fund, _ in service.allocations(session, policy.id)}
    held = dict(
        session.execute(
            select(UnitMovement.fund_id, func.sum(UnitMovement.units))
            .where(UnitMovement.policy_id == policy.id)
            .group_by(UnitMovement.fund_id)
        ).all()
    )
    sells = _sells(funds, held, body["sources"])
    buys = _buys(funds, {sell.fund.id for sell in sells}, body["targets"])
    return Plan(policy, sells, buys)


def fund_of(funds: Mapping[str, Fund], code: str, chosen: set[int]) -> Fund:
    """The policy's fund of that code, not chosen before (422)."""
    fund = funds.get(code)
    if fund is None:
        names = ", ".join(f.name for f in funds.values())
        raise _refuse(
            messages.FUND_NOT_OF_POLICY.format(fund=code, funds=names),
            f"{code} is not a fund of the policy",
        )
    if fund.id in chosen:
        raise _refuse(messages.FUND_CHOSEN_TWICE.format(fund=fund.name), f"{code} twice")
    chosen.add(fund.id)
    return fund


def _sells(
    funds: Mapping[str, Fund], held: Mapping[int, Any], wanted: Sequence[Mapping[str, Any]]
) -> list[Sell]:
    chosen: set[int] = set()
    sells: list[Sell] = []
    for item in wanted:
        fund = fund_of(funds, str(item["fund_code"]), chosen)
        percent, units = item.get("percent"), item.get("units")
        if (percent is None) == (units is None):
            raise _refuse(
                messages.SOURCE_ONE_AMOUNT.format(fund=fund.name), "percent or units, not both"
            )
        owned = Decimal(held.get(fund.id) or 0).quantize(PLACES)
        if owned <= 0:
            raise _refuse(messages.SOURCE_NO_UNITS.format(fund=fund.name), "no units to switch")
        if percent is not None:
            sold = (owned * int(percent) / 100).quantize(PLACES, rounding=ROUND_DOWN)
        else:
            sold = Decimal(str(units))
            if sold > owned:
                raise _refuse(
                    messages.SOURCE_TOO_MANY.format(fund=fund.name, held=owned, units=sold),
                    "more units than held",
                )
        if sold <= 0:
            raise _refuse(messages.SOURCE_ZERO.format(fund=fund.name), "no units to sell")
        sells.append(Sell(fund, None if percent is None else int(percent), sold))
    return sells


def _buys(
    funds: Mapping[str, Fund], sources: set[int], wanted: Sequence[Mapping[str, Any]]
) -> list[tuple[Fund, int]]:
    chosen: set[int] = set()
    buys: list[tuple[Fund, int]] = []
    for item in wanted:
        fund = fund_of(funds, str(item["fund_code"]), chosen)
        if fund.id in sources:
            raise _refuse(messages.SOURCE_IS_TARGET.format(fund=fund.name), "source and target")
        buys.append((fund, int(item["percent"])))
    total = sum(percent for _, percent in buys)
    if total != 100:
        raise _refuse(messages.TARGET_TOTAL.format(total=total), "The targets are not 100.")
    return buys


def order_number(at: datetime) -> str:
    """SW-20261130-Q4M7K2XA (the order's day in WIB, 8 characters from a CSPRNG)."""
    day = f"{as_utc(at).astimezone(WIB):%Y%m%d}"
    return f"SW-{day}-{''.join(secrets.choice(_ALPHABET) for _ in range(8))}"


def place(session: Session, switch: Plan, *, now: datetime) -> FundOrder:
    """The switch's order, AWAITING_PRICE at its trade date, with its fee."""
    order = FundOrder(
        order_number=order_number(now),
        policy_id=switch.policy.id,
        kind=OrderKind.SWITCH,
        status=OrderStatus.AWAITING_PRICE,
        amount=0,
        charge=fee(session, switch.policy, now),
        invested_amount=0,
        trade_date=trade_date(now),
        created_at=now,
    )
    order.legs = [
        FundOrderLeg(
            position=i,
            side=LegSide.SELL,
            fund_id=sell.fund.id,
            percent=sell.percent or 0,
            amount=0,
            units=sell.units,
        )
        for i, sell in enumerate(switch.sells)
    ] + [
        FundOrderLeg(position=i, side=LegSide.BUY, fund_id=fund.id, percent=percent, amount=0)
        for i, (fund, percent) in enumerate(switch.buys, start=len(switch.sells))
    ]
    session.add(order)
    session.flush()
    return order
