"""The demo's investment (server/seed/investment.py) on 22 November 2026: three funds with a
price on every working day of the two years to the seed day and none after; UL24000123's
movements follow its ledger at forward pricing: the opening units on the first price day,
each premium's basic premium 550.000 split 60/40 (330.000 and 220.000), each of the 24
charges deducted pro rata from both funds, the top-ups' allocated 4.750.000 into the equity
fund and 2.375.000 into the balanced fund, the withdrawal's 3.050.000 sold pro rata; units
rounded down to 4 places; each trade on the first working day after its WIB date."""

from __future__ import annotations

from collections import Counter
from datetime import date
from decimal import ROUND_DOWN, Decimal
from typing import Any

import pytest
from sqlalchemy import select

from server.clock import WIB
from server.db import transaction
from server.investment.calendar import next_working_day, working_days_between
from server.investment.models import Fund, MovementKind
from server.ledger.models import PolicyTransaction
from server.tests import investment_support as iv
from server.tests.investment_support import BALANCED, EQUITY, FIXED, LAST_PRICE_DAY, UL

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo = iv.demo


def test_three_funds_priced_on_every_working_day_of_two_years(demo: Any) -> None:
    with transaction() as session:
        funds = {f.code: (f.name, f.risk.value) for f in session.scalars(select(Fund))}
    assert funds == {
        EQUITY: ("Sentosa Equity Fund", "HIGH"),
        BALANCED: ("Sentosa Balanced Fund", "MEDIUM"),
        FIXED: ("Sentosa Fixed Income Fund", "LOW"),
    }
    expected = list(working_days_between(date(2024, 11, 22), LAST_PRICE_DAY))
    for code in funds:
        assert sorted(iv.prices(code)) == expected


def test_ul24000123s_movements_follow_its_ledger(demo: Any) -> None:
    moved = iv.movements(UL)
    kinds = Counter(m.kind for m in moved)
    assert kinds == {
        MovementKind.OPENING: 2,
        MovementKind.PREMIUM: 24,  # 12 premiums, both funds
        MovementKind.FEE: 48,  # 24 charges, both funds
        MovementKind.TOP_UP: 2,
        MovementKind.WITHDRAWAL: 2,
    }
    equity, balanced = iv.fund_id(EQUITY), iv.fund_id(BALANCED)
    with transaction() as session:
        rows = {
            t.id: t
            for t in session.scalars(select(PolicyTransaction).where(
                PolicyTransaction.description.is_not(None)))
        }  # fmt: skip
        session.expunge_all()
    for m in moved:
        assert (
            m.units
            == (Decimal(m.amount) / m.unit_price).quantize(Decimal("0.0001"), rounding=ROUND_DOWN)
            or m.kind is not MovementKind.PREMIUM
        )
        if m.kind is MovementKind.OPENING:
            assert m.trade_date == date(2024, 11, 22) and m.transaction_id is None
            continue
        row = rows[m.transaction_id]  # type: ignore[index]
        assert m.trade_date == next_working_day(row.occurred_at.astimezone(WIB).date())
        assert m.unit_price == iv.prices(EQUITY if m.fund_id == equity else BALANCED)[m.trade_date]
        assert (m.units > 0) == (m.kind in (MovementKind.PREMIUM, MovementKind.TOP_UP))
    premiums = Counter((m.fund_id, m.amount) for m in moved if m.kind is MovementKind.PREMIUM)
    assert premiums == {(equity, 330_000): 12, (balanced, 220_000): 12}
    top_ups = sorted((m.fund_id, m.amount) for m in moved if m.kind is MovementKind.TOP_UP)
    assert top_ups == sorted([(equity, 4_750_000), (balanced, 2_375_000)])
    for kind, total in ((MovementKind.WITHDRAWAL, 3_050_000),):
        sold = [m for m in moved if m.kind is kind]
        # Sold pro rata: each fund's part in whole rupiah, the units rounded down, so the
        # units' worth is at most a rupiah short of each part.
        assert total - 2 <= -sum(m.amount for m in sold) <= total
    charges = Counter(
        m.transaction_id for m in moved if m.kind is MovementKind.FEE
    )  # each charge from both funds
    assert set(charges.values()) == {2}
