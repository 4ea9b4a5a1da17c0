"""token/refresh: single-use refresh tokens, rotated on every refresh; presenting a used one
again ends the session (reuse detection)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlalchemy import select

from server.auth.models import RefreshToken
from server.db import transaction
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

ENDED = "Sesi Anda telah berakhir. Silakan masuk kembali."


def _refresh(api: Api, user_name: str, token: str) -> object:
    return api.post("/token/refresh", {"userName": user_name, "refreshToken": token})


def test_refresh_rotates_and_answers_the_session_user(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    response = _refresh(api, account.user_name, body["refreshToken"])
    assert response.status_code == 200
    renewed = response.json()
    assert renewed["refreshToken"] != body["refreshToken"]
    assert renewed["userName"] == renewed["ldapName"] == account.user_name
    assert renewed["policyHolderName"].startswith("Nasabah Uji")
    assert renewed["tnc_version"] == "2025.1"
    assert api.post("/session/check", token=renewed["token"]).status_code == 200


def test_refresh_tokens_are_stored_as_digests(
    signin: SignIn, make_account: Callable[..., Account]
) -> None:
    body = signin.signed_in(make_account())
    with transaction() as session:
        stored = session.scalars(select(RefreshToken.token_hash)).all()
    assert body["refreshToken"] not in stored
    assert all(len(h) == 64 for h in stored)


def test_reuse_of_a_used_refresh_token_ends_the_session(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    renewed = _refresh(api, account.user_name, body["refreshToken"]).json()
    reused = _refresh(api, account.user_name, body["refreshToken"])
    assert problem(reused, 401)["message"] == ENDED
    # The thief's replay also killed the legitimate holder's newer tokens.
    problem(_refresh(api, account.user_name, renewed["refreshToken"]), 401)
    problem(api.post("/session/check", token=renewed["token"]), 403)


def test_refresh_token_of_another_user_or_unknown_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    owner, other = make_account(), make_account()
    body = signin.signed_in(owner)
    problem(_refresh(api, other.user_name, body["refreshToken"]), 401)
    problem(_refresh(api, owner.user_name, "A" * 43), 401)
    assert _refresh(api, owner.user_name.upper(), body["refreshToken"]).status_code == 200


def test_refresh_needs_client_credentials_only(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    payload = {"userName": account.user_name, "refreshToken": body["refreshToken"]}
    problem(api.post("/token/refresh", payload, auth=None), 401)
    problem(api.post("/token/refresh", {**payload, "extra": 1}), 400)
