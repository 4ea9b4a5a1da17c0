"""What sign-in keeps besides the accounts, sessions and flows of :mod:`server.access.models`
and the one-time codes of :mod:`server.verification`: refresh tokens and attempt records."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    Boolean,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class RefreshToken(Base):
    """A refresh token, stored as its SHA-256. Single use: ``used_at`` is set on rotation;
    presenting a used one again ends the session (reuse detection)."""

    __tablename__ = "refresh_tokens"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    session_id: Mapped[str] = mapped_column(
        ForeignKey("user_sessions.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class AuthAttempt(Base):
    """Every sign-in attempt that checks a secret or looks an account up, for the per-address
    limit and the audit trail. Never holds the secret itself."""

    __tablename__ = "auth_attempts"
    __table_args__ = (Index("ix_auth_attempts_address_time", "client_address", "created_at"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    kind: Mapped[str] = mapped_column(String(20))  # PASSWORD, ID_CARD, OTP
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), default=None, index=True
    )
    # The decoy of a user name or NIK that names no account (server.access.models.SignInDecoy)
    decoy_key: Mapped[str | None] = mapped_column(String(32), default=None)
    client_address: Mapped[str] = mapped_column(String(64))
    success: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
