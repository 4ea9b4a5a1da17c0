"""password/validate: wrong passwords are counted per account and lock the step with a
doubling duration (the limits per client address: test_auth_address_limits.py)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

import pytest

from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def _try(api: Api, token: str, password: str) -> object:
    return api.post("/password/validate", {"password": password}, token=token)


def test_wrong_password_tells_the_attempts_left(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    body = problem(_try(api, token, "salah-sekali-123"), 401)
    assert body["message"] == "Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali."
    assert body["attemptsRemaining"] == 4
    body = problem(_try(api, token, "salah-lagi-12345"), 401)
    assert body["attemptsRemaining"] == 3


def test_fifth_failure_locks_until_a_time_in_wib(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    for _ in range(4):
        problem(_try(api, token, "bukan-sandinya"), 401)
    locked = _try(api, token, "bukan-sandinya")
    body = problem(locked, 429)
    assert body["message"] == "Terlalu banyak percobaan. Silakan coba lagi setelah pukul 10.05 WIB."
    until = datetime.fromisoformat(body["lockedUntil"])
    assert until.utcoffset() is not None and until.utcoffset().total_seconds() == 7 * 3600
    assert (until - frozen.now).total_seconds() == 300
    assert locked.headers["retry-after"] == "300"
    # Even the right password is refused while locked.
    problem(_try(api, token, str(account.password)), 429)


def test_lock_ends_and_the_next_failure_locks_twice_as_long(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    for _ in range(5):
        _try(api, token, "bukan-sandinya")
    frozen.advance(seconds=301)
    body = problem(_try(api, token, "bukan-sandinya"), 429)
    assert (datetime.fromisoformat(body["lockedUntil"]) - frozen.now).total_seconds() == 600
    frozen.advance(seconds=601)
    token = signin.check_user(account.user_name)["token"]  # the first flow has expired
    assert _try(api, token, str(account.password)).status_code == 200


def test_success_resets_the_count(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    for _ in range(4):
        problem(_try(api, token, "bukan-sandinya"), 401)
    assert _try(api, token, str(account.password)).status_code == 200
    token = signin.check_user(account.user_name)["token"]
    assert problem(_try(api, token, "bukan-sandinya"), 401)["attemptsRemaining"] == 4


def test_lock_holds_across_new_sign_in_flows(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    for _ in range(5):
        token = signin.check_user(account.user_name)["token"]
        _try(api, token, "bukan-sandinya")
    token = signin.check_user(account.user_name)["token"]
    problem(_try(api, token, str(account.password)), 429)
