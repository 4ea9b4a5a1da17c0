"""password/emailPH: where an account's codes and notices go by e-mail, masked, with what goes
to each address. It answers only a caller who has proved the account: a customer session, or
a sign-in step after the password, NIK and birth date, or the forgotten password's code. A
step token from checkUser gets the same 403 whether the name or NIK names an account or not
(the seed's emailPH told anyone whether an e-mail belonged to an account)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import update

from server.access.models import AccountStatus, User
from server.db import transaction
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import answer, problem

PATH = "/password/emailPH"
STEP_INVALID = "Langkah masuk tidak berlaku lagi. Silakan ulangi proses masuk dari awal."
NOT_CUSTOMER = "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."
ALL_USES = ["SIGN_IN_CODE", "SECURITY_NOTICE", "FORGOT_PASSWORD"]


def _masked(email: str) -> str:
    """The house mask (server.customer.masking) of a test account's address."""
    local, domain = email.split("@")
    return f"{local[:2]}***{local[-1]}@{domain[:2]}***{domain[domain.index('.') :]}"


def _set(account: Account, **values: Any) -> None:
    with transaction() as session:
        session.execute(update(User).where(User.id == account.user_id).values(**values))


def _emails(api: Api, token: str) -> list[dict[str, Any]]:
    response = api.get(PATH, token=token)
    assert response.status_code == 200, response.text
    assert response.headers["content-type"].startswith("application/json")
    emails: list[dict[str, Any]] = response.json()["emails"]
    return emails


def _refused(api: Api, token: str) -> Any:
    response = api.get(PATH, token=token)
    assert problem(response, 403)["message"] == STEP_INVALID
    return response


def test_a_customer_sees_where_codes_and_notices_go_masked(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """A holder's account keeps no address of its own: the holder's e-mail on record takes
    the sign-in code, the notices and the forgotten password's code."""
    account = make_account()
    session = signin.signed_in(account)["token"]
    response = api.get(PATH, token=session)
    assert response.json() == {
        "emails": [{"source": "POLICY_HOLDER", "email": _masked(account.email), "uses": ALL_USES}]
    }
    assert account.email not in response.text
    assert account.email.split("@")[0] not in response.text


def test_each_address_says_what_goes_to_it(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    own, recovery = "budi.kantor@sentosaraya.co.id", "Budi.Pribadi@Yahoo.co.id"
    _set(account, email=own, recovery_email=recovery)
    session = signin.signed_in(account)["token"]
    response = api.get(PATH, token=session)
    sign_in, notice, forgot = ALL_USES
    assert response.json()["emails"] == [
        {"source": "ACCOUNT", "email": "bu***r@se***.co.id", "uses": [sign_in, forgot]},
        {"source": "RECOVERY", "email": "bu***i@ya***.co.id", "uses": [notice, forgot]},
        {"source": "POLICY_HOLDER", "email": _masked(account.email), "uses": [forgot]},
    ]
    for address in (own, recovery, account.email):
        assert address.lower() not in response.text.lower()
    # Without a recovery e-mail, the notices go where the sign-in code goes.
    _set(account, recovery_email=None)
    assert _emails(api, session)[0]["uses"] == ALL_USES


def test_the_code_step_after_the_password_sees_them_too(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """The OTP page offers the e-mail before a code is sent; the session sees the same."""
    account = make_account()
    step = signin.to_otp(account)
    emails = _emails(api, step)
    holder = {"source": "POLICY_HOLDER", "email": _masked(account.email), "uses": ALL_USES}
    assert emails == [holder]
    # The step token still opens its step afterwards: the read moved nothing on.
    code = signin.send_otp(step, channel="EMAIL")
    done = api.post("/otp/validate", {"otp": code}, token=step)
    assert done.json()["next"] == "AUTHENTICATED"
    assert _emails(api, done.json()["token"]) == emails
    _refused(api, step)  # the finished flow's token opens nothing more


def test_every_step_after_a_proof_sees_them(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    """NIK and birth date, then the password (an account that has one, signing in by NIK);
    the password, then NIK and birth date (an inactive account); a new account's password
    step after its code; the forgotten password's new password."""
    id_card = lambda a: {"nik": a.nik, "birthDate": a.birth_date.isoformat()}  # noqa: E731
    active = make_account()
    step = api.post("/login/idCard", id_card(active), token=signin.check_nik(active.nik)["token"])
    assert step.json()["next"] == "VERIFY_PASSWORD"
    assert _emails(api, step.json()["token"])[0]["email"] == _masked(active.email)

    inactive = make_account(status=AccountStatus.INACTIVE)
    step = api.post(
        "/password/validate",
        {"password": inactive.password},
        token=signin.check_user(inactive.user_name)["token"],
    )
    assert step.json()["next"] == "ID_CARD"
    assert _emails(api, step.json()["token"])[0]["email"] == _masked(inactive.email)

    new = make_account(status=AccountStatus.NEW, password=None)
    token = api.post("/login/idCard", id_card(new), token=signin.check_nik(new.nik)["token"])
    token = token.json()["token"]
    code = signin.send_otp(token)
    step = api.post("/otp/validate", {"otp": code}, token=token)
    assert step.json()["next"] == "CREATE_PASSWORD"
    assert _emails(api, step.json()["token"])[0]["email"] == _masked(new.email)

    forgot = make_account()
    case = {"caseOtp": "FORGOT_PASSWORD"}
    token = signin.check_user(forgot.user_name)["token"]
    api.post("/password/otp/generate", {**case, "email": forgot.email}, token=token)
    step = api.post(
        "/password/otp/validate", {**case, "otp": sender.last_code(forgot.email)}, token=token
    )
    assert step.json()["next"] == "NEW_PASSWORD"
    assert _emails(api, step.json()["token"])[0]["email"] == _masked(forgot.email)


def test_a_check_user_token_tells_nothing(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """Before any proof: the same 403, byte for byte, for a known and an unknown user name
    or NIK, and after a wrong password or birth date (a decoy's flow never gets further)."""
    account = make_account()
    known = _refused(api, signin.check_user(account.user_name)["token"])
    unknown = _refused(api, signin.check_user("tidak.terdaftar.99")["token"])
    assert answer(known) == answer(unknown)
    by_nik = _refused(api, signin.check_nik(account.nik)["token"])
    assert answer(by_nik) == answer(_refused(api, signin.check_nik("3174011505809999")["token"]))
    assert answer(by_nik) == answer(known)
    for name in (account.user_name, "tidak.terdaftar.99"):
        token = signin.check_user(name)["token"]
        wrong = api.post("/password/validate", {"password": "Salah-Sekali-123"}, token=token)
        problem(wrong, 401)
        assert answer(_refused(api, token)) == answer(known)


def test_a_sign_in_that_ended_on_the_role_opens_nothing(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    """A customer's right password on the admin sign-in ends the flow (403)."""
    account = make_account()
    token = signin.check_user(account.user_name, checkAdmin=True)["token"]
    problem(api.post("/password/validate", {"password": account.password}, token=token), 403)
    _refused(api, token)


def test_no_token_or_a_forged_one_is_401(api: Api) -> None:
    problem(api.get(PATH), 401)
    problem(api.get(PATH, token="eyJhbGciOiJIUzI1NiJ9.eyJ0eXAiOiJzdGVwIn0.c2lnbmF0dXJl"), 401)
    problem(api.get(PATH, token="x", auth=None), 401)


def test_an_admin_session_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    admin = make_account(is_admin=True, holder=False)
    session = signin.signed_in(admin, check_admin=True)["token"]
    assert problem(api.get(PATH, token=session), 403)["message"] == NOT_CUSTOMER


def test_an_ended_session_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    session = signin.signed_in(make_account())["token"]
    assert api.post("/session/logout", token=session).status_code == 200
    assert problem(api.get(PATH, token=session), 403)["type"] == (
        "urn:tmanku:problem:session-expired"
    )
