"""Sign-in attempts and authorization failures are logged, without secrets: no password,
OTP code, token or client secret in any log line [ASVS 16.2.5, 16.3.1, 16.3.2]."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import CLIENT


def test_journey_logs_attempts_but_no_secret(
    api: Api,
    signin: SignIn,
    sender: MemorySender,
    make_account: Callable[..., Account],
    caplog: pytest.LogCaptureFixture,
) -> None:
    account = make_account()
    with caplog.at_level("DEBUG"):
        first = signin.check_user(account.user_name)["token"]
        api.post("/password/validate", {"password": "Salah-Ketik-123"}, token=first)
        token = signin.to_otp(account)
        code = signin.send_otp(token)
        signed = api.post("/otp/validate", {"otp": code}, token=token).json()
        api.post("/session/check", token=token)  # a step token on a portal call
    text = caplog.text
    secrets = [
        str(account.password), "Salah-Ketik-123", code, first, token,
        signed["token"], signed["refreshToken"], CLIENT[1],
    ]  # fmt: skip
    for secret in secrets:
        assert secret not in text
    assert "auth attempt kind=PASSWORD" in text and "success=False" in text
    assert "auth attempt kind=OTP" in text and "success=True" in text
    assert "authorization failure: not an access token" in text
