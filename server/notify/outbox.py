"""Development delivery: one JSON line per code in ``var/outbox.jsonl``.

The outbox stands in for both channels in development and tests: e-mail (which has a real
SMTP adapter, :mod:`server.notify.smtp`) and SMS (in production an SMS gateway adapter with
the same ``send`` method takes its place). Developers read their codes from the file.
"""

from __future__ import annotations

import json
import logging
import threading
from pathlib import Path

from server.notify.base import Notice, OtpMessage
from server.notify.messages import notice_body

log = logging.getLogger("server.notify.outbox")
_lock = threading.Lock()


class OutboxSender:
    def __init__(self, path: Path) -> None:
        self.path = path

    def send(self, message: OtpMessage) -> None:
        line = {
            "to": message.to,
            "channel": message.channel,
            "purpose": message.purpose,
            "code": message.code,
            "createdAt": message.created_at.isoformat(),
        }
        self._append(line)
        log.info(
            "OTP %s for %s via %s written to the outbox %s",
            message.purpose,
            message.channel,
            "email" if message.channel == "EMAIL" else "sms",
            self.path,
        )

    def send_notice(self, notice: Notice) -> None:
        """One line ``{to, channel, purpose: <kind>, subject, body, createdAt}`` (no ``code``:
        readers of codes match on ``purpose``): an e-mail's ``body`` between its greeting and
        signature, an SMS's (``channel: "SMS"``) its text as sent."""
        sms = notice.channel == "SMS"
        self._append(
            {
                "to": notice.to,
                "channel": "SMS" if sms else "EMAIL",
                "purpose": notice.kind,
                "subject": notice.subject,
                "body": notice.text if sms else notice_body(notice.text),
                "createdAt": notice.created_at.isoformat(),
            }
        )
        log.info("notice %s (%s) written to the outbox %s", notice.kind, notice.channel, self.path)

    def _append(self, line: dict[str, str]) -> None:
        with _lock:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(line, ensure_ascii=False) + "\n")
