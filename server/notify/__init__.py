"""OTP delivery. ``OTP_SENDER=outbox`` (default) writes codes to a local file; ``smtp`` sends
e-mail. SMS codes go to the outbox in development; production would plug an SMS gateway
adapter in here (same ``send`` method).

Notices (plain e-mails without a code: a receipt, a decision, a 'password changed' warning)
go by :func:`notices`: to the outbox, or through SMTP when ``OTP_SENDER=smtp``."""

from __future__ import annotations

import logging

from sqlalchemy.orm import Session

from server import db
from server.notify.base import Notice, NoticeSender, OtpMessage, OtpSender
from server.notify.outbox import OutboxSender
from server.notify.smtp import SmtpSender
from server.settings import Settings

__all__ = [
    "Notice",
    "NoticeSender",
    "OtpMessage",
    "OtpSender",
    "build",
    "current",
    "install",
    "notices",
    "send_after_commit",
]

log = logging.getLogger("server.notify")

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


def notices(settings: Settings) -> NoticeSender:
    """Where notices go under these settings: SMTP with ``OTP_SENDER=smtp``, else the outbox."""
    if settings.otp_sender == "smtp":
        return SmtpSender(settings)
    return OutboxSender(settings.outbox_path)


def send_after_commit(session: Session, settings: Settings, notice: Notice) -> None:
    """Deliver ``notice`` once the unit of work has committed (a rolled-back change sends
    nothing). Delivery is best effort: a failure is logged and never undoes the change the
    notice reports (the customer sees it in the portal either way)."""

    def deliver() -> None:
        try:
            notices(settings).send_notice(notice)
        except Exception:
            log.exception("notice %s could not be delivered", notice.kind)

    db.after_commit(session, deliver)
