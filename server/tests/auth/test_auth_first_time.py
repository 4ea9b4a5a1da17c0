"""New accounts (NIK -> ID_CARD -> OTP -> CREATE_PASSWORD -> signed in) and inactive accounts
(the same, finishing with password/setting/userNotActive; by user name, the right old
password leads to the same identity check). An account that has a password and signs in by
NIK proves NIK and birth date, then its password. The account's status is told only in the
answers after a step the customer proved."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

from server.access.models import AccountStatus
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

NEW_PASSWORD = {"password": "Kebun-Teh-Puncak-77", "confirmPassword": "Kebun-Teh-Puncak-77"}


def _id_card(account: Account, **override: Any) -> dict[str, Any]:
    return {"nik": account.nik, "birthDate": account.birth_date.isoformat(), **override}


def _by_nik(api: Api, account: Account) -> str:
    response = api.post("/login/checkUser", {"nik": account.nik})
    assert response.status_code == 200 and response.json()["data"]["next"] == "ID_CARD"
    return str(response.json()["token"])


def _through_otp(api: Api, signin: SignIn, account: Account, token: str) -> str:
    """From an ID_CARD step token to the CREATE_PASSWORD one."""
    step = api.post("/login/idCard", _id_card(account), token=token)
    assert step.status_code == 200
    assert step.json() == {
        "result": "Success",
        "next": "OTP",
        "account_status": step.json()["account_status"],
        "token": step.json()["token"],
    }
    token = step.json()["token"]
    code = signin.send_otp(token)
    step = api.post("/otp/validate", {"otp": code}, token=token)
    assert step.status_code == 200
    assert step.json()["next"] == "CREATE_PASSWORD"
    return str(step.json()["token"])


def _to_create_password(api: Api, signin: SignIn, account: Account) -> str:
    return _through_otp(api, signin, account, _by_nik(api, account))


def test_new_customer_creates_a_password_and_is_signed_in(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.NEW, password=None)
    step = api.post("/login/idCard", _id_card(account), token=_by_nik(api, account))
    assert step.json()["account_status"] == "NEW"
    token = _through_otp(api, signin, account, _by_nik(api, account))
    response = api.post("/password/create", NEW_PASSWORD, token=token)
    assert response.status_code == 200
    body = response.json()
    assert body["next"] == "AUTHENTICATED" and body["refreshToken"]
    assert body["data"]["nik"] == f"{account.nik[:4]}********{account.nik[-4:]}"
    again = signin.check_user(account.user_name)
    login = api.post(
        "/password/validate", {"password": NEW_PASSWORD["password"]}, token=again["token"]
    )
    assert login.status_code == 200
    assert login.json()["account_status"] == "ACTIVE"


def test_id_card_mismatch_counts_like_a_wrong_password(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.NEW, password=None)
    token = _by_nik(api, account)
    wrong_day = (account.birth_date + timedelta(days=1)).isoformat()
    body = problem(
        api.post("/login/idCard", _id_card(account, birthDate=wrong_day), token=token), 401
    )
    assert body["message"] == (
        "NIK atau tanggal lahir tidak sesuai dengan data polis. Sisa percobaan 4 kali."
    )
    other_nik = account.nik[:-1] + ("1" if account.nik[-1] != "1" else "2")
    body = problem(api.post("/login/idCard", _id_card(account, nik=other_nik), token=token), 401)
    assert body["attemptsRemaining"] == 3
    # The password step by user name counts on the same account.
    by_name = signin.check_user(account.user_name)["token"]
    problem(api.post("/password/validate", {"password": "x" * 10}, token=by_name), 401)
    api.post("/login/idCard", _id_card(account, birthDate=wrong_day), token=token)
    problem(api.post("/login/idCard", _id_card(account, birthDate=wrong_day), token=token), 429)
    problem(api.post("/login/idCard", _id_card(account), token=token), 429)


def test_password_rules_are_explained_in_indonesian(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.NEW, password=None)
    token = _to_create_password(api, signin, account)

    def create(password: str, confirm: str | None = None) -> dict[str, Any]:
        body = {"password": password, "confirmPassword": confirm or password}
        return problem(api.post("/password/create", body, token=token), 422)

    assert create("pendek")["message"] == "Kata sandi minimal 8 karakter."
    common = create("bismillah123")
    assert (
        common["message"]
        == "Kata sandi ini terlalu umum dan mudah ditebak. Gunakan kata sandi lain."
    )
    assert common["errors"] == [{"field": "password", "message": common["message"]}]
    own = create(f"Aman-{account.user_name}-99")
    assert own["message"] == "Kata sandi tidak boleh memuat nama pengguna Anda."
    body = create("Kebun-Teh-Puncak-77", "Kebun-Teh-Puncak-78")
    assert body["message"] == "Konfirmasi kata sandi tidak sama."
    assert body["errors"][0]["field"] == "confirmPassword"
    # Still at the same step: the right request now succeeds.
    assert api.post("/password/create", NEW_PASSWORD, token=token).status_code == 200


def test_inactive_account_is_reactivated_through_user_not_active(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.INACTIVE)
    token = _to_create_password(api, signin, account)
    problem(api.post("/password/create", NEW_PASSWORD, token=token), 403)
    response = api.post("/password/setting/userNotActive", NEW_PASSWORD, token=token)
    assert response.status_code == 200
    assert response.json()["next"] == "AUTHENTICATED"
    again = signin.check_user(account.user_name)["token"]
    login = api.post("/password/validate", {"password": NEW_PASSWORD["password"]}, token=again)
    assert login.json()["account_status"] == "ACTIVE"


def test_inactive_account_by_user_name_goes_from_its_old_password_to_the_identity_check(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.INACTIVE)
    token = signin.check_user(account.user_name)["token"]
    step = api.post("/password/validate", {"password": account.password}, token=token)
    assert step.status_code == 200
    assert step.json()["next"] == "ID_CARD" and step.json()["account_status"] == "INACTIVE"
    token = _through_otp(api, signin, account, step.json()["token"])
    done = api.post("/password/setting/userNotActive", NEW_PASSWORD, token=token)
    assert done.json()["next"] == "AUTHENTICATED"


def test_active_account_by_nik_proves_its_password_after_the_identity_check(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    step = api.post("/login/idCard", _id_card(account), token=_by_nik(api, account))
    assert step.status_code == 200
    assert step.json()["next"] == "VERIFY_PASSWORD" and step.json()["account_status"] == "ACTIVE"
    token = step.json()["token"]
    problem(api.post("/otp/generate", {}, token=token), 403)  # no skipping the password
    step = api.post("/password/validate", {"password": account.password}, token=token)
    assert step.json()["next"] == "OTP"
    token = step.json()["token"]
    code = signin.send_otp(token)
    signed_in = api.post("/otp/validate", {"otp": code}, token=token)
    assert signed_in.json()["next"] == "AUTHENTICATED"


def test_new_account_cannot_use_the_reactivation_step(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.NEW, password=None)
    token = _to_create_password(api, signin, account)
    body = problem(api.post("/password/setting/userNotActive", NEW_PASSWORD, token=token), 403)
    assert body["message"] == (
        "Langkah ini tidak berlaku untuk akun Anda. Silakan ulangi proses masuk."
    )
