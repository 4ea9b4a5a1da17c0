"""The notice outbox: one row for each notice (a plain e-mail to a customer: a receipt, a
decision, a 'password changed' warning), written in the unit of work of the change it
reports, then delivered by :mod:`server.notify.delivery`.

``status``: PENDING until the mail server (or the development outbox file) took it, then
SENT (deleted NOTICE_KEEP_DAYS after ``sent_at``, :mod:`server.notify.retention`); FAILED
once NOTICE_MAX_ATTEMPTS attempts failed (the row stays, with its ``last_error``, for staff
to see). ``channel``: EMAIL (to an address, the default) or SMS (to a phone number, a short
text with the link: the customer's choice per topic, :mod:`server.notify.topics`).
``next_attempt_at``: when a PENDING row is due (its creation, then later after each failed
attempt). ``last_error`` names the failure (the exception's class and the mail server's
answer), never a secret: a notice carries no code and the SMTP password is never part of an
error."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import Boolean, DateTime, ForeignKey, Index, Integer, String, Text
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, checked_enum
from server.notify.topics import Topic


class NoticeStatus(enum.StrEnum):
    PENDING = "PENDING"
    SENT = "SENT"
    FAILED = "FAILED"


class NoticeChannel(enum.StrEnum):
    EMAIL = "EMAIL"
    SMS = "SMS"


class OutboxNotice(Base):
    __tablename__ = "notice_outbox"
    __table_args__ = (
        # The deliverer's question: the PENDING rows due now, oldest first. The same index
        # counts the PENDING and FAILED rows for /metrics.
        Index("ix_notice_outbox_status_next_attempt_at", "status", "next_attempt_at"),
        # The retention's question: the SENT rows delivered before a day, oldest first
        # (server.notify.retention).
        Index("ix_notice_outbox_status_sent_at", "status", "sent_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(40))  # KYC_APPROVED, CLAIM_PAID, ...
    channel: Mapped[NoticeChannel] = mapped_column(
        checked_enum(NoticeChannel, "notice_channel"), server_default=NoticeChannel.EMAIL.value
    )
    to_address: Mapped[str] = mapped_column(String(320))  # an e-mail address, or +62...
    subject: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)  # between the greeting and the signature
    status: Mapped[NoticeStatus] = mapped_column(checked_enum(NoticeStatus, "notice_status"))
    attempts: Mapped[int] = mapped_column(Integer, default=0)
    next_attempt_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_error: Mapped[str | None] = mapped_column(String(300), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    sent_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class InboxItem(Base):
    """A notice's copy in the recipient's inbox (the portal's notifications: the bell and
    /notifikasi, :mod:`server.notification`), written with its outbox row in the same unit of
    work (:func:`server.notify.send_after_commit`) when the recipient has a portal account.
    ``public_id``: NTF- and 10 of [A-Z0-9], the only id the contract shows. ``read_at``: when
    the customer marked it read (None: unread). Deleted 12 months after ``created_at``
    (:func:`server.notify.retention.delete_old_inbox`)."""

    __tablename__ = "inbox_items"
    __table_args__ = (
        # The inbox's question: an account's items, newest first (and its unread count).
        Index("ix_inbox_items_user_id_created_at", "user_id", "created_at"),
        # The retention's question: the items created before a day, oldest first.
        Index("ix_inbox_items_created_at", "created_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    public_id: Mapped[str] = mapped_column(String(14), unique=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    kind: Mapped[str] = mapped_column(String(40))
    subject: Mapped[str] = mapped_column(Text)
    text: Mapped[str] = mapped_column(Text)
    link: Mapped[str | None] = mapped_column(String(200), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    read_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class NotificationPreference(Base):
    """A customer's channels for one topic of notices (the contract's NotificationTopic),
    only for a topic they changed: without a row the topic goes by e-mail and not by SMS
    (:data:`server.notify.topics.DEFAULT`). Read by :func:`server.notify.delivery.record` for
    each notice to an account, saved by :mod:`server.notification.preferences`. Deleted with
    the account."""

    __tablename__ = "notification_preferences"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    topic: Mapped[Topic] = mapped_column(
        checked_enum(Topic, "notification_topic"), primary_key=True
    )
    email: Mapped[bool] = mapped_column(Boolean)
    sms: Mapped[bool] = mapped_column(Boolean)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
