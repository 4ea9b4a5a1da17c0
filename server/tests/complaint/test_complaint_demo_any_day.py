"""Budi's demo complaints hold on any seed day (a year back, around Christmas and the New
Year, three years on, 29 February, the first of a month): his Pengaduan page lists one in
every state, and the staff's desk opens with the overdue one first, the extended one and the
one just received after it.

The days are fixed around DEMO_DAY (the seed reads only the clock), so they never depend on
the date of the run."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select
from starlette.testclient import TestClient

from server import clock
from server.access.models import User
from server.app import create_app
from server.clock import WIB
from server.db import transaction
from server.seed import seed_demo
from server.seed.calendar import DemoCalendar
from server.seed.complaints import demo_numbers
from server.seed.demo_data import BUDI
from server.settings import Settings
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

DAYS = {  # around DEMO_DAY (22 November 2026)
    "the demo day": date(2026, 11, 22),
    "a year back": date(2025, 11, 22),
    "christmas eve": date(2026, 12, 24),
    "the new year": date(2027, 1, 4),
    "new year's eve, three years on": date(2029, 12, 31),
    "29 February": date(2028, 2, 29),
    "the first of a month": date(2027, 3, 1),
}


@pytest.fixture(params=list(DAYS), ids=list(DAYS))
def on_day(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[date, Api, SignIn]]:
    day: date = DAYS[request.param]
    clock.set_now(datetime.combine(day, time(10, 0), WIB).astimezone(UTC))
    settings = Settings(
        app_env="test",
        client_secret=TEST_SECRETS["PORTAL_CLIENT_SECRET"],
        token_secret=TEST_SECRETS["TOKEN_SECRET"],
        gateway_callback_secret=TEST_SECRETS["GATEWAY_CALLBACK_SECRET"],
        database_url=f"sqlite:///{tmp_path / 'portal.sqlite3'}",
        outbox_path=tmp_path / "outbox.jsonl",
        document_dir=tmp_path / "documents",
        web_dist=tmp_path / "no-dist",
        response_validation=True,
        gateway_sweep_seconds=0,
    )
    migrated(settings.database_url)
    sender = MemorySender()
    app = create_app(settings, sender=sender)
    with transaction() as session:
        seed_demo(session)  # no day given: the clock's, as a server seeds
        seed_demo(session)  # idempotent: nothing added the second time
    with TestClient(app, raise_server_exceptions=False) as client:
        api = Api(client)
        yield day, api, SignIn(api, sender)
    clock.set_now(None)


def _ok(response: Any) -> Any:
    assert response.status_code == 200, response.text
    return response.json()


def _account(user_name: str, password: str, nik: str = "") -> Account:
    with transaction() as session:
        user_id = session.scalars(select(User.id).where(User.user_name == user_name)).one()
    return Account(user_id, user_name, password, nik, BUDI.birth_date, "", "")


def test_budis_complaints_hold_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    budi = signin.signed_in(_account("budi.santoso", "Portal#2026!", BUDI.nik))["token"]
    mine = _ok(api.get("/complaint/list", token=budi))["data"]
    assert [c["status"] for c in mine] == ["RECEIVED", "RECEIVED", "RECEIVED", "ANSWERED", "CLOSED"]
    just, extended, overdue, answered, closed = mine
    assert [c["deadline"]["overdue"] for c in mine] == [False, False, True, False, False]
    assert (just["deadline"]["working_days"], extended["deadline"]["working_days"]) == (5, 10)
    assert just["submitted_at"] < f"{day.isoformat()}T03:00:00Z"  # before the seed's 10.00 WIB
    assert overdue["deadline"]["due_date"] < day.isoformat() < extended["deadline"]["due_date"]
    assert day.isoformat() <= just["deadline"]["due_date"]
    numbers = [c["complaint_number"] for c in reversed(mine)]
    assert numbers == demo_numbers(DemoCalendar.on(day))  # as the contract tests steer to
    params = {"complaint_number": closed["complaint_number"]}
    shown = _ok(api.get("/complaint/detail", token=budi, params=params))
    assert [(e["action"], e["actor"], e["note"]) for e in shown["timeline"]] == [
        ("RECEIVED", "Nasabah", None), ("ANSWERED", "Petugas", None), ("CLOSED", "Petugas", None),
    ]  # fmt: skip
    assert answered["policy_number"] == "UL24000123" and overdue["policy_number"] == "KS23000456"

    staff = signin.signed_in(_account("admin.portal", "Admin#2026!"), check_admin=True)["token"]
    desk = _ok(api.get("/admin/complaint/list", token=staff))
    assert [i["complaint_number"] for i in desk["data"]] == [
        overdue["complaint_number"], extended["complaint_number"], just["complaint_number"],
    ]  # fmt: skip
    assert desk["overdue"] == 1
    assert {c["status"]: c["count"] for c in desk["counts"]} == {
        "RECEIVED": 3, "ANSWERED": 1, "CLOSED": 1,
    }  # fmt: skip
    left = [i["working_days_left"] for i in desk["data"]]
    assert left[0] is not None and left[0] < 0 and all(n is not None and n >= 0 for n in left[1:])
    first = _ok(
        api.get(
            "/admin/complaint/detail", token=staff,
            params={"complaint_number": overdue["complaint_number"]},
        )
    )  # fmt: skip
    assert (first["user_name"], first["customer_name"]) == ("budi.santoso", BUDI.full_name)
    assert first["allowed_actions"] == ["ANSWER", "EXTEND"]
