"""Parallel guesses of a one-time code are counted one by one: firing many wrong codes at
once buys no extra attempts (no lost update of the failure counter), and a right code sent
twice at once signs in only once."""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest

from server.tests.conftest import Account, Api, SignIn

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

PARALLEL = 8


def _wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


def test_parallel_wrong_codes_are_all_counted(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    with ThreadPoolExecutor(PARALLEL) as pool:
        statuses = list(
            pool.map(
                lambda _: api.post("/otp/validate", {"otp": _wrong(code)}, token=token).status_code,
                range(PARALLEL),
            )
        )
    # Limit 5: four wrong codes answer 401, the fifth locks (429), the rest find it locked.
    assert sorted(statuses) == [401] * 4 + [429] * (PARALLEL - 4)
    assert api.post("/otp/validate", {"otp": code}, token=token).status_code == 429


def test_the_right_code_sent_twice_at_once_signs_in_once(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    with ThreadPoolExecutor(2) as pool:
        statuses = sorted(
            pool.map(
                lambda _: api.post("/otp/validate", {"otp": code}, token=token).status_code,
                range(2),
            )
        )
    # One signs in; the other finds the code used (401) or its step token spent (403).
    assert statuses[0] == 200 and statuses[1] in (401, 403), statuses
