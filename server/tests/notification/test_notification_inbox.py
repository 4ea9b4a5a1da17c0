"""The notification inbox (docs/product.md P4.9): every notice sent by e-mail to a customer
with a portal account also lands in their inbox, written in the same unit of work as the
e-mail's outbox row (a change that rolls back leaves neither); listed newest first with the
unread count, marked read by number or all at once (only the caller's own: another account's
number is unknown and nothing is marked), kept 12 months. Through HTTP, the real flows
creating the notices (a password change, a passkey added)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta

import pytest
from sqlalchemy import func, select

from server import notify
from server.db import transaction
from server.jobs import work
from server.notify.models import InboxItem, OutboxNotice
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.passkey_support import Authenticator, registered
from server.tests.passkey_support import confirm as confirm_passkeys
from server.tests.security_support import WINDOWS, confirm, signed_in_from
from server.tests.support import outbox, problem

pytestmark = pytest.mark.postgres  # one unit of work, counts and bulk updates: both databases

NEW = "Nasi-Uduk-Betawi-Pagi"
NOT_CUSTOMER = "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."


def _inbox(api: Api, token: str, **query: int) -> dict[str, object]:
    response = api.get("/notification/list", params=query, token=token)
    assert response.status_code == 200, response.text
    body: dict[str, object] = response.json()
    return body


def _read(api: Api, token: str, body: object) -> object:
    return api.post("/notification/read", body, token=token)


def _items(user_id: int) -> int:
    with transaction() as session:
        return (
            session.scalar(
                select(func.count()).select_from(InboxItem).where(InboxItem.user_id == user_id)
            )
            or 0
        )


def _put(user_id: int, n: int, start: datetime) -> list[str]:
    """``n`` notices for the account, an hour apart from ``start`` (through the one path):
    the numbers of all the account's items, newest first."""
    with transaction() as session:
        for i in range(n):
            notify.send_after_commit(
                session,
                notify.Notice(
                    to=f"uji{user_id}@contoh.co.id", kind="KYC_SUBMITTED",
                    subject=f"Pengkinian Data {i}", text=f"Pengajuan {i} kami terima.",
                    created_at=start + timedelta(hours=i), user_id=user_id,
                    link="/transaction-history/detail-kyc",
                ),
            )  # fmt: skip
    with transaction() as session:
        return list(
            session.scalars(
                select(InboxItem.public_id)
                .where(InboxItem.user_id == user_id)
                .order_by(InboxItem.created_at.desc())
            )
        )


def test_a_password_change_and_a_passkey_land_in_the_inbox_with_their_e_mail(
    api: Api, signin: SignIn, make_account: Callable[..., Account], settings: Settings
) -> None:
    account = make_account()
    me = signed_in_from(api, signin, account, WINDOWS)
    assert _inbox(api, me.token) == {
        "data": [], "page": 1, "size": 20, "total_items": 0, "total_pages": 0, "unread_count": 0,
    }  # fmt: skip
    assert account.password is not None
    assert confirm(api, me, account.password, "change-password").status_code == 200
    body = {"password": NEW, "confirmPassword": NEW}
    assert api.post("/password/setting/edit", body, token=me.token).status_code == 200
    confirm_passkeys(api, me.token, NEW)
    registered(api, me.token, Authenticator(), name="Ponsel Budi")

    (mail,) = outbox(settings, "PASSWORD_CHANGED", account.email)
    page = _inbox(api, me.token)
    assert page["unread_count"] == 2 and page["total_items"] == 2
    passkey, password = page["data"]  # type: ignore[misc]
    assert passkey["kind"] == "PASSKEY_ADDED" and passkey["kind_desc"] == "Passkey ditambahkan"
    assert "Ponsel Budi" in passkey["text"] and passkey["link"] == "/settings"
    assert password["kind"] == "PASSWORD_CHANGED"
    assert password["kind_desc"] == "Kata sandi diganti"
    assert password["subject"] == "Kata sandi TManKu Anda telah diganti"
    assert password["text"] in mail["body"] and password["link"] == "/settings"
    assert password["read"] is False and password["notification_id"].startswith("NTF-")


def test_a_change_that_rolls_back_leaves_neither_e_mail_nor_inbox_item(
    make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    with transaction() as session:
        before = session.scalar(select(func.count()).select_from(OutboxNotice)) or 0
    with pytest.raises(RuntimeError), transaction() as session:
        notify.send_after_commit(
            session,
            notify.Notice(
                to=account.email, kind="PASSWORD_CHANGED", subject="Uji", text="Uji.",
                created_at=frozen(), user_id=account.user_id, link="/settings",
            ),
        )  # fmt: skip
        session.flush()
        raise RuntimeError("the change fails after its notice")
    with transaction() as session:
        assert session.scalar(select(func.count()).select_from(OutboxNotice)) == before
    assert _items(account.user_id) == 0
    # A recipient without a portal account: the e-mail only.
    with transaction() as session:
        notify.send_after_commit(
            session,
            notify.Notice(
                to="pemohon@contoh.co.id", kind="SPAJ_RECEIVED", subject="Uji", text="Uji.",
                created_at=frozen(),
            ),
        )  # fmt: skip
    with transaction() as session:
        assert session.scalar(select(func.count()).select_from(OutboxNotice)) == before + 1
        assert session.scalar(select(func.count()).select_from(InboxItem).where(
            InboxItem.kind == "SPAJ_RECEIVED")) == 0  # fmt: skip


def test_pages_newest_first_and_marking_read(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.signed_in(account)["token"]
    ids = _put(account.user_id, 5, frozen() - timedelta(days=1))
    first = _inbox(api, token, page=1, size=2)
    assert [x["notification_id"] for x in first["data"]] == ids[:2]  # type: ignore[attr-defined]
    assert (first["total_items"], first["total_pages"], first["unread_count"]) == (5, 3, 5)
    last = _inbox(api, token, page=3, size=2)
    assert [x["notification_id"] for x in last["data"]] == ids[4:]  # type: ignore[attr-defined]
    assert _inbox(api, token, page=4, size=2)["data"] == []

    answer = _read(api, token, {"notification_ids": ids[:2]})
    assert answer.status_code == 200, answer.text  # type: ignore[attr-defined]
    assert answer.json() == {"unread_count": 3}  # type: ignore[attr-defined]
    again = _read(api, token, {"notification_ids": [ids[0]]})
    assert again.json() == {"unread_count": 3}  # type: ignore[attr-defined]
    reads = [x["read"] for x in _inbox(api, token)["data"]]  # type: ignore[attr-defined]
    assert reads == [True, True, False, False, False]

    assert _read(api, token, {"all": True}).json() == {"unread_count": 0}  # type: ignore[attr-defined]
    assert _inbox(api, token)["unread_count"] == 0
    assert api.get("/notification/unread", token=token).json() == {"unread_count": 0}  # type: ignore[attr-defined]
    # Exactly one of the two, all only true, at most 100 numbers, each well formed: 400.
    for body in (
        {}, {"all": True, "notification_ids": ids[:1]}, {"all": False},
        {"notification_ids": []}, {"notification_ids": ["NTF-1"]},
        {"notification_ids": [f"NTF-{i:010d}" for i in range(101)]},
    ):  # fmt: skip
        problem(_read(api, token, body), 400)


def test_another_accounts_item_is_unknown_and_nothing_is_marked(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    mine, theirs = make_account(), make_account()
    token = signin.signed_in(mine)["token"]
    (own,) = _put(mine.user_id, 1, frozen())
    (other,) = _put(theirs.user_id, 1, frozen())
    body = problem(_read(api, token, {"notification_ids": [own, other]}), 404)
    assert body["message"] == "Notifikasi tidak ditemukan."
    problem(_read(api, token, {"notification_ids": ["NTF-ZZZZZZZZZZ"]}), 404)
    assert _inbox(api, token)["unread_count"] == 1  # own was not marked either
    with transaction() as session:
        assert session.scalar(select(InboxItem.read_at).where(InboxItem.public_id == other)) is None
    # Reading all marks only the caller's.
    assert _read(api, token, {"all": True}).json() == {"unread_count": 0}  # type: ignore[attr-defined]
    theirs_token = signin.signed_in(theirs)["token"]
    assert _inbox(api, theirs_token)["unread_count"] == 1
    assert [x["notification_id"] for x in _inbox(api, token)["data"]] == [own]  # type: ignore[attr-defined]


def test_an_admin_session_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    admin = make_account(is_admin=True, holder=False)
    token = signin.signed_in(admin, check_admin=True)["token"]
    assert problem(api.get("/notification/list", token=token), 403)["message"] == NOT_CUSTOMER
    problem(api.get("/notification/unread", token=token), 403)
    problem(_read(api, token, {"all": True}), 403)


def test_the_bells_count_does_not_keep_the_session_alive(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    def every_minute(account: Account, minutes: int, call: Callable[[str], object]) -> str:
        """``call`` once a minute, the access token refreshed every 4 (not activity)."""
        body = signin.signed_in(account)
        token, refresh = body["token"], body["refreshToken"]
        for minute in range(1, minutes + 1):
            frozen.advance(minutes=1)
            if minute % 4 == 0:
                renewed = api.post(
                    "/token/refresh", {"userName": account.user_name, "refreshToken": refresh}
                ).json()
                token, refresh = renewed["token"], renewed["refreshToken"]
            call(token)
        return token

    quiet = make_account()
    _put(quiet.user_id, 2, frozen())
    # The bell asks every minute for 14 minutes with no other call: answered each time, but
    # the session ends 15 minutes after the sign-in (the idle timeout), as if nothing was asked.
    token = every_minute(quiet, 14, lambda t: api.get("/notification/unread", token=t).json())
    assert api.get("/notification/unread", token=token).json() == {"unread_count": 2}  # type: ignore[attr-defined]
    frozen.advance(seconds=61)
    problem(api.get("/notification/unread", token=token), 403)
    # Opening the inbox is the customer's activity: the same 16 minutes keep a session alive.
    active = make_account()
    token = every_minute(active, 16, lambda t: _inbox(api, t))
    assert api.get("/notification/unread", token=token).json() == {"unread_count": 0}  # type: ignore[attr-defined]


def test_the_retention_deletes_only_items_older_than_12_months(
    make_account: Callable[..., Account], frozen: Clock, settings: Settings
) -> None:
    account = make_account()
    now = frozen()
    year_ago = now.replace(year=now.year - 1)
    _put(account.user_id, 1, year_ago - timedelta(minutes=1))  # 12 months and a minute
    kept = _put(account.user_id, 1, year_ago + timedelta(minutes=1))[0]  # newest first
    assert _items(account.user_id) == 2
    assert work.sweep_notices(settings.but(notice_keep_days=0)) >= 1
    with transaction() as session:
        left = list(
            session.scalars(select(InboxItem.public_id).where(InboxItem.user_id == account.user_id))
        )
    assert left == [kept]
