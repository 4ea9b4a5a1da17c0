"""The channels of each topic of notices (notification/preferences, .../update) over HTTP:
the defaults (e-mail yes, SMS no) with the account's masked e-mail and phone, a save of the
topics named (the others kept) read back, and its refusals, which change nothing: the
account's security e-mail turned off (422), SMS without a phone number (422), a topic named
twice (422: the schema cannot say 'each topic once'), an admin session (403). Two saves at
once do not collide on the key (both
databases: INSERT ... ON CONFLICT DO UPDATE)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select, update

from server.access.models import User
from server.customer.models import PolicyHolder
from server.db import transaction
from server.notification import preferences
from server.notify.models import NotificationPreference
from server.notify.topics import Topic
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # an upsert on the key (user_id, topic): both databases

PATH = "/notification/preferences"
SAVE = "/notification/preferences/update"
NOT_CUSTOMER = "Akun admin tidak dapat membuka data nasabah. Silakan masuk dengan akun nasabah."
DESC = {
    "CLAIM": "Klaim", "PENGKINIAN": "Pengkinian Data", "SPAJ": "SPAJ", "INVESTMENT": "Investasi",
    "REFUND": "Pengembalian dana", "SECURITY": "Keamanan akun", "COMPLAINT": "Pengaduan",
    "PRIVACY": "Data pribadi",
}  # fmt: skip
EMAIL_REQUIRED = {"SECURITY", "COMPLAINT", "PRIVACY"}


def _topics(body: dict[str, Any]) -> dict[str, tuple[bool, bool]]:
    return {t["topic"]: (t["email"], t["sms"]) for t in body["topics"]}


def _get(api: Api, token: str) -> dict[str, Any]:
    response = api.get(PATH, token=token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def _save(api: Api, token: str, *choices: tuple[str, bool, bool]) -> Any:
    topics = [{"topic": t, "email": email, "sms": sms} for t, email, sms in choices]
    return api.post(SAVE, {"topics": topics}, token=token)


def _rows(user_id: int) -> list[tuple[str, bool, bool]]:
    with transaction(read_only=True) as session:
        rows = session.execute(
            select(
                NotificationPreference.topic,
                NotificationPreference.email,
                NotificationPreference.sms,
            )
            .where(NotificationPreference.user_id == user_id)
            .order_by(NotificationPreference.topic)
        )
        return [(topic.value, email, sms) for topic, email, sms in rows]


def test_the_defaults_in_the_contracts_order_with_the_masked_contacts(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    body = _get(api, signin.signed_in(account)["token"])
    assert body["topics"] == [
        {
            "topic": topic, "topic_desc": desc, "email": True, "sms": False,
            "email_required": topic in EMAIL_REQUIRED,
        }
        for topic, desc in DESC.items()
    ]  # fmt: skip
    mailbox = account.email.split("@")[0]  # nasabah<n>@contoh.co.id
    assert body["email_masked"] == f"na***{mailbox[-1]}@co***.co.id"
    assert body["phone_masked"] == f"+62 812-****-{account.phone[-4:]}"


def test_a_save_changes_the_topics_named_and_answers_them_all(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.signed_in(account)["token"]
    response = _save(api, token, ("CLAIM", False, True), ("SECURITY", True, True))
    assert response.status_code == 200, response.text
    expected = {t: (True, False) for t in DESC} | {
        "CLAIM": (False, True), "SECURITY": (True, True),
    }  # fmt: skip
    assert _topics(response.json()) == expected
    # Saved: read back, and a later save of another topic keeps them.
    assert _save(api, token, ("INVESTMENT", False, False)).status_code == 200
    assert _topics(_get(api, token)) == expected | {"INVESTMENT": (False, False)}
    assert _rows(account.user_id) == [
        ("CLAIM", False, True), ("INVESTMENT", False, False), ("SECURITY", True, True),
    ]  # fmt: skip


def test_the_security_e_mail_cannot_be_turned_off(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.signed_in(account)["token"]
    body = problem(_save(api, token, ("CLAIM", False, False), ("SECURITY", False, True)), 422)
    message = "Notifikasi keamanan akun selalu dikirim lewat email."
    assert body["message"] == message
    assert body["errors"] == [{"field": "topics.SECURITY.email", "message": message}]
    assert _rows(account.user_id) == []  # CLAIM was not saved either


def test_sms_needs_a_phone_number(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.signed_in(account)["token"]  # by SMS; then the number is gone
    with transaction() as session:
        holder = select(User.policy_holder_id).where(User.id == account.user_id)
        session.execute(update(PolicyHolder).where(PolicyHolder.id.in_(holder)).values(phone=""))
    assert _get(api, token)["phone_masked"] is None
    body = problem(_save(api, token, ("REFUND", False, False), ("CLAIM", True, True)), 422)
    message = "Nomor ponsel belum terdaftar di polis Anda. SMS tidak dapat dipilih."
    assert body["message"] == message
    assert body["errors"] == [{"field": "topics.CLAIM.sms", "message": message}]
    assert _rows(account.user_id) == []
    assert _save(api, token, ("REFUND", False, False)).status_code == 200  # e-mail only: fine


def test_a_topic_named_twice_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.signed_in(account)["token"]
    body = problem(_save(api, token, ("CLAIM", False, False), ("CLAIM", True, True)), 422)
    assert body["type"] == "urn:tmanku:problem:rule-violation"
    assert body["errors"] == [
        {
            "field": "topics.1.topic",
            "message": "Kelompok notifikasi Klaim disebut lebih dari sekali.",
        }
    ]
    assert _rows(account.user_id) == []


def test_an_admin_session_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    admin = make_account(is_admin=True, holder=False)
    token = signin.signed_in(admin, check_admin=True)["token"]
    assert problem(api.get(PATH, token=token), 403)["message"] == NOT_CUSTOMER
    problem(_save(api, token, ("CLAIM", True, False)), 403)


def test_two_saves_at_once_do_not_collide(
    make_account: Callable[..., Account], frozen: Clock
) -> None:
    """Both find no row for CLAIM; the second waits for the first's unit of work (its row
    lock on PostgreSQL, SQLite's write lock) and then updates the row the first inserted."""
    account = make_account()
    failed: list[BaseException] = []

    def second() -> None:
        try:
            with transaction() as session:
                preferences.save(
                    session, user_id=account.user_id, now=frozen(),
                    choices=[{"topic": "CLAIM", "email": True, "sms": True}],
                )  # fmt: skip
        except BaseException as exc:  # reported to the test's thread
            failed.append(exc)

    with transaction() as session:
        preferences.save(
            session, user_id=account.user_id, now=frozen(),
            choices=[{"topic": "CLAIM", "email": False, "sms": False}],
        )  # fmt: skip
        other = threading.Thread(target=second)
        other.start()
        other.join(0.3)  # it waits for this unit
        assert other.is_alive()
    other.join(10)
    assert failed == []
    assert _rows(account.user_id) == [(Topic.CLAIM.value, True, True)]
