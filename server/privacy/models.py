"""Rows of the customer's personal-data rights (UU 27/2022).

- ``ConsentEvent``: the append-only proof of a marketing consent given or withdrawn (which
  consent, when, through which channel, from which address). The current state of a consent
  is its latest event; no event is no consent (explicit opt-in). The terms' consent is not
  here: it is read from :class:`server.terms.models.TermsAcceptance`.
- ``PrivacyExport``: one copy of the customer's data asked for, prepared by a job into two
  stored files (JSON and PDF), downloadable for 7 days, then deleted by the sweep.
- ``PrivacyRequest``: a request to correct, restrict or erase data, a case with its deadlines
  and its answer; ``PrivacyRequestEvent`` its log (who and when, a
  :class:`server.casework.models.EventRow`); ``PrivacyIdempotencyKey`` the Idempotency-Key of
  its submission.
"""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import EventRow, owned_rows, owner_key
from server.db import Base, checked_enum
from server.documents.files import NAMES_A_FILE


class ConsentKind(enum.StrEnum):
    TERMS = "TERMS"
    MARKETING_EMAIL = "MARKETING_EMAIL"
    MARKETING_SMS = "MARKETING_SMS"
    MARKETING_PHONE = "MARKETING_PHONE"


class ConsentAction(enum.StrEnum):
    GRANTED = "GRANTED"
    WITHDRAWN = "WITHDRAWN"


class ExportStatus(enum.StrEnum):
    PREPARING = "PREPARING"
    READY = "READY"
    FAILED = "FAILED"
    EXPIRED = "EXPIRED"


class RequestKind(enum.StrEnum):
    CORRECT = "CORRECT"
    RESTRICT = "RESTRICT"
    ERASE = "ERASE"


class RequestStatus(enum.StrEnum):
    RECEIVED = "RECEIVED"
    ACKNOWLEDGED = "ACKNOWLEDGED"
    COMPLETED = "COMPLETED"
    PARTIAL = "PARTIAL"
    DECLINED = "DECLINED"


class ConsentEvent(Base):
    __tablename__ = "privacy_consent_events"
    __table_args__ = (Index("ix_privacy_consent_events_user_consent", "user_id", "consent", "id"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    consent: Mapped[ConsentKind] = mapped_column(checked_enum(ConsentKind, "consent_kind"))
    action: Mapped[ConsentAction] = mapped_column(checked_enum(ConsentAction, "consent_action"))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    channel: Mapped[str] = mapped_column(String(40))
    client_address: Mapped[str | None] = mapped_column(String(64), default=None)


class PrivacyExport(Base):
    __tablename__ = "privacy_exports"
    __table_args__ = (Index("ix_privacy_exports_user_requested", "user_id", "requested_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    export_id: Mapped[str] = mapped_column(String(14), unique=True)  # EXP-7KQ2M9XA4B
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    status: Mapped[ExportStatus] = mapped_column(
        checked_enum(ExportStatus, "privacy_export_status"), index=True
    )
    requested_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # A preparing job holds the export until then (another process may take it after).
    claimed_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    ready_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    expires_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    json_key: Mapped[str | None] = mapped_column(String(64), default=None, info=NAMES_A_FILE)
    json_size: Mapped[int | None] = mapped_column(BigInteger, default=None)
    pdf_key: Mapped[str | None] = mapped_column(String(64), default=None, info=NAMES_A_FILE)
    pdf_size: Mapped[int | None] = mapped_column(BigInteger, default=None)


class PrivacyRequest(Base):
    __tablename__ = "privacy_requests"
    __table_args__ = (Index("ix_privacy_requests_status_submitted", "status", "submitted_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    request_number: Mapped[str] = mapped_column(String(15), unique=True)  # PDP-2026-000017
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    kind: Mapped[RequestKind] = mapped_column(checked_enum(RequestKind, "privacy_request_kind"))
    description: Mapped[str] = mapped_column(String(2000))
    status: Mapped[RequestStatus] = mapped_column(
        checked_enum(RequestStatus, "privacy_request_status")
    )
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    acknowledge_due_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    answer_due_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    acknowledged_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    acknowledged_by: Mapped[str | None] = mapped_column(String(100), default=None)
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    answered_by: Mapped[str | None] = mapped_column(String(100), default=None)
    answer: Mapped[str | None] = mapped_column(String(4000), default=None)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    events: Mapped[list[PrivacyRequestEvent]] = owned_rows("PrivacyRequestEvent.id")


class PrivacyRequestEvent(EventRow, Base):
    __tablename__ = "privacy_request_events"

    request_id: Mapped[int] = owner_key("privacy_requests.id")
    status: Mapped[RequestStatus] = mapped_column(
        checked_enum(RequestStatus, "privacy_request_event_status")
    )
    note: Mapped[str | None] = mapped_column(String(4000), default=None)


class PrivacyIdempotencyKey(Base):
    __tablename__ = "privacy_idempotency_keys"
    __table_args__ = (UniqueConstraint("user_id", "key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(64))
    request_hash: Mapped[str] = mapped_column(String(64))
    request_id: Mapped[int] = mapped_column(ForeignKey("privacy_requests.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
