"""Portal accounts and everything sign-in keeps (sessions, sign-in flows, one-time codes,
attempt records)."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import Boolean, DateTime, Enum, ForeignKey, Integer, String, func
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
    created_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now()
    )
