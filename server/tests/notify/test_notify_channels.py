"""Notices follow the customer's channels (server.notify.delivery.record): the inbox always,
the e-mail unless turned off, an SMS to the account's phone when turned on, delivered
through the outbox file (a ``channel: "SMS"`` line) or Kannel; the account's security notices
are e-mailed whatever a row says. An SMS gateway that does not answer holds back no e-mail.
The SMS text itself: test_notify_sms_text.py."""

from __future__ import annotations

from collections.abc import Callable
from datetime import UTC, datetime
from typing import Any

import pytest
from sqlalchemy import delete, select, update

from server import notify
from server.access.models import User
from server.claim.notices import DETAIL_LINK
from server.customer.models import PolicyHolder
from server.db import transaction
from server.jobs import work
from server.notify import Notice, delivery
from server.notify.models import (
    InboxItem,
    NoticeChannel,
    NoticeStatus,
    NotificationPreference,
    OutboxNotice,
)
from server.notify.topics import Topic
from server.settings import Settings
from server.tests.conftest import Account
from server.tests.support import free_port, outbox

pytestmark = pytest.mark.postgres  # the deliverer's query by channel: both databases

WHEN = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)
SUBJECT = "Klaim KLM-2026-000123: Disetujui"


@pytest.fixture(autouse=True)
def empty_outbox(app: Any, settings: Settings) -> None:
    with transaction() as session:
        session.execute(delete(OutboxNotice))
    settings.outbox_path.unlink(missing_ok=True)


def _choose(user_id: int, topic: Topic, *, email: bool, sms: bool) -> None:
    with transaction() as session:
        session.add(
            NotificationPreference(
                user_id=user_id, topic=topic, email=email, sms=sms, updated_at=WHEN
            )
        )


def _send(account: Account, kind: str, subject: str = SUBJECT, link: str | None = None) -> None:
    with transaction() as session:
        notify.send_after_commit(
            session,
            Notice(
                to=account.email, kind=kind, subject=subject, text="Klaim Anda disetujui.",
                created_at=WHEN, user_id=account.user_id, link=link,
            ),
        )  # fmt: skip


def _rows(kind: str) -> list[tuple[NoticeChannel, str, NoticeStatus]]:
    with transaction(read_only=True) as session:
        rows = session.execute(
            select(OutboxNotice.channel, OutboxNotice.to_address, OutboxNotice.status)
            .where(OutboxNotice.kind == kind)
            .order_by(OutboxNotice.id)
        )
        return [(channel, to, status) for channel, to, status in rows]


def _inbox(user_id: int) -> list[str]:
    with transaction(read_only=True) as session:
        return list(session.scalars(select(InboxItem.kind).where(InboxItem.user_id == user_id)))


def test_a_claim_notice_by_sms_instead_of_e_mail(
    make_account: Callable[..., Account], settings: Settings
) -> None:
    account = make_account()
    _choose(account.user_id, Topic.CLAIM, email=False, sms=True)
    link = DETAIL_LINK.format(number="KLM-2026-000123")
    _send(account, "CLAIM_APPROVED", link=link)

    assert _inbox(account.user_id) == ["CLAIM_APPROVED"]
    assert _rows("CLAIM_APPROVED") == [(NoticeChannel.SMS, account.phone, NoticeStatus.SENT)]
    assert outbox(settings, "CLAIM_APPROVED", account.email) == []
    [line] = outbox(settings, "CLAIM_APPROVED", account.phone)
    assert line["channel"] == "SMS" and line["subject"] == SUBJECT
    assert line["body"] == f"TManKu: {SUBJECT}. Buka {settings.portal_url}{link}"


def test_the_default_and_both_channels(make_account: Callable[..., Account]) -> None:
    account = make_account()
    _send(account, "KYC_APPROVED")  # no row: e-mail only
    assert _rows("KYC_APPROVED") == [(NoticeChannel.EMAIL, account.email, NoticeStatus.SENT)]
    _choose(account.user_id, Topic.REFUND, email=True, sms=True)
    _send(account, "REFUND_REFUNDED")
    assert [r[:2] for r in _rows("REFUND_REFUNDED")] == [
        (NoticeChannel.EMAIL, account.email), (NoticeChannel.SMS, account.phone),
    ]  # fmt: skip


def test_security_notices_are_e_mailed_whatever_the_row_says(
    make_account: Callable[..., Account],
) -> None:
    account = make_account()
    _choose(account.user_id, Topic.SECURITY, email=False, sms=False)  # refused over HTTP
    _send(account, "PASSWORD_CHANGED", subject="Kata sandi TManKu Anda telah diganti")
    assert [r[0] for r in _rows("PASSWORD_CHANGED")] == [NoticeChannel.EMAIL]


def test_a_phone_number_gone_since_leaves_the_sms_out(
    make_account: Callable[..., Account],
) -> None:
    account = make_account()
    _choose(account.user_id, Topic.INVESTMENT, email=False, sms=True)
    with transaction() as session:
        holder = select(User.policy_holder_id).where(User.id == account.user_id)
        session.execute(update(PolicyHolder).where(PolicyHolder.id.in_(holder)).values(phone=""))
    _send(account, "TOP_UP_INVESTED", subject="Top-up diinvestasikan")
    assert _rows("TOP_UP_INVESTED") == [] and _inbox(account.user_id) == ["TOP_UP_INVESTED"]


def test_an_sms_gateway_that_does_not_answer_holds_back_no_e_mail(settings: Settings) -> None:
    with transaction() as session:  # written without the fast path: the pass below sends
        for channel, to in (("SMS", "+6281234567890"), ("EMAIL", "budi@contoh.co.id")):
            delivery.record(
                session,
                Notice(
                    to=to, kind=f"CHANNEL_{channel}", subject="Uji", text="Uji.",
                    created_at=WHEN, channel=channel,
                ),
            )  # fmt: skip
    down = settings.but(
        sms_sender="kannel",
        kannel_password="uji",  # nobody listens at that port
        kannel_sendsms_url=f"http://127.0.0.1:{free_port()}/cgi-bin/sendsms",
    )
    done = work.deliver_notices(down)
    assert (done.sent, done.retried) == (1, 1)
    assert _rows("CHANNEL_SMS")[0][2] == NoticeStatus.PENDING
    assert _rows("CHANNEL_EMAIL")[0][2] == NoticeStatus.SENT
