"""The admin flag: only an admin account signing in with checkAdmin gets an admin session,
and the flag travels in the session and the access token."""

from __future__ import annotations

from collections.abc import Callable

import jwt
import pytest

from server import clock
from server.access.guards import ADMIN
from server.db import transaction
from server.errors import Forbidden
from server.tests.conftest import Account, Api, SignIn


def _admin_sign_in(
    api: Api, signin: SignIn, account: Account, check_admin: bool
) -> dict[str, object]:
    token = signin.check_user(account.user_name, checkAdmin=check_admin)["token"]
    token = api.post("/password/validate", {"password": account.password}, token=token).json()[
        "token"
    ]
    code = signin.send_otp(token, channel="EMAIL")
    body: dict[str, object] = api.post("/otp/validate", {"otp": code}, token=token).json()
    return body


def test_admin_session_carries_the_flag(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    admin = make_account(is_admin=True, holder=False)
    body = _admin_sign_in(api, signin, admin, check_admin=True)
    assert body["data"]["isAdmin"] is True  # type: ignore[index]
    assert body["policyHolderName"] is None
    claims = jwt.decode(str(body["token"]), options={"verify_signature": False})
    assert claims["adm"] is True
    with transaction() as session:
        customer = ADMIN(session, {"accessToken": claims}, clock.now())
    assert customer.is_admin and customer.policy_holder_id is None


def test_an_admin_account_always_gets_an_admin_session(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """Signing in on the customer login too: an admin session, which is then refused
    customer data (test_access_roles.py), never a customer session with nothing in it."""
    admin = make_account(is_admin=True, holder=False)
    body = _admin_sign_in(api, signin, admin, check_admin=False)
    assert body["data"]["isAdmin"] is True  # type: ignore[index]
    claims = jwt.decode(str(body["token"]), options={"verify_signature": False})
    assert claims["adm"] is True
    with transaction() as session:
        ADMIN(session, {"accessToken": claims}, clock.now())


def test_customer_session_is_not_admin(
    signin: SignIn, make_account: Callable[..., Account]
) -> None:
    body = signin.signed_in(make_account())
    claims = jwt.decode(body["token"], options={"verify_signature": False})
    with transaction() as session, pytest.raises(Forbidden) as refused:
        ADMIN(session, {"clientBasic": {}, "accessToken": claims}, clock.now())
    assert refused.value.message == "Akun ini tidak memiliki akses ke halaman admin."
