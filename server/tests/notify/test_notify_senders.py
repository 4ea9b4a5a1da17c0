"""OTP delivery: the development outbox (JSON lines) and real e-mail over SMTP, tested
against a local aiosmtpd server."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from datetime import UTC, datetime
from email import message_from_bytes
from email.message import Message
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from server import notify
from server.notify import Notice, OtpMessage
from server.notify.outbox import OutboxSender
from server.notify.smtp import SmtpSender
from server.settings import Settings

WHEN = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)


def _message(channel: str = "EMAIL", to: str = "budi.santoso@gmail.com") -> OtpMessage:
    return OtpMessage(
        to=to, channel=channel, purpose="LOGIN", code="482913", ttl_seconds=300, created_at=WHEN
    )


def test_outbox_appends_one_json_line_per_code(tmp_path: Path) -> None:
    outbox = tmp_path / "var" / "outbox.jsonl"
    sender = OutboxSender(outbox)
    sender.send(_message("SMS", "+6281234567890"))
    sender.send(_message())
    lines = [json.loads(line) for line in outbox.read_text(encoding="utf-8").splitlines()]
    assert lines[0] == {
        "to": "+6281234567890",
        "channel": "SMS",
        "purpose": "LOGIN",
        "code": "482913",
        "createdAt": "2026-11-22T03:00:00+00:00",
    }
    assert lines[1]["to"] == "budi.santoso@gmail.com"


def test_outbox_log_line_never_holds_the_code(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level("INFO"):
        OutboxSender(tmp_path / "o.jsonl").send(_message())
    assert caplog.records and "482913" not in caplog.text


class _Inbox:
    def __init__(self) -> None:
        self.mails: list[tuple[str, list[str], Message]] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.mails.append(
            (envelope.mail_from, list(envelope.rcpt_tos), message_from_bytes(envelope.content))
        )
        return "250 OK"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture
def smtp_server() -> Iterator[tuple[_Inbox, int]]:
    inbox, port = _Inbox(), _free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    try:
        yield inbox, port
    finally:
        controller.stop()


def test_smtp_sender_delivers_an_indonesian_email(smtp_server: tuple[_Inbox, int]) -> None:
    inbox, port = smtp_server
    settings = Settings(
        smtp_host="127.0.0.1", smtp_port=port, smtp_from="TManKu <otp@sentosa.test>"
    )
    SmtpSender(settings).send(_message())
    assert len(inbox.mails) == 1
    mail_from, rcpt, mail = inbox.mails[0]
    assert mail_from == "otp@sentosa.test" and rcpt == ["budi.santoso@gmail.com"]
    assert mail["Subject"] == "Kode OTP masuk TManKu"
    body = mail.get_payload(decode=True)
    assert isinstance(body, bytes)
    text = body.decode("utf-8")
    assert "482913" in text and "Berlaku 5 menit" in text


def test_smtp_setting_routes_email_to_smtp_and_sms_to_the_outbox(
    smtp_server: tuple[_Inbox, int], tmp_path: Path
) -> None:
    inbox, port = smtp_server
    settings = Settings(
        otp_sender="smtp", smtp_host="127.0.0.1", smtp_port=port, outbox_path=tmp_path / "o.jsonl"
    )
    sender = notify.build(settings)
    sender.send(_message())
    sender.send(_message("SMS", "+6281234567890"))
    assert len(inbox.mails) == 1
    assert json.loads((tmp_path / "o.jsonl").read_text())["channel"] == "SMS"


def test_smtp_sender_refuses_sms(smtp_server: tuple[_Inbox, int]) -> None:
    _inbox, port = smtp_server
    with pytest.raises(ValueError, match="e-mail only"):
        SmtpSender(Settings(smtp_host="127.0.0.1", smtp_port=port)).send(_message("SMS"))


def test_outbox_is_the_default(tmp_path: Path) -> None:
    assert isinstance(notify.build(Settings(outbox_path=tmp_path / "x")), OutboxSender)


# ---------------------------------------------------------------- notices (no code)
def _notice() -> Notice:
    return Notice(
        to="budi.santoso@gmail.com",
        kind="KYC_APPROVED",
        subject="Pengkinian Data KYC-20261124-7QH2MX disetujui",
        text="Pengajuan Pengkinian Data Anda nomor KYC-20261124-7QH2MX telah disetujui.",
        created_at=WHEN,
    )


def test_outbox_keeps_a_notice_as_one_line_without_a_code(tmp_path: Path) -> None:
    outbox = tmp_path / "outbox.jsonl"
    notify.notices(Settings(outbox_path=outbox)).send_notice(_notice())
    (line,) = [json.loads(text) for text in outbox.read_text(encoding="utf-8").splitlines()]
    assert line["to"] == "budi.santoso@gmail.com" and line["channel"] == "EMAIL"
    assert line["purpose"] == "KYC_APPROVED" and "code" not in line
    assert line["subject"] == "Pengkinian Data KYC-20261124-7QH2MX disetujui"
    assert line["body"].startswith("Yth. Nasabah,\n\nPengajuan Pengkinian Data Anda nomor")
    assert line["createdAt"] == "2026-11-22T03:00:00+00:00"


def test_smtp_setting_sends_notices_by_email(
    smtp_server: tuple[_Inbox, int], tmp_path: Path
) -> None:
    inbox, port = smtp_server
    settings = Settings(
        otp_sender="smtp",
        smtp_host="127.0.0.1",
        smtp_port=port,
        smtp_from="TManKu <info@sentosa.test>",
        outbox_path=tmp_path / "o.jsonl",
    )
    notify.notices(settings).send_notice(_notice())
    ((mail_from, rcpt, mail),) = inbox.mails
    assert mail_from == "info@sentosa.test" and rcpt == ["budi.santoso@gmail.com"]
    assert mail["Subject"] == "Pengkinian Data KYC-20261124-7QH2MX disetujui"
    body = mail.get_payload(decode=True)
    assert isinstance(body, bytes) and "telah disetujui" in body.decode("utf-8")
    assert not (tmp_path / "o.jsonl").exists()
