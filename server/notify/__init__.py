"""OTP delivery. E-mail codes: ``OTP_SENDER=outbox`` (default) writes them to a local file,
``smtp`` sends e-mail. SMS codes: ``SMS_SENDER=outbox`` (default, development) to the same
file, ``kannel`` through the Kannel SMS gateway (:mod:`server.notify.kannel`), which reports
delivery back (:mod:`server.verification.delivery`).

Notices (plain e-mails without a code: a receipt, a decision, a 'password changed' warning)
are written to the notice outbox with the change they report (:func:`send_after_commit`) and
delivered after the commit by :mod:`server.notify.delivery` through :func:`notices`: the
outbox file, or SMTP when ``OTP_SENDER=smtp``. A customer may also have a topic's notices sent
by SMS (:mod:`server.notify.topics`): those rows go to Kannel with ``SMS_SENDER=kannel``,
else to the outbox file."""

from __future__ import annotations

import logging
from collections.abc import Callable

from sqlalchemy.orm import Session

from server import db, metrics
from server.notify import delivery
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
    "deliver_after_commit",
    "install",
    "install_phones",
    "notices",
    "on_notices_committed",
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


class _RoutedNotices:
    """E-mail notices one way (outbox or SMTP), SMS notices another (outbox or Kannel)."""

    def __init__(self, email: NoticeSender, sms: NoticeSender) -> None:
        self.email = email
        self.sms = sms

    def send_notice(self, notice: Notice) -> None:
        (self.sms if notice.channel == "SMS" else self.email).send_notice(notice)


def notices(settings: Settings) -> NoticeSender:
    """Where notices go under these settings: e-mails by SMTP with ``OTP_SENDER=smtp``, SMS
    through Kannel with ``SMS_SENDER=kannel``, else to the outbox file."""
    outbox = OutboxSender(settings.outbox_path)
    email: NoticeSender = SmtpSender(settings) if settings.otp_sender == "smtp" else outbox
    sms: NoticeSender = KannelSender(settings) if settings.sms_sender == "kannel" else outbox
    if email is outbox and sms is outbox:
        return outbox
    return _RoutedNotices(email=email, sms=sms)


def install_phones(phone_of: delivery.PhoneOf) -> None:
    """How :func:`send_after_commit` finds an account's phone number for the SMS notices it
    chose (:func:`server.notify.delivery.install_phones`)."""
    delivery.install_phones(phone_of)


def send_after_commit(session: Session, notice: Notice) -> None:
    """Write ``notice`` to the notice outbox in the unit of work of ``session``: a change that
    rolls back sends nothing, a committed one is never lost (:mod:`server.notify.delivery`).
    Once the unit commits, the notice is counted as queued and the deliverer is woken (the
    job queue's fast path, :func:`on_notices_committed`); the customer sees the change in the
    portal whenever the e-mail arrives."""
    delivery.record(session, notice)
    kind = notice.kind
    db.after_commit(session, lambda: metrics.NOTICES_QUEUED.labels(kind=kind).inc())
    deliver_after_commit(session)


def deliver_after_commit(session: Session) -> None:
    """Wake the deliverer once the unit of work of ``session`` commits (a notice written, or
    a FAILED one put back to PENDING by staff), as :func:`send_after_commit` does; once per
    unit, however often it is called."""
    if not session.info.get(_WAKE_REGISTERED):
        session.info[_WAKE_REGISTERED] = True
        db.after_commit(session, _wake)


_WAKE_REGISTERED = "portal_notices_wake"
_waker: Callable[[], None] | None = None


def on_notices_committed(wake: Callable[[], None] | None) -> None:
    """What to call once a unit that wrote notices committed (:mod:`server.jobs` installs
    it: wake the process's deliverer, or defer the delivery job). None: nothing; the
    periodic pass of some process delivers them."""
    global _waker
    _waker = wake


def _wake() -> None:
    if _waker is None:
        return
    try:
        _waker()
    except Exception:  # the change is committed; the periodic pass delivers its notice
        log.exception("waking the notice deliverer failed")
