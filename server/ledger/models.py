"""The ledger of a policy: premiums, top-ups, withdrawals, claim payouts, fees, refunds.

Rows are facts booked by the core system (or by a settled portal payment); they are never
updated. Amounts are positive integer rupiah; the direction follows from the type.
"""

from __future__ import annotations

import enum
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.contract_labels import TRANSACTION_TYPE
from server.db import Base, checked_enum


class TransactionType(enum.StrEnum):
    PREMIUM_PAYMENT = "PREMIUM_PAYMENT"
    TOP_UP = "TOP_UP"
    WITHDRAWAL = "WITHDRAWAL"
    CLAIM_PAYOUT = "CLAIM_PAYOUT"
    FEE = "FEE"
    REFUND = "REFUND"  # money received but not applied, returned to where it came from
    FUND_SWITCH = "FUND_SWITCH"  # a unit link's units sold in some funds to buy others

    @property
    def description(self) -> str:
        return TRANSACTION_TYPE[self.value]

    @property
    def flow(self) -> str:
        """IN: the customer receives money; OUT: the customer pays or it is deducted;
        INTERNAL: money moved inside the policy (a fund switch), neither."""
        money_back = (
            TransactionType.WITHDRAWAL,
            TransactionType.CLAIM_PAYOUT,
            TransactionType.REFUND,
        )
        if self is TransactionType.FUND_SWITCH:
            return "INTERNAL"
        return "IN" if self in money_back else "OUT"


class PolicyTransaction(Base):
    __tablename__ = "policy_transactions"
    __table_args__ = (
        CheckConstraint("amount > 0", name="amount_positive"),
        # The history page: WHERE policy_id = ? AND occurred_at BETWEEN ... ORDER BY
        # occurred_at DESC, id DESC.
        Index("ix_policy_transactions_policy_id_occurred_at", "policy_id", "occurred_at"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    transaction_number: Mapped[str] = mapped_column(String(23), unique=True)  # TRX-20261015-000412
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    type: Mapped[TransactionType] = mapped_column(checked_enum(TransactionType, "transaction_type"))
    amount: Mapped[int] = mapped_column(BigInteger)
    occurred_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    effective_date: Mapped[date] = mapped_column(Date)
    description: Mapped[str] = mapped_column(String(200))
    channel: Mapped[str | None] = mapped_column(String(100), default=None)
    reference_number: Mapped[str | None] = mapped_column(String(64), default=None)
    period_start: Mapped[date | None] = mapped_column(Date, default=None)
    period_end: Mapped[date | None] = mapped_column(Date, default=None)
    payment_id: Mapped[int | None] = mapped_column(
        ForeignKey("payments.id"), default=None, unique=True
    )
    # [{"label": "Premi dasar", "amount": 550000}, ...]; amounts add up to ``amount``.
    breakdown: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)
    notes: Mapped[str | None] = mapped_column(String(500), default=None)
