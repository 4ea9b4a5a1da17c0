"""The notice desk over HTTP, admin sessions only: notices the mail server never took
(FAILED after NOTICE_MAX_ATTEMPTS, made so here by the real delivery against a mail server
that is down) are listed with the recipient masked, the kind in Indonesian and the last
error; PENDING ones in their own tab. 'Kirim ulang' puts a FAILED one back (PENDING, no
attempt, due now) in one unit of work, logged with the staff member, and the deliverer sends
it once after the commit; a notice no longer FAILED is 409, an unknown one 404, a customer
403."""

from __future__ import annotations

import logging
import smtplib
from collections.abc import Callable, Iterator
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import delete, select

from server import clock, notify
from server.claim.models import ClaimStatus
from server.clock import as_utc
from server.db import transaction
from server.notice_desk import serializers
from server.notice_desk.messages import KIND_DESC, OTHER_KIND
from server.notify import Notice, NoticeSender, delivery
from server.notify.base import DeliveryUnavailable
from server.notify.models import NoticeChannel, NoticeStatus, OutboxNotice
from server.settings import Settings
from server.spaj.models import SpajStatus
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import outbox, problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

TO = "budi.santoso@contoh.co.id"
MASKED = "bu***o@co***.co.id"
DOWN = (
    "DeliveryUnavailable: the mail server did not take the message <- ConnectionRefusedError: "
    "[Errno 111] Connection refused"
)
ALREADY_SENT = "Notifikasi ini sudah terkirim; hanya notifikasi yang gagal dapat dikirim ulang."
BACK_IN_QUEUE = (
    "Notifikasi ini sudah kembali dalam antrean pengiriman; hanya notifikasi yang gagal dapat "
    "dikirim ulang."
)


class _MailboxRefuses:
    """A mail server that refuses the recipient, naming the address in its answer."""

    def send_notice(self, notice: Notice) -> None:
        raise smtplib.SMTPRecipientsRefused({notice.to: (550, b"5.1.1 mailbox unavailable")})


class _MailServerDown:
    """A mail server that does not answer, as the SMTP sender reports it."""

    def send_notice(self, notice: Notice) -> None:
        try:
            raise ConnectionRefusedError(111, "Connection refused")
        except ConnectionRefusedError as exc:
            raise DeliveryUnavailable("the mail server did not take the message") from exc


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin_account: Account, signin: SignIn) -> str:
    return str(signin.signed_in(admin_account, check_admin=True)["token"])


@pytest.fixture(autouse=True)
def empty_outbox(app: Any, settings: Settings) -> Iterator[None]:
    """Each test starts with no notice in the outbox table or file."""
    with transaction() as session:
        session.execute(delete(OutboxNotice))
    settings.outbox_path.unlink(missing_ok=True)
    yield


def _written(kind: str, subject: str, to: str = TO) -> None:
    """A notice written as the areas write theirs, its delivery not yet tried (no fast path)."""
    with transaction() as session:
        delivery.record(
            session,
            Notice(
                to=to, kind=kind, subject=subject, text="Isi notifikasi.", created_at=clock.now()
            ),
        )


def _failed(kind: str, subject: str, to: str = TO, server: NoticeSender | None = None) -> int:
    """A notice the mail server never took: written, then tried until it is given up
    (NOTICE_MAX_ATTEMPTS is 1 here). Its id."""
    _written(kind, subject, to)
    assert delivery.deliver_due(server or _MailServerDown(), max_attempts=1).failed == 1
    with transaction(read_only=True) as session:
        return int(
            session.scalars(select(OutboxNotice.id).order_by(OutboxNotice.id.desc())).first() or 0
        )


def _row(notice_id: int) -> OutboxNotice:
    with transaction(read_only=True) as session:
        row = session.get(OutboxNotice, notice_id)
        assert row is not None
        session.expunge(row)
        return row


def listed(api: Api, token: str, **params: Any) -> dict[str, Any]:
    response = api.get("/admin/notice/list", token=token, params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def retry(api: Api, token: str, notice_id: int) -> Any:
    return api.post("/admin/notice/retry", {"notice_id": notice_id}, token=token)


def test_failed_notices_are_listed_masked_newest_first(api: Api, staff: str, frozen: Clock) -> None:
    older = _failed("CLAIM_APPROVED", "Klaim CLM-2026-000123: Disetujui")
    frozen.advance(minutes=2)
    newer = _failed("PASSWORD_CHANGED", "Kata sandi TManKu Anda telah diganti", "siti@contoh.co.id")
    _written("KYC_SUBMITTED", "Pengkinian Data KYC-20261124-7QH2MX diterima")  # waiting

    body = listed(api, staff)

    assert body["counts"] == [
        {"status": "FAILED", "count": 2},
        {"status": "PENDING", "count": 1},
    ]
    assert (body["total"], body["page"], body["size"]) == (2, 1, 20)
    assert [n["notice_id"] for n in body["data"]] == [newer, older]
    first, second = body["data"]
    assert first["recipient"] == "si***i@co***.co.id"
    assert second == {
        "notice_id": older,
        "kind": "CLAIM_APPROVED",
        "kind_desc": "Klaim disetujui",
        "recipient": MASKED,
        "subject": "Klaim CLM-2026-000123: Disetujui",
        "status": "FAILED",
        "attempts": 1,
        "last_error": DOWN,
        "created_at": second["created_at"],
        "next_attempt_at": None,
    }
    assert TO not in str(body) and "siti@contoh.co.id" not in str(body)

    waiting = listed(api, staff, status="PENDING")
    assert [(n["kind_desc"], n["status"], n["attempts"]) for n in waiting["data"]] == [
        ("Tanda terima Pengkinian Data", "PENDING", 0)
    ]
    assert waiting["data"][0]["next_attempt_at"] is not None
    assert listed(api, staff, page=2, size=1)["data"][0]["notice_id"] == older


def test_a_mailbox_refusal_is_shown_without_the_address(api: Api, staff: str) -> None:
    _failed("KYC_APPROVED", "Pengkinian Data disetujui", server=_MailboxRefuses())
    [notice] = listed(api, staff)["data"]
    assert notice["last_error"] == (
        f"SMTPRecipientsRefused: {{'{MASKED}': (550, b'5.1.1 mailbox unavailable')}}"
    )


def test_an_error_cut_short_in_the_address_keeps_no_part_of_it() -> None:
    row = OutboxNotice(
        id=7, kind="KYC_APPROVED", to_address=TO, subject="Pengkinian Data disetujui",
        status=NoticeStatus.FAILED, attempts=10, next_attempt_at=clock.now(),
        created_at=clock.now(),
        last_error=("x" * 260 + "SMTPRecipientsRefused: {'" + TO)[:300],
    )  # fmt: skip
    shown = serializers.item(row)["last_error"]
    assert shown == ("x" * 260 + "SMTPRecipientsRefused: {'" + MASKED)[:300]


def test_an_sms_notice_shows_its_phone_number_masked() -> None:
    row = OutboxNotice(
        id=8, kind="CLAIM_APPROVED", channel=NoticeChannel.SMS, to_address="+6281234567890",
        subject="Klaim CLM-2026-000123: Disetujui", status=NoticeStatus.FAILED, attempts=10,
        next_attempt_at=clock.now(), created_at=clock.now(),
        last_error="DeliveryUnavailable: the SMS gateway refused +6281234567890",
    )  # fmt: skip
    shown = serializers.item(row)
    assert shown["recipient"] == "+62 812-****-7890"
    assert shown["last_error"] == "DeliveryUnavailable: the SMS gateway refused +62 812-****-7890"


def test_a_retried_notice_is_pending_then_delivered_once(
    api: Api, staff: str, admin_account: Account, settings: Settings,
    caplog: pytest.LogCaptureFixture,
) -> None:  # fmt: skip
    notice_id = _failed("CLAIM_APPROVED", "Klaim CLM-2026-000123: Disetujui")

    with caplog.at_level(logging.INFO, logger="server.notice_desk"):
        response = retry(api, staff, notice_id)

    assert response.status_code == 200, response.text
    body = response.json()
    # Its state as the retry committed it (the deliverer runs after the commit).
    assert (body["status"], body["attempts"], body["last_error"]) == ("PENDING", 0, DOWN)
    assert body["next_attempt_at"] is not None and body["recipient"] == MASKED
    # Then the deliverer took it (JOBS=inline: before the answer), once.
    assert [m["subject"] for m in outbox(settings, "CLAIM_APPROVED", TO)] == [
        "Klaim CLM-2026-000123: Disetujui"
    ]
    row = _row(notice_id)
    assert (row.status, row.attempts, row.last_error) == (NoticeStatus.SENT, 1, None)
    assert listed(api, staff)["data"] == []
    # The audit line names the staff member and the notice, never the address.
    [line] = [r.getMessage() for r in caplog.records if r.name == "server.notice_desk"]
    assert line.startswith(f"notice {notice_id} (CLAIM_APPROVED) FAILED after 1 attempts")
    assert line.endswith(f"by {admin_account.user_name}") and TO not in line

    # Asked again (a second click, another staff member): it is no longer FAILED.
    assert problem(retry(api, staff, notice_id), 409)["message"] == ALREADY_SENT
    assert len(outbox(settings, "CLAIM_APPROVED", TO)) == 1


def test_a_retry_while_the_mail_server_is_still_down_waits_for_its_next_attempt(
    api: Api, staff: str, settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    notice_id = _failed("REFUND_REFUNDED", "Dana Rp 1.250.000 telah dikembalikan")
    monkeypatch.setattr(notify, "notices", lambda _settings: _MailServerDown())

    assert retry(api, staff, notice_id).status_code == 200

    row = _row(notice_id)  # tried once more right after the commit, to wait a minute
    assert (row.status, row.attempts, row.last_error) == (NoticeStatus.PENDING, 1, DOWN)
    [waiting] = listed(api, staff, status="PENDING")["data"]
    assert (waiting["notice_id"], waiting["attempts"]) == (notice_id, 1)
    assert as_utc(row.next_attempt_at) == clock.now() + timedelta(
        seconds=settings.notice_retry_seconds
    )
    # A notice back in the queue is not FAILED: a second retry is refused.
    assert problem(retry(api, staff, notice_id), 409)["message"] == BACK_IN_QUEUE
    assert outbox(settings, "REFUND_REFUNDED", TO) == []


def test_an_unknown_notice_is_404(api: Api, staff: str) -> None:
    body = problem(retry(api, staff, 2_000_000_000), 404)
    assert body["message"] == "Notifikasi tidak ditemukan."


def test_a_status_outside_the_desk_is_refused(api: Api, staff: str) -> None:
    response = api.get("/admin/notice/list", token=staff, params={"status": "SENT"})
    problem(response, 400)


def test_a_customer_session_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    notice_id = _failed("CLAIM_APPROVED", "Klaim CLM-2026-000123: Disetujui")
    customer = signin.signed_in(make_account())["token"]
    for response in (
        api.get("/admin/notice/list", token=customer),
        retry(api, customer, notice_id),
    ):
        assert (
            problem(response, 403)["message"] == "Akun ini tidak memiliki akses ke halaman admin."
        )
    assert _row(notice_id).status == NoticeStatus.FAILED


def test_every_kind_the_areas_write_has_its_indonesian_name() -> None:
    written = {
        *(f"CLAIM_{s.value}" for s in ClaimStatus),
        *(f"SPAJ_{s.value}" for s in SpajStatus),
        "KYC_SUBMITTED", "KYC_APPROVED", "KYC_REJECTED",
        "PASSWORD_CHANGED", "RECOVERY_EMAIL_CHANGED", "REFUND_REFUNDED", "TOP_UP_INVESTED",
        "FUND_SWITCH_INVESTED", "FUND_ALLOCATION_CHANGED", "PASSKEY_ADDED", "PASSKEY_REMOVED",
    }  # fmt: skip
    assert written == set(KIND_DESC)
    assert len(set(KIND_DESC.values())) == len(KIND_DESC)  # no two kinds read alike
    assert OTHER_KIND not in KIND_DESC.values()
