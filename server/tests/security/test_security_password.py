"""Ganti Kata Sandi from the settings: a password confirmation for that route, kept by the
server, one route at a time, expiring; the sign-in's password rules; every other session and
refresh token ended; a notice to the recovery e-mail (security.md 6.2.3, 7.4.3, 7.5.1)."""

from __future__ import annotations

from collections.abc import Callable

from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.security_support import (
    ANDROID,
    CONFIRMATION_REQUIRED,
    WINDOWS,
    confirm,
    refreshed,
    security_data,
    signed_in_from,
)
from server.tests.support import outbox, problem

NEW = "Nasi-Uduk-Betawi-Pagi"


def _change(api: Api, token: str, password: str = NEW, again: str | None = None) -> object:
    body = {"password": password, "confirmPassword": again if again is not None else password}
    return api.post("/password/setting/edit", body, token=token)


def test_the_change_needs_a_live_confirmation_for_its_own_route(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    me = signed_in_from(api, signin, account, WINDOWS)
    # No confirmation at all.
    assert problem(_change(api, me.token), 401)["type"] == CONFIRMATION_REQUIRED
    # A confirmation for the other route opens nothing here.
    assert confirm(api, me, PASSWORD_OF(account), "change-recovery-email").status_code == 200
    assert problem(_change(api, me.token), 401)["type"] == CONFIRMATION_REQUIRED
    # The page's own route, but expired.
    answer = confirm(api, me, PASSWORD_OF(account), "change-password")
    assert answer.status_code == 200, answer.text
    assert answer.json()["route"] == "change-password"
    frozen.advance(seconds=301)
    me = refreshed(api, me)  # the access token lives as long; the session goes on
    assert problem(_change(api, me.token), 401)["type"] == CONFIRMATION_REQUIRED
    # The session itself was never touched by those refusals.
    assert api.post("/session/check", token=me.token).status_code == 200


def test_a_confirmation_is_for_the_session_that_made_it(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    phone = signed_in_from(api, signin, account, ANDROID)
    laptop = signed_in_from(api, signin, account, WINDOWS)
    assert confirm(api, phone, PASSWORD_OF(account), "change-password").status_code == 200
    assert problem(_change(api, laptop.token), 401)["type"] == CONFIRMATION_REQUIRED
    assert security_data(api, laptop)["confirmation"] is None
    assert security_data(api, phone)["confirmation"]["route"] == "change-password"


def test_a_wrong_confirmation_counts_with_the_sign_in_and_locks(
    api: Api, signin: SignIn, make_account: Callable[..., Account], settings: Settings
) -> None:
    account = make_account()
    me = signed_in_from(api, signin, account, WINDOWS)
    for left in range(settings.password_max_failures - 1, 0, -1):
        body = problem(confirm(api, me, "Salah-Sekali-2026", "change-password"), 401)
        assert body["attemptsRemaining"] == left
        assert f"Sisa percobaan {left} kali" in body["message"]
    body = problem(confirm(api, me, "Salah-Sekali-2026", "change-password"), 429)
    assert body["attemptsRemaining"] == 0 and body["lockedUntil"]
    # Locked: even the right password waits, here and at the sign-in.
    problem(confirm(api, me, PASSWORD_OF(account), "change-password"), 429)
    step = signin.check_user(account.user_name)["token"]
    problem(api.post("/password/validate", {"password": PASSWORD_OF(account)}, token=step), 429)


def test_the_change_keeps_this_session_and_ends_every_other_one(
    api: Api,
    signin: SignIn,
    make_account: Callable[..., Account],
    settings: Settings,
) -> None:
    account = make_account()
    phone = signed_in_from(api, signin, account, ANDROID)
    laptop = signed_in_from(api, signin, account, WINDOWS)
    assert confirm(api, laptop, PASSWORD_OF(account), "change-password").status_code == 200
    answer = _change(api, laptop.token)
    assert answer.status_code == 200, answer.text
    assert answer.json() == {"result": "Success", "ended_sessions": 1}
    # The phone's access token and its refresh token are dead; the laptop goes on.
    problem(api.post("/session/check", token=phone.token), 403)
    refresh = {"userName": account.user_name, "refreshToken": phone.refresh}
    problem(api.post("/token/refresh", refresh), 401)
    assert api.post("/session/check", token=laptop.token).status_code == 200
    assert [s["current"] for s in security_data(api, laptop)["sessions"]] == [True]
    # The new password signs in; the old one does not.
    step = signin.check_user(account.user_name)["token"]
    assert api.post("/password/validate", {"password": NEW}, token=step).status_code == 200
    step = signin.check_user(account.user_name)["token"]
    problem(api.post("/password/validate", {"password": PASSWORD_OF(account)}, token=step), 401)
    # The confirmation was used up.
    assert problem(_change(api, laptop.token, "Lain-Lagi-Kata-2026"), 401)
    # The notice went to the account's address (no recovery e-mail set).
    (notice,) = outbox(settings, "PASSWORD_CHANGED", account.email)
    assert account.user_name in notice["body"]
    assert "1 perangkat lain" in notice["body"]
    assert "Jika bukan Anda yang melakukannya" in notice["body"]
    assert "WhatsApp 0811 1500 789" in notice["body"]
    assert NEW not in notice["body"]


def test_the_sign_in_rules_apply_and_a_refusal_keeps_the_confirmation(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    me = signed_in_from(api, signin, account, WINDOWS)
    assert confirm(api, me, PASSWORD_OF(account), "change-password").status_code == 200
    body = problem(_change(api, me.token, "password123"), 422)
    assert body["errors"][0]["field"] == "password"
    assert "terlalu umum" in body["message"]
    body = problem(_change(api, me.token, "pendek"), 422)
    assert "8 karakter" in body["message"]
    body = problem(_change(api, me.token, f"x-{account.user_name}-x"), 422)
    assert body["errors"][0]["field"] == "password"
    body = problem(_change(api, me.token, NEW, "Nasi-Uduk-Betawi-Sore"), 422)
    assert body["errors"] == [{"field": "confirmPassword", "message": body["message"]}]
    body = problem(_change(api, me.token, PASSWORD_OF(account)), 422)
    assert body["message"] == "Kata sandi baru tidak boleh sama dengan kata sandi saat ini."
    assert _change(api, me.token).status_code == 200


def test_the_notice_goes_to_the_recovery_email_when_there_is_one(
    api: Api,
    signin: SignIn,
    make_account: Callable[..., Account],
    settings: Settings,
) -> None:
    from server.access.models import User
    from server.db import transaction

    account = make_account()
    with transaction() as session:
        user = session.get(User, account.user_id)
        assert user is not None
        user.recovery_email = f"pulih.{account.user_id}@contoh.id"
    me = signed_in_from(api, signin, account, WINDOWS)
    assert confirm(api, me, PASSWORD_OF(account), "change-password").status_code == 200
    assert _change(api, me.token).json()["ended_sessions"] == 0
    (notice,) = outbox(settings, "PASSWORD_CHANGED", f"pulih.{account.user_id}@contoh.id")
    assert "perangkat lain" not in notice["body"]
    assert outbox(settings, "PASSWORD_CHANGED", account.email) == []


def PASSWORD_OF(account: Account) -> str:
    assert account.password is not None
    return account.password
