"""What an OTP delivery adapter receives and must do."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from server.notify.messages import code_text


@dataclass(frozen=True, slots=True)
class OtpMessage:
    to: str  # phone number (+62...) or email address
    channel: str  # SMS or EMAIL
    purpose: str  # the caseOtp: LOGIN, FORGOT_PASSWORD, ...
    code: str
    ttl_seconds: int
    created_at: datetime
    # A random reference of this one send: the SMS gateway's delivery report names it
    # (server.verification.delivery). None: the sender need not report.
    delivery_ref: str | None = None

    def text(self) -> str:
        return code_text(self.code, self.ttl_seconds)


@dataclass(frozen=True, slots=True)
class Notice:
    """A plain e-mail to a customer that carries no code: a receipt, a decision, a 'password
    changed' warning. ``kind`` names it for the outbox and the logs (KYC_SUBMITTED, ...);
    ``text`` is the body between the greeting and the signature.

    ``user_id``: the recipient's portal account, whose inbox keeps a copy of the notice
    (:class:`server.notify.models.InboxItem`); None for a recipient without one (an SPAJ
    applicant who is not a customer yet): e-mail only. ``link``: the portal route of the item
    the notice is about (``/klaim/submission-detail?claim_number=KLM-...``), None when there
    is no page to open. ``channel``: EMAIL, or SMS for the short text of an SMS outbox row
    (``to`` a phone number then): :func:`server.notify.delivery.record` writes those from the
    customer's choice; the areas write e-mail notices."""

    to: str  # e-mail address (channel EMAIL) or phone number (+62..., channel SMS)
    kind: str
    subject: str
    text: str
    created_at: datetime
    user_id: int | None = None
    link: str | None = None
    channel: str = "EMAIL"


class DeliveryUnavailable(Exception):
    """The gateway or the mail server did not take the message (it did not answer, or
    refused it): nothing was sent. The message names the part, never the code."""


class OtpSender(Protocol):
    def send(self, message: OtpMessage) -> str | None:
        """Hand the code over, or raise (:class:`DeliveryUnavailable` when the transport did
        not take it); never log the code itself. Returns ``QUEUED`` when delivery reports
        will follow for ``message.delivery_ref``, else None (not tracked)."""


class NoticeSender(Protocol):
    def send_notice(self, notice: Notice) -> None:
        """Deliver the notice on its ``channel`` (an e-mail, or an SMS) or raise."""
