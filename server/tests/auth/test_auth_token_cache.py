"""Verified token claims are cached per (secret, token) until the token expires: a token is
checked once, its expiry on every use; another secret never finds it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import jwt
import pytest

from server import clock
from server.auth import tokens

SECRET = "s" * 32


def test_a_token_is_verified_once_and_expires_on_time(monkeypatch: pytest.MonkeyPatch) -> None:
    now = datetime(2026, 11, 24, 3, 0, tzinfo=UTC)
    monkeypatch.setattr(clock, "now", lambda: now)
    token = tokens.issue_step_token(
        secret=SECRET,
        flow_id="f1",
        stage="OTP",
        seq=1,
        expires_at=now + timedelta(minutes=5),
        now=now,
    )
    calls: list[Any] = []
    real = jwt.decode
    monkeypatch.setattr(jwt, "decode", lambda *a, **k: calls.append(a) or real(*a, **k))
    first = tokens.decode(token, secret=SECRET)
    assert first is not None and first["fid"] == "f1"
    first["fid"] = "changed by a caller"
    again = tokens.decode(token, secret=SECRET)
    assert again is not None and again["fid"] == "f1"
    assert len(calls) == 1
    assert tokens.decode(token, secret="t" * 32) is None  # another secret: verified again
    assert len(calls) == 2
    monkeypatch.setattr(clock, "now", lambda: now + timedelta(minutes=5))
    assert tokens.decode(token, secret=SECRET) is None  # expired, cached or not
