"""Rows of refund cases.

- ``RefundCase``: one gateway charge whose money could not be applied (one case per charge:
  ``gateway_txn_id`` is unique), with the amount, the portal payment and policy when known,
  the gateway's refund reference once asked, and the status staff moved it to.
- ``RefundEvent``: every step of a case with who (a staff user name, ``payment-gateway`` or
  ``rekonsiliasi``) and when (a :class:`server.casework.models.EventRow`).
"""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy import BigInteger, CheckConstraint, DateTime, ForeignKey, Index, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import EventRow, owned_rows, owner_key
from server.db import Base, checked_enum


class RefundStatus(enum.StrEnum):
    OPEN = "OPEN"  # waiting for staff
    PROCESSING = "PROCESSING"  # refund asked of the gateway, its notification awaited
    REFUNDED = "REFUNDED"
    REJECTED = "REJECTED"  # not refunded through the portal (staff's reason)


class RefundReason(enum.StrEnum):
    BILLS_TAKEN = "BILLS_TAKEN"  # the bills were paid or are held by another payment
    PAYMENT_ENDED = "PAYMENT_ENDED"  # the payment was cancelled, failed or expired
    UNKNOWN_PAYMENT = "UNKNOWN_PAYMENT"  # the order was never recorded (reconciliation)


class RefundAction(enum.StrEnum):
    OPENED = "OPENED"
    REFUND_REQUESTED = "REFUND_REQUESTED"
    REFUND_FAILED = "REFUND_FAILED"
    REFUNDED = "REFUNDED"
    REJECTED = "REJECTED"


class RefundCase(Base):
    __tablename__ = "refund_cases"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
        # The desk's queue: WHERE status = ? ORDER BY updated_at.
        Index("ix_refund_cases_status_updated_at", "status", "updated_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    refund_number: Mapped[str] = mapped_column(String(15), unique=True)  # RFD-2026-000042
    status: Mapped[RefundStatus] = mapped_column(checked_enum(RefundStatus, "refund_status"))
    reason: Mapped[RefundReason] = mapped_column(checked_enum(RefundReason, "refund_reason"))
    amount: Mapped[int] = mapped_column(BigInteger)
    order_id: Mapped[str] = mapped_column(String(64))
    gateway_txn_id: Mapped[str] = mapped_column(String(64), unique=True)
    payment_id: Mapped[int | None] = mapped_column(
        ForeignKey("payments.id"), default=None, index=True
    )
    policy_id: Mapped[int | None] = mapped_column(
        ForeignKey("policies.id", ondelete="SET NULL"), default=None
    )
    customer_name: Mapped[str | None] = mapped_column(String(100), default=None)
    method: Mapped[str | None] = mapped_column(String(40), default=None)
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    refund_id: Mapped[str | None] = mapped_column(String(64), unique=True, default=None)
    refunded_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    rejection_reason: Mapped[str | None] = mapped_column(String(500), default=None)

    events: Mapped[list[RefundEvent]] = owned_rows("RefundEvent.id")


class RefundEvent(EventRow, Base):
    __tablename__ = "refund_events"

    case_id: Mapped[int] = owner_key("refund_cases.id")
    action: Mapped[RefundAction] = mapped_column(checked_enum(RefundAction, "refund_action"))
    actor: Mapped[str] = mapped_column(String(60))  # shorter than EventRow's
