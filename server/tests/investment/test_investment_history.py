"""A fund's unit price history and the policy's value history over HTTP (Budi's UL24000123
on Sunday 22 November 2026, the last price Friday 20 November): each range ends on the last
price and holds every working day in it, no Saturday, Sunday or national holiday (17 August
2026, Hari Kemerdekaan, a Monday, is absent); SINCE_START starts at the later of the policy's
start and the fund's first price; a value point is the units held that day x that day's
price, half up per fund; the history's last point is the investment's total; the value
history runs a fixed number of SQL statements whatever its range; 404 for a fund not in the
policy, 400 for a range the contract does not list, 422 for a policy that is not a unit
link."""

from __future__ import annotations

import time
from datetime import date
from typing import Any

import pytest

from server.investment.calendar import working_days_between
from server.tests import investment_support as iv
from server.tests.conftest import Api
from server.tests.investment_support import (
    BALANCED,
    EQUITY,
    FIXED,
    KS,
    LAST_PRICE_DAY,
    UL,
    get,
    rupiah,
)
from server.tests.support import Statements, problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, on_day, budi, siti = iv.demo, iv.on_day, iv.budi, iv.siti
HOLIDAY = date(2026, 8, 17)  # Hari Kemerdekaan RI, a Monday


def _prices(api: Api, token: str, **params: Any) -> dict[str, Any]:
    response = get(api, token, "/policy/fund/prices", policy_number=UL, **params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _values(api: Api, token: str, **params: Any) -> dict[str, Any]:
    response = get(api, token, "/policy/fund/valueHistory", policy_number=UL, **params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _days(points: list[dict[str, Any]]) -> list[date]:
    return [date.fromisoformat(p["date"]) for p in points]


@pytest.mark.parametrize(
    ("range_", "first"),
    [
        ("MONTH_1", date(2026, 10, 20)),
        ("MONTH_6", date(2026, 5, 20)),
        ("YEAR_1", date(2025, 11, 20)),
    ],
)
def test_a_range_holds_every_working_day_to_the_last_price(
    api: Api, budi: str, range_: str, first: date
) -> None:
    started = time.perf_counter()
    body = _prices(api, budi, fund_code=EQUITY, range=range_)
    elapsed = (time.perf_counter() - started) * 1000
    print(f"\nget_fund_prices {range_} for Budi: {elapsed:.0f} ms")
    assert (body["fund_code"], body["fund_name"], body["range"]) == (
        EQUITY,
        "Sentosa Equity Fund",
        range_,
    )
    days = _days(body["points"])
    assert days == list(working_days_between(first, LAST_PRICE_DAY))
    assert all(d.weekday() < 5 for d in days)
    stored = iv.prices(EQUITY)
    assert [p["unit_price"] for p in body["points"]] == [f"{stored[d]:.4f}" for d in days]


def test_no_price_on_a_national_holiday_and_year_1_is_the_default(api: Api, budi: str) -> None:
    body = _prices(api, budi, fund_code=BALANCED)
    assert body["range"] == "YEAR_1"
    days = _days(body["points"])
    assert date(2026, 8, 14) in days and date(2026, 8, 18) in days
    assert HOLIDAY not in days
    assert date(2025, 12, 25) not in days and date(2026, 1, 1) not in days
    assert HOLIDAY not in iv.prices(BALANCED)


def test_since_start_begins_at_the_funds_first_price(api: Api, budi: str) -> None:
    body = _prices(api, budi, fund_code=EQUITY, range="SINCE_START")
    days = _days(body["points"])
    # The policy started on 15 March 2024, before the demo's two years of prices.
    assert days[0] == min(iv.prices(EQUITY)) == date(2024, 11, 22)
    assert days[-1] == LAST_PRICE_DAY


def test_a_fund_not_in_the_policy_is_404(api: Api, budi: str, siti: str) -> None:
    for code in (FIXED, "NO_SUCH_FUND"):
        body = problem(get(api, budi, "/policy/fund/prices", policy_number=UL, fund_code=code), 404)
        assert body["message"] == "Dana investasi tidak ditemukan pada polis ini."
    body = problem(get(api, siti, "/policy/fund/prices", policy_number=UL, fund_code=EQUITY), 404)
    assert body["message"] == "Polis tidak ditemukan."


def test_a_range_not_in_the_contract_is_400(api: Api, budi: str) -> None:
    for path, params in (
        ("/policy/fund/prices", {"fund_code": EQUITY}),
        ("/policy/fund/valueHistory", {}),
    ):
        problem(get(api, budi, path, policy_number=UL, range="LAST_WEEK", **params), 400)


def test_not_a_unit_link_is_422_for_the_histories(api: Api, budi: str) -> None:
    problem(get(api, budi, "/policy/fund/prices", policy_number=KS, fund_code=EQUITY), 422)
    problem(get(api, budi, "/policy/fund/valueHistory", policy_number=KS), 422)


def test_a_value_point_is_the_units_held_that_day_times_its_prices(api: Api, budi: str) -> None:
    started = time.perf_counter()
    body = _values(api, budi, range="YEAR_1")
    elapsed = (time.perf_counter() - started) * 1000
    print(f"\nget_policy_value_history YEAR_1 for Budi: {elapsed:.0f} ms")
    assert (body["policy_number"], body["range"]) == (UL, "YEAR_1")
    days = _days(body["points"])
    assert days == list(working_days_between(date(2025, 11, 20), LAST_PRICE_DAY))
    by_day = {d: p["value"] for d, p in zip(days, body["points"], strict=True)}
    equity, balanced = iv.prices(EQUITY), iv.prices(BALANCED)
    # Around the withdrawal's and a top-up's trade days the units change; every day agrees.
    traded = sorted({m.trade_date for m in iv.movements(UL) if m.trade_date in by_day})
    for day in (days[0], *traded[:3], *traded[-3:], days[-1]):
        expected = rupiah(iv.units_held(UL, EQUITY, day), equity[day]) + rupiah(
            iv.units_held(UL, BALANCED, day), balanced[day]
        )
        assert by_day[day] == expected, day
    funds = get(api, budi, "/policy/fund", policy_number=UL).json()
    assert by_day[LAST_PRICE_DAY] == funds["total_value"]


def test_the_value_history_runs_a_fixed_number_of_statements(
    api: Api, budi: str, statements: Statements
) -> None:
    counts = []
    for range_ in ("MONTH_1", "SINCE_START"):
        statements.take()
        _values(api, budi, range=range_)
        counts.append(statements.count())
    assert counts[0] == counts[1]
    assert counts[1] <= 12  # the session's checks, the policy, its funds, movements, prices
