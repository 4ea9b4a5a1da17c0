"""OTP delivery. ``OTP_SENDER=outbox`` (default) writes codes to a local file; ``smtp`` sends
e-mail. SMS codes go to the outbox in development; production would plug an SMS gateway
adapter in here (same ``send`` method)."""

from __future__ import annotations

from server.notify.base import OtpMessage, OtpSender
from server.notify.outbox import OutboxSender
from server.notify.smtp import SmtpSender
from server.settings import Settings

__all__ = ["OtpMessage", "OtpSender", "build", "current", "install"]

_sender: OtpSender | None = None


class _Routed:
    """E-mail through SMTP; SMS (no gateway yet) to the outbox."""

    def __init__(self, email: OtpSender, sms: OtpSender) -> None:
        self.email = email
        self.sms = sms

    def send(self, message: OtpMessage) -> None:
        (self.email if message.channel == "EMAIL" else self.sms).send(message)


def build(settings: Settings) -> OtpSender:
    outbox = OutboxSender(settings.outbox_path)
    if settings.otp_sender == "smtp":
        return _Routed(email=SmtpSender(settings), sms=outbox)
    return outbox


def install(sender: OtpSender) -> None:
    global _sender
    _sender = sender


def current() -> OtpSender:
    if _sender is None:
        raise RuntimeError("OTP sender not configured (create_app installs it)")
    return _sender
