"""Signing in with a passkey (docs/product.md P13): no user name, a challenge bound to a
sign-in flow whose step token opens only its answer; a right answer signs the customer in
as the sign-in code does; every refusal is the same 401 (an unknown or removed passkey, a
wrong signature, a used or expired challenge, an inactive account), counted with the
sign-in's limits and locking like wrong passwords. Through HTTP with a software
authenticator (server/tests/passkey_support.py)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select, update

from server.access.models import AccountStatus, User
from server.auth.models import AuthAttempt
from server.db import transaction
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.passkey_support import (
    UP,
    Authenticator,
    confirm,
    login_options,
    registered,
    sign_in,
)
from server.tests.support import answer, problem

pytestmark = pytest.mark.postgres  # locks and counts: SQLite and PostgreSQL


def _with_passkey(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> tuple[Account, Authenticator, str]:
    """A customer with one registered passkey; the device and the session's token."""
    account = make_account()
    token = str(signin.signed_in(account)["token"])
    assert account.password is not None
    confirm(api, token, account.password)
    device = Authenticator()
    registered(api, token, device)
    return account, device, token


def _refusal(response: Any) -> tuple[int, dict[str, str], bytes]:
    problem(response, 401)
    return answer(response)


def test_a_passkey_signs_the_customer_in(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account, device, token = _with_passkey(api, signin, make_account)
    started = login_options(api)
    assert started["options"] == {
        "challenge": started["options"]["challenge"],
        "rpId": "testserver",
        "timeout": 300000,
        "userVerification": "required",
        "allowCredentials": [],
    }
    # The step token opens nothing but the passkey's answer.
    assert api.post("/otp/generate", {"channel": "SMS"}, token=started["token"]).status_code == 403
    credential = device.sign_in(started["options"])
    response = api.post("/passkey/login/verify", {"credential": credential}, token=started["token"])
    assert response.status_code == 200, response.text
    body = response.json()
    assert body["next"] == "AUTHENTICATED" and body["refreshToken"]
    assert body["tnc_version"] == "2025.1"
    assert api.get("/policy/list", token=body["token"]).status_code == 200
    assert api.post("/session/check", token=body["token"]).status_code == 200
    (listed,) = api.get("/passkey/list", token=token).json()["passkeys"]
    assert listed["last_used_at"] is not None
    with transaction() as session:
        user = session.get(User, account.user_id)
        assert user is not None and user.last_login_at is not None
        attempts = session.scalars(
            select(AuthAttempt.success).where(
                AuthAttempt.user_id == account.user_id, AuthAttempt.kind == "PASSKEY"
            )
        ).all()
    assert attempts == [True]
    # The answer cannot be played again: its challenge is used.
    again = api.post("/passkey/login/verify", {"credential": credential}, token=started["token"])
    problem(again, 401)


def test_every_refusal_is_the_same_answer(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    _, device, _ = _with_passkey(api, signin, make_account)
    _, removed_device, removed_token = _with_passkey(api, signin, make_account)
    inactive, inactive_device, _ = _with_passkey(api, signin, make_account)
    seen = []
    seen.append(_refusal(sign_in(api, Authenticator())))  # never registered
    seen.append(_refusal(sign_in(api, device, bad_signature=True)))
    seen.append(_refusal(sign_in(api, device, flags=UP)))  # no user verification
    seen.append(_refusal(sign_in(api, device, origin="https://tiruan.example")))
    seen.append(_refusal(sign_in(api, device, user_handle=b"\x01" * 64)))
    # A removed passkey.
    (key,) = api.get("/passkey/list", token=removed_token).json()["passkeys"]
    deleted = api.post("/passkey/delete", {"passkey_id": key["passkey_id"]}, token=removed_token)
    assert deleted.status_code == 200, deleted.text
    seen.append(_refusal(sign_in(api, removed_device)))
    # An account that is no longer active.
    with transaction() as session:
        session.execute(
            update(User).where(User.id == inactive.user_id).values(status=AccountStatus.INACTIVE)
        )
    seen.append(_refusal(sign_in(api, inactive_device)))
    # A used challenge (answered once, rightly) and an expired one.
    started = login_options(api)
    credential = device.sign_in(started["options"])
    request = {"credential": credential}
    assert api.post("/passkey/login/verify", request, token=started["token"]).status_code == 200
    seen.append(_refusal(api.post("/passkey/login/verify", request, token=started["token"])))
    started = login_options(api)
    frozen.advance(seconds=301)
    request = {"credential": device.sign_in(started["options"])}
    seen.append(_refusal(api.post("/passkey/login/verify", request, token=started["token"])))
    assert all(one == seen[0] for one in seen), seen
    body = json.loads(seen[0][2])
    assert body["type"] == "urn:tmanku:problem:invalid-credentials"
    assert body["message"].startswith("Passkey tidak dikenali.")
    assert "attemptsRemaining" not in body


def test_refusals_are_counted_and_lock_like_wrong_passwords(
    api: Api, signin: SignIn, make_account: Callable[..., Account], settings: Settings
) -> None:
    account, device, _ = _with_passkey(api, signin, make_account)
    before = _attempts()
    problem(sign_in(api, Authenticator()), 401)  # unknown: per address only
    assert _attempts() == before + 1
    for _ in range(settings.password_max_failures - 1):
        problem(sign_in(api, device, bad_signature=True), 401)
    body = problem(sign_in(api, device, bad_signature=True), 429)
    assert body["lockedUntil"]
    # Locked: the right passkey waits too, and so does the password.
    problem(sign_in(api, device), 429)
    step = signin.check_user(account.user_name)["token"]
    problem(api.post("/password/validate", {"password": account.password}, token=step), 429)
    with transaction() as session:
        rows = session.scalars(
            select(AuthAttempt.success).where(
                AuthAttempt.user_id == account.user_id, AuthAttempt.kind == "PASSKEY"
            )
        ).all()
    assert rows == [False] * settings.password_max_failures


def test_a_wrong_password_count_and_a_passkey_share_the_lock(
    api: Api, signin: SignIn, make_account: Callable[..., Account], settings: Settings
) -> None:
    """A right passkey ends a run of wrong passwords, as a right password does."""
    account, device, _ = _with_passkey(api, signin, make_account)
    for _ in range(settings.password_max_failures - 1):
        step = signin.check_user(account.user_name)["token"]
        problem(api.post("/password/validate", {"password": "Salah-2026-x"}, token=step), 401)
    assert sign_in(api, device).status_code == 200
    step = signin.check_user(account.user_name)["token"]
    body = problem(api.post("/password/validate", {"password": "Salah-2026-x"}, token=step), 401)
    assert body["attemptsRemaining"] == settings.password_max_failures - 1


def _attempts() -> int:
    with transaction() as session:
        return len(
            session.scalars(
                select(AuthAttempt.id).where(
                    AuthAttempt.kind == "PASSKEY", AuthAttempt.success.is_(False)
                )
            ).all()
        )
