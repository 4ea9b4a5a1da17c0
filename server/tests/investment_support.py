"""Fixtures and helpers of the investment's tests: the demo data and Budi's and Siti's tokens
on 22 November 2026 (server/tests/transaction_fixtures.py: a Sunday, so the last unit price
is Friday 20 November's), the demo's rows read back, the investment's figures worked out by
hand with Decimal, and a fresh customer's unit-link policy of a chosen start and premium.

Imported by the investment test modules (``from server.tests import investment_support as
iv``)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import ROUND_HALF_UP, Decimal
from typing import Any

import pytest
from sqlalchemy import delete, select, update

from server.db import transaction
from server.investment.models import (
    Fund,
    FundPrice,
    MovementKind,
    PolicyFundAllocation,
    UnitMovement,
)
from server.policy.models import Policy, PremiumFrequency, Product, Rider
from server.tests import papers_support, transaction_fixtures
from server.tests.papers_support import Holder

UL, KS = "UL24000123", "KS23000456"
EQUITY, BALANCED, FIXED = "SENTOSA_EQUITY", "SENTOSA_BALANCED", "SENTOSA_FIXED_INCOME"
LAST_PRICE_DAY = date(2026, 11, 20)  # the last working day on or before 22 November 2026
demo, on_day = transaction_fixtures.demo, transaction_fixtures.on_day
budi, siti = transaction_fixtures.budi, transaction_fixtures.siti
make_holder = papers_support.make_holder


def get(api: Any, token: str, path: str, **params: Any) -> Any:
    return api.get(path, token=token, params=params)


def fund_id(code: str) -> int:
    with transaction() as session:
        found = session.scalar(select(Fund.id).where(Fund.code == code))
    assert found is not None
    return found


def prices(code: str) -> dict[date, Decimal]:
    """The fund's unit prices by day, as stored."""
    with transaction() as session:
        rows = session.execute(
            select(FundPrice.price_date, FundPrice.unit_price).where(
                FundPrice.fund_id == fund_id(code)
            )
        ).all()
        return dict(rows)


def movements(policy_number: str) -> list[UnitMovement]:
    with transaction() as session:
        policy_id = session.scalar(select(Policy.id).where(Policy.policy_number == policy_number))
        found = list(
            session.scalars(
                select(UnitMovement)
                .where(UnitMovement.policy_id == policy_id)
                .order_by(UnitMovement.trade_date, UnitMovement.id)
            )
        )
        session.expunge_all()
    return found


def units_held(policy_number: str, code: str, day: date) -> Decimal:
    """The units of the fund the policy holds on ``day`` (traded on or before it), by hand."""
    fid = fund_id(code)
    return sum(
        (m.units for m in movements(policy_number) if m.fund_id == fid and m.trade_date <= day),
        Decimal(0),
    )


def rupiah(units: Decimal, price: Decimal) -> int:
    return int((units * price).quantize(Decimal(1), rounding=ROUND_HALF_UP))


@pytest.fixture(scope="module")
def unit_link(make_holder: Callable[..., Holder]) -> Callable[..., Holder]:
    """A signed-in customer's own unit-link policy (Sentosa Link Proteksi Maksima) started on
    ``start``, paying ``premium`` a month of which ``rider`` is a rider's, 100% in the equity
    fund with ``units`` bought on the fund's first price day."""

    def make(*, start: date, premium: int, rider: int, units: Decimal) -> Holder:
        holder = make_holder()
        equity, equity_prices = fund_id(EQUITY), prices(EQUITY)
        first = min(equity_prices)
        with transaction() as session:
            product = session.scalar(select(Product.id).where(Product.code == "SLPM"))
            session.execute(
                update(Policy)
                .where(Policy.id == holder.policy_id)
                .values(
                    product_id=product,
                    start_date=start,
                    premium_amount=premium,
                    premium_frequency=PremiumFrequency.MONTHLY,
                )
            )
            session.execute(update(Rider).where(Rider.policy_id == holder.policy_id).values(
                premium_amount=rider))  # fmt: skip
            session.execute(
                delete(PolicyFundAllocation).where(
                    PolicyFundAllocation.policy_id == holder.policy_id
                )
            )
            session.add(
                PolicyFundAllocation(policy_id=holder.policy_id, fund_id=equity, percent=100)
            )
            price = equity_prices[first]
            session.add(
                UnitMovement(
                    policy_id=holder.policy_id,
                    fund_id=equity,
                    trade_date=first,
                    units=units,
                    unit_price=price,
                    amount=rupiah(units, price),
                    kind=MovementKind.OPENING,
                )
            )
        return holder

    return make
