"""The unit-link investment of one of the customer's policies: its funds' units, latest unit
prices and values, the surrender charge and cash value, and its orders still waiting for
their payment or their unit prices (:mod:`server.investment.orders`); one fund's unit price
history; the policy's value history.

Only the customer's own issued unit-link policy: another customer's is answered exactly like
an unknown one (404), one of theirs not issued or not a unit link 422. Each read runs a fixed
number of SQL statements: the value history loads the policy's movements and its funds'
prices of the range in one statement each and adds them up in one pass over the days."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime
from decimal import Decimal

from sqlalchemy import func, select
from sqlalchemy.orm import Session, joinedload, selectinload

from server.access.caller import Customer
from server.errors import NotFound, RuleViolation
from server.investment import messages, orders, values
from server.investment.calendar import months_before
from server.investment.models import PLACES, Fund, FundPrice, PolicyFundAllocation, UnitMovement
from server.policy.models import Policy, PremiumFrequency, ProductType

RANGE_MONTHS = {"MONTH_1": 1, "MONTH_6": 6, "YEAR_1": 12}
DEFAULT_RANGE = "YEAR_1"
PAYMENTS_A_YEAR = {
    PremiumFrequency.MONTHLY: 12,
    PremiumFrequency.QUARTERLY: 4,
    PremiumFrequency.SEMI_ANNUAL: 2,
    PremiumFrequency.ANNUAL: 1,
    PremiumFrequency.SINGLE: 1,
}


@dataclass(frozen=True, slots=True)
class Holding:
    fund: Fund
    allocation_percent: int
    units: Decimal
    unit_price: Decimal | None  # None: no price published yet
    price_date: date | None

    @property
    def value(self) -> int:
        return 0 if self.unit_price is None else values.rupiah(self.units, self.unit_price)


@dataclass(frozen=True, slots=True)
class Investment:
    policy: Policy
    holdings: tuple[Holding, ...]
    surrender_charge: int
    pending: tuple[orders.Shown, ...] = ()  # orders awaiting their payment or price

    @property
    def total_value(self) -> int:
        return sum(h.value for h in self.holdings)

    @property
    def cash_value(self) -> int:
        return self.total_value - self.surrender_charge

    @property
    def price_date(self) -> date | None:
        return max((h.price_date for h in self.holdings if h.price_date), default=None)


@dataclass(frozen=True, slots=True)
class PriceHistory:
    fund: Fund
    range: str
    points: tuple[tuple[date, Decimal], ...]


@dataclass(frozen=True, slots=True)
class ValueHistory:
    policy: Policy
    range: str
    points: tuple[tuple[date, int], ...]


def _unit_link(session: Session, customer: Customer, policy_number: str) -> Policy:
    """One of the customer's policies, issued and a unit link (product and riders loaded)."""
    return unit_link_policy(session, customer.policy_holder_id, policy_number)


def unit_link_policy(session: Session, holder_id: int | None, policy_number: str) -> Policy:
    """One of the holder's policies, issued and a unit link (product and riders loaded):
    another holder's is NotFound like an unknown one; one not issued or not a unit link 422."""
    policy = None
    if holder_id is not None:
        policy = session.scalar(
            select(Policy)
            .where(
                Policy.policy_number == policy_number,
                Policy.holder_id == holder_id,
            )
            .options(joinedload(Policy.product, innerjoin=True), selectinload(Policy.riders))
        )
    if policy is None:
        raise NotFound(messages.POLICY_NOT_FOUND, detail="No such policy for this customer.")
    if not policy.issued:
        raise RuleViolation(messages.NOT_ISSUED, detail=f"policy {policy_number} is not issued")
    if policy.product.type is not ProductType.UNIT_LINK:
        raise RuleViolation(
            messages.NOT_UNIT_LINK, detail=f"policy {policy_number} is not a unit link"
        )
    return policy


def allocations(session: Session, policy_id: int) -> Sequence[tuple[Fund, int]]:
    """The policy's funds (each with an allocation row, 0 for one only held) in fund order."""
    rows = session.execute(
        select(Fund, PolicyFundAllocation.percent)
        .join(PolicyFundAllocation, PolicyFundAllocation.fund_id == Fund.id)
        .where(PolicyFundAllocation.policy_id == policy_id)
        .order_by(Fund.id)
    )
    return [(fund, percent) for fund, percent in rows]


def _annual_basic_premium(policy: Policy) -> int:
    """The premium without the riders', times the payments a year."""
    basic = policy.premium_amount - sum(r.premium_amount for r in policy.riders)
    return max(basic, 0) * PAYMENTS_A_YEAR[policy.premium_frequency]


def holdings_on(session: Session, policy_id: int, day: date) -> tuple[Holding, ...]:
    """The policy's funds on ``day``: the units of the movements traded on or before it, at
    the last unit price published on or before it (two statements and the funds')."""
    funds = allocations(session, policy_id)
    ids = [fund.id for fund, _ in funds]
    units = dict(
        session.execute(
            select(UnitMovement.fund_id, func.sum(UnitMovement.units))
            .where(UnitMovement.policy_id == policy_id, UnitMovement.trade_date <= day)
            .group_by(UnitMovement.fund_id)
        ).all()
    )
    latest = (
        select(FundPrice.fund_id, func.max(FundPrice.price_date).label("day"))
        .where(FundPrice.fund_id.in_(ids), FundPrice.price_date <= day)
        .group_by(FundPrice.fund_id)
        .subquery()
    )
    prices = {
        price.fund_id: price
        for price in session.scalars(
            select(FundPrice).join(
                latest,
                (FundPrice.fund_id == latest.c.fund_id) & (FundPrice.price_date == latest.c.day),
            )
        )
    }
    return tuple(
        Holding(
            fund=fund,
            allocation_percent=percent,
            units=Decimal(units.get(fund.id) or 0).quantize(PLACES),
            unit_price=prices[fund.id].unit_price if fund.id in prices else None,
            price_date=prices[fund.id].price_date if fund.id in prices else None,
        )
        for fund, percent in funds
    )


def get_investment(
    *, session: Session, customer: Customer, policy_number: str, today: date, now: datetime
) -> Investment:
    policy = _unit_link(session, customer, policy_number)
    holdings = holdings_on(session, policy.id, today)
    charge = values.surrender_charge(_annual_basic_premium(policy), policy.start_date, today)
    total = sum(h.value for h in holdings)
    return Investment(
        policy=policy,
        holdings=holdings,
        surrender_charge=min(charge, total),
        pending=tuple(orders.pending(session, policy.id, now)),
    )


def _start(range_: str, end: date, policy: Policy, first_price: date) -> date:
    if range_ in RANGE_MONTHS:
        return max(months_before(end, RANGE_MONTHS[range_]), first_price)
    return max(policy.start_date, first_price)


def _policy_fund(session: Session, policy_id: int, fund_code: str) -> Fund:
    fund = session.scalar(
        select(Fund)
        .join(PolicyFundAllocation, PolicyFundAllocation.fund_id == Fund.id)
        .where(PolicyFundAllocation.policy_id == policy_id, Fund.code == fund_code)
    )
    if fund is None:
        raise NotFound(messages.FUND_NOT_FOUND, detail="No such fund for this policy.")
    return fund


def get_fund_prices(
    *,
    session: Session,
    customer: Customer,
    policy_number: str,
    fund_code: str,
    range_: str,
    today: date,
) -> PriceHistory:
    policy = _unit_link(session, customer, policy_number)
    fund = _policy_fund(session, policy.id, fund_code)
    first, last = session.execute(
        select(func.min(FundPrice.price_date), func.max(FundPrice.price_date)).where(
            FundPrice.fund_id == fund.id, FundPrice.price_date <= today
        )
    ).one()
    if first is None:
        return PriceHistory(fund=fund, range=range_, points=())
    start = _start(range_, last, policy, first)
    rows = session.execute(
        select(FundPrice.price_date, FundPrice.unit_price)
        .where(FundPrice.fund_id == fund.id, FundPrice.price_date.between(start, last))
        .order_by(FundPrice.price_date)
    ).all()
    return PriceHistory(fund=fund, range=range_, points=tuple(rows))


def get_value_history(
    *, session: Session, customer: Customer, policy_number: str, range_: str, today: date
) -> ValueHistory:
    """Per price day of the range: each fund's units held that day (movements traded on or
    before it) x that day's unit price, rounded half up to rupiah per fund, added up."""
    policy = _unit_link(session, customer, policy_number)
    ids = [fund.id for fund, _ in allocations(session, policy.id)]
    first, last = session.execute(
        select(func.min(FundPrice.price_date), func.max(FundPrice.price_date)).where(
            FundPrice.fund_id.in_(ids), FundPrice.price_date <= today
        )
    ).one()
    if first is None:
        return ValueHistory(policy=policy, range=range_, points=())
    start = _start(range_, last, policy, first)
    movements = session.execute(
        select(UnitMovement.trade_date, UnitMovement.fund_id, UnitMovement.units)
        .where(UnitMovement.policy_id == policy.id, UnitMovement.trade_date <= last)
        .order_by(UnitMovement.trade_date, UnitMovement.id)
    ).all()
    by_day: dict[date, dict[int, Decimal]] = defaultdict(dict)
    for day, fund_id, price in session.execute(
        select(FundPrice.price_date, FundPrice.fund_id, FundPrice.unit_price).where(
            FundPrice.fund_id.in_(ids), FundPrice.price_date.between(start, last)
        )
    ):
        by_day[day][fund_id] = price
    held: dict[int, Decimal] = defaultdict(Decimal)
    latest: dict[int, Decimal] = {}  # a fund without a price that day keeps its last one
    points = []
    i = 0
    for day in sorted(by_day):
        while i < len(movements) and movements[i].trade_date <= day:
            held[movements[i].fund_id] += movements[i].units
            i += 1
        latest.update(by_day[day])
        value = sum(
            values.rupiah(units, latest[fund_id])
            for fund_id, units in held.items()
            if fund_id in latest
        )
        points.append((day, value))
    return ValueHistory(policy=policy, range=range_, points=tuple(points))
