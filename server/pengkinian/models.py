"""Rows of Pengkinian Data: the customer's draft, the submission under review with its
changes and status events, and the audit trail of what an approval changed.

A change keeps two forms of each value: ``old_value``/``new_value`` as the customer and the
staff read them (names, descriptions, dd-mm-yyyy) and ``old_raw``/``new_raw`` as stored on
the customer record (codes, ISO dates), which is what an approval writes.
"""

from __future__ import annotations

import enum
from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    text,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import EventRow, owned_rows, owner_key
from server.db import Base, checked_enum


class KycStatus(enum.StrEnum):
    PENDING = "PENDING"
    APPROVED = "APPROVED"
    REJECTED = "REJECTED"


class KycDraft(Base):
    """A checked form waiting for its codes: at most one per holder (a new one replaces it).
    ``changes``/``warnings`` as the contract shows them (changes with their raw values);
    ``proofs``: ``[{caseOtp, channel, address, destination, verified}]``."""

    __tablename__ = "kyc_drafts"

    id: Mapped[str] = mapped_column(String(22), primary_key=True)
    holder_id: Mapped[int] = mapped_column(
        ForeignKey("policy_holders.id", ondelete="CASCADE"), unique=True
    )
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    policy_number: Mapped[str] = mapped_column(String(20))
    changes: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    warnings: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    proofs: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    document_id: Mapped[str | None] = mapped_column(String(22), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class KycSubmission(Base):
    """A submitted update. At most one PENDING per holder: a partial unique index, so two
    submissions racing cannot both get in."""

    __tablename__ = "kyc_submissions"
    __table_args__ = (
        Index(
            "uq_kyc_submissions_one_pending",
            "holder_id",
            unique=True,
            sqlite_where=text("status = 'PENDING'"),
            postgresql_where=text("status = 'PENDING'"),
        ),
        Index("ix_kyc_submissions_holder_id_submitted_at", "holder_id", "submitted_at"),
        Index("ix_kyc_submissions_status_submitted_at", "status", "submitted_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    registration_number: Mapped[str] = mapped_column(String(19), unique=True)
    holder_id: Mapped[int] = mapped_column(ForeignKey("policy_holders.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    policy_number: Mapped[str] = mapped_column(String(20))
    status: Mapped[KycStatus] = mapped_column(checked_enum(KycStatus, "kyc_status"))
    sections: Mapped[list[str]] = mapped_column(JSON)
    warnings: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    document_id: Mapped[str | None] = mapped_column(String(22), default=None)
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    decided_by: Mapped[str | None] = mapped_column(String(100), default=None)
    reason: Mapped[str | None] = mapped_column(String(500), default=None)

    changes: Mapped[list[KycChange]] = owned_rows("KycChange.position")
    events: Mapped[list[KycEvent]] = owned_rows("KycEvent.id")


class KycChange(Base):
    __tablename__ = "kyc_changes"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    submission_id: Mapped[int] = owner_key("kyc_submissions.id")
    position: Mapped[int] = mapped_column(Integer)
    section: Mapped[str] = mapped_column(String(20))
    field: Mapped[str] = mapped_column(String(50))
    label: Mapped[str] = mapped_column(String(100))
    old_value: Mapped[str | None] = mapped_column(String(300), default=None)
    new_value: Mapped[str | None] = mapped_column(String(300), default=None)
    old_raw: Mapped[str | None] = mapped_column(String(300), default=None)
    new_raw: Mapped[str | None] = mapped_column(String(300), default=None)


class KycEvent(EventRow, Base):
    """One status step: submitted by ``nasabah``, decided by a staff user name."""

    __tablename__ = "kyc_events"

    submission_id: Mapped[int] = owner_key("kyc_submissions.id")
    status: Mapped[KycStatus] = mapped_column(checked_enum(KycStatus, "kyc_event_status"))


class CustomerAuditEntry(Base):
    """One field of the customer record changed by an approval: who, what, old, new, when
    (raw values, as stored). Never updated or deleted by the portal."""

    __tablename__ = "customer_audit_trail"
    __table_args__ = (
        Index("ix_customer_audit_trail_holder_id_changed_at", "holder_id", "changed_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    holder_id: Mapped[int] = mapped_column(ForeignKey("policy_holders.id", ondelete="CASCADE"))
    submission_id: Mapped[int | None] = mapped_column(
        ForeignKey("kyc_submissions.id", ondelete="SET NULL"), default=None
    )
    section: Mapped[str] = mapped_column(String(20))
    field: Mapped[str] = mapped_column(String(50))
    old_value: Mapped[str | None] = mapped_column(String(300), default=None)
    new_value: Mapped[str | None] = mapped_column(String(300), default=None)
    changed_by: Mapped[str] = mapped_column(String(100))
    changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
