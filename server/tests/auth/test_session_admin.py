"""The admin flag: only an admin account signing in with checkAdmin gets an admin session,
and the flag travels in the session and the access token. Whether an account is an admin
is said only after its password is right (never at checkUser)."""

from __future__ import annotations

from collections.abc import Callable

import jwt
import pytest

from server import clock
from server.access.guards import ADMIN
from server.db import transaction
from server.errors import Forbidden
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import answer, problem


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


def test_an_admin_account_on_the_customer_sign_in_is_told_only_after_its_password(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """Until the password is right an admin account is like any name (test_auth_check_user,
    and here its wrong password); then it is refused, as an admin session is refused customer
    data, and the flow ends. It never gets a customer session."""
    admin = make_account(is_admin=True, holder=False)
    token = signin.check_user(admin.user_name)["token"]
    wrong = api.post("/password/validate", {"password": "Bukan-Sandinya-1"}, token=token)
    unknown = api.post(
        "/password/validate",
        {"password": "Bukan-Sandinya-1"},
        token=signin.check_user("tidak.ada.admin")["token"],
    )
    assert answer(wrong) == answer(unknown)
    assert b"dmin" not in wrong.content
    refused = api.post("/password/validate", {"password": admin.password}, token=token)
    body = problem(refused, 403)
    assert body["message"] == (
        "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."
    )
    problem(api.post("/otp/generate", {"channel": "EMAIL"}, token=token), 403)
    problem(api.post("/password/validate", {"password": admin.password}, token=token), 403)


def test_a_customer_on_the_admin_sign_in_is_told_only_after_the_password(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    customer = make_account()
    token = signin.check_user(customer.user_name, checkAdmin=True)["token"]
    wrong = api.post("/password/validate", {"password": "Bukan-Sandinya-1"}, token=token)
    unknown = api.post(
        "/password/validate",
        {"password": "Bukan-Sandinya-1"},
        token=signin.check_user("tidak.ada", checkAdmin=True)["token"],
    )
    assert answer(wrong) == answer(unknown)
    refused = api.post("/password/validate", {"password": customer.password}, token=token)
    assert problem(refused, 403)["message"] == "Akun ini tidak memiliki akses ke halaman admin."
    # By NIK too: refused once NIK and birth date are proved.
    token = api.post("/login/checkUser", {"nik": customer.nik, "checkAdmin": True}).json()["token"]
    proved = {"nik": customer.nik, "birthDate": customer.birth_date.isoformat()}
    body = problem(api.post("/login/idCard", proved, token=token), 403)
    assert body["message"] == "Akun ini tidak memiliki akses ke halaman admin."


def test_customer_session_is_not_admin(
    signin: SignIn, make_account: Callable[..., Account]
) -> None:
    body = signin.signed_in(make_account())
    claims = jwt.decode(body["token"], options={"verify_signature": False})
    with transaction() as session, pytest.raises(Forbidden) as refused:
        ADMIN(session, {"clientBasic": {}, "accessToken": claims}, clock.now())
    assert refused.value.message == "Akun ini tidak memiliki akses ke halaman admin."
