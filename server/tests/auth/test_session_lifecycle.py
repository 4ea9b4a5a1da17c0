"""Sessions on the server: short-lived access tokens, idle timeout (15 min) and absolute
lifetime (8 h) enforced by the server, check without touching, update touching, logout."""

from __future__ import annotations

from collections.abc import Callable

import jwt
import pytest

from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

ENDED = "Sesi Anda telah berakhir. Silakan masuk kembali."


def test_access_token_carries_the_agreed_claims(
    signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    claims = jwt.decode(body["token"], options={"verify_signature": False})
    assert claims["userName"] == account.user_name
    assert claims["sub"] == str(account.user_id)
    assert claims["typ"] == "access" and claims["adm"] is False and claims["sid"]
    assert claims["exp"] - int(frozen.now.timestamp()) == 300
    assert len(body["refreshToken"]) >= 43  # 32 random bytes


def test_check_does_not_extend_but_update_does(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    frozen.advance(minutes=4)
    token = api.post(
        "/token/refresh", {"userName": account.user_name, "refreshToken": body["refreshToken"]}
    ).json()["token"]
    first = api.post("/session/check", token=token).json()
    assert first["active"] is True and first["idleTimeoutSeconds"] == 900
    frozen.advance(minutes=1)
    assert api.post("/session/check", token=token).json()["idleExpiresAt"] == first["idleExpiresAt"]
    updated = api.post("/session/update", token=token).json()
    assert updated["idleExpiresAt"] > first["idleExpiresAt"]
    assert updated["absoluteExpiresAt"] == first["absoluteExpiresAt"]


def test_idle_session_is_ended_by_the_server(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    frozen.advance(seconds=899)
    refresh = {"userName": account.user_name, "refreshToken": body["refreshToken"]}
    renewed = api.post("/token/refresh", refresh).json()
    frozen.advance(seconds=2)  # 901 s without activity (a refresh is not activity)
    assert problem(api.post("/session/check", token=renewed["token"]), 403)["message"] == ENDED
    again = {"userName": account.user_name, "refreshToken": renewed["refreshToken"]}
    assert problem(api.post("/token/refresh", again), 401)["message"] == ENDED


def test_absolute_lifetime_ends_even_an_active_session(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    refresh_token = body["refreshToken"]
    for _ in range(32):  # 8 hours of activity every 15 minutes minus a second
        frozen.advance(seconds=899)
        renewed = api.post(
            "/token/refresh", {"userName": account.user_name, "refreshToken": refresh_token}
        )
        assert renewed.status_code == 200, renewed.text
        refresh_token = renewed.json()["refreshToken"]
        assert api.post("/session/update", token=renewed.json()["token"]).status_code == 200
    frozen.advance(seconds=60)  # 28 828 s after sign-in: past the 8 hours
    last = api.post(
        "/token/refresh", {"userName": account.user_name, "refreshToken": refresh_token}
    )
    problem(last, 401)


def test_expired_access_token_is_not_recognised(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    body = signin.signed_in(make_account())
    frozen.advance(seconds=300)
    problem(api.post("/session/check", token=body["token"]), 401)


def test_logout_ends_the_session_and_its_refresh_token(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    body = signin.signed_in(account)
    response = api.post("/session/logout", token=body["token"])
    assert response.status_code == 200 and response.json() == {"result": "Success"}
    assert problem(api.post("/session/check", token=body["token"]), 403)["message"] == ENDED
    refresh = {"userName": account.user_name, "refreshToken": body["refreshToken"]}
    problem(api.post("/token/refresh", refresh), 401)


def test_sessions_are_independent(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    phone, laptop = signin.signed_in(account), signin.signed_in(account)
    api.post("/session/logout", token=phone["token"])
    assert api.post("/session/check", token=laptop["token"]).status_code == 200
