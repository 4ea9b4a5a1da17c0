"""The sandbox gateway's own tables: its charges and their refunds, as a real gateway keeps
them on its side.

Only :mod:`server.payment.gateway.sandbox` touches it, always in its own transactions (the
gateway is "another system"; the portal knows a charge only through the adapter's answers
and the signed notifications).
"""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, DateTime, ForeignKey, Index, String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, checked_enum


class ChargeStatus(enum.StrEnum):
    PENDING = "PENDING"
    SETTLED = "SETTLED"
    EXPIRED = "EXPIRED"
    FAILED = "FAILED"
    CANCELLED = "CANCELLED"
    REFUNDED = "REFUNDED"  # settled, then its money returned to the payer


class SandboxCharge(Base):
    __tablename__ = "sandbox_charges"
    __table_args__ = (Index("ix_sandbox_charges_status_expires_at", "status", "expires_at"),)

    gateway_txn_id: Mapped[str] = mapped_column(String(64), primary_key=True)  # sbx_<16 hex>
    order_id: Mapped[str] = mapped_column(String(64), index=True)
    method: Mapped[str] = mapped_column(String(20))
    amount: Mapped[int] = mapped_column(BigInteger)
    customer_name: Mapped[str] = mapped_column(String(100))
    va_number: Mapped[str | None] = mapped_column(String(20), unique=True, default=None)
    qr_string: Mapped[str | None] = mapped_column(String(512), default=None)
    checkout_url: Mapped[str | None] = mapped_column(String(500), default=None)
    status: Mapped[ChargeStatus] = mapped_column(
        checked_enum(ChargeStatus, "sandbox_charge_status")
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    failure_reason: Mapped[str | None] = mapped_column(String(200), default=None)
    # The notification of the current status: its event id (the same on every retry) and
    # whether the portal has acknowledged it with a 2xx.
    event_id: Mapped[str | None] = mapped_column(String(64), default=None)
    notified: Mapped[bool] = mapped_column(default=True)
    notify_attempts: Mapped[int] = mapped_column(default=0)


class RefundStatus(enum.StrEnum):
    SUCCEEDED = "SUCCEEDED"  # the sandbox refunds at once (a real gateway: PENDING first)


class SandboxRefund(Base):
    """A refund the merchant asked for: one per ``refund_key`` (the same key again is the same
    refund), of a settled charge, at most its amount."""

    __tablename__ = "sandbox_refunds"
    __table_args__ = (CheckConstraint("amount > 0", name="amount_positive"),)

    refund_id: Mapped[str] = mapped_column(String(64), primary_key=True)  # rfd_<16 hex>
    gateway_txn_id: Mapped[str] = mapped_column(
        ForeignKey("sandbox_charges.gateway_txn_id"), index=True
    )
    amount: Mapped[int] = mapped_column(BigInteger)
    refund_key: Mapped[str] = mapped_column(String(64), unique=True)
    reason: Mapped[str] = mapped_column(String(200))
    status: Mapped[RefundStatus] = mapped_column(
        checked_enum(RefundStatus, "sandbox_refund_status")
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
