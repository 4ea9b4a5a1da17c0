"""login/checkUser: find the account by user name (any case) or NIK and open the right next
step; unknown accounts and admin sign-in by customers are refused."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import jwt

from server.access.models import AccountStatus
from server.tests.conftest import Account, Api, Clock
from server.tests.support import problem


def test_existing_customer_goes_to_password_check(
    api: Api, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    response = api.post("/login/checkUser", {"userName": account.user_name.upper()})
    assert response.status_code == 200
    body = response.json()
    assert body["checkPassword"] is True
    assert body["tnc_version"] == "2025.1"
    n = account.user_name.split(".")[1]
    assert body["data"] == {
        "userName": account.user_name,
        "display_name": f"Nasabah U** {n[0]}{'*' * (len(n) - 1)}",
        "accountStatus": "ACTIVE",
        "isAdmin": False,
        "next": "VERIFY_PASSWORD",
    }
    claims = jwt.decode(body["token"], options={"verify_signature": False})
    assert claims["typ"] == "step" and claims["stg"] == "VERIFY_PASSWORD"


def test_lookup_by_nik_finds_the_holders_account(
    api: Api, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    response = api.post("/login/checkUser", {"nik": account.nik})
    assert response.status_code == 200
    assert response.json()["data"]["userName"] == account.user_name


def test_new_and_inactive_accounts_go_to_id_card(
    api: Api, make_account: Callable[..., Account]
) -> None:
    for status in (AccountStatus.NEW, AccountStatus.INACTIVE):
        account = make_account(status=status, password=None)
        body = api.post("/login/checkUser", {"userName": account.user_name}).json()
        assert body["checkPassword"] is False
        assert body["data"]["accountStatus"] == status.value
        assert body["data"]["next"] == "ID_CARD"


def test_unknown_user_name_or_nik_is_404(api: Api) -> None:
    body = problem(api.post("/login/checkUser", {"userName": "tidak.ada"}), 404)
    assert body["message"] == "Nama pengguna atau NIK tidak terdaftar."
    body = problem(api.post("/login/checkUser", {"nik": "3174015505800009"}), 404)
    assert body["message"] == "Nama pengguna atau NIK tidak terdaftar."


def test_admin_sign_in_refuses_customers(api: Api, make_account: Callable[..., Account]) -> None:
    account = make_account()
    response = api.post("/login/checkUser", {"userName": account.user_name, "checkAdmin": True})
    body = problem(response, 403)
    assert body["message"] == "Akun ini tidak memiliki akses ke halaman admin."


def test_admin_sign_in_accepts_admins(api: Api, make_account: Callable[..., Account]) -> None:
    admin = make_account(is_admin=True, holder=False)
    response = api.post("/login/checkUser", {"userName": admin.user_name, "checkAdmin": True})
    assert response.status_code == 200
    assert response.json()["data"]["isAdmin"] is True
    assert response.json()["data"]["display_name"] == admin.user_name


def test_account_unused_for_twelve_months_becomes_inactive(
    api: Api, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account(last_login_at=frozen.now - timedelta(days=366))
    body = api.post("/login/checkUser", {"userName": account.user_name}).json()
    assert body["data"]["accountStatus"] == "INACTIVE"
    assert body["data"]["next"] == "ID_CARD"


def test_exactly_one_of_user_name_or_nik(api: Api, make_account: Callable[..., Account]) -> None:
    account = make_account()
    both = {"userName": account.user_name, "nik": account.nik}
    problem(api.post("/login/checkUser", both), 400)
    problem(api.post("/login/checkUser", {}), 400)
    problem(api.post("/login/checkUser", {"userName": "x"}), 400)
