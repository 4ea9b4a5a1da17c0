"""Rows of customer complaints (POJK 22/2023).

- ``Complaint``: one complaint of a portal account, about one of its holder's policies or
  none, with its register number (``ADU-2026-000123``), the answer's due date (5 working days
  after receipt, 10 after the one extension: :mod:`server.complaint.deadline`), the staff's
  answer and the closing;
- ``ComplaintEvent``: every step (received, extended, answered, closed) with who and when
  (a :class:`server.casework.models.EventRow`; ``by_staff``: the customer sees "Petugas"
  instead of the staff's user name);
- ``ComplaintDocument``: an uploaded document (purpose COMPLAINT_DOCUMENT) attached to it;
- ``ComplaintIdempotencyKey``: the ``Idempotency-Key`` of a submission (one complaint per key).
"""

from __future__ import annotations

import enum
from datetime import date, datetime

from sqlalchemy import (
    Boolean,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import EventRow, owned_rows, owner_key
from server.db import Base, checked_enum


class ComplaintStatus(enum.StrEnum):
    RECEIVED = "RECEIVED"  # the deadline runs
    ANSWERED = "ANSWERED"
    CLOSED = "CLOSED"


class ComplaintCategory(enum.StrEnum):
    CLAIM = "CLAIM"
    PREMIUM_PAYMENT = "PREMIUM_PAYMENT"
    POLICY_SERVICE = "POLICY_SERVICE"
    INVESTMENT = "INVESTMENT"
    AGENT = "AGENT"
    PORTAL = "PORTAL"
    OTHER = "OTHER"


class ComplaintAction(enum.StrEnum):
    RECEIVED = "RECEIVED"
    EXTENDED = "EXTENDED"
    ANSWERED = "ANSWERED"
    CLOSED = "CLOSED"


class Complaint(Base):
    __tablename__ = "complaints"
    __table_args__ = (
        # The desk's queue: WHERE status = ? ORDER BY due_date (and newest first otherwise).
        Index("ix_complaints_status_due_date", "status", "due_date"),
        # The customer's list: WHERE user_id = ? ORDER BY submitted_at DESC.
        Index("ix_complaints_user_id_submitted_at", "user_id", "submitted_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    complaint_number: Mapped[str] = mapped_column(String(15), unique=True)  # ADU-2026-000123
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    policy_id: Mapped[int | None] = mapped_column(
        ForeignKey("policies.id", ondelete="SET NULL"), default=None
    )
    category: Mapped[ComplaintCategory] = mapped_column(
        checked_enum(ComplaintCategory, "complaint_category")
    )
    subject: Mapped[str] = mapped_column(String(100))
    description: Mapped[str] = mapped_column(String(2000))
    status: Mapped[ComplaintStatus] = mapped_column(
        checked_enum(ComplaintStatus, "complaint_status")
    )
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    due_date: Mapped[date] = mapped_column(Date)  # the last working day to answer (WIB)
    extended: Mapped[bool] = mapped_column(Boolean, default=False)
    extension_reason: Mapped[str | None] = mapped_column(String(500), default=None)
    answer: Mapped[str | None] = mapped_column(String(4000), default=None)
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    answered_by: Mapped[str | None] = mapped_column(String(50), default=None)
    closed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    events: Mapped[list[ComplaintEvent]] = owned_rows("ComplaintEvent.id")
    documents: Mapped[list[ComplaintDocument]] = owned_rows("ComplaintDocument.id")


class ComplaintEvent(EventRow, Base):
    """A step (``actor``: the user name who acted; ``by_staff``: a staff member)."""

    __tablename__ = "complaint_events"

    complaint_id: Mapped[int] = owner_key("complaints.id")
    action: Mapped[ComplaintAction] = mapped_column(
        checked_enum(ComplaintAction, "complaint_action")
    )
    by_staff: Mapped[bool] = mapped_column(Boolean)


class ComplaintDocument(Base):
    __tablename__ = "complaint_documents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    complaint_id: Mapped[int] = owner_key("complaints.id")
    document_id: Mapped[str] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), unique=True
    )


class ComplaintIdempotencyKey(Base):
    __tablename__ = "complaint_idempotency_keys"
    __table_args__ = (UniqueConstraint("user_id", "key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(64))
    request_hash: Mapped[str] = mapped_column(String(64))
    complaint_id: Mapped[int] = mapped_column(ForeignKey("complaints.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
