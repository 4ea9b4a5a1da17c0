"""The unit-link policy's investment over HTTP (Budi's UL24000123 on Sunday 22 November
2026, so priced on Friday 20 November): each fund's units (its movements added up), latest
unit price and value (units x price, half up to rupiah, worked out again here with Decimal),
the allocation, their sum; the surrender charge by policy year (a percent of the annual basic
premium: 100, 80, 60, 40, 20, then 0) and the cash value never below 0; 404 for another
customer's or an unknown policy, 422 for a policy that is not a unit link or not issued."""

from __future__ import annotations

import time
from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal

import pytest

from server.tests import investment_support as iv
from server.tests.conftest import Api, Clock
from server.tests.investment_support import (
    BALANCED,
    EQUITY,
    KS,
    LAST_PRICE_DAY,
    UL,
    get,
    rupiah,
)
from server.tests.papers_support import Holder
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti = iv.demo, iv.on_day, iv.budi, iv.siti
make_holder, unit_link = iv.make_holder, iv.unit_link


def _funds(api: Api, token: str, policy_number: str) -> dict[str, object]:
    response = get(api, token, "/policy/fund", policy_number=policy_number)
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


def test_budis_funds_are_worth_their_units_at_the_last_price(api: Api, budi: str) -> None:
    started = time.perf_counter()
    body = _funds(api, budi, UL)
    print(f"\nget_policy_funds for Budi: {(time.perf_counter() - started) * 1000:.0f} ms")
    assert body["policy_number"] == UL
    assert body["product_name"] == "Sentosa Link Proteksi Maksima"
    assert body["price_date"] == LAST_PRICE_DAY.isoformat()
    funds = body["funds"]
    assert isinstance(funds, list)
    assert [(f["fund_code"], f["risk"], f["allocation_percent"]) for f in funds] == [
        (EQUITY, "HIGH", 60),
        (BALANCED, "MEDIUM", 40),
    ]
    total = 0
    for fund in funds:
        units = iv.units_held(UL, fund["fund_code"], LAST_PRICE_DAY)
        price = iv.prices(fund["fund_code"])[LAST_PRICE_DAY]
        assert fund["units"] == f"{units:.4f}" and len(fund["units"].split(".")[1]) == 4
        assert fund["unit_price"] == f"{price:.4f}"
        assert fund["price_date"] == LAST_PRICE_DAY.isoformat()
        assert fund["value"] == rupiah(units, price)
        total += fund["value"]
    assert body["total_value"] == total
    # Policy year 3 (15 March 2026 to 14 March 2027): 60% of (750.000 - 200.000 riders) x 12.
    assert body["surrender_charge"] == 3_960_000
    assert body["cash_value"] == total - 3_960_000


def test_the_equity_fund_by_hand(api: Api, budi: str) -> None:
    """One fund worked out from its movements and its price, digit by digit."""
    fund = next(f for f in _funds(api, budi, UL)["funds"] if f["fund_code"] == EQUITY)  # type: ignore[attr-defined]
    equity = iv.fund_id(EQUITY)
    moved = [m for m in iv.movements(UL) if m.fund_id == equity]
    units = sum((m.units for m in moved), Decimal("0.0000"))
    assert Decimal(fund["units"]) == units
    exact = units * Decimal(fund["unit_price"])  # 8 places, exact
    assert fund["value"] == int(exact + Decimal("0.5")) // 1  # half up (positive)


@pytest.mark.parametrize(
    ("years_ago", "percent"),
    [(0, 100), (1, 80), (2, 60), (3, 40), (4, 20), (5, 0), (9, 0)],
)
def test_the_surrender_charge_follows_the_policy_year(
    api: Api, on_day: Clock, unit_link: Callable[..., Holder], years_ago: int, percent: int
) -> None:
    today = on_day.now.date()  # 22 November 2026 (10.00 WIB is 03.00 UTC: the same date)
    start = today.replace(year=today.year - years_ago) - timedelta(days=1)
    holder = unit_link(start=start, premium=2_000_000, rider=500_000, units=Decimal("20000.0000"))
    body = _funds(api, holder.token, holder.policy_number)
    annual_basic = (2_000_000 - 500_000) * 12
    assert body["surrender_charge"] == annual_basic * percent // 100
    assert body["cash_value"] == body["total_value"] - body["surrender_charge"]  # type: ignore[operator]


def test_the_cash_value_is_never_below_zero(
    api: Api, on_day: Clock, unit_link: Callable[..., Holder]
) -> None:
    holder = unit_link(
        start=on_day.now.date() - timedelta(days=30),
        premium=2_000_000,
        rider=0,
        units=Decimal("1.5000"),
    )
    body = _funds(api, holder.token, holder.policy_number)
    assert 0 < body["total_value"] < 24_000_000  # type: ignore[operator]
    assert body["surrender_charge"] == body["total_value"]
    assert body["cash_value"] == 0


def test_not_a_unit_link_or_not_issued_is_422(
    api: Api, budi: str, make_holder: Callable[..., Holder]
) -> None:
    body = problem(get(api, budi, "/policy/fund", policy_number=KS), 422)
    assert body["message"] == "Polis ini bukan polis unit link dan tidak memiliki dana investasi."
    prepared = make_holder(issued=False)
    body = problem(
        get(api, prepared.token, "/policy/fund", policy_number=prepared.policy_number), 422
    )
    assert body["message"].startswith("Polis ini belum terbit.")


def test_another_customers_policy_is_answered_like_an_unknown_one(
    api: Api, siti: str, budi: str
) -> None:
    theirs = problem(get(api, siti, "/policy/fund", policy_number=UL), 404)
    unknown = problem(get(api, budi, "/policy/fund", policy_number="UL99999999"), 404)
    assert theirs["message"] == unknown["message"] == "Polis tidak ditemukan."
    assert theirs["detail"] == unknown["detail"]


def test_a_date_a_sunday() -> None:
    assert date(2026, 11, 22).weekday() == 6
