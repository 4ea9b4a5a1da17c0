"""The rows of the one-time codes: the current code of one context, and the wrong-code
counter of one subject and purpose."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, DateTime, Index, Integer, String, UniqueConstraint, false
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class Challenge(Base):
    """The current code of a subject for one purpose in one context (a new code replaces the
    old). Only HMACs are kept: of the code (bound to subject, purpose and context) and of the
    address it went to; ``used_at`` makes it single use."""

    __tablename__ = "verification_challenges"
    __table_args__ = (
        UniqueConstraint("subject", "purpose", "context"),
        Index("ix_verification_challenges_delivery_ref", "delivery_ref", unique=True),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    subject: Mapped[str] = mapped_column(String(64))
    purpose: Mapped[str] = mapped_column(String(30))
    context: Mapped[str] = mapped_column(String(64))
    code_hash: Mapped[str] = mapped_column(String(64))
    address_hash: Mapped[str] = mapped_column(String(64))  # HMAC of where the code went
    channel: Mapped[str] = mapped_column(String(10))
    destination: Mapped[str] = mapped_column(String(100))  # masked, as shown to the customer
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    # What became of the last code sent by SMS through the gateway (server.notify.kannel):
    # its report finds this row by ``delivery_ref``, a random reference of that one send.
    delivery_ref: Mapped[str | None] = mapped_column(String(22), default=None)
    delivery_status: Mapped[str | None] = mapped_column(String(10), default=None)
    delivery_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    # The flow must not tell a real destination from a typed one (forgotten password, SPAJ
    # entry): the status is kept for staff and metrics, never shown to the caller.
    discreet: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class Counter(Base):
    """Wrong codes of a subject for one purpose. Kept per subject, not per code or context:
    neither a resend nor a new context gives fresh attempts."""

    __tablename__ = "verification_counters"

    subject: Mapped[str] = mapped_column(String(64), primary_key=True)
    purpose: Mapped[str] = mapped_column(String(30), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    last_failure_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    locked_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class Send(Base):
    """One code issued (sent, or issued blind: counted alike, so the limits never tell a
    real destination from a typed one). The send limits count these rows per destination
    (``destination_hash``: an HMAC, never the address), per subject and, for the signed-out
    journeys, per client address."""

    __tablename__ = "verification_sends"
    __table_args__ = (
        Index("ix_verification_sends_destination_sent", "destination_hash", "sent_at"),
        Index("ix_verification_sends_subject_sent", "subject", "sent_at"),
        Index("ix_verification_sends_address_sent", "client_address", "sent_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    subject: Mapped[str] = mapped_column(String(64))
    purpose: Mapped[str] = mapped_column(String(30))
    channel: Mapped[str] = mapped_column(String(10))
    destination_hash: Mapped[str] = mapped_column(String(64))
    client_address: Mapped[str | None] = mapped_column(String(64), default=None)
    blind: Mapped[bool] = mapped_column(Boolean, default=False)
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)
