"""Parallel requests cannot stretch the sign-in rules: wrong passwords fired at once are all
counted toward the lock, and one refresh token rotates once even when sent twice at once."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

from server.tests.conftest import Account, Api, SignIn

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

PARALLEL = 8


@pytest.mark.parametrize("known", [True, False], ids=["account", "unknown name"])
def test_parallel_wrong_passwords_are_all_counted(
    api: Api, signin: SignIn, make_account: Callable[..., Account], known: bool
) -> None:
    name = make_account().user_name if known else f"tidak.ada.{uuid.uuid4().hex[:8]}"
    token = api.post("/login/checkUser", {"userName": name}).json()["token"]
    with ThreadPoolExecutor(PARALLEL) as pool:
        statuses = sorted(
            pool.map(
                lambda _: (
                    api.post(
                        "/password/validate", {"password": "Salah-Sekali-123"}, token=token
                    ).status_code
                ),
                range(PARALLEL),
            )
        )
    # Limit 5: four wrong passwords answer 401, the fifth locks (429), the rest find it locked.
    assert statuses == [401] * 4 + [429] * (PARALLEL - 4), statuses


def test_one_refresh_token_rotates_once_even_in_parallel(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    session = signin.signed_in(account)
    body = {"userName": account.user_name, "refreshToken": session["refreshToken"]}
    with ThreadPoolExecutor(2) as pool:
        statuses = sorted(
            pool.map(lambda _: api.post("/token/refresh", body).status_code, range(2))
        )
    # The second use of a spent refresh token is treated as theft: 401 and the session ends.
    assert statuses == [200, 401], statuses
