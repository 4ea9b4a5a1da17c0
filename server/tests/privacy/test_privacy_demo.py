"""The demo's personal-data rights hold on any seed day: Budi's e-mail offers consent given on
his SPAJ form, his correction request under review (answer due 12 days after the seed day),
and Andi's erasure request waiting past its acknowledgement's deadline at the head of the
staff's queue, counted overdue."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, date, datetime, time, timedelta
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
from server.seed.demo_data import BUDI
from server.settings import Settings
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

DAYS = {"the demo day": date(2026, 11, 22), "29 February": date(2028, 2, 29)}


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


def test_the_demo_privacy_holds_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    budi = signin.signed_in(_account("budi.santoso", "Portal#2026!", BUDI.nik))["token"]
    mine = _ok(api.get("/privacy/overview", token=budi))
    email = mine["consents"][1]
    assert (email["consent"], email["granted"]) == ("MARKETING_EMAIL", True)
    assert [(h["action"], h["channel"], h["client_address"]) for h in email["history"]] == [
        ("GRANTED", "Formulir SPAJ", None)
    ]
    assert email["updated_at"] < f"{day.isoformat()}T00:00:00Z"
    assert [c["granted"] for c in mine["consents"][2:]] == [False, False]
    [request] = mine["requests"]
    assert (request["kind"], request["status"], request["overdue"]) == (
        "CORRECT", "ACKNOWLEDGED", False,
    )  # fmt: skip
    answer_due = (day + timedelta(days=12)).isoformat()
    assert request["answer_due_at"].startswith(answer_due)
    assert len(mine["retention"]) == 2

    staff = signin.signed_in(_account("admin.portal", "Admin#2026!"), check_admin=True)["token"]
    queue = _ok(api.get("/admin/privacy/list", token=staff))
    [waiting] = queue["data"]
    assert (waiting["request"]["kind"], waiting["request"]["overdue"]) == ("ERASE", True)
    assert waiting["customer_name"] != "Budi Santoso"
    counts = {c["status"]: c["count"] for c in queue["counts"]}
    assert (counts["RECEIVED"], counts["ACKNOWLEDGED"], queue["overdue"]) == (1, 1, 1)
    number = waiting["request"]["request_number"]
    assert number.startswith(f"PDP-{(day - timedelta(days=4)).year}-")
    detail = _ok(api.get("/admin/privacy/detail", token=staff, params={"request_number": number}))
    assert (detail["user_name"], detail["allowed_actions"]) == ("andi.wijaya", ["ACKNOWLEDGE"])
