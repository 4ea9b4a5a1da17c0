"""A user name or NIK that names no account fails where a wrong password or birth date
fails, and exactly as it does [ASVS 6.3.8]: the same status, message, attempts left, lock
(its time, its doubling, its holding across new flows) and the same work (a password hash
is verified). An account without a password (NEW) fails the password step the same way:
such a customer signs in with NIK and birth date."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from typing import Any

import pytest

from server.access.models import AccountStatus
from server.auth import signin
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import answer, problem

WRONG = "Bukan-Sandinya-123"
UNKNOWN_NAME = "belum.terdaftar"


def _password(api: Api, name: str, password: str = WRONG, token: str | None = None) -> Any:
    token = token or api.post("/login/checkUser", {"userName": name}).json()["token"]
    return api.post("/password/validate", {"password": password}, token=token)


def _flow(api: Api, **identifier: str) -> str:
    return str(api.post("/login/checkUser", identifier).json()["token"])


def test_unknown_name_and_account_without_password_fail_like_a_wrong_password(
    api: Api, make_account: Callable[..., Account]
) -> None:
    known, new = make_account(), make_account(status=AccountStatus.NEW, password=None)
    wrong = _password(api, known.user_name)
    body = problem(wrong, 401)
    assert body["message"] == "Kata sandi yang Anda masukkan salah. Sisa percobaan 4 kali."
    assert answer(_password(api, UNKNOWN_NAME)) == answer(wrong)
    assert answer(_password(api, new.user_name)) == answer(wrong)


def test_unknown_name_counts_and_locks_like_an_account(
    api: Api, make_account: Callable[..., Account], frozen: Clock
) -> None:
    known, unknown = make_account().user_name, "tidak.ada.1"
    flows = {name: _flow(api, userName=name) for name in (known, unknown)}

    def both(password: str = WRONG, **new_flow: bool) -> tuple[Any, Any]:
        if new_flow:
            flows.update({name: _flow(api, userName=name) for name in flows})
        a, b = (_password(api, name, password, flows[name]) for name in (known, unknown))
        assert answer(a) == answer(b)
        return a, b

    for left in (4, 3, 2, 1):
        assert problem(both()[0], 401)["attemptsRemaining"] == left
    locked = problem(both()[0], 429)  # the fifth failure locks, until a time in WIB
    assert locked["message"] == (
        "Terlalu banyak percobaan. Silakan coba lagi setelah pukul 10.05 WIB."
    )
    both(new_flow=True)  # the lock holds across new sign-in flows
    frozen.advance(seconds=301)
    relocked = problem(both(new_flow=True)[0], 429)  # the next failure: twice as long
    until = datetime.fromisoformat(relocked["lockedUntil"])
    assert (until - frozen.now).total_seconds() == 600


def test_unknown_nik_fails_the_identity_check_like_a_wrong_birth_date(
    api: Api, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.NEW, password=None)
    unknown_nik = account.nik[:-4] + ("9999" if account.nik[-4:] != "9999" else "9998")
    tokens = {"known": _flow(api, nik=account.nik), "unknown": _flow(api, nik=unknown_nik)}
    wrong_day = (account.birth_date + timedelta(days=1)).isoformat()
    for attempt in range(6):
        known = api.post(
            "/login/idCard", {"nik": account.nik, "birthDate": wrong_day}, token=tokens["known"]
        )
        unknown = api.post(
            "/login/idCard",
            {"nik": unknown_nik, "birthDate": account.birth_date.isoformat()},
            token=tokens["unknown"],
        )
        assert answer(known) == answer(unknown), attempt
        if attempt == 0:
            assert problem(unknown, 401)["message"] == (
                "NIK atau tanggal lahir tidak sesuai dengan data polis. Sisa percobaan 4 kali."
            )
    assert unknown.status_code == 429


class Spy:
    def __init__(self) -> None:
        self.calls = 0


@pytest.fixture
def hash_checks(monkeypatch: pytest.MonkeyPatch) -> Iterator[Spy]:
    spy, real = Spy(), signin.verify_password

    def counting(hash: str, plain: str) -> bool:
        spy.calls += 1
        return real(hash, plain)

    monkeypatch.setattr(signin, "verify_password", counting)
    yield spy


def test_every_password_check_verifies_a_hash(
    api: Api, make_account: Callable[..., Account], hash_checks: Spy
) -> None:
    """The time an answer takes does not tell an unknown name either: the password is
    verified against a hash (a dummy one) as for an account."""
    names = [
        make_account().user_name,
        make_account(status=AccountStatus.NEW, password=None).user_name,
        UNKNOWN_NAME,
    ]
    for name in names:
        before = hash_checks.calls
        problem(_password(api, name), 401)
        assert hash_checks.calls == before + 1, name


def test_a_decoy_flow_opens_no_later_step(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    known, unknown = _flow(api, userName=make_account().user_name), _flow(api, userName="x.y.z")
    for method, path, body in (
        ("POST", "/otp/generate", {}),
        ("POST", "/otp/validate", {"otp": "123456"}),
        ("GET", "/otp/info", None),
        ("POST", "/password/reset", {"password": "x" * 12, "confirmPassword": "x" * 12}),
        ("POST", "/login/idCard", {"nik": "3174015505800009", "birthDate": "1980-05-15"}),
    ):
        refused = [api.call(method, path, token=t, json=body) for t in (known, unknown)]
        problem(refused[0], 403)
        assert answer(refused[0]) == answer(refused[1]), path
