"""A SPAJ session a signed-in policy holder opened (``spaj/open``) ends with the customer
session that opened it, over HTTP on SQLite and PostgreSQL: at its logout, when another
device ends it, when it has been idle too long (however active the SPAJ session), when a
password change ends it. The server does this itself (the web's own spaj/logout at the
customer's logout is not relied on): the SPAJ token answers 403 like any ended SPAJ session,
and the row records why. A SPAJ session opened by code, or from a session still alive, goes
on.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlalchemy import select

from server.access.models import SpajSession
from server.db import transaction
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.security_support import (
    ANDROID,
    WINDOWS,
    Session,
    confirm,
    security_data,
    signed_in_from,
)
from server.tests.spaj_support import Applicants, Spaj, applicants, build, settings
from server.tests.support import problem

__all__ = ["applicants", "settings"]
ENDED = "Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali dengan nomor SPAJ."


def _open(api: Api, me: Session, spaj: Spaj) -> str:
    opened = api.post("/spaj/open", {"spaj_number": spaj.number}, token=me.token)
    assert opened.status_code == 200, opened.text
    return str(opened.json()["token"])


def _ended(applicants: Applicants, token: str, spaj: Spaj) -> None:
    assert problem(applicants.detail(token, spaj.number), 403)["message"] == ENDED


def _live(applicants: Applicants, token: str, spaj: Spaj) -> None:
    answer = applicants.detail(token, spaj.number)
    assert answer.status_code == 200, answer.text


def _reasons() -> list[str | None]:
    with transaction() as session:
        return list(
            session.scalars(
                select(SpajSession.revoke_reason).where(
                    SpajSession.opened_by_session_id.is_not(None)
                )
            )
        )


def test_logout_ends_the_spaj_session_it_opened_not_one_opened_by_code(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    holder = make_account()
    spaj = build(holder=holder)
    me = signed_in_from(api, signin, holder, WINDOWS)
    opened, by_code = _open(api, me, spaj), applicants.session(spaj)
    _live(applicants, opened, spaj)
    assert api.post("/session/logout", token=me.token).status_code == 200
    _ended(applicants, opened, spaj)
    problem(api.post("/spaj/logout", token=opened), 403)
    _live(applicants, by_code, spaj)
    assert "customer-logout" in _reasons()


def test_a_session_ended_from_another_device_takes_its_spaj_session_along(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    holder = make_account()
    spaj = build(holder=holder)
    phone = signed_in_from(api, signin, holder, ANDROID)
    laptop = signed_in_from(api, signin, holder, WINDOWS)
    on_phone, on_laptop = _open(api, phone, spaj), _open(api, laptop, spaj)
    _, other = security_data(api, laptop)["sessions"]
    revoked = api.post("/session/revoke", {"session_id": other["session_id"]}, token=laptop.token)
    assert revoked.status_code == 200, revoked.text
    _ended(applicants, on_phone, spaj)
    _live(applicants, on_laptop, spaj)


def test_an_idle_customer_session_ends_its_spaj_session_however_active(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account],
    frozen: Clock,
) -> None:  # fmt: skip
    holder = make_account()
    spaj = build(holder=holder)
    me = signed_in_from(api, signin, holder, WINDOWS)
    opened = _open(api, me, spaj)
    frozen.advance(minutes=11)
    _live(applicants, opened, spaj)  # the SPAJ session is active...
    frozen.advance(minutes=5)  # ...the customer session has been idle for 16 minutes
    _ended(applicants, opened, spaj)


def test_a_password_change_ends_the_spaj_sessions_of_the_sessions_it_ends(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    holder = make_account()
    spaj = build(holder=holder)
    phone = signed_in_from(api, signin, holder, ANDROID)
    laptop = signed_in_from(api, signin, holder, WINDOWS)
    on_phone, on_laptop = _open(api, phone, spaj), _open(api, laptop, spaj)
    assert holder.password is not None
    assert confirm(api, laptop, holder.password, "change-password").status_code == 200
    body = {"password": "Nasi-Uduk-Betawi-Pagi", "confirmPassword": "Nasi-Uduk-Betawi-Pagi"}
    changed = api.post("/password/setting/edit", body, token=laptop.token)
    assert changed.status_code == 200, changed.text
    _ended(applicants, on_phone, spaj)
    # The session that changed the password goes on, and so does the SPAJ session it opened.
    _live(applicants, on_laptop, spaj)
    assert "customer-password" in _reasons()
