"""Portal accounts and everything sign-in keeps (sessions, sign-in flows, one-time codes,
attempt records)."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import (
    Boolean,
    DateTime,
    Enum,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class AccountStatus(enum.StrEnum):
    ACTIVE = "ACTIVE"  # has a password
    NEW = "NEW"  # never created a password (first-time journey)
    INACTIVE = "INACTIVE"  # deactivated after 12 months without sign-in (reactivation journey)


class User(Base):
    """A portal account. Customers belong to one policy holder; admin-only accounts to none."""

    __tablename__ = "users"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_name: Mapped[str] = mapped_column(String(50), unique=True)  # stored lower-case
    policy_holder_id: Mapped[int | None] = mapped_column(
        ForeignKey("policy_holders.id"), unique=True, default=None
    )
    email: Mapped[str | None] = mapped_column(String(254), default=None)
    phone: Mapped[str | None] = mapped_column(String(20), default=None)  # +62...
    recovery_email: Mapped[str | None] = mapped_column(String(254), default=None)
    password_hash: Mapped[str | None] = mapped_column(String(200), default=None)
    status: Mapped[AccountStatus] = mapped_column(
        Enum(AccountStatus, native_enum=False, length=10), default=AccountStatus.NEW
    )
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    tnc_version: Mapped[str | None] = mapped_column(String(20), default=None)
    failed_password_count: Mapped[int] = mapped_column(Integer, default=0)
    password_locked_until: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), default=None
    )
    last_login_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    password_changed_at: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), default=None
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class SignInStage(enum.StrEnum):
    """Where a sign-in flow stands; a step token opens exactly the stage it names."""

    VERIFY_PASSWORD = "VERIFY_PASSWORD"  # noqa: S105 - a stage name
    ID_CARD = "ID_CARD"
    OTP = "OTP"
    CREATE_PASSWORD = "CREATE_PASSWORD"  # noqa: S105
    NEW_PASSWORD = "NEW_PASSWORD"  # noqa: S105
    AUTHENTICATED = "AUTHENTICATED"


class OtpPurpose(enum.StrEnum):
    LOGIN = "LOGIN"
    FORGOT_PASSWORD = "FORGOT_PASSWORD"  # noqa: S105 - a purpose name


def _str_enum(cls: type[enum.StrEnum], length: int) -> Enum:
    return Enum(
        cls, native_enum=False, length=length, values_callable=lambda ms: [m.value for m in ms]
    )


class SignInFlow(Base):
    """Server-side state of one sign-in attempt. ``seq`` grows with every step, so a step
    token of an earlier step (which carries the old ``seq``) no longer opens anything."""

    __tablename__ = "signin_flows"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    stage: Mapped[SignInStage] = mapped_column(_str_enum(SignInStage, 20))
    seq: Mapped[int] = mapped_column(Integer, default=1)
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    completed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class OtpChallenge(Base):
    """The current one-time code of a flow for one purpose (a new code replaces the old).
    Only an HMAC of the code is kept; ``used_at`` makes it single use."""

    __tablename__ = "otp_challenges"
    __table_args__ = (UniqueConstraint("flow_id", "purpose"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    flow_id: Mapped[str] = mapped_column(ForeignKey("signin_flows.id", ondelete="CASCADE"))
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    purpose: Mapped[OtpPurpose] = mapped_column(_str_enum(OtpPurpose, 20))
    code_hash: Mapped[str] = mapped_column(String(64))
    channel: Mapped[str] = mapped_column(String(10))
    destination: Mapped[str] = mapped_column(String(100))  # masked, as shown to the customer
    sent_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class OtpCounter(Base):
    """Wrong OTP codes of an account for one purpose. Kept per account, not per code or
    flow: neither a resend nor a new sign-in flow gives fresh attempts."""

    __tablename__ = "otp_counters"

    user_id: Mapped[int] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), primary_key=True
    )
    purpose: Mapped[OtpPurpose] = mapped_column(_str_enum(OtpPurpose, 20), primary_key=True)
    failures: Mapped[int] = mapped_column(Integer, default=0)
    last_failure_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    locked_until: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class UserSession(Base):
    """A signed-in session. Idle and absolute limits are enforced here, not in the page."""

    __tablename__ = "user_sessions"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))  # absolute limit
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    revoke_reason: Mapped[str | None] = mapped_column(String(20), default=None)


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
    kind: Mapped[str] = mapped_column(String(20))  # CHECK_USER, PASSWORD, ID_CARD, OTP
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), default=None, index=True
    )
    client_address: Mapped[str] = mapped_column(String(64))
    success: Mapped[bool] = mapped_column(Boolean)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
