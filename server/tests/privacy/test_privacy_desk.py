"""The privacy requests' desk over HTTP: the queue (RECEIVED by default, waiting ones by their
next deadline, answered ones the newest first, the counts and the overdue), the detail (the
sender, the steps with the staff's names, the allowed actions), acknowledge then decide with
the answer, each recorded with who and when and told to the customer; a stale move is 409
(two staff at once); admin only."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.privacy.privacy_support import (
    acknowledge,
    decide,
    inbox_kinds,
    overview,
    submitted,
)

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin_account: Account, signin: SignIn) -> str:
    return str(signin.signed_in(admin_account, check_admin=True)["token"])


def _queue(api: Api, staff: str, status: str | None = None) -> dict[str, Any]:
    params = {"status": status} if status else {}
    response = api.get("/admin/privacy/list", token=staff, params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _detail(api: Api, staff: str, number: str) -> dict[str, Any]:
    response = api.get("/admin/privacy/detail", token=staff, params={"request_number": number})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_acknowledge_then_decide(
    api: Api, make_account: Callable[..., Account], signin: SignIn, staff: str,
    admin_account: Account, frozen: Clock,
) -> None:  # fmt: skip
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    number = submitted(api, token)["request_number"]
    found = _detail(api, staff, number)
    assert (found["user_name"], found["email"], found["allowed_actions"]) == (
        account.user_name, account.email, ["ACKNOWLEDGE"],
    )  # fmt: skip
    assert found["customer_name"].startswith("Nasabah Uji")
    assert [(e["action"], e["actor"]) for e in found["events"]] == [("RECEIVED", account.user_name)]
    early = decide(api, staff, number)
    assert early.status_code == 409, early.text

    frozen.advance(minutes=1)
    acked = acknowledge(api, staff, number)
    assert acked.status_code == 200, acked.text
    body = acked.json()
    assert body["request"]["status"] == "ACKNOWLEDGED"
    assert body["request"]["acknowledged_at"] is not None
    assert body["allowed_actions"] == ["DECIDE"]
    assert body["events"][-1]["actor"] == admin_account.user_name
    stale = acknowledge(api, staff, number)  # a second staff member, a page not reloaded
    assert stale.status_code == 409, stale.text
    assert stale.json()["type"] == "urn:tmanku:problem:conflict"
    assert "Sedang ditinjau" in stale.json()["message"]

    frozen.advance(minutes=1)
    answered = decide(api, staff, number, "PARTIAL")
    assert answered.status_code == 200, answered.text
    done = answered.json()
    assert (done["request"]["status"], done["allowed_actions"]) == ("PARTIAL", [])
    assert done["request"]["answer"].startswith("Tanggal lahir Anda sudah kami perbaiki")
    assert [(e["action"], e["actor"]) for e in done["events"]] == [
        ("RECEIVED", account.user_name),
        ("ACKNOWLEDGED", admin_account.user_name),
        ("PARTIAL", admin_account.user_name),
    ]
    assert done["events"][-1]["note"] == done["request"]["answer"]
    assert decide(api, staff, number).status_code == 409
    assert inbox_kinds(account.user_id) == [
        "PRIVACY_REQUEST_RECEIVED", "PRIVACY_REQUEST_ACKNOWLEDGED", "PRIVACY_REQUEST_ANSWERED",
    ]  # fmt: skip
    token = str(signin.signed_in(account)["token"])
    mine = overview(api, token)["requests"][0]
    assert (mine["status"], mine["answered_at"]) == ("PARTIAL", done["request"]["answered_at"])


def test_the_queue_by_deadline_with_counts_and_overdue(
    api: Api, make_account: Callable[..., Account], signin: SignIn, staff: str,
    admin_account: Account, frozen: Clock,
) -> None:  # fmt: skip
    before = _queue(api, staff)
    older, newer = make_account(), make_account()
    first = submitted(api, str(signin.signed_in(older)["token"]))["request_number"]
    frozen.advance(seconds=30)
    second = submitted(api, str(signin.signed_in(newer)["token"]))["request_number"]
    queue = _queue(api, staff)
    numbers = [item["request"]["request_number"] for item in queue["data"]]
    assert numbers.index(first) < numbers.index(second)  # the nearer deadline first
    counts = {c["status"]: c["count"] for c in queue["counts"]}
    old_counts = {c["status"]: c["count"] for c in before["counts"]}
    assert counts["RECEIVED"] == old_counts["RECEIVED"] + 2 == queue["total"]
    assert set(counts) == {"RECEIVED", "ACKNOWLEDGED", "COMPLETED", "PARTIAL", "DECLINED"}

    frozen.advance(hours=72)  # the first one's acknowledgement is overdue, not the second's
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])
    later = _queue(api, staff)
    flags = {i["request"]["request_number"]: i["request"]["overdue"] for i in later["data"]}
    assert (flags[first], flags[second]) == (True, False)
    assert later["overdue"] >= 1


def test_admin_only(api: Api, make_account: Callable[..., Account], signin: SignIn) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    number = submitted(api, token)["request_number"]
    assert api.get("/admin/privacy/list", token=token).status_code == 403
    assert acknowledge(api, token, number).status_code == 403
    missing = api.get(
        "/admin/privacy/detail", token=token, params={"request_number": "PDP-2026-999999"}
    )
    assert missing.status_code == 403
