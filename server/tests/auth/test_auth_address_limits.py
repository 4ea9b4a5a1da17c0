"""Failed sign-in steps per client address (Indonesian mobile networks put thousands of
customers behind one address): counted per address and account, with a much higher ceiling
per address, and an increasing wait instead of a lock. Small limits here (the module's
settings): 5 per address and account, 12 per address, waits of 1 s doubling up to 8 s."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any

import pytest
from starlette.testclient import TestClient

from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import answer, problem

WRONG = "bukan-sandinya"


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    return settings.but(
        address_account_max_failures=5, address_max_failures=12, address_max_delay_seconds=8
    )


@pytest.fixture(scope="module")
def other_address(app: Any) -> Iterator[Api]:
    """The same server, called from another client address."""
    with TestClient(app, raise_server_exceptions=False, client=("10.20.30.40", 50000)) as c:
        yield Api(c)


def _password(api: Api, token: str, password: str) -> Any:
    return api.post("/password/validate", {"password": password}, token=token)


def _fail(api: Api, signin: SignIn, account: Account, times: int) -> None:
    """``times`` wrong passwords, the account's own lock (5) never reached."""
    for n in range(times):
        if n % 4 == 0:  # a right password now and then resets the account's own counter
            token = signin.check_user(account.user_name)["token"]
            if n:
                assert _password(api, token, str(account.password)).status_code == 200
                token = signin.check_user(account.user_name)["token"]
        problem(_password(api, token, WRONG), 401)


def _wait(response: Any, now: datetime) -> float:
    body = problem(response, 429)
    seconds = (datetime.fromisoformat(body["lockedUntil"]) - now).total_seconds()
    assert response.headers["retry-after"] == str(max(1, round(seconds)))
    assert body["message"] == (
        f"Terlalu banyak percobaan masuk. Silakan coba lagi dalam {round(seconds)} detik."
    )
    return seconds


def test_failures_on_one_account_slow_that_account_down_from_that_address_only(
    api: Api,
    other_address: Api,
    signin: SignIn,
    make_account: Callable[..., Account],
    frozen: Clock,
) -> None:
    mistyped, neighbour = make_account(), make_account()
    _fail(api, signin, mistyped, 5)
    # The sixth try on that account from that address waits a second after the last failure,
    # at every step of sign-in (checkUser included).
    assert _wait(api.post("/login/checkUser", {"userName": mistyped.user_name}), frozen.now) == 1
    # Another customer behind the same address, and the same customer elsewhere, go on.
    token = signin.check_user(neighbour.user_name)["token"]
    assert _password(api, token, str(neighbour.password)).status_code == 200
    elsewhere = other_address.post("/login/checkUser", {"userName": mistyped.user_name})
    assert elsewhere.status_code == 200, elsewhere.text
    # A second later it may try again; each further failure doubles the wait.
    frozen.advance(seconds=1)
    token = signin.check_user(mistyped.user_name)["token"]
    problem(_password(api, token, WRONG), 401)
    assert _wait(_password(api, token, str(mistyped.password)), frozen.now) == 2
    frozen.advance(seconds=2)
    assert _password(api, token, str(mistyped.password)).status_code == 200


def test_the_address_ceiling_slows_every_account_down_but_never_locks_it(
    api: Api,
    other_address: Api,
    signin: SignIn,
    make_account: Callable[..., Account],
    frozen: Clock,
) -> None:
    for _ in range(3):  # 12 failures, 4 per account: no account reaches its own limit
        _fail(api, signin, make_account(), 4)
    waits = []
    for _ in range(5):  # each time someone else behind the address mistypes once more
        someone = make_account()
        wait = _wait(api.post("/login/checkUser", {"userName": someone.user_name}), frozen.now)
        waits.append(wait)
        frozen.advance(seconds=wait)
        token = signin.check_user(someone.user_name)["token"]
        problem(_password(api, token, WRONG), 401)
    # 1 s doubling, at most ADDRESS_MAX_DELAY_SECONDS: a crowd is slowed, never locked out.
    assert waits == [1, 2, 4, 8, 8]
    check = {"userName": make_account().user_name}
    # Another address is not slowed at all.
    assert other_address.post("/login/checkUser", check).status_code == 200
    # Once the window has passed, the address starts afresh.
    frozen.advance(seconds=901)
    assert api.post("/login/checkUser", check).status_code == 200


def test_unknown_names_are_slowed_down_one_by_one_as_accounts_are(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    """An unknown name's failures count for that name only (its decoy), as an account's
    count for that account: the name waits exactly as an account does, and another unknown
    name does not, so how a name is slowed never tells whether it names an account."""
    waits = []
    for name in ("tidak.ada.satu", make_account().user_name):
        token = signin.check_user(name)["token"]
        for _ in range(4):
            problem(_password(api, token, WRONG), 401)
        problem(_password(api, token, WRONG), 429)  # the name's own lock
        wait = api.post("/login/checkUser", {"userName": name})  # its sixth try waits
        assert _wait(wait, frozen.now) == 1
        waits.append(answer(wait))
    assert waits[0] == waits[1]
    # Ten failures behind this address (its ceiling: 12): other names are not slowed.
    assert api.post("/login/checkUser", {"userName": "tidak.ada.dua"}).status_code == 200
    assert api.post("/login/checkUser", {"userName": make_account().user_name}).status_code == 200
