"""Requests on personal data over HTTP: the register number and the deadlines (3 x 24 hours to
review, 14 days to answer), overdue once a deadline passes before its step (the clock moved),
one open request per kind (422), the Idempotency-Key as a claim's (the same key and body: the
first request; another body: 422), the notice, and the overview's list, the newest first."""

from __future__ import annotations

import re
import uuid
from collections.abc import Callable
from datetime import datetime, timedelta

import pytest

from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.privacy.privacy_support import inbox_kinds, overview, submit, submitted

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def _at(value: str) -> datetime:
    return datetime.fromisoformat(value.replace("Z", "+00:00"))


def test_a_request_gets_its_number_and_deadlines(
    api: Api, make_account: Callable[..., Account], signin: SignIn, frozen: Clock
) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    body = submitted(api, token, "CORRECT")
    year = (frozen.now + timedelta(hours=7)).year  # the WIB year
    assert re.fullmatch(rf"PDP-{year}-\d{{6}}", body["request_number"])
    assert (body["status"], body["status_desc"], body["kind_desc"]) == (
        "RECEIVED", "Diterima", "Perbaikan data",
    )  # fmt: skip
    submitted_at = _at(body["submitted_at"])
    assert submitted_at == frozen.now
    assert _at(body["acknowledge_due_at"]) - submitted_at == timedelta(hours=72)
    assert _at(body["answer_due_at"]) - submitted_at == timedelta(days=14)
    assert (body["acknowledged_at"], body["answered_at"], body["answer"], body["overdue"]) == (
        None, None, None, False,
    )  # fmt: skip
    assert inbox_kinds(account.user_id) == ["PRIVACY_REQUEST_RECEIVED"]

    frozen.advance(hours=72)  # on the deadline: not yet overdue
    token = str(signin.signed_in(account)["token"])
    assert overview(api, token)["requests"][0]["overdue"] is False
    frozen.advance(minutes=1)
    token = str(signin.signed_in(account)["token"])
    assert overview(api, token)["requests"][0]["overdue"] is True


def test_one_open_request_per_kind(
    api: Api, make_account: Callable[..., Account], signin: SignIn, frozen: Clock
) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    first = submitted(api, token, "ERASE")
    refused = submit(api, token, "ERASE", "Hapus semua data penawaran saya dari sistem Anda.")
    assert refused.status_code == 422, refused.text
    assert first["request_number"] in refused.json()["message"]
    frozen.advance(seconds=10)
    other = submitted(api, token, "RESTRICT")
    assert [r["request_number"] for r in overview(api, token)["requests"]] == [
        other["request_number"], first["request_number"],
    ]  # fmt: skip


def test_the_idempotency_key(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    key = uuid.uuid4().hex
    first = submit(api, token, "CORRECT", key=key)
    assert first.status_code == 201, first.text
    again = submit(api, token, "CORRECT", key=key)
    assert again.status_code == 201, again.text
    assert again.json()["request_number"] == first.json()["request_number"]
    other = submit(api, token, "RESTRICT", key=key)
    assert other.status_code == 422, other.text
    assert "Kunci pengiriman sudah dipakai" in other.json()["message"]
    assert len(overview(api, token)["requests"]) == 1
    assert inbox_kinds(account.user_id) == ["PRIVACY_REQUEST_RECEIVED"]


def test_an_admin_cannot_use_the_customer_calls(
    api: Api, make_account: Callable[..., Account], signin: SignIn
) -> None:
    admin = make_account(is_admin=True, holder=False)
    token = str(signin.signed_in(admin, check_admin=True)["token"])
    assert api.get("/privacy/overview", token=token).status_code == 403
    assert submit(api, token).status_code == 403
