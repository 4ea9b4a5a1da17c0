"""Demo unit-link investment: three funds with two years of daily unit prices up to the seed
day, and UL24000123's allocation and unit movements derived from its ledger.

- The prices: every Indonesian working day (:mod:`server.investment.calendar`) from two years
  before the seed day to the last working day on or before it, a deterministic random walk
  (a fixed seed per fund) with the fund's yearly drift and volatility; so the demo tells the
  same story on any seed day and never runs out of prices. They are the core system's (no
  staff member published them: ``published_by`` is empty), published at 18.30 WIB on their
  day, or when the demo was seeded for a day not yet at its end; the days after the seed day
  are published by staff on the unit prices' desk, in order.
- No fund order is seeded: a top-up is made by paying one through the portal.
- UL24000123 (Sentosa Equity Fund 60%, Sentosa Balanced Fund 40%): the units it held before
  the price history (OPENING, at the first price day), then each ledger row of the policy at
  forward pricing, the unit price of the first working day after the row's WIB date: a
  premium's basic premium buys units by the allocation, a charge deducted from the units
  cancels them pro rata to the funds' values, a top-up's allocated part buys units of the
  fund its description names, a withdrawal's units sold leave pro rata. A row whose trade day
  has no price yet (after the seed day) waits, as it would for the company.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from decimal import ROUND_HALF_UP, Decimal

from sqlalchemy import insert, select
from sqlalchemy.orm import Session

from server import clock
from server.clock import WIB
from server.investment import values
from server.investment.calendar import last_working_day, next_working_day, working_days_between
from server.investment.models import (
    PLACES,
    Fund,
    FundPrice,
    FundRisk,
    MovementKind,
    PolicyFundAllocation,
    UnitMovement,
)
from server.ledger.models import PolicyTransaction, TransactionType
from server.policy.models import Policy
from server.seed.calendar import add_months, wib

UL = "UL24000123"
WALK_SEED = 20_241_115  # the same walk on every seed day
TRADING_DAYS = 250  # a year's working days, for the walk's daily steps


@dataclass(frozen=True, slots=True)
class FundData:
    code: str
    name: str
    risk: FundRisk
    launch_date: date
    first_price: Decimal  # the unit price two years before the seed day
    drift: float  # yearly
    volatility: float  # yearly


FUNDS = (
    FundData(
        "SENTOSA_EQUITY", "Sentosa Equity Fund", FundRisk.HIGH, date(2012, 3, 1),
        Decimal("1418.2500"), 0.10, 0.15,
    ),
    FundData(
        "SENTOSA_BALANCED", "Sentosa Balanced Fund", FundRisk.MEDIUM, date(2012, 3, 1),
        Decimal("1276.4000"), 0.08, 0.08,
    ),
    FundData(
        "SENTOSA_FIXED_INCOME", "Sentosa Fixed Income Fund", FundRisk.LOW, date(2014, 7, 1),
        Decimal("1134.9000"), 0.06, 0.03,
    ),
)  # fmt: skip
UL_ALLOCATION = {"SENTOSA_EQUITY": 60, "SENTOSA_BALANCED": 40}
UL_OPENING = {"SENTOSA_EQUITY": Decimal("3215.4821"), "SENTOSA_BALANCED": Decimal("2486.1037")}
# The ledger's breakdown lines that say which part of a row moves units.
BASIC_PREMIUM = "Premi dasar"
ALLOCATED = "Alokasi investasi"
UNITS_SOLD = "Nilai unit yang dijual"
FROM_UNITS = "Dipotong dari nilai investasi"


def price_days(today: date) -> list[date]:
    """The working days of the demo's prices: two years to the seed day."""
    return list(working_days_between(add_months(today, -24), last_working_day(today)))


def walk(data: FundData, days: Sequence[date], index: int) -> dict[date, Decimal]:
    """The fund's unit price on each day: a geometric random walk from ``first_price`` (the
    step's factor is drawn as a float, then each price is an exact 4-place decimal)."""
    rng = random.Random(WALK_SEED + index)  # noqa: S311  (demo prices, repeatable on purpose)
    dt = 1 / TRADING_DAYS
    mean = (data.drift - data.volatility**2 / 2) * dt
    spread = data.volatility * math.sqrt(dt)
    price, prices = data.first_price, {}
    for n, day in enumerate(days):
        if n:
            factor = Decimal(repr(math.exp(mean + spread * rng.gauss(0.0, 1.0))))
            price = (price * factor).quantize(PLACES, rounding=ROUND_HALF_UP)
        prices[day] = price
    return prices


def seed_investment(session: Session, today: date) -> None:
    """The funds, their prices and UL24000123's investment, unless the funds exist."""
    if session.scalar(select(Fund.id).limit(1)) is not None:
        return
    days = price_days(today)
    seeded_at = clock.now()
    funds: dict[str, Fund] = {}
    prices: dict[str, dict[date, Decimal]] = {}
    for index, data in enumerate(FUNDS):
        fund = Fund(code=data.code, name=data.name, risk=data.risk, launch_date=data.launch_date)
        session.add(fund)
        session.flush()
        funds[data.code], prices[data.code] = fund, walk(data, days, index)
        session.execute(
            insert(FundPrice),
            [
                {
                    "fund_id": fund.id,
                    "price_date": day,
                    "unit_price": price,
                    "published_at": min(wib(day, 18, 30), seeded_at),
                }
                for day, price in prices[data.code].items()
            ],
        )
    policy = session.scalar(select(Policy).where(Policy.policy_number == UL))
    if policy is not None:
        _seed_policy(session, policy, funds, prices, days[0])


class _Book:
    """A policy's units per fund while its movements are written."""

    def __init__(
        self,
        session: Session,
        policy: Policy,
        funds: dict[str, Fund],
        prices: dict[str, dict[date, Decimal]],
    ) -> None:
        self.session, self.policy, self.funds, self.prices = session, policy, funds, prices
        self.units = dict.fromkeys(UL_ALLOCATION, Decimal(0))

    def move(
        self,
        code: str,
        day: date,
        kind: MovementKind,
        *,
        units: Decimal,
        transaction: int | None = None,
    ) -> None:
        price = self.prices[code][day]
        self.units[code] += units
        self.session.add(
            UnitMovement(
                policy_id=self.policy.id,
                fund_id=self.funds[code].id,
                trade_date=day,
                units=units,
                unit_price=price,
                amount=values.rupiah(units, price),
                transaction_id=transaction,
                kind=kind,
            )
        )

    def buy(self, code: str, amount: int, day: date, kind: MovementKind, row: int) -> None:
        self.move(code, day, kind, units=values.units_for(amount, self.prices[code][day]),
                  transaction=row)  # fmt: skip

    def split(self, amount: int, weights: dict[str, Decimal]) -> dict[str, int]:
        """``amount`` in whole rupiah by ``weights``, half up, the last fund the remainder."""
        total, shares, left = sum(weights.values()), {}, amount
        codes = [c for c in weights if weights[c] > 0]
        for code in codes[:-1]:
            share = (amount * weights[code] / total).quantize(Decimal(1), rounding=ROUND_HALF_UP)
            shares[code] = int(share)
            left -= int(share)
        if codes:
            shares[codes[-1]] = left
        return shares

    def sell_pro_rata(self, amount: int, day: date, kind: MovementKind, row: int) -> None:
        worth = {c: u * self.prices[c][day] for c, u in self.units.items()}
        for code, share in self.split(amount, worth).items():
            units = values.units_for(share, self.prices[code][day])
            self.move(code, day, kind, units=-units, transaction=row)


def _part(row: PolicyTransaction, label: str) -> int | None:
    for line in row.breakdown or ():
        if str(line["label"]).startswith(label):
            return int(line["amount"])
    return None


def _seed_policy(
    session: Session,
    policy: Policy,
    funds: dict[str, Fund],
    prices: dict[str, dict[date, Decimal]],
    first_day: date,
) -> None:
    for code, percent in UL_ALLOCATION.items():
        session.add(
            PolicyFundAllocation(policy_id=policy.id, fund_id=funds[code].id, percent=percent)
        )
    book = _Book(session, policy, funds, prices)
    for code, units in UL_OPENING.items():
        book.move(code, first_day, MovementKind.OPENING, units=units)
    rows = session.scalars(
        select(PolicyTransaction)
        .where(PolicyTransaction.policy_id == policy.id)
        .order_by(PolicyTransaction.occurred_at, PolicyTransaction.id)
    )
    names = {fund.name: code for code, fund in funds.items() if code in UL_ALLOCATION}
    for row in rows:
        day = next_working_day(row.occurred_at.astimezone(WIB).date())
        if day not in prices["SENTOSA_EQUITY"] or day <= first_day:
            continue  # priced after the seed day (waiting), or before the history
        if row.type is TransactionType.PREMIUM_PAYMENT:
            basic = _part(row, BASIC_PREMIUM) or row.amount
            weights = {c: Decimal(p) for c, p in UL_ALLOCATION.items()}
            for code, amount in book.split(basic, weights).items():
                book.buy(code, amount, day, MovementKind.PREMIUM, row.id)
        elif row.type is TransactionType.TOP_UP:
            named = next((c for name, c in names.items() if name in row.description), None)
            if named is not None:
                book.buy(
                    named, _part(row, ALLOCATED) or row.amount, day, MovementKind.TOP_UP, row.id
                )
        elif row.type is TransactionType.FEE and FROM_UNITS in (row.notes or ""):
            book.sell_pro_rata(row.amount, day, MovementKind.FEE, row.id)
        elif row.type is TransactionType.WITHDRAWAL:
            sold = _part(row, UNITS_SOLD) or row.amount
            book.sell_pro_rata(sold, day, MovementKind.WITHDRAWAL, row.id)
    session.flush()
