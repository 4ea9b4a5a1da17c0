"""The notice outbox (server.notify.delivery) on SQLite and PostgreSQL: a notice is written
with the change it reports and delivered after the commit, once; a crash between the two
loses nothing; a mail server that is down is retried with a growing wait, and a notice
that keeps failing is given up, visible and counted. SMTP is a local aiosmtpd server."""

from __future__ import annotations

import json
import logging
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from aiosmtpd.controller import Controller
from prometheus_client import REGISTRY
from sqlalchemy import delete, select
from starlette.testclient import TestClient

from server import jobs, notify
from server.app import create_app
from server.clock import as_utc
from server.db import transaction
from server.jobs import work
from server.jobs.inprocess import Deliverer
from server.notify import Notice, delivery
from server.notify.models import NoticeStatus, OutboxNotice
from server.settings import Settings
from server.tests.conftest import Clock, MemorySender

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

WHEN = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)


def _notice(to: str = "budi.santoso@contoh.co.id", kind: str = "OUTBOX_TEST") -> Notice:
    return Notice(
        to=to,
        kind=kind,
        subject="Pengkinian Data KYC-20261124-7QH2MX disetujui",
        text="Pengajuan Pengkinian Data Anda nomor KYC-20261124-7QH2MX telah disetujui.",
        created_at=WHEN,
    )


def _rows() -> list[OutboxNotice]:
    with transaction(read_only=True) as session:
        return list(session.scalars(select(OutboxNotice).order_by(OutboxNotice.id)))


def _outbox(settings: Settings) -> list[dict[str, Any]]:
    if not settings.outbox_path.exists():
        return []
    lines = [json.loads(x) for x in settings.outbox_path.read_text().splitlines()]
    return [x for x in lines if x["purpose"].startswith("OUTBOX_TEST")]


def _count(name: str, kind: str = "OUTBOX_TEST") -> float:
    return REGISTRY.get_sample_value(name, {"kind": kind}) or 0.0


@pytest.fixture(autouse=True)
def empty_outbox(app: Any, settings: Settings) -> None:
    """Each test starts with no notice waiting and an empty outbox file."""
    with transaction() as session:
        session.execute(delete(OutboxNotice))
    settings.outbox_path.unlink(missing_ok=True)


@pytest.fixture
def no_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing runs after the commit: as if the process died right after it."""
    monkeypatch.setattr(notify, "_waker", None)


# ---------------------------------------------------------------- written with the change
def test_a_notice_of_a_change_that_rolls_back_is_never_sent(settings: Settings) -> None:
    with pytest.raises(RuntimeError), transaction() as session:
        notify.send_after_commit(session, _notice())
        raise RuntimeError("the change failed after its notice was written")
    assert work.deliver_notices(settings).attempts == 0
    assert _rows() == [] and _outbox(settings) == []


def test_a_committed_notice_is_delivered_right_after_the_commit(settings: Settings) -> None:
    queued = _count("portal_notices_queued_total")
    with transaction() as session:
        notify.send_after_commit(session, _notice())
        notify.send_after_commit(session, _notice("siti@contoh.co.id"))
    assert [m["to"] for m in _outbox(settings)] == [
        "budi.santoso@contoh.co.id",
        "siti@contoh.co.id",
    ]
    assert [(r.status, r.attempts) for r in _rows()] == [(NoticeStatus.SENT, 1)] * 2
    assert _count("portal_notices_queued_total") == queued + 2


def test_a_notice_committed_before_a_crash_is_sent_by_the_next_pass_once(
    settings: Settings, no_fast_path: None
) -> None:
    with transaction() as session:
        notify.send_after_commit(session, _notice())
    assert _outbox(settings) == []  # the process 'crashed' before sending
    deliverer = Deliverer(settings)  # the next process: a pass at start, then every minute
    deliverer.start()
    try:
        deadline = time.monotonic() + 10
        while not _outbox(settings):
            assert time.monotonic() < deadline, "not delivered by the deliverer's pass"
            time.sleep(0.02)
        deliverer.wake()  # another pass (the next commit's, or the periodic one)
        time.sleep(0.1)
    finally:
        deliverer.stop()
    work.deliver_notices(settings)  # and another process's
    assert len(_outbox(settings)) == 1
    [row] = _rows()
    assert (row.status, row.attempts) == (NoticeStatus.SENT, 1)


def test_the_embedded_default_delivers_in_a_thread_of_the_app(
    settings: Settings, sender: MemorySender
) -> None:
    embedded = create_app(settings.but(jobs="inprocess"), sender=sender)  # npm start's JOBS
    try:
        with TestClient(embedded):  # its lifespan runs the deliverer
            with transaction() as session:
                notify.send_after_commit(session, _notice())
            deadline = time.monotonic() + 10
            while not _outbox(settings):
                assert time.monotonic() < deadline, "not delivered by the app's deliverer"
                time.sleep(0.02)
        assert len(_outbox(settings)) == 1
    finally:
        jobs.setup(settings, [])  # the module's wiring (JOBS=inline) back


def test_two_deliverers_at_once_send_each_notice_once(
    settings: Settings, no_fast_path: None
) -> None:
    with transaction() as session:
        for n in range(20):
            notify.send_after_commit(session, _notice(f"nasabah{n}@contoh.co.id"))
    slow = _SlowSender()
    passes = [threading.Thread(target=_deliver_with, args=(slow, settings)) for _ in range(2)]
    for one in passes:
        one.start()
    for one in passes:
        one.join(60)
    assert sorted(slow.sent) == sorted(f"nasabah{n}@contoh.co.id" for n in range(20))
    assert {r.status for r in _rows()} == {NoticeStatus.SENT}


@dataclass
class _SlowSender:
    sent: list[str] = field(default_factory=list)

    def send_notice(self, notice: Notice) -> None:
        time.sleep(0.01)  # the two deliverers overlap
        self.sent.append(notice.to)


def _deliver_with(sender: _SlowSender, settings: Settings) -> None:
    while delivery.deliver_due(sender, max_attempts=settings.notice_max_attempts).attempts:
        pass


# ---------------------------------------------------------------- the mail server
class _Inbox:
    def __init__(self) -> None:
        self.mails: list[str] = []
        self.refused: set[str] = set()

    async def handle_RCPT(
        self, server: Any, session: Any, envelope: Any, address: str, options: Any
    ) -> str:
        if address in self.refused:
            return "550 5.1.1 mailbox unavailable"
        envelope.rcpt_tos.append(address)
        return "250 OK"

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.mails.extend(envelope.rcpt_tos)
        return "250 OK"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class MailServer:
    port: int
    inbox: _Inbox = field(default_factory=_Inbox)
    controller: Controller | None = None

    def up(self) -> None:
        self.controller = Controller(self.inbox, hostname="127.0.0.1", port=self.port)
        self.controller.start()

    def down(self) -> None:
        if self.controller is not None:
            self.controller.stop()
            self.controller = None


@pytest.fixture
def mail_server() -> Iterator[MailServer]:
    server = MailServer(_free_port())  # not started: nothing listens on its port yet
    try:
        yield server
    finally:
        server.down()


def _smtp(settings: Settings, mail: MailServer, **more: Any) -> Settings:
    return settings.but(otp_sender="smtp", smtp_host="127.0.0.1", smtp_port=mail.port, **more)


def test_backoff_doubles_from_a_minute_to_at_most_an_hour() -> None:
    waits = [delivery.backoff(n) for n in range(1, 10)]
    assert waits == [timedelta(minutes=m) for m in (1, 2, 4, 8, 16, 32, 60, 60, 60)]
    assert delivery.backoff(3, timedelta(seconds=5)) == timedelta(seconds=20)  # RETRY_SECONDS=5


def test_mail_server_down_is_retried_with_backoff_and_sent_once_when_back(
    settings: Settings, mail_server: MailServer, frozen: Clock, no_fast_path: None
) -> None:
    smtp = _smtp(settings, mail_server)
    retried = _count("portal_notices_retried_total")
    with transaction() as session:
        notify.send_after_commit(session, _notice())
        notify.send_after_commit(session, _notice("siti@contoh.co.id"))
    first = work.deliver_notices(smtp)
    # The server is down: one attempt for the pass, not one per notice.
    assert (first.sent, first.retried) == (0, 1)
    budi, siti = _rows()
    assert (budi.status, budi.attempts) == (NoticeStatus.PENDING, 1)
    assert as_utc(budi.next_attempt_at) == frozen.now + timedelta(minutes=1)
    assert budi.last_error and "ConnectionRefusedError" in budi.last_error
    assert siti.attempts == 0  # still due: tried by the next pass
    assert _count("portal_notices_retried_total") == retried + 1

    mail_server.up()
    assert work.deliver_notices(smtp).sent == 1  # Siti's; Budi's waits for its minute
    assert mail_server.inbox.mails == ["siti@contoh.co.id"]
    frozen.advance(seconds=59)
    assert work.deliver_notices(smtp).attempts == 0
    frozen.advance(seconds=1)
    assert work.deliver_notices(smtp).sent == 1
    assert work.deliver_notices(smtp).attempts == 0
    assert sorted(mail_server.inbox.mails) == ["budi.santoso@contoh.co.id", "siti@contoh.co.id"]
    budi, _ = _rows()
    assert (budi.status, budi.attempts, budi.last_error) == (NoticeStatus.SENT, 2, None)
    assert budi.sent_at is not None


def test_a_notice_that_keeps_failing_is_given_up_visible_and_counted(
    settings: Settings,
    mail_server: MailServer,
    frozen: Clock,
    no_fast_path: None,
    caplog: pytest.LogCaptureFixture,
) -> None:
    smtp = _smtp(settings, mail_server, notice_max_attempts=3)
    failed = _count("portal_notices_failed_total")
    with transaction() as session:
        notify.send_after_commit(session, _notice())
    with caplog.at_level(logging.WARNING, logger="server.notify.delivery"):
        for attempt in (1, 2, 3):
            assert work.deliver_notices(smtp).attempts == 1
            frozen.advance(minutes=2 ** (attempt - 1))
    [row] = _rows()
    assert (row.status, row.attempts) == (NoticeStatus.FAILED, 3)
    assert row.last_error and "mail server" in row.last_error
    assert _count("portal_notices_failed_total") == failed + 1
    assert delivery.waiting() == {"PENDING": 0, "FAILED": 1}
    [warning] = [r for r in caplog.records if "FAILED" in r.getMessage()]
    assert "budi.santoso" not in warning.getMessage()  # the row names the address, not the log
    mail_server.up()
    frozen.advance(hours=2)
    assert work.deliver_notices(smtp).attempts == 0  # given up: never sent on its own
    assert mail_server.inbox.mails == []


def test_a_refused_recipient_fails_alone_and_the_pass_goes_on(
    settings: Settings, mail_server: MailServer, no_fast_path: None
) -> None:
    mail_server.inbox.refused.add("tidak.ada@contoh.co.id")
    mail_server.up()
    with transaction() as session:
        notify.send_after_commit(session, _notice("tidak.ada@contoh.co.id"))
        notify.send_after_commit(session, _notice())
    done = work.deliver_notices(_smtp(settings, mail_server))
    assert (done.sent, done.retried) == (1, 1)
    assert mail_server.inbox.mails == ["budi.santoso@contoh.co.id"]
    refused, _ = _rows()
    assert refused.last_error and "SMTPRecipientsRefused" in refused.last_error
