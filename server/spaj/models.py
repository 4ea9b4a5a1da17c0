"""Rows of SPAJ (Surat Permintaan Asuransi Jiwa), the application for a life policy.

- ``SpajApplication``: one application as the agent's system hands it over (applicant and
  their KYC data, insured person, coverage, agent), where it stands in underwriting, the
  underwriter's offer (premiums, loadings, exclusions, validity), the applicant's answer to
  it and, once approved, the prepared policy and the deadline of its first premium.
- ``SpajRequirement``: a document or an answer asked of the applicant (by the underwriter
  or the agent), with the answer; ``SpajRequirementDocument``: the uploaded documents of an
  answer (rows of :mod:`server.documents`, owned by the application).
- ``SpajEvent``: every action with who (staff user name, applicant, agent or the system),
  when, a note (a :class:`server.casework.models.EventRow`) and, for the applicant's
  approval, the client address and User-Agent.
- ``SpajEntryFlow``: one attempt to enter with a SPAJ number and birth date (its one-time
  code is kept by :mod:`server.verification`); the number only as an HMAC, the application
  only when number and birth date matched.

The applicant's session rows are :class:`server.access.models.SpajSession` (the guards of
the areas below read them).
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
    SmallInteger,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.casework.models import EventRow, owned_rows, owner_key
from server.customer.models import Gender
from server.db import Base, checked_enum
from server.policy.models import PremiumFrequency


class SpajStatus(enum.StrEnum):
    RECEIVED = "RECEIVED"
    WAITING_DOCUMENTS = "WAITING_DOCUMENTS"
    RISK_SELECTION = "RISK_SELECTION"
    DECISION = "DECISION"
    WAITING_PAYMENT = "WAITING_PAYMENT"
    ISSUED = "ISSUED"
    REJECTED = "REJECTED"
    DECLINED = "DECLINED"
    EXPIRED = "EXPIRED"


class RequirementKind(enum.StrEnum):
    DOCUMENT = "DOCUMENT"
    QUESTION = "QUESTION"


class AskedBy(enum.StrEnum):
    AGENT = "AGENT"
    UNDERWRITER = "UNDERWRITER"


class RequirementStatus(enum.StrEnum):
    OPEN = "OPEN"
    ANSWERED = "ANSWERED"


class ActorKind(enum.StrEnum):
    STAFF = "STAFF"
    APPLICANT = "APPLICANT"
    AGENT = "AGENT"
    SYSTEM = "SYSTEM"


class Action(enum.StrEnum):
    RECEIVED = "RECEIVED"
    REVIEW_STARTED = "REVIEW_STARTED"
    REQUIREMENTS_ASKED = "REQUIREMENTS_ASKED"
    REQUIREMENT_ANSWERED = "REQUIREMENT_ANSWERED"
    DECIDED = "DECIDED"
    REJECTED = "REJECTED"
    OFFER_APPROVED = "OFFER_APPROVED"
    OFFER_DECLINED = "OFFER_DECLINED"
    EXPIRED = "EXPIRED"
    ISSUED = "ISSUED"


class SpajApplication(Base):
    __tablename__ = "spaj_applications"
    __table_args__ = (
        CheckConstraint("sum_assured > 0", name="sum_assured_positive"),
        CheckConstraint("premium > 0", name="premium_positive"),
        CheckConstraint("term_years BETWEEN 1 AND 99", name="term_years_1_99"),
        CheckConstraint("length(spaj_number) = 12", name="spaj_number_12_digits"),
        # The desk's queue: WHERE status = ? ORDER BY status_changed_at.
        Index("ix_spaj_applications_status_changed", "status", "status_changed_at"),
        # A policy holder's applications (spaj/mine): WHERE applicant_nik = ?.
        Index("ix_spaj_applications_applicant_nik", "applicant_nik"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    spaj_number: Mapped[str] = mapped_column(String(12), unique=True)
    status: Mapped[SpajStatus] = mapped_column(checked_enum(SpajStatus, "spaj_status"))
    submitted_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    status_changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # The applicant (the future policy holder), as on the signed form.
    applicant_name: Mapped[str] = mapped_column(String(100))
    applicant_nik: Mapped[str] = mapped_column(String(16))
    applicant_birth_date: Mapped[date] = mapped_column(Date)
    applicant_gender: Mapped[Gender] = mapped_column(checked_enum(Gender, "applicant_gender"))
    applicant_phone: Mapped[str] = mapped_column(String(20))
    applicant_email: Mapped[str] = mapped_column(String(254))
    address_line: Mapped[str] = mapped_column(String(200))  # street, number
    rt: Mapped[str] = mapped_column(String(3))
    rw: Mapped[str] = mapped_column(String(3))
    village_code: Mapped[str] = mapped_column(String(13))  # Kemendagri, 31.74.01.1002
    village: Mapped[str] = mapped_column(String(100))
    district: Mapped[str] = mapped_column(String(100))
    city: Mapped[str] = mapped_column(String(100))
    province: Mapped[str] = mapped_column(String(100))
    postal_code: Mapped[str] = mapped_column(String(5))
    # The KYC data of the form (birth place, religion, marital status, occupation, business,
    # employer, income, source of funds, NPWP, bank account: master-list codes), which becomes
    # a new holder's customer profile.
    kyc: Mapped[dict[str, Any]] = mapped_column(JSON)
    # The insured person.
    insured_name: Mapped[str] = mapped_column(String(100))
    insured_relation: Mapped[str] = mapped_column(String(50))
    insured_birth_date: Mapped[date] = mapped_column(Date)
    insured_gender: Mapped[Gender] = mapped_column(checked_enum(Gender, "insured_gender"))
    # The coverage asked for: the main product, its premium (before any loading), riders
    # [{"code", "name", "sum_assured", "premium"}] and beneficiaries
    # [{"name", "relation", "share_percent"}].
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id"))
    sum_assured: Mapped[int] = mapped_column(BigInteger)
    premium: Mapped[int] = mapped_column(BigInteger)
    premium_frequency: Mapped[PremiumFrequency] = mapped_column(
        checked_enum(PremiumFrequency, "premium_frequency")
    )
    term_years: Mapped[int] = mapped_column(SmallInteger)
    riders: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    beneficiaries: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    agent_code: Mapped[str] = mapped_column(String(20))
    agent_name: Mapped[str] = mapped_column(String(100))
    agent_phone: Mapped[str] = mapped_column(String(20))
    # The underwriter's offer: loadings [{"reason", "percent", "amount"}], exclusions
    # [{"title", "reason"}], premiums in whole rupiah, valid to the end of valid_until (WIB).
    decided_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    valid_until: Mapped[date | None] = mapped_column(Date, default=None)
    loadings: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)
    exclusions: Mapped[list[dict[str, Any]] | None] = mapped_column(JSON, default=None)
    base_premium: Mapped[int | None] = mapped_column(BigInteger, default=None)
    extra_premium: Mapped[int | None] = mapped_column(BigInteger, default=None)
    final_premium: Mapped[int | None] = mapped_column(BigInteger, default=None)
    # The applicant's answer to the offer.
    approved_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    declined_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    decline_reason: Mapped[str | None] = mapped_column(String(30), default=None)
    decline_note: Mapped[str | None] = mapped_column(String(500), default=None)
    rejection_reason: Mapped[str | None] = mapped_column(String(500), default=None)
    # The policy prepared at approval (not issued until its first premium, its one bill, is
    # paid) and the deadline to pay it.
    policy_id: Mapped[int | None] = mapped_column(
        ForeignKey("policies.id"), default=None, unique=True
    )
    pay_before: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    issued_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)

    requirements: Mapped[list[SpajRequirement]] = owned_rows("SpajRequirement.id")
    events: Mapped[list[SpajEvent]] = owned_rows("SpajEvent.id")


class SpajRequirement(Base):
    __tablename__ = "spaj_requirements"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    spaj_id: Mapped[int] = owner_key("spaj_applications.id")
    kind: Mapped[RequirementKind] = mapped_column(
        checked_enum(RequirementKind, "spaj_requirement_kind")
    )
    asked_by: Mapped[AskedBy] = mapped_column(checked_enum(AskedBy, "spaj_asked_by"))
    title: Mapped[str] = mapped_column(String(120))
    note: Mapped[str | None] = mapped_column(String(500), default=None)
    asked_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    asked_by_user: Mapped[str] = mapped_column(String(100))  # the staff member who recorded it
    status: Mapped[RequirementStatus] = mapped_column(
        checked_enum(RequirementStatus, "spaj_requirement_status")
    )
    answered_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    answer_text: Mapped[str | None] = mapped_column(String(1000), default=None)

    documents: Mapped[list[SpajRequirementDocument]] = owned_rows("SpajRequirementDocument.id")


class SpajRequirementDocument(Base):
    __tablename__ = "spaj_requirement_documents"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    requirement_id: Mapped[int] = owner_key("spaj_requirements.id")
    document_id: Mapped[str] = mapped_column(
        ForeignKey("documents.id", ondelete="CASCADE"), unique=True
    )


class SpajEvent(EventRow, Base):
    __tablename__ = "spaj_events"

    spaj_id: Mapped[int] = owner_key("spaj_applications.id")
    action: Mapped[Action] = mapped_column(checked_enum(Action, "spaj_action"))
    status_from: Mapped[SpajStatus | None] = mapped_column(
        checked_enum(SpajStatus, "status_from"), default=None
    )
    status_to: Mapped[SpajStatus] = mapped_column(checked_enum(SpajStatus, "status_to"))
    actor_kind: Mapped[ActorKind] = mapped_column(checked_enum(ActorKind, "spaj_actor_kind"))
    client_address: Mapped[str | None] = mapped_column(String(64), default=None)
    user_agent: Mapped[str | None] = mapped_column(String(300), default=None)


class SpajEntryFlow(Base):
    """One entry attempt (``spaj/login``) until its code is right or it expires."""

    __tablename__ = "spaj_entry_flows"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    spaj_id: Mapped[int | None] = mapped_column(
        ForeignKey("spaj_applications.id", ondelete="CASCADE"), default=None, index=True
    )
    number_key: Mapped[str] = mapped_column(String(32))  # HMAC of the SPAJ number typed
    channel: Mapped[str] = mapped_column(String(10))
    client_address: Mapped[str] = mapped_column(String(64), default="")
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    completed_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
