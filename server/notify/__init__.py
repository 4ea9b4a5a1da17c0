"""OTP delivery. E-mail codes: ``OTP_SENDER=outbox`` (default) writes them to a local file,
``smtp`` sends e-mail. SMS codes: ``SMS_SENDER=outbox`` (default, development) to the same
file, ``kannel`` through the Kannel SMS gateway (:mod:`server.notify.kannel`), which reports
delivery back (:mod:`server.verification.delivery`).

Notices (plain e-mails without a code: a receipt, a decision, a 'password changed' warning)
go by :func:`notices`: to the outbox, or through SMTP when ``OTP_SENDER=smtp``."""

from __future__ import annotations

import logging

from sqlalchemy.orm import Session

from server import db, metrics
from server.notify.base import DeliveryUnavailable, Notice, NoticeSender, OtpMessage, OtpSender
from server.notify.kannel import KannelSender
from server.notify.outbox import OutboxSender
from server.notify.smtp import SmtpSender
from server.settings import Settings

__all__ = [
    "DeliveryUnavailable",
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
    """E-mail codes one way (outbox or SMTP), SMS codes another (outbox or Kannel)."""

    def __init__(self, email: OtpSender, sms: OtpSender) -> None:
        self.email = email
        self.sms = sms

    def send(self, message: OtpMessage) -> str | None:
        return (self.email if message.channel == "EMAIL" else self.sms).send(message)


def build(settings: Settings) -> OtpSender:
    outbox = OutboxSender(settings.outbox_path)
    email: OtpSender = SmtpSender(settings) if settings.otp_sender == "smtp" else outbox
    sms: OtpSender = KannelSender(settings) if settings.sms_sender == "kannel" else outbox
    if email is outbox and sms is outbox:
        return outbox
    return _Routed(email=email, sms=sms)


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
    notice reports (the customer sees it in the portal either way). Counted when committed
    (queued), delivered (sent) or not (failed), by kind."""

    def deliver() -> None:
        metrics.NOTICES_QUEUED.labels(kind=notice.kind).inc()
        try:
            notices(settings).send_notice(notice)
        except Exception:
            metrics.NOTICES_FAILED.labels(kind=notice.kind).inc()
            log.exception("notice %s could not be delivered", notice.kind)
        else:
            metrics.NOTICES_SENT.labels(kind=notice.kind).inc()

    db.after_commit(session, deliver)
