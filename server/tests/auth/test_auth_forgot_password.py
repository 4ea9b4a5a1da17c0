"""Forgotten password: from the password step, the customer types the e-mail address of the
account; an e-mailed code (caseOtp FORGOT_PASSWORD) opens NEW_PASSWORD, and the reset signs
the customer in and ends every other session. The answer never tells whether the address
is the account's, nor whether the user name names an account (a blind issue: no code is
sent, and every code entered is wrong and counted as usual)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.access.models import AccountStatus
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import answer, problem

CASE = {"caseOtp": "FORGOT_PASSWORD"}
NEW = {"password": "Sate-Padang-Malam-21", "confirmPassword": "Sate-Padang-Malam-21"}


def _send(api: Api, token: str, email: str) -> Any:
    return api.post("/password/otp/generate", {**CASE, "email": email}, token=token)


def _to_new_password(api: Api, signin: SignIn, sender: MemorySender, account: Account) -> str:
    token = signin.check_user(account.user_name)["token"]
    assert _send(api, token, account.email).status_code == 200
    code = sender.last_code(account.email)
    response = api.post("/password/otp/validate", {**CASE, "otp": code}, token=token)
    assert response.status_code == 200 and response.json()["next"] == "NEW_PASSWORD"
    return str(response.json()["token"])


def test_code_goes_to_the_typed_address_when_it_is_the_accounts(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    info = _send(api, token, f"  {account.email.upper()} ").json()
    local = account.email.split("@")[0]
    assert info["destination"] == f"{local[:2]}***{local[-1]}@co***.co.id"
    assert info["channel"] == "EMAIL" and info["attempt"] == 0
    message = sender.messages[-1]
    assert (message.to, message.purpose) == (account.email, "FORGOT_PASSWORD")
    wrong = f"{(int(message.code) + 1) % 1_000_000:06d}"
    body = problem(api.post("/password/otp/validate", {**CASE, "otp": wrong}, token=token), 401)
    assert body["message"] == "Kode OTP salah. Sisa percobaan 4 kali."
    assert api.post("/password/otp/info", CASE, token=token).json()["attempt"] == 1


def test_another_address_or_an_unknown_name_gets_the_same_answer_and_no_code(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    typed = account.email
    matching = _send(api, signin.check_user(account.user_name)["token"], typed)
    assert sender.messages[-1].to == typed
    sent = len(sender.messages)
    tokens = {
        "another account": signin.check_user(make_account().user_name)["token"],
        "an unknown name": signin.check_user("tidak.ada.siapa")["token"],
    }
    for name, token in tokens.items():
        assert answer(_send(api, token, typed)) == answer(matching), name
    assert len(sender.messages) == sent  # nothing went anywhere
    # Every code is wrong, counted and locked as usual.
    token = tokens["an unknown name"]
    for left in (4, 3, 2, 1):
        wrong = api.post("/password/otp/validate", {**CASE, "otp": "000000"}, token=token)
        assert problem(wrong, 401)["message"] == f"Kode OTP salah. Sisa percobaan {left} kali."
    problem(api.post("/password/otp/validate", {**CASE, "otp": "000000"}, token=token), 429)
    assert api.post("/password/otp/info", CASE, token=token).json()["attempt"] == 5


def test_the_masked_address_of_an_account_is_never_shown(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """The seed's password/emailPH showed it to anyone who typed a user name; now the
    forgot-password step (nothing proved yet) is refused it as an unknown name is
    (test_security_email_ph.py)."""
    known = signin.check_user(make_account().user_name)["token"]
    unknown = signin.check_user("tidak.ada.siapa")["token"]
    refused = [api.get("/password/emailPH", token=token) for token in (known, unknown)]
    problem(refused[0], 403)
    assert answer(refused[0]) == answer(refused[1])


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


def test_account_without_a_password_goes_on_to_the_identity_check(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    """A first password and a reactivation always go through NIK and birth date."""
    for status in (AccountStatus.NEW, AccountStatus.INACTIVE):
        account = make_account(status=status, password=None)
        token = signin.check_user(account.user_name)["token"]
        _send(api, token, account.email)
        code = sender.last_code(account.email)
        response = api.post("/password/otp/validate", {**CASE, "otp": code}, token=token)
        assert response.status_code == 200
        assert response.json()["next"] == "ID_CARD"
        assert response.json()["account_status"] == status.value
        problem(api.post("/password/reset", NEW, token=response.json()["token"]), 403)


def test_login_code_cannot_be_used_for_the_reset_and_vice_versa(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    _send(api, token, account.email)
    forgot_code = sender.last_code(account.email)
    otp_token = api.post("/password/validate", {"password": account.password}, token=token).json()[
        "token"
    ]
    login_code = signin.send_otp(otp_token)
    if login_code != forgot_code:
        problem(api.post("/otp/validate", {"otp": forgot_code}, token=otp_token), 401)
    # The forgot-password step token was replaced by the password step.
    problem(api.post("/password/otp/validate", {**CASE, "otp": forgot_code}, token=token), 403)
