"""Budi's demo refund case holds on any seed day: a fresh database is seeded a year back, on
the last day of a year three years on, on 29 February and on the first of a month; the
staff's desk opens with the case the facts name (his cancelled Mandiri payment's late money,
the July bill paid meanwhile by his BCA payment), refunding it through the sandbox gateway
works, and Budi then finds 'Dana dikembalikan' in Riwayat Transaksi.

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
from server.seed.demo_data import BUDI
from server.seed.facts import demo_facts
from server.settings import Settings
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import TEST_SECRETS
from server.tests.template_db import migrated

DAYS = {  # around DEMO_DAY (22 November 2026)
    "the demo day": date(2026, 11, 22),
    "a year back": date(2025, 11, 22),
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
    with TestClient(app, raise_server_exceptions=False) as client:
        api = Api(client)
        yield day, api, SignIn(api, sender)
    clock.set_now(None)


def _ok(response: Any) -> Any:
    assert response.status_code == 200, response.text
    return response.json()


def _account(
    user_name: str, password: str, nik: str = "", birth: date = BUDI.birth_date
) -> Account:
    with transaction() as session:
        user_id = session.scalars(select(User.id).where(User.user_name == user_name)).one()
    return Account(user_id, user_name, password, nik, birth, "", "")


def test_budis_refund_case_holds_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    facts = demo_facts(day)["budi"]
    case = facts["refund"]
    staff = signin.signed_in(_account("admin.portal", "Admin#2026!"), check_admin=True)["token"]

    queue = _ok(api.get("/admin/refund/list", token=staff))
    assert [item["refund_number"] for item in queue["data"]] == [case["refundNumber"]]
    shown = _ok(
        api.get("/admin/refund/detail", token=staff, params={"refund_number": case["refundNumber"]})
    )
    refund = shown["refund"]
    assert (refund["status"], refund["reason"], refund["amount"]) == (
        "OPEN", "BILLS_TAKEN", case["amount"]
    )  # fmt: skip
    assert (refund["order_id"], refund["gateway_txn_id"]) == (case["orderId"], case["gatewayTxnId"])
    assert (refund["policy_number"], refund["customer_name"]) == (
        facts["healthPolicy"],
        "Budi Santoso",
    )
    assert (shown["payment_status"], shown["customer_email"]) == ("CANCELLED", BUDI.email)
    assert case["paidWith"] in shown["events"][0]["note"]
    assert refund["received_at"] < f"{day.isoformat()}T00:00:00Z"  # long before the seed day

    done = _ok(
        api.post("/admin/refund/approve", {"refund_number": case["refundNumber"]}, token=staff)
    )
    assert done["refund"]["status"] == "REFUNDED"

    budi = signin.signed_in(_account("budi.santoso", "Portal#2026!", BUDI.nik))["token"]
    params = {"policy_number": facts["healthPolicy"], "type": "REFUND"}
    rows = _ok(api.get("/transaction/list", token=budi, params=params))["data"]
    assert [(r["description"], r["flow"], r["amount"]) for r in rows] == [
        (f"Dana dikembalikan {case['orderId']}", "IN", case["amount"])
    ]
