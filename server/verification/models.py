"""The rows of the one-time codes: the current code of one context, and the wrong-code
counter of one subject and purpose."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import DateTime, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class Challenge(Base):
    """The current code of a subject for one purpose in one context (a new code replaces the
    old). Only HMACs are kept: of the code (bound to subject, purpose and context) and of the
    address it went to; ``used_at`` makes it single use."""

    __tablename__ = "verification_challenges"
    __table_args__ = (UniqueConstraint("subject", "purpose", "context"),)

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


class Counter(Base):
    """Wrong codes of a subject for one purpose. Kept per subject, not per code or context:
    neither a resend nor a new context gives fresh attempts."""

    __tablename__ = "verification_counters"

    subject: Mapped[str] = mapped_column(String(64), primary_key=True)
    purpose: Mapped[str] = mapped_column(String(30), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    last_failure_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    locked_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
