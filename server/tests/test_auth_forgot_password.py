"""Forgotten password: from the password step, an e-mailed code (caseOtp FORGOT_PASSWORD)
opens NEW_PASSWORD; the reset signs the customer in and ends every other session."""

from __future__ import annotations

from collections.abc import Callable

from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import problem

CASE = {"caseOtp": "FORGOT_PASSWORD"}
NEW = {"password": "Sate-Padang-Malam-21", "confirmPassword": "Sate-Padang-Malam-21"}


def _to_new_password(api: Api, signin: SignIn, sender: MemorySender, account: Account) -> str:
    token = signin.check_user(account.user_name)["token"]
    assert api.post("/password/otp/generate", CASE, token=token).status_code == 200
    code = sender.last_code(account.email)
    response = api.post("/password/otp/validate", {**CASE, "otp": code}, token=token)
    assert response.status_code == 200 and response.json()["next"] == "NEW_PASSWORD"
    return str(response.json()["token"])


def test_masked_recovery_email_is_shown(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    response = api.get("/password/emailPH", token=token)
    assert response.status_code == 200
    local = account.email.split("@")[0]
    assert response.json() == {"email": f"{local[:2]}***{local[-1]}@co***.co.id"}


def test_code_goes_by_email_with_its_own_counters(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    info = api.post("/password/otp/generate", CASE, token=token).json()
    assert info["channel"] == "EMAIL" and info["attempt"] == 0
    message = sender.messages[-1]
    assert (message.to, message.purpose) == (account.email, "FORGOT_PASSWORD")
    wrong = f"{(int(message.code) + 1) % 1_000_000:06d}"
    body = problem(api.post("/password/otp/validate", {**CASE, "otp": wrong}, token=token), 401)
    assert body["message"] == "Kode OTP salah. Sisa percobaan 4 kali."
    assert api.post("/password/otp/info", CASE, token=token).json()["attempt"] == 1


def test_reset_signs_in_and_ends_other_sessions(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    elsewhere = signin.signed_in(account)
    token = _to_new_password(api, signin, sender, account)
    response = api.post("/password/reset", NEW, token=token)
    assert response.status_code == 200
    assert response.json()["next"] == "AUTHENTICATED"
    problem(api.post("/session/check", token=elsewhere["token"]), 403)
    refresh = {"userName": account.user_name, "refreshToken": elsewhere["refreshToken"]}
    problem(api.post("/token/refresh", refresh), 401)
    assert api.post("/session/check", token=response.json()["token"]).status_code == 200
    # The old password no longer works, the new one does.
    flow = signin.check_user(account.user_name)["token"]
    problem(api.post("/password/validate", {"password": account.password}, token=flow), 401)
    ok = api.post("/password/validate", {"password": NEW["password"]}, token=flow)
    assert ok.status_code == 200


def test_reset_lifts_a_password_lock(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    flow = signin.check_user(account.user_name)["token"]
    for _ in range(5):
        api.post("/password/validate", {"password": "bukan-sandinya"}, token=flow)
    token = _to_new_password(api, signin, sender, account)
    assert api.post("/password/reset", NEW, token=token).status_code == 200
    flow = signin.check_user(account.user_name)["token"]
    ok = api.post("/password/validate", {"password": NEW["password"]}, token=flow)
    assert ok.status_code == 200


def test_login_code_cannot_be_used_for_the_reset_and_vice_versa(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    api.post("/password/otp/generate", CASE, token=token)
    forgot_code = sender.last_code(account.email)
    otp_token = api.post("/password/validate", {"password": account.password}, token=token).json()[
        "token"
    ]
    login_code = signin.send_otp(otp_token)
    if login_code != forgot_code:
        problem(api.post("/otp/validate", {"otp": forgot_code}, token=otp_token), 401)
    # The forgot-password step token was replaced by the password step.
    problem(api.post("/password/otp/validate", {**CASE, "otp": forgot_code}, token=token), 403)
