"""The demo stays true on any day: a fresh database is seeded with the clock moved three years
ahead, one year back, to a month's last day and to 29 February, and the key journeys run
through real HTTP on that day: Budi signs in (password and OTP, the terms gate when the
terms in force are newer than his), sees 'Data Polis', has a bill to pay in its grace
period and a year of transaction history; Andi is found inactive.

The days are reckoned from the real date when the test runs, so the calendar cannot
overtake them."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient

from server import clock
from server.access.models import AccountStatus, User
from server.app import create_app
from server.clock import WIB
from server.db import transaction
from server.seed import seed_demo
from server.seed.calendar import add_months, seed_day
from server.seed.facts import demo_facts
from server.settings import Settings
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

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


@pytest.fixture(params=list(DAYS), ids=list(DAYS))
def on_day(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[date, Api, SignIn]]:
    day: date = DAYS[request.param]
    moment = datetime.combine(day, time(10, 0), WIB).astimezone(UTC)
    clock.set_now(moment)
    settings = Settings(
        app_env="test",
        client_secret=TEST_SECRETS["PORTAL_CLIENT_SECRET"],
        token_secret=TEST_SECRETS["TOKEN_SECRET"],
        gateway_callback_secret=TEST_SECRETS["GATEWAY_CALLBACK_SECRET"],
        database_url=f"sqlite:///{tmp_path / 'portal.sqlite3'}",
        outbox_path=tmp_path / "outbox.jsonl",
        document_dir=tmp_path / "documents",  # the demo claims' files, not the repository's var/
        web_dist=tmp_path / "no-dist",
        response_validation=True,
    )
    migrated(settings.database_url)
    sender = MemorySender()
    app = create_app(settings, sender=sender)
    with transaction() as session:
        seed_demo(session)  # no day given: the clock's, as a server seeds
    with TestClient(app, raise_server_exceptions=False) as client:
        api = Api(client)
        yield day, api, SignIn(api, sender)
    clock.set_now(None)


def _ok(response: Any) -> Any:
    assert response.status_code == 200, response.text
    return response.json()


def _budi() -> Account:
    with transaction() as session:
        budi = session.scalars(select(User).where(User.user_name == "budi.santoso")).one()
        return Account(budi.id, budi.user_name, "Portal#2026!", "", date(1980, 5, 15), "", "")


def test_the_key_journeys_hold_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    facts = demo_facts(day)["budi"]

    token = signin.signed_in(_budi())["token"]
    terms = _ok(api.get("/token/checkValidTerm", token=token))
    if not terms["valid"]:  # the terms in force are newer than the ones Budi accepted
        _ok(api.post("/termscondition/store", {"tnc_version": terms["tnc_version"]}, token=token))

    policies = _ok(api.get("/policy/list", token=token))
    assert {p["policy_number"] for p in policies["data"]} >= {"UL24000123", "KS23000456"}
    detail = _ok(api.get("/policy/detail", token=token, params={"policy_number": "KS23000456"}))
    assert detail["policy_number"] == "KS23000456"
    card = _ok(api.get("/policy/infoAAACard", token=token, params={"policy_number": "KS23000456"}))
    assert card, "the family's health cards"

    info = _ok(api.get("/payment/info", token=token, params={"policy_number": "KS23000456"}))
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

    year = _ok(
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
    in_month = _ok(
        api.get("/transaction/list", token=token, params={"policy_number": "UL24000123", **window})
    )
    assert in_month["total_items"] == month["count"]
    for number in facts["transactions"]:
        one = _ok(api.get("/transaction/detail", token=token, params={"transaction_id": number}))
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
