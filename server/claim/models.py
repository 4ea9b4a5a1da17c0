"""Rows of claims.

- ``PolicyBenefit``: what a policy covers for one insured person (booked by the core system
  from the product, its riders and health cards): the benefit, how it pays, its amount, the
  period its limit runs over, the coverage window and the waiting period.
- ``Claim``: one claim with its event, amounts, payout account and status; ``ClaimEvent``:
  every status change with who and when (a :class:`server.casework.models.EventRow`);
  ``ClaimDocument``: the uploaded documents attached to it (a document row of
  :mod:`server.documents`, with the claim's document type).
- ``ClaimIdempotencyKey``: the ``Idempotency-Key`` of a submission (one claim per key).
"""

from __future__ import annotations

import enum
from datetime import date, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    Boolean,
    CheckConstraint,
    Date,
    DateTime,
    ForeignKey,
    Index,
    Integer,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import EventRow, owned_rows, owner_key
from server.db import Base, checked_enum


class Benefit(enum.StrEnum):
    RAWAT_INAP = "RAWAT_INAP"
    RAWAT_JALAN = "RAWAT_JALAN"
    PENYAKIT_KRITIS = "PENYAKIT_KRITIS"
    CACAT_TETAP = "CACAT_TETAP"
    MENINGGAL_DUNIA = "MENINGGAL_DUNIA"


class BenefitKind(enum.StrEnum):
    REIMBURSEMENT = "REIMBURSEMENT"  # the bills, up to the period's limit
    DAILY_CASH = "DAILY_CASH"  # nights in hospital x the daily amount
    LUMP_SUM = "LUMP_SUM"  # the sum assured, once


class LimitPeriod(enum.StrEnum):
    POLICY_YEAR = "POLICY_YEAR"  # from each anniversary of the policy's start
    CARD_YEAR = "CARD_YEAR"  # the health card's validity (valid_from..valid_until)
    LIFETIME = "LIFETIME"  # once for the life of the policy


class ClaimStatus(enum.StrEnum):
    SUBMITTED = "SUBMITTED"
    DOCUMENT_VERIFICATION = "DOCUMENT_VERIFICATION"
    DOCUMENTS_REQUESTED = "DOCUMENTS_REQUESTED"
    ANALYSIS = "ANALYSIS"
    APPROVED = "APPROVED"
    REJECTED = "REJECTED"
    PAID = "PAID"


class DocumentType(enum.StrEnum):
    KWITANSI = "KWITANSI"
    RINCIAN_BIAYA = "RINCIAN_BIAYA"
    RESUME_MEDIS = "RESUME_MEDIS"
    HASIL_LAB = "HASIL_LAB"
    SURAT_DOKTER = "SURAT_DOKTER"
    KTP = "KTP"
    KARTU_KELUARGA = "KARTU_KELUARGA"
    SURAT_KEMATIAN = "SURAT_KEMATIAN"
    LAPORAN_POLISI = "LAPORAN_POLISI"
    LAINNYA = "LAINNYA"


class PolicyBenefit(Base):
    __tablename__ = "policy_benefits"
    __table_args__ = (
        UniqueConstraint("policy_id", "insured_person_id", "benefit"),
        CheckConstraint("amount > 0", name="amount_positive"),
        CheckConstraint("waiting_days >= 0", name="waiting_days_not_negative"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    insured_person_id: Mapped[int] = mapped_column(
        ForeignKey("insured_persons.id", ondelete="CASCADE"), index=True
    )
    benefit: Mapped[Benefit] = mapped_column(checked_enum(Benefit, "claim_benefit"))
    kind: Mapped[BenefitKind] = mapped_column(checked_enum(BenefitKind, "benefit_kind"))
    source: Mapped[str] = mapped_column(String(200))  # product, rider or card plan
    # REIMBURSEMENT: the limit per period; DAILY_CASH: the amount per night; LUMP_SUM: the sum.
    amount: Mapped[int] = mapped_column(BigInteger)
    max_days: Mapped[int | None] = mapped_column(SmallInteger, default=None)  # DAILY_CASH a year
    period: Mapped[LimitPeriod] = mapped_column(checked_enum(LimitPeriod, "limit_period"))
    valid_from: Mapped[date] = mapped_column(Date)
    valid_until: Mapped[date] = mapped_column(Date)
    waiting_days: Mapped[int] = mapped_column(SmallInteger, default=0)


class Claim(Base):
    __tablename__ = "claims"
    __table_args__ = (
        CheckConstraint("claimed_amount > 0", name="claimed_amount_positive"),
        CheckConstraint(
            "approved_amount IS NULL OR approved_amount > 0", name="approved_amount_positive"
        ),
        # Riwayat Klaim: WHERE user's holder ORDER BY submitted_at DESC.
        Index("ix_claims_holder_id_submitted_at", "holder_id", "submitted_at"),
        # The desk: WHERE status = ? ORDER BY updated_at.
        Index("ix_claims_status_updated_at", "status", "updated_at"),
        # Limits and duplicates: WHERE benefit row (and event date).
        Index("ix_claims_benefit_id_event_date", "benefit_id", "event_date"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    claim_number: Mapped[str] = mapped_column(String(15), unique=True)
    holder_id: Mapped[int] = mapped_column(ForeignKey("policy_holders.id", ondelete="CASCADE"))
    user_id: Mapped[int | None] = mapped_column(
        ForeignKey("users.id", ondelete="SET NULL"), default=None
    )
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    insured_person_id: Mapped[int] = mapped_column(
        ForeignKey("insured_persons.id", ondelete="CASCADE")
    )
    benefit_id: Mapped[int] = mapped_column(ForeignKey("policy_benefits.id", ondelete="CASCADE"))
    benefit: Mapped[Benefit] = mapped_column(checked_enum(Benefit, "claim_benefit"))
    kind: Mapped[BenefitKind] = mapped_column(checked_enum(BenefitKind, "benefit_kind"))
    status: Mapped[ClaimStatus] = mapped_column(checked_enum(ClaimStatus, "claim_status"))
    event_date: Mapped[date] = mapped_column(Date)
    end_date: Mapped[date | None] = mapped_column(Date, default=None)
    diagnosis: Mapped[str] = mapped_column(String(500))
    hospital_id: Mapped[str | None] = mapped_column(String(8), default=None)
    hospital_name: Mapped[str | None] = mapped_column(String(200), default=None)
    claimed_amount: Mapped[int] = mapped_column(BigInteger)
    approved_amount: Mapped[int | None] = mapped_column(BigInteger, default=None)
    # [{"label": ..., "amount": ...}]; they add up to claimed - approved.
    deductions: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)
    decision_note: Mapped[str | None] = mapped_column(String(500), default=None)
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    rejection_reason: Mapped[str | None] = mapped_column(String(500), default=None)
    # The open request: {"requested_at", "note", "items": [{"type", "note"}]}; None otherwise.
    document_request: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    bank_code: Mapped[str] = mapped_column(String(3))
    account_number: Mapped[str] = mapped_column(String(20))
    account_holder: Mapped[str] = mapped_column(String(100))
    paid_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    transfer_date: Mapped[date | None] = mapped_column(Date, default=None)
    transfer_reference: Mapped[str | None] = mapped_column(String(40), default=None)
    transaction_id: Mapped[int | None] = mapped_column(
        ForeignKey("policy_transactions.id"), default=None, unique=True
    )
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))

    events: Mapped[list[ClaimEvent]] = owned_rows("ClaimEvent.id")
    documents: Mapped[list[ClaimDocument]] = owned_rows("ClaimDocument.id")


class ClaimEvent(EventRow, Base):
    """A status change (``actor``: the user name who acted)."""

    __tablename__ = "claim_events"

    claim_id: Mapped[int] = owner_key("claims.id")
    status: Mapped[ClaimStatus] = mapped_column(checked_enum(ClaimStatus, "claim_status"))
    by_staff: Mapped[bool] = mapped_column(Boolean)


class ClaimDocument(Base):
    __tablename__ = "claim_documents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    claim_id: Mapped[int] = owner_key("claims.id")
    document_id: Mapped[str] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), unique=True
    )
    type: Mapped[DocumentType] = mapped_column(checked_enum(DocumentType, "claim_document_type"))
    requested: Mapped[bool] = mapped_column(Boolean, default=False)


class ClaimIdempotencyKey(Base):
    __tablename__ = "claim_idempotency_keys"
    __table_args__ = (UniqueConstraint("user_id", "key"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    user_id: Mapped[int] = mapped_column(ForeignKey("users.id", ondelete="CASCADE"))
    key: Mapped[str] = mapped_column(String(64))
    request_hash: Mapped[str] = mapped_column(String(64))
    claim_id: Mapped[int] = mapped_column(ForeignKey("claims.id", ondelete="CASCADE"))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
