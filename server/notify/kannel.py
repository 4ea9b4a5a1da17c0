"""SMS through a Kannel gateway (``SMS_SENDER=kannel``): its smsbox's HTTP ``sendsms`` takes
the message and queues it; the bearerbox passes it to the operator's SMSC over SMPP (in
development and tests: Kannel's fake SMSC). Kannel keeps its own queue, so a code is handed
over in one short call and never waits in the portal.

POST, not GET: the account's password and the code travel in headers and the body, never in a
URL a log or a proxy could keep. Each code asks for delivery reports (``dlr-mask`` 31: delivered,
undelivered, buffered, accepted and rejected by the SMSC) at SMS_DELIVERY_URL with the send's
random reference; Kannel fills in ``%d`` (server.verification.delivery applies them).

A notice's SMS (:meth:`KannelSender.send_notice`: the customer chose SMS for its topic) goes
the same way without delivery reports: the notice outbox counts it sent once Kannel took it,
as it counts an e-mail once the mail server did."""

from __future__ import annotations

import logging
from urllib.parse import urlencode

import httpx

from server.notify.base import DeliveryUnavailable, Notice, OtpMessage
from server.settings import Settings

log = logging.getLogger("server.notify.kannel")

DLR_MASK = 31
# Kannel's answers that mean "taken": 0 accepted for delivery, 3 queued for later delivery.
_TAKEN = ("0:", "3:")


class KannelSender:
    def __init__(self, settings: Settings, *, timeout: float = 5.0) -> None:
        self.url = settings.kannel_sendsms_url
        self.username = settings.kannel_username
        self.password = settings.kannel_password
        self.sender_id = settings.sms_from
        self.delivery_url = settings.sms_delivery_url
        self.timeout = timeout

    def send(self, message: OtpMessage) -> str | None:
        if message.channel != "SMS":
            raise ValueError("the Kannel sender delivers SMS only")
        tracked = bool(self.delivery_url and message.delivery_ref)
        headers = self._headers(message.to)
        if tracked:
            query = urlencode({"ref": message.delivery_ref})
            headers["X-Kannel-DLR-Mask"] = str(DLR_MASK)
            headers["X-Kannel-DLR-Url"] = f"{self.delivery_url}?{query}&status=%d"
        reply = self._post(headers, message.text())
        log.info("OTP %s handed to the SMS gateway (%s)", message.purpose, reply[:40])
        return "QUEUED" if tracked else None

    def send_notice(self, notice: Notice) -> None:
        """Hand a notice's SMS (its short text) to the gateway, or raise
        :class:`DeliveryUnavailable`; no delivery report is asked for."""
        if notice.channel != "SMS":
            raise ValueError("the Kannel sender delivers SMS only")
        reply = self._post(self._headers(notice.to), notice.text)
        log.info("notice %s handed to the SMS gateway (%s)", notice.kind, reply[:40])

    def _headers(self, to: str) -> dict[str, str]:
        return {
            "Content-Type": "text/plain; charset=utf-8",
            "X-Kannel-Username": self.username,
            "X-Kannel-Password": self.password,
            "X-Kannel-From": self.sender_id,
            "X-Kannel-To": to,
        }

    def _post(self, headers: dict[str, str], text: str) -> str:
        """Kannel's reply once it took the message."""
        try:
            answer = httpx.post(
                self.url, headers=headers, content=text.encode(), timeout=self.timeout
            )
        except httpx.HTTPError as exc:
            log.warning("SMS gateway unreachable at %s: %s", self.url, type(exc).__name__)
            raise DeliveryUnavailable("the SMS gateway did not answer") from exc
        reply = answer.text.strip()
        if answer.status_code not in (200, 202) or not reply.startswith(_TAKEN):
            # Kannel's reply names the cause (a wrong account, a full queue): never the text.
            log.warning("SMS gateway refused the message: %s %s", answer.status_code, reply[:80])
            raise DeliveryUnavailable("the SMS gateway refused the message")
        return reply
