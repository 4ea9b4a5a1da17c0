"""SMS through a Kannel gateway (``SMS_SENDER=kannel``): its smsbox's HTTP ``sendsms`` takes
the message and queues it; the bearerbox passes it to the operator's SMSC over SMPP (in
development and tests: Kannel's fake SMSC). Kannel keeps its own queue, so a code is handed
over in one short call and never waits in the portal.

POST, not GET: the account's password and the code travel in headers and the body, never in a
URL a log or a proxy could keep. Each code asks for delivery reports (``dlr-mask`` 31: delivered,
undelivered, buffered, accepted and rejected by the SMSC) at SMS_DELIVERY_URL with the send's
random reference; Kannel fills in ``%d`` (server.verification.delivery applies them)."""

from __future__ import annotations

import logging
from urllib.parse import urlencode

import httpx

from server.notify.base import DeliveryUnavailable, OtpMessage
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
        headers = {
            "Content-Type": "text/plain; charset=utf-8",
            "X-Kannel-Username": self.username,
            "X-Kannel-Password": self.password,
            "X-Kannel-From": self.sender_id,
            "X-Kannel-To": message.to,
        }
        tracked = bool(self.delivery_url and message.delivery_ref)
        if tracked:
            query = urlencode({"ref": message.delivery_ref})
            headers["X-Kannel-DLR-Mask"] = str(DLR_MASK)
            headers["X-Kannel-DLR-Url"] = f"{self.delivery_url}?{query}&status=%d"
        try:
            answer = httpx.post(
                self.url, headers=headers, content=message.text().encode(), timeout=self.timeout
            )
        except httpx.HTTPError as exc:
            log.warning("SMS gateway unreachable at %s: %s", self.url, type(exc).__name__)
            raise DeliveryUnavailable("the SMS gateway did not answer") from exc
        reply = answer.text.strip()
        if answer.status_code not in (200, 202) or not reply.startswith(_TAKEN):
            # Kannel's reply names the cause (a wrong account, a full queue): never the code.
            log.warning("SMS gateway refused the message: %s %s", answer.status_code, reply[:80])
            raise DeliveryUnavailable("the SMS gateway refused the message")
        log.info("OTP %s handed to the SMS gateway (%s)", message.purpose, reply[:40])
        return "QUEUED" if tracked else None
