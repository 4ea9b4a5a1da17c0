"""What becomes of a code the transport does not take, and of the SMS gateway's delivery
reports (the gateway itself: test_sms_kannel.py)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pytest
from sqlalchemy import select

from server.db import transaction
from server.notify import DeliveryUnavailable, OtpMessage
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import answer, problem
from server.verification.models import Challenge


@dataclass
class Gateway(MemorySender):
    """Takes SMS codes and reports on them (QUEUED), or is down."""

    down: bool = False

    def send(self, message: OtpMessage) -> str | None:  # type: ignore[override]
        if self.down:
            raise DeliveryUnavailable("the SMS gateway did not answer")
        super().send(message)
        return "QUEUED" if message.channel == "SMS" else None


@pytest.fixture(scope="module")
def sender() -> Gateway:
    return Gateway()


@pytest.fixture
def gateway(sender: Gateway) -> Any:
    sender.down = False
    yield sender
    sender.down = False


def _ref_of(user_id: int) -> str:
    with transaction() as session:
        ref = session.scalars(
            select(Challenge.delivery_ref).where(
                Challenge.subject == f"user:{user_id}", Challenge.purpose == "LOGIN"
            )
        ).one()
    assert ref is not None
    return ref


def _report(api: Api, ref: str, status: int) -> None:
    response = api.get(f"/sms/delivery?ref={ref}&status={status}")
    assert response.status_code == 204, response.text


def test_a_code_the_gateway_does_not_take_is_503_and_leaves_nothing(
    api: Api, signin: SignIn, gateway: Gateway, make_account: Callable[..., Account], frozen: Any
) -> None:
    token = signin.to_otp(make_account())
    gateway.down = True
    body = problem(api.post("/otp/generate", {"channel": "SMS"}, token=token), 503)
    assert body["type"] == "urn:tmanku:problem:code-not-sent"
    assert body["message"].startswith("Kode OTP tidak dapat dikirim saat ini.")
    problem(api.get("/otp/info", token=token), 404)  # no code, no resend wait
    gateway.down = False
    sent = api.post("/otp/generate", {"channel": "SMS"}, token=token)
    assert sent.status_code == 200, sent.text
    assert sent.json()["delivery"] == "QUEUED"


def test_delivery_reports_move_forward_only_and_only_for_the_last_send(
    api: Api, signin: SignIn, gateway: Gateway, make_account: Callable[..., Account], frozen: Any
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    signin.send_otp(token)
    first = _ref_of(account.user_id)
    info = lambda: api.get("/otp/info", token=token).json()["delivery"]  # noqa: E731
    assert info() == "QUEUED"
    _report(api, first, 8)  # accepted by the operator's SMSC
    assert info() == "SENT"
    _report(api, first, 1)  # on the phone
    assert info() == "DELIVERED"
    _report(api, first, 16)  # a late rejection never undoes it
    _report(api, first, 8)
    assert info() == "DELIVERED"
    _report(api, "A" * 22, 2)  # unknown: the same answer, nothing changes
    frozen.advance(seconds=61)
    signin.send_otp(token)
    second = _ref_of(account.user_id)
    assert second != first and info() == "QUEUED"
    _report(api, first, 2)  # the earlier send's report: not this code's
    assert info() == "QUEUED"
    _report(api, second, 2)
    assert info() == "FAILED"
    # An undeliverable code may be replaced at once (no resend wait).
    record = api.get("/otp/info", token=token).json()
    assert record["resendAvailableAt"] <= record["serverTime"]
    signin.send_otp(token)
    assert info() == "QUEUED"
    problem(api.get("/sms/delivery?ref=short&status=1"), 400)


def test_a_discreet_flow_answers_a_failure_as_a_send_and_never_shows_delivery(
    api: Api, signin: SignIn, gateway: Gateway, make_account: Callable[..., Account], frozen: Any
) -> None:
    """The forgotten password's code (to a typed address): a failed send must not tell the
    address is the account's, so it answers as a blind issue for another address does."""
    case = {"caseOtp": "FORGOT_PASSWORD"}
    account = make_account()
    gateway.down = True
    token = signin.check_user(account.user_name)["token"]
    failed = api.post("/password/otp/generate", {**case, "email": account.email}, token=token)
    other = signin.check_user(make_account().user_name)["token"]
    blind = api.post("/password/otp/generate", {**case, "email": account.email}, token=other)
    assert failed.status_code == 200 and answer(failed) == answer(blind)
    assert failed.json()["delivery"] is None
    assert api.post("/password/otp/info", case, token=token).json()["delivery"] is None
