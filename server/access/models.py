"""Who may call: portal accounts, their signed-in sessions and the server-side state of a
sign-in in progress. The guards of :mod:`server.access.guards` read these rows; the sign-in
journeys of :mod:`server.auth` write them."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import (
    Boolean,
    CheckConstraint,
    DateTime,
    Enum,
    ForeignKey,
    Integer,
    String,
    func,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, text_enum


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
    # A passkey sign-in (server.passkey): the flow names no account until the passkey does.
    PASSKEY = "PASSKEY"
    AUTHENTICATED = "AUTHENTICATED"


class SignInFlow(Base):
    """Server-side state of one sign-in attempt. ``seq`` grows with every step, so a step
    token of an earlier step (which carries the old ``seq``) no longer opens anything.

    A flow is for the account the user name or NIK named (``user_id``) or, when it named
    none, for that name's decoy (``decoy_key``, see :class:`SignInDecoy`): never both."""

    __tablename__ = "signin_flows"
    __table_args__ = (
        CheckConstraint("(user_id IS NULL) <> (decoy_key IS NULL)", name="one_subject"),
    )

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), index=True, default=None
    )
    decoy_key: Mapped[str | None] = mapped_column(String(32), default=None)
    stage: Mapped[SignInStage] = mapped_column(text_enum(SignInStage, 20))
    seq: Mapped[int] = mapped_column(Integer, default=1)
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    completed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class SignInDecoy(Base):
    """What stands in for an account when a user name or NIK names none, so that an unknown
    name behaves like a known one: its sign-in flow fails at the password or at the NIK and
    birth date with the same message, attempt count and lock as a real account's
    (security.md, ASVS 6.3.8). Keyed by an HMAC of the name (never the name itself); it
    keeps only the per-account failure counter and lock of :class:`User`."""

    __tablename__ = "signin_decoys"

    key: Mapped[str] = mapped_column(String(32), primary_key=True)
    failed_password_count: Mapped[int] = mapped_column(Integer, default=0)
    password_locked_until: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), default=None
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class UserSession(Base):
    """A signed-in session. Idle and absolute limits are enforced here, not in the page."""

    __tablename__ = "user_sessions"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"), index=True)
    is_admin: Mapped[bool] = mapped_column(Boolean, default=False)
    client_address: Mapped[str] = mapped_column(String(64), default="")
    # What the User-Agent said at sign-in (server.auth.devices), for the settings' device list.
    device: Mapped[str] = mapped_column(String(10), default="UNKNOWN")
    os_name: Mapped[str | None] = mapped_column(String(60), default=None)
    browser: Mapped[str | None] = mapped_column(String(60), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))  # absolute limit
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    revoke_reason: Mapped[str | None] = mapped_column(String(20), default=None)


class SpajSession(Base):
    """The session of an applicant following one SPAJ (``spaj/otp/validate``, or
    ``spaj/open`` for a signed-in policy holder): it opens that application only, never a
    policy holder's data. Idle (IDLE_TIMEOUT_SECONDS) and absolute (two hours) limits are
    enforced here, as for :class:`UserSession`."""

    __tablename__ = "spaj_sessions"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    spaj_id: Mapped[int] = mapped_column(
        ForeignKey("spaj_applications.id", ondelete="CASCADE"), index=True
    )
    spaj_number: Mapped[str] = mapped_column(String(12))
    # The customer session that opened it (``spaj/open``): it ends with that session.
    opened_by_session_id: Mapped[str | None] = mapped_column(
        ForeignKey("user_sessions.id", ondelete="CASCADE"), index=True, default=None
    )
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_seen_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))  # absolute limit
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    revoke_reason: Mapped[str | None] = mapped_column(String(20), default=None)
