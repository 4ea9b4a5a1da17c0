"""login/checkUser tells a visitor nothing about who is a customer [ASVS 6.3.8]: every user
name gets the same answer (the password step next), every NIK the same answer (NIK and
birth date next), whether it names an account or not, whatever that account's status or
role. Who the account is shows only after a step the visitor proves (test_auth_unknown_user,
test_auth_first_time, test_session_admin)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import jwt

from server.access.models import AccountStatus
from server.tests.conftest import Account, Api, Clock
from server.tests.support import answer, problem

UNKNOWN_NAME = "belum.terdaftar"
UNKNOWN_NIK = "3174015505800009"


def _claims(token: str) -> dict[str, Any]:
    claims: dict[str, Any] = jwt.decode(token, options={"verify_signature": False})
    return claims


def _accounts(make_account: Callable[..., Account], frozen: Clock) -> dict[str, Account]:
    return {
        "active": make_account(),
        "new": make_account(status=AccountStatus.NEW, password=None),
        "inactive": make_account(status=AccountStatus.INACTIVE),
        "unused for a year": make_account(last_login_at=frozen.now - timedelta(days=400)),
    }


def test_every_user_name_gets_the_same_answer(
    api: Api, make_account: Callable[..., Account], frozen: Clock
) -> None:
    accounts = _accounts(make_account, frozen)
    admin = make_account(is_admin=True, holder=False)
    unknown = api.post("/login/checkUser", {"userName": UNKNOWN_NAME})
    assert unknown.status_code == 200
    body = unknown.json()
    assert body == {
        "token": body["token"],
        "checkPassword": True,
        "data": {"next": "VERIFY_PASSWORD"},
    }
    claims = _claims(body["token"])
    assert claims["typ"] == "step" and claims["stg"] == "VERIFY_PASSWORD"
    names = [a.user_name for a in accounts.values()] + [admin.user_name, "Tidak.Ada.Sama.Sekali"]
    for name in names:
        known = api.post("/login/checkUser", {"userName": name})
        assert answer(known) == answer(unknown), name
        token = known.json()["token"]
        assert len(token) == len(body["token"]), name
        assert _claims(token).keys() == claims.keys(), name


def test_every_nik_gets_the_same_answer(
    api: Api, make_account: Callable[..., Account], frozen: Clock
) -> None:
    accounts = _accounts(make_account, frozen)
    unknown = api.post("/login/checkUser", {"nik": UNKNOWN_NIK})
    body = unknown.json()
    assert body == {"token": body["token"], "checkPassword": False, "data": {"next": "ID_CARD"}}
    assert _claims(body["token"])["stg"] == "ID_CARD"
    for name, account in accounts.items():
        assert answer(api.post("/login/checkUser", {"nik": account.nik})) == answer(unknown), name


def test_admin_sign_in_is_not_refused_nor_confirmed_at_check_user(
    api: Api, make_account: Callable[..., Account]
) -> None:
    customer, admin = make_account(), make_account(is_admin=True, holder=False)
    unknown = api.post("/login/checkUser", {"userName": UNKNOWN_NAME, "checkAdmin": True})
    assert unknown.status_code == 200
    for account in (customer, admin):
        request = {"userName": account.user_name, "checkAdmin": True}
        assert answer(api.post("/login/checkUser", request)) == answer(unknown)
    assert b"dmin" not in unknown.content


def test_user_name_is_found_in_any_case(api: Api, make_account: Callable[..., Account]) -> None:
    account = make_account()
    token = api.post("/login/checkUser", {"userName": account.user_name.upper()}).json()["token"]
    response = api.post("/password/validate", {"password": account.password}, token=token)
    assert response.status_code == 200
    assert response.json()["next"] == "OTP" and response.json()["account_status"] == "ACTIVE"


def test_account_unused_for_twelve_months_becomes_inactive(
    api: Api, make_account: Callable[..., Account], frozen: Clock
) -> None:
    """Said only after the right password: the account goes on to the identity check."""
    account = make_account(last_login_at=frozen.now - timedelta(days=366))
    token = api.post("/login/checkUser", {"userName": account.user_name}).json()["token"]
    response = api.post("/password/validate", {"password": account.password}, token=token)
    assert response.status_code == 200
    assert response.json()["next"] == "ID_CARD"
    assert response.json()["account_status"] == "INACTIVE"


def test_exactly_one_of_user_name_or_nik(api: Api, make_account: Callable[..., Account]) -> None:
    account = make_account()
    both = {"userName": account.user_name, "nik": account.nik}
    problem(api.post("/login/checkUser", both), 400)
    problem(api.post("/login/checkUser", {}), 400)
    problem(api.post("/login/checkUser", {"userName": "x"}), 400)
