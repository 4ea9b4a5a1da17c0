"""The demo stays true on any day: a fresh database is seeded with the clock moved three years
ahead, one year back, to a month's last day and to 29 February, and the key journeys run
through real HTTP on that day: Budi signs in (password and OTP, the terms gate when the
terms in force are newer than his), sees 'Data Polis', has a bill to pay in its grace
period and a year of transaction history; Andi is found inactive.

The days are reckoned from the real date when the test runs, so the calendar cannot
overtake them."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from sqlalchemy import select

from server import clock
from server.access.models import AccountStatus, User
from server.clock import WIB
from server.db import transaction
from server.seed.calendar import add_months, seed_day
from server.seed.facts import demo_facts
from server.tests.conftest import Account, Api, SignIn
from server.tests.demo_day_support import demo_account, demo_days, ok

_REAL_TODAY = seed_day(datetime.now(UTC))


def _next(month: int, day: int) -> date:
    """The next ``day`` of ``month`` after the real today (29 February: the next leap year)."""
    year = _REAL_TODAY.year
    while True:
        try:
            candidate = date(year, month, day)
        except ValueError:
            year += 1
            continue
        if candidate > _REAL_TODAY:
            return candidate
        year += 1


DAYS = {
    "three years ahead": add_months(_REAL_TODAY, 36),
    "one year back": add_months(_REAL_TODAY, -12),
    "a month's last day": add_months(_REAL_TODAY.replace(day=1), 2) - timedelta(days=1),
    "29 February": _next(2, 29),
    "31 December": _next(12, 31),
}


on_day = demo_days(DAYS)


def _budi() -> Account:
    return demo_account("budi.santoso", "Portal#2026!", birth=date(1980, 5, 15))


def test_the_key_journeys_hold_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    facts = demo_facts(day)["budi"]

    token = signin.signed_in(_budi())["token"]
    terms = ok(api.get("/token/checkValidTerm", token=token))
    if not terms["valid"]:  # the terms in force are newer than the ones Budi accepted
        ok(api.post("/termscondition/store", {"tnc_version": terms["tnc_version"]}, token=token))

    policies = ok(api.get("/policy/list", token=token))
    assert {p["policy_number"] for p in policies["data"]} >= {"UL24000123", "KS23000456"}
    detail = ok(api.get("/policy/detail", token=token, params={"policy_number": "KS23000456"}))
    assert detail["policy_number"] == "KS23000456"
    card = ok(api.get("/policy/infoAAACard", token=token, params={"policy_number": "KS23000456"}))
    assert card, "the family's health cards"

    info = ok(api.get("/payment/info", token=token, params={"policy_number": "KS23000456"}))
    assert info["policy_status"] == "GRACE_PERIOD"
    overdue, upcoming = info["bills"]
    assert overdue["overdue"] and not upcoming["overdue"]
    assert overdue["bill_id"] == facts["overdueBill"]["billId"]
    assert (
        date.fromisoformat(overdue["due_date"])
        < day
        <= date.fromisoformat(info["grace_period_end"])
    )
    assert date.fromisoformat(upcoming["due_date"]) > day

    year = ok(
        api.get(
            "/transaction/list",
            token=token,
            params={"policy_number": "UL24000123", "period": "LAST_12_MONTHS", "size": "50"},
        )
    )
    assert year["total_items"] >= 36, "twelve monthly premiums, each with two charges"
    booked = [
        datetime.fromisoformat(row["occurred_at"]).astimezone(WIB).date() for row in year["data"]
    ]
    assert max(booked) < day and min(booked) >= add_months(day, -12)
    month = facts["unitLinkMonth"]
    window = {"date_from": month["dateFrom"], "date_to": month["dateTo"]}
    in_month = ok(
        api.get("/transaction/list", token=token, params={"policy_number": "UL24000123", **window})
    )
    assert in_month["total_items"] == month["count"]
    for number in facts["transactions"]:
        one = ok(api.get("/transaction/detail", token=token, params={"transaction_id": number}))
        assert one["transaction_id"] == number


def test_the_accounts_stand_as_the_demo_says_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, _, _ = on_day
    with transaction() as session:
        users = {u.user_name: u for u in session.scalars(select(User))}
    now = clock.now()
    budi, andi = users["budi.santoso"], users["andi.wijaya"]
    assert budi.last_login_at is not None and andi.last_login_at is not None
    assert timedelta(days=1) < now - clock.as_utc(budi.last_login_at) < timedelta(days=7)
    assert andi.status is AccountStatus.INACTIVE
    assert now - clock.as_utc(andi.last_login_at) > timedelta(days=366)
    assert users["siti.rahma"].status is AccountStatus.NEW
    assert day == seed_day()
