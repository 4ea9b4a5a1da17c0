"""The demo's SPAJ applications hold on any seed day: a fresh database is seeded on 29
February and on the last day of a year, and what the facts (``python -m server.seed.facts``)
say is what the portal shows: Dewi's open requirements by their ids, Rina's offer and its
validity, Agus's first premium and its deadline, Budi's application for his son (from his
own sign-in) and Fajar's, just received, at the top of the desk's first tab.

The days are fixed around DEMO_DAY (the seed reads only the clock)."""

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

DAYS = {"29 February": date(2028, 2, 29), "new year's eve": date(2029, 12, 31)}


@pytest.fixture(params=list(DAYS), ids=list(DAYS))
def on_day(
    request: pytest.FixtureRequest, tmp_path: Path
) -> Iterator[tuple[date, Api, MemorySender]]:
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
    )
    migrated(settings.database_url)
    sender = MemorySender()
    app = create_app(settings, sender=sender)
    with transaction() as session:
        seed_demo(session)  # no day given: the clock's, as a server seeds
    with TestClient(app, raise_server_exceptions=False) as client:
        yield day, Api(client), sender
    clock.set_now(None)


def _ok(response: Any) -> Any:
    assert response.status_code == 200, response.text
    return response.json()


def _enter(api: Api, sender: MemorySender, person: dict[str, Any]) -> str:
    body = {"spaj_number": person["spajNumber"], "birth_date": person["birthDate"],
            "channel": "SMS"}  # fmt: skip
    step = _ok(api.post("/spaj/login", body))["token"]
    code = sender.last_code(person["phone"])
    return str(_ok(api.post("/spaj/otp/validate", {"otp": code}, token=step))["token"])


def _detail(api: Api, token: str, person: dict[str, Any]) -> dict[str, Any]:
    params = {"spaj_number": person["spajNumber"]}
    body: dict[str, Any] = _ok(api.get("/spaj/detail", token=token, params=params))
    assert body["status"] == person["status"]
    return body


def test_the_demo_applications_hold_on_any_day(on_day: tuple[date, Api, MemorySender]) -> None:
    day, api, sender = on_day
    facts = demo_facts(day)["spaj"]
    dewi = _detail(api, _enter(api, sender, facts["dewi"]), facts["dewi"])
    assert {r["requirement_id"]: (r["kind"], r["status"]) for r in dewi["requirements"]} == {
        facts["dewi"]["requirements"]["document"]: ("DOCUMENT", "OPEN"),
        facts["dewi"]["requirements"]["question"]: ("QUESTION", "OPEN"),
    }
    offer = _detail(api, _enter(api, sender, facts["rina"]), facts["rina"])["offer"]
    expected = facts["rina"]["offer"]
    assert (offer["status"], offer["final_premium"], offer["extra_premium"]) == (
        "OPEN", expected["finalPremium"], expected["extraPremium"],
    )  # fmt: skip
    assert offer["valid_until"] == expected["validUntil"]
    assert offer["exclusions"][0]["title"] == expected["exclusionTitle"]
    agus = facts["agus"]
    token = _enter(api, sender, agus)
    _detail(api, token, agus)
    info = _ok(
        api.get("/spaj/payment/info", token=token, params={"spaj_number": agus["spajNumber"]})
    )
    assert (info["policy_number"], info["bill"]["bill_id"], info["bill"]["amount"]) == (
        agus["policyNumber"], agus["billId"], agus["amount"],
    )  # fmt: skip
    assert (
        datetime.fromisoformat(info["pay_before"]).astimezone(WIB).date().isoformat()
        == (agus["payBefore"])
    )
    _detail(api, _enter(api, sender, facts["fajar"]), facts["fajar"])
    # Budi, from his own sign-in: his son's application, in review.
    with transaction() as session:
        budi_id = session.scalars(select(User.id).where(User.user_name == "budi.santoso")).one()
    budi = Account(budi_id, "budi.santoso", "Portal#2026!", BUDI.nik, BUDI.birth_date, "", "")
    signed_in = SignIn(api, sender).signed_in(budi)["token"]
    mine = _ok(api.get("/spaj/mine", token=signed_in))["data"]
    assert [(s["spaj_number"], s["insured_name"], s["status"]) for s in mine] == [
        (facts["budi"]["spajNumber"], facts["budi"]["insuredName"], "RISK_SELECTION")
    ]
    opened = _ok(api.post("/spaj/open", {"spaj_number": facts["budi"]["spajNumber"]},
                          token=signed_in))  # fmt: skip
    son = _detail(api, opened["token"], facts["budi"])
    assert son["applicant"]["is_policy_holder"] is True
