"""Premium bills, payments through the gateway, idempotency keys and gateway notifications.

Money is integer rupiah. A bill is held by at most one live payment (``hold_payment_id``)
and paid by exactly one (``paid_payment_id``); both are set with compare-and-set updates,
so two payments racing for one bill cannot both take it.
"""

from __future__ import annotations

import enum
from datetime import date, datetime

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from server.db import Base, checked_enum


class BillStatus(enum.StrEnum):
    UNPAID = "UNPAID"
    PAID = "PAID"


class PaymentMethod(enum.StrEnum):
    VA_BCA = "VA_BCA"
    VA_MANDIRI = "VA_MANDIRI"
    VA_BNI = "VA_BNI"
    VA_BRI = "VA_BRI"
    VA_PERMATA = "VA_PERMATA"
    QRIS = "QRIS"
    GOPAY = "GOPAY"
    OVO = "OVO"
    DANA = "DANA"
    SHOPEEPAY = "SHOPEEPAY"


class PaymentStatus(enum.StrEnum):
    """``CREATING`` exists only between reserving the bills and the gateway's answer (never
    shown by the API; a CREATING payment left behind by a crash is released as FAILED)."""

    CREATING = "CREATING"
    PENDING = "PENDING"
    PAID = "PAID"
    EXPIRED = "EXPIRED"
    FAILED = "FAILED"
    CANCELLED = "CANCELLED"


class PaymentPurpose(enum.StrEnum):
    """What a payment pays: premium bills (held and paid with it), or a unit-link top-up (no
    bills: its order, in the investment area, says what the money buys)."""

    PREMIUM = "PREMIUM"
    TOP_UP = "TOP_UP"


class IdempotencyState(enum.StrEnum):
    IN_PROGRESS = "IN_PROGRESS"
    COMPLETED = "COMPLETED"


class PremiumBill(Base):
    """Tagihan premi: one coverage period of one policy."""

    __tablename__ = "premium_bills"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("period_end >= period_start", name="period_in_order"),
        UniqueConstraint("policy_id", "due_date"),
        # The payment page: WHERE policy_id = ? AND status = 'UNPAID' ORDER BY due_date.
        Index("ix_premium_bills_policy_id_status_due_date", "policy_id", "status", "due_date"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    bill_number: Mapped[str] = mapped_column(String(26), unique=True)  # TG-KS23000456-202610
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    period_start: Mapped[date] = mapped_column(Date)
    period_end: Mapped[date] = mapped_column(Date)
    due_date: Mapped[date] = mapped_column(Date)
    amount: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[BillStatus] = mapped_column(checked_enum(BillStatus, "bill_status"))
    # The PENDING (or CREATING) payment that holds this bill, if any.
    hold_payment_id: Mapped[int | None] = mapped_column(
        ForeignKey("payments.id"), default=None, index=True
    )
    paid_payment_id: Mapped[int | None] = mapped_column(ForeignKey("payments.id"), default=None)
    paid_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)


class Payment(Base):
    """One attempt to pay through the gateway (order id = ``payment_number``): premium bills,
    by a customer (``user_id``) or by a SPAJ's applicant paying its first premium
    (``spaj_id``); or a customer's top-up (``purpose`` TOP_UP, no bills)."""

    __tablename__ = "payments"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("(user_id IS NULL) <> (spaj_id IS NULL)", name="one_payer"),
        Index("ix_payments_policy_id_created_at", "policy_id", "created_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    payment_number: Mapped[str] = mapped_column(String(21), unique=True)  # PAY-20261122-K7M3Q9XA
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(ForeignKey("users.id"), index=True, default=None)
    spaj_id: Mapped[int | None] = mapped_column(
        ForeignKey("spaj_applications.id"), index=True, default=None
    )
    method: Mapped[PaymentMethod] = mapped_column(checked_enum(PaymentMethod, "payment_method"))
    purpose: Mapped[PaymentPurpose] = mapped_column(
        checked_enum(PaymentPurpose, "payment_purpose"), default=PaymentPurpose.PREMIUM
    )
    amount: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[PaymentStatus] = mapped_column(checked_enum(PaymentStatus, "payment_status"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    paid_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    ended_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    gateway_txn_id: Mapped[str | None] = mapped_column(String(64), unique=True, default=None)
    va_number: Mapped[str | None] = mapped_column(String(20), default=None)
    qr_string: Mapped[str | None] = mapped_column(String(512), default=None)
    checkout_url: Mapped[str | None] = mapped_column(String(500), default=None)
    receipt_number: Mapped[str | None] = mapped_column(String(30), unique=True, default=None)
    failure_reason: Mapped[str | None] = mapped_column(String(200), default=None)

    bills: Mapped[list[PaymentBill]] = relationship(
        lazy="raise", order_by="PaymentBill.due_date", cascade="all, delete-orphan"
    )


class PaymentBill(Base):
    """The bills one payment covers, with the amount and period as they were when paid."""

    __tablename__ = "payment_bills"

    payment_id: Mapped[int] = mapped_column(
        ForeignKey("payments.id", ondelete="CASCADE"), primary_key=True
    )
    bill_id: Mapped[int] = mapped_column(ForeignKey("premium_bills.id"), primary_key=True)
    bill_number: Mapped[str] = mapped_column(String(26))
    period_start: Mapped[date] = mapped_column(Date)
    period_end: Mapped[date] = mapped_column(Date)
    due_date: Mapped[date] = mapped_column(Date)
    amount: Mapped[int] = mapped_column(BigInteger)


class IdempotencyKey(Base):
    """One payer's ``Idempotency-Key`` for creating a payment (kept 24 hours): a customer's
    (``user_id``) or a SPAJ applicant's (``spaj_id``)."""

    __tablename__ = "idempotency_keys"
    __table_args__ = (
        UniqueConstraint("user_id", "key"),
        UniqueConstraint("spaj_id", "key"),
        CheckConstraint("(user_id IS NULL) <> (spaj_id IS NULL)", name="one_payer"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="CASCADE"), default=None
    )
    spaj_id: Mapped[int | None] = mapped_column(
        ForeignKey("spaj_applications.id", ondelete="CASCADE"), default=None
    )
    key: Mapped[str] = mapped_column(String(64))
    request_hash: Mapped[str] = mapped_column(String(64))  # sha256 of the canonical body
    state: Mapped[IdempotencyState] = mapped_column(
        checked_enum(IdempotencyState, "idempotency_state")
    )
    payment_id: Mapped[int | None] = mapped_column(ForeignKey("payments.id"), default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), index=True)


class GatewayEvent(Base):
    """Every verified notification from the gateway, applied or not (audit trail)."""

    __tablename__ = "gateway_events"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    event_id: Mapped[str] = mapped_column(String(64), unique=True)
    gateway_txn_id: Mapped[str] = mapped_column(String(64), index=True)
    order_id: Mapped[str] = mapped_column(String(21))
    status: Mapped[str] = mapped_column(String(20))
    amount: Mapped[int] = mapped_column(BigInteger)
    occurred_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    received_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    applied: Mapped[bool] = mapped_column(Boolean)


class DocumentCounter(Base):
    """Running numbers of the documents the portal issues (receipts ``BP-...``, transactions
    ``TRX-...``): taken with one ``UPDATE ... SET value = value + 1`` inside the settling
    transaction, so two settlements never get the same number."""

    __tablename__ = "document_counters"

    name: Mapped[str] = mapped_column(String(40), primary_key=True)
    value: Mapped[int] = mapped_column(BigInteger)
