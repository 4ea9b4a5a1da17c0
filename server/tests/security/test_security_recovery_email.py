"""Ganti Email Pemulihan: a live confirmation for that route, a code to the NEW address with
the sign-in's code rules (attempts, resend wait, lock), the change on the right code, a
notice to the address replaced; the password menu's codes keep the forgotten-password journey
apart from this one by the token that asks."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.access.models import User
from server.db import transaction
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.security_support import (
    CONFIRMATION_REQUIRED,
    WINDOWS,
    Session,
    confirm,
    security_data,
    signed_in_from,
)
from server.tests.support import outbox, problem

ROUTE = "change-recovery-email"


def _send(api: Api, me: Session, address: str) -> Any:
    body = {"caseOtp": "RECOVERY_EMAIL", "recovery_email_new": address}
    return api.post("/password/otp/generate", body, token=me.token)


def _validate(api: Api, me: Session, code: str) -> Any:
    body = {"caseOtp": "RECOVERY_EMAIL", "otp": code}
    return api.post("/password/otp/validate", body, token=me.token)


def _confirmed(api: Api, signin: SignIn, account: Account) -> Session:
    me = signed_in_from(api, signin, account, WINDOWS)
    assert confirm(api, me, str(account.password), ROUTE).status_code == 200
    return me


def _recovery_of(account: Account) -> str | None:
    with transaction() as session:
        user = session.get(User, account.user_id)
        assert user is not None
        return user.recovery_email


def test_the_right_code_sent_to_the_new_address_changes_it_and_tells_the_old_one(
    api: Api,
    signin: SignIn,
    sender: MemorySender,
    make_account: Callable[..., Account],
    settings: Settings,
) -> None:
    account = make_account()
    me = _confirmed(api, signin, account)
    new = f"Baru.{account.user_id}@Contoh.ID"
    sent = _send(api, me, new)
    assert sent.status_code == 200, sent.text
    assert sent.json()["channel"] == "EMAIL"
    assert sent.json()["destination"] == f"ba***{account.user_id % 10}@co***.id"
    info = api.post("/password/otp/info", {"caseOtp": "RECOVERY_EMAIL"}, token=me.token)
    assert info.status_code == 200 and info.json()["attempt"] == 0
    code = sender.last_code(new)
    done = _validate(api, me, code)
    assert done.status_code == 200, done.text
    assert done.json()["result"] == "Success"
    assert _recovery_of(account) == new
    assert security_data(api, me)["recovery_email"] == done.json()["recovery_email"]
    # The address it replaced (the account's own: no recovery e-mail was set) is told.
    (notice,) = outbox(settings, "RECOVERY_EMAIL_CHANGED", account.email)
    assert done.json()["recovery_email"] in notice["body"]
    # The confirmation is used up: a second change needs a new one.
    assert problem(_send(api, me, "lagi@contoh.id"), 401)["type"] == CONFIRMATION_REQUIRED


def test_wrong_codes_count_and_lock_and_a_code_to_another_address_is_wrong(
    api: Api,
    signin: SignIn,
    sender: MemorySender,
    make_account: Callable[..., Account],
    settings: Settings,
    frozen: Clock,
) -> None:
    account = make_account()
    me = _confirmed(api, signin, account)
    assert _send(api, me, f"satu.{account.user_id}@contoh.id").status_code == 200
    first = sender.last_code(f"satu.{account.user_id}@contoh.id")
    # A new address before the resend wait: refused, the first code stays.
    problem(_send(api, me, f"dua.{account.user_id}@contoh.id"), 429)
    frozen.advance(seconds=settings.otp_resend_seconds)
    assert _send(api, me, f"dua.{account.user_id}@contoh.id").status_code == 200
    # The code of the first address no longer opens anything (one live code per context).
    body = problem(_validate(api, me, first), 401)
    assert body["attemptsRemaining"] == settings.otp_max_attempts - 1
    for _ in range(settings.otp_max_attempts - 2):
        problem(_validate(api, me, "000000" if first != "000000" else "111111"), 401)
    body = problem(_validate(api, me, "000000" if first != "000000" else "111111"), 429)
    assert body["lockedUntil"]
    # Locked: even the right code waits; nothing changed.
    problem(_validate(api, me, sender.last_code(f"dua.{account.user_id}@contoh.id")), 429)
    assert _recovery_of(account) is None


def test_same_address_refused_and_no_code_without_confirmation(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    with transaction() as session:
        user = session.get(User, account.user_id)
        assert user is not None
        user.recovery_email = f"lama.{account.user_id}@contoh.id"
    me = signed_in_from(api, signin, account, WINDOWS)
    assert problem(_send(api, me, "baru@contoh.id"), 401)["type"] == CONFIRMATION_REQUIRED
    # A confirmation for the password page does not open the e-mail page.
    assert confirm(api, me, str(account.password), "change-password").status_code == 200
    assert problem(_send(api, me, "baru@contoh.id"), 401)["type"] == CONFIRMATION_REQUIRED
    assert confirm(api, me, str(account.password), ROUTE).status_code == 200
    body = problem(_send(api, me, f"LAMA.{account.user_id}@contoh.id"), 422)
    assert body["errors"][0]["field"] == "recovery_email_new"
    problem(_validate(api, me, "123456"), 404)  # no code was sent
    problem(api.post("/password/otp/info", {"caseOtp": "RECOVERY_EMAIL"}, token=me.token), 404)


def test_each_purpose_belongs_to_its_own_kind_of_token(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    me = _confirmed(api, signin, account)
    forgot = {"caseOtp": "FORGOT_PASSWORD", "email": account.email}
    problem(api.post("/password/otp/generate", forgot, token=me.token), 403)
    step = signin.check_user(account.user_name)["token"]
    problem(_send(api, Session(step, "", account.user_name), "x@contoh.id"), 403)
    # The forgotten-password journey still works with its step token.
    assert api.post("/password/otp/generate", forgot, token=step).status_code == 200
    # And an admin session is refused the customer's setting.
    admin = make_account(is_admin=True, holder=False)
    staff = signin.signed_in(admin, check_admin=True)
    body = {"caseOtp": "RECOVERY_EMAIL", "recovery_email_new": "staf@contoh.id"}
    problem(api.post("/password/otp/generate", body, token=staff["token"]), 403)
