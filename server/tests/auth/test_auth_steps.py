"""A step token opens exactly its next step: no skipping, no replay of an earlier step, no
portal call, and no step with an access token [ASVS 2.3.1]."""

from __future__ import annotations

from collections.abc import Callable

from server.access.models import AccountStatus
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

STEP_INVALID = "Langkah masuk tidak berlaku lagi. Silakan ulangi proses masuk dari awal."


def test_check_user_token_cannot_skip_to_otp_or_password_creation(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    for path, body in (
        ("/otp/generate", {}),
        ("/otp/validate", {"otp": "123456"}),
        ("/password/create", {"password": "x" * 12, "confirmPassword": "x" * 12}),
        ("/password/reset", {"password": "x" * 12, "confirmPassword": "x" * 12}),
        ("/login/idCard", {"nik": account.nik, "birthDate": account.birth_date.isoformat()}),
    ):
        assert problem(api.post(path, body, token=token), 403)["message"] == STEP_INVALID
    assert problem(api.get("/otp/info", token=token), 403)["message"] == STEP_INVALID


def test_id_card_token_cannot_skip_to_password_check(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account(status=AccountStatus.NEW, password=None)
    token = api.post("/login/checkUser", {"nik": account.nik}).json()["token"]
    problem(api.post("/password/validate", {"password": "anything-goes"}, token=token), 403)
    forgot = {"caseOtp": "FORGOT_PASSWORD", "email": "nasabah@contoh.co.id"}
    problem(api.post("/password/otp/generate", forgot, token=token), 403)


def test_step_token_never_opens_a_portal_call(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    expected = "Sesi Anda telah berakhir. Silakan masuk kembali."
    assert problem(api.post("/session/check", token=token), 403)["message"] == expected
    assert problem(api.get("/token/checkValidTerm", token=token), 403)["message"] == expected
    problem(api.post("/termscondition/store", {"tnc_version": "2026.1"}, token=token), 403)
    problem(api.post("/session/logout", token=token), 403)


def test_replayed_earlier_step_token_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    first = signin.check_user(account.user_name)["token"]
    ok = api.post("/password/validate", {"password": account.password}, token=first)
    assert ok.status_code == 200
    again = api.post("/password/validate", {"password": account.password}, token=first)
    assert problem(again, 403)["message"] == STEP_INVALID


def test_finished_flow_tokens_are_dead(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    assert api.post("/otp/validate", {"otp": code}, token=token).status_code == 200
    problem(api.post("/otp/validate", {"otp": code}, token=token), 403)
    problem(api.post("/otp/generate", {}, token=token), 403)


def test_access_token_cannot_drive_sign_in_steps(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    access = signin.signed_in(account)["token"]
    problem(api.post("/password/validate", {"password": account.password}, token=access), 403)
    problem(api.post("/otp/generate", {}, token=access), 403)


def test_expired_step_token_is_not_recognised(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    frozen.advance(seconds=901)
    response = api.post("/password/validate", {"password": account.password}, token=token)
    assert problem(response, 401)["message"] == (
        "Anda belum masuk atau sesi Anda tidak dikenali. Silakan masuk kembali."
    )


def test_forged_or_missing_step_token_is_401(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.check_user(account.user_name)["token"]
    forged = token[:-4] + ("AAAA" if not token.endswith("AAAA") else "BBBB")
    problem(api.post("/password/validate", {"password": "x" * 10}, token=forged), 401)
    problem(api.post("/password/validate", {"password": "x" * 10}), 401)
