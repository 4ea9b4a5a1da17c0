"""Fixtures of the transaction history tests: the demo data (a year of history to
22 November 2026), a clock on that day, and access tokens of Budi (signed in with his
password and an OTP) and of Siti (through the first-time journey, creating a password).

Imported by the test modules that use them (``from server.tests.transaction_fixtures
import ...``)."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server.access.models import User
from server.clock import WIB
from server.db import transaction
from server.seed import seed_demo
from server.seed.demo_data import BUDI, SITI
from server.tests.conftest import Account, Api, Clock, SignIn

# The demo history ends on 22 November 2026; tests run at 10.00 WIB that day, a few
# minutes apart (each sign-in has its own flow and OTP).
TODAY = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)
_minutes = itertools.count()
SITI_PASSWORD = "Teh-Manis-Sore-Hari-77"


@pytest.fixture(scope="module")
def demo(app: Any) -> dict[str, Account]:
    with transaction() as session:
        seed_demo(session, TODAY.astimezone(WIB).date())
        ids = {name: user_id for name, user_id in session.execute(select(User.user_name, User.id))}
    return {
        "budi": Account(
            ids["budi.santoso"], "budi.santoso", "Portal#2026!", BUDI.nik, BUDI.birth_date, "", ""
        ),
        "siti": Account(ids["siti.rahma"], "siti.rahma", None, SITI.nik, SITI.birth_date, "", ""),
    }


@pytest.fixture
def on_day(frozen: Clock) -> Clock:
    """The clock at 22 November 2026, 10.00 WIB (plus a few minutes per test)."""
    frozen.now = TODAY + timedelta(minutes=3 * next(_minutes))
    return frozen


@pytest.fixture
def budi(demo: dict[str, Account], signin: SignIn, on_day: Clock) -> str:
    """Access token of Budi Santoso (UL24000123, KS23000456, TL15000789)."""
    return str(signin.signed_in(demo["budi"])["token"])


@pytest.fixture
def siti(demo: dict[str, Account], signin: SignIn, api: Api, on_day: Clock) -> str:
    """Access token of Siti Rahmawati (WL22000789): the first-time journey once, then her
    new password."""
    account = demo["siti"]
    with transaction() as session:
        has_password = session.get(User, account.user_id).password_hash is not None  # type: ignore[union-attr]
    if has_password:
        return str(signin.signed_in(_with_password(account))["token"])
    token = signin.check_nik(account.nik)["token"]
    step = api.post(
        "/login/idCard",
        {"nik": account.nik, "birthDate": account.birth_date.isoformat()},
        token=token,
    )
    assert step.status_code == 200, step.text
    token = step.json()["token"]
    code = signin.send_otp(token)
    step = api.post("/otp/validate", {"otp": code}, token=token)
    assert step.status_code == 200 and step.json()["next"] == "CREATE_PASSWORD", step.text
    body = {"password": SITI_PASSWORD, "confirmPassword": SITI_PASSWORD}
    done = api.post("/password/create", body, token=step.json()["token"])
    assert done.status_code == 200 and done.json()["next"] == "AUTHENTICATED", done.text
    return str(done.json()["token"])


def _with_password(account: Account) -> Account:
    return Account(
        account.user_id, account.user_name, SITI_PASSWORD, account.nik, account.birth_date, "", ""
    )
