"""Policy data: holders, products, policies and what hangs off a policy (insured persons,
beneficiaries, riders, health cards). Money is integer rupiah everywhere."""

from __future__ import annotations

import enum
from datetime import date

from sqlalchemy import (
    BigInteger,
    Boolean,
    CheckConstraint,
    ColumnElement,
    Date,
    ForeignKey,
    ForeignKeyConstraint,
    Index,
    Integer,
    SmallInteger,
    String,
    UniqueConstraint,
    column,
    false,
    true,
)
from sqlalchemy.orm import Mapped, mapped_column, relationship

from server.contract_labels import POLICY_STATUS
from server.customer.models import Gender, PolicyHolder
from server.db import Base, checked_enum

# A payment method on file starting so is debited automatically ('Autodebet Kartu Kredit').
AUTODEBIT = "Autodebet"


class ProductType(enum.StrEnum):
    UNIT_LINK = "UNIT_LINK"
    HEALTH = "HEALTH"
    TERM_LIFE = "TERM_LIFE"
    WHOLE_LIFE = "WHOLE_LIFE"


class PolicyStatus(enum.StrEnum):
    INFORCE = "INFORCE"
    GRACE_PERIOD = "GRACE_PERIOD"
    LAPSE = "LAPSE"
    TERMINATED = "TERMINATED"
    CLAIMED = "CLAIMED"

    @property
    def description(self) -> str:
        """The Indonesian wording a customer reads."""
        return POLICY_STATUS[self.value]


class PremiumFrequency(enum.StrEnum):
    MONTHLY = "MONTHLY"
    QUARTERLY = "QUARTERLY"
    SEMI_ANNUAL = "SEMI_ANNUAL"
    ANNUAL = "ANNUAL"
    SINGLE = "SINGLE"


class HealthCardStatus(enum.StrEnum):
    ACTIVE = "ACTIVE"
    SUSPENDED = "SUSPENDED"
    EXPIRED = "EXPIRED"


def _rupiah(name: str) -> CheckConstraint:
    return CheckConstraint(f"{name} >= 0", name=f"{name}_not_negative")


class Product(Base):
    __tablename__ = "products"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(20), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    type: Mapped[ProductType] = mapped_column(checked_enum(ProductType, "product_type"))


class Policy(Base):
    __tablename__ = "policies"
    __table_args__ = (
        _rupiah("sum_assured"),
        _rupiah("premium_amount"),
        CheckConstraint("end_date >= start_date", name="period_in_order"),
        # The customer's list: WHERE holder_id = ? ORDER BY start_date DESC.
        Index("ix_policies_holder_id_start_date", "holder_id", "start_date"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_number: Mapped[str] = mapped_column(String(16), unique=True)
    product_id: Mapped[int] = mapped_column(ForeignKey("products.id"), index=True)
    holder_id: Mapped[int] = mapped_column(ForeignKey("policy_holders.id"))
    status: Mapped[PolicyStatus] = mapped_column(checked_enum(PolicyStatus, "policy_status"))
    start_date: Mapped[date] = mapped_column(Date)
    end_date: Mapped[date] = mapped_column(Date)
    sum_assured: Mapped[int] = mapped_column(BigInteger)
    premium_amount: Mapped[int] = mapped_column(BigInteger)
    premium_frequency: Mapped[PremiumFrequency] = mapped_column(
        checked_enum(PremiumFrequency, "premium_frequency")
    )
    next_due_date: Mapped[date | None] = mapped_column(Date, default=None)
    grace_period_end: Mapped[date | None] = mapped_column(Date, default=None)
    payment_method: Mapped[str] = mapped_column(String(100))
    # False while the policy is only prepared (a SPAJ approved, its first premium not paid):
    # no customer call sees it (:func:`issued`).
    issued: Mapped[bool] = mapped_column(Boolean, default=True, server_default=true())

    product: Mapped[Product] = relationship(lazy="raise")
    holder: Mapped[PolicyHolder] = relationship(lazy="raise")
    insured: Mapped[list[InsuredPerson]] = relationship(
        lazy="raise",
        order_by="(InsuredPerson.is_main.desc(), InsuredPerson.id)",
        cascade="all, delete-orphan",
    )
    beneficiaries: Mapped[list[Beneficiary]] = relationship(
        lazy="raise",
        order_by="(Beneficiary.share_percent.desc(), Beneficiary.id)",
        cascade="all, delete-orphan",
    )
    riders: Mapped[list[Rider]] = relationship(
        lazy="raise", order_by="Rider.id", cascade="all, delete-orphan"
    )

    @property
    def autodebit(self) -> bool:
        """The premium is debited automatically (the method on file is an 'Autodebet ...'):
        the customer pays no bill himself while the policy is not in its grace period."""
        return self.payment_method.startswith(AUTODEBIT)


def issued() -> ColumnElement[bool]:
    """The one condition every customer query of policies adds: the policy is issued. A
    policy prepared for a SPAJ stays invisible (Data Polis, payments, transactions, claims,
    cashless care, Pengkinian Data) until its first premium is paid."""
    return Policy.issued == true()


# Partial-index predicate understood by SQLite and PostgreSQL alike.
_IS_MAIN = column("is_main") == true()


class InsuredPerson(Base):
    """Tertanggung. Exactly one per policy is the main insured (``is_main``)."""

    __tablename__ = "insured_persons"
    __table_args__ = (
        # Target of health_cards' composite key: a card's person belongs to the card's policy.
        UniqueConstraint("policy_id", "id"),
        Index(
            "uq_insured_persons_one_main_per_policy",
            "policy_id",
            unique=True,
            sqlite_where=_IS_MAIN,
            postgresql_where=_IS_MAIN,
        ),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    name: Mapped[str] = mapped_column(String(100))
    relation: Mapped[str] = mapped_column(String(50))  # Diri Sendiri, Istri, Anak, ...
    birth_date: Mapped[date] = mapped_column(Date)
    gender: Mapped[Gender] = mapped_column(checked_enum(Gender, "gender"))
    is_main: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class Beneficiary(Base):
    """Penerima manfaat."""

    __tablename__ = "beneficiaries"
    __table_args__ = (
        CheckConstraint("share_percent BETWEEN 1 AND 100", name="share_percent_1_100"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_id: Mapped[int] = mapped_column(
        ForeignKey("policies.id", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(100))
    relation: Mapped[str] = mapped_column(String(50))
    share_percent: Mapped[int] = mapped_column(SmallInteger)


class Rider(Base):
    """Asuransi tambahan attached to a policy."""

    __tablename__ = "riders"
    __table_args__ = (
        UniqueConstraint("policy_id", "rider_code"),
        _rupiah("sum_assured"),
        _rupiah("premium_amount"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    rider_code: Mapped[str] = mapped_column(String(20))
    rider_name: Mapped[str] = mapped_column(String(200))
    sum_assured: Mapped[int] = mapped_column(BigInteger)
    premium_amount: Mapped[int] = mapped_column(BigInteger)
    status: Mapped[PolicyStatus] = mapped_column(checked_enum(PolicyStatus, "rider_status"))
    end_date: Mapped[date] = mapped_column(Date)


class HealthCard(Base):
    """Kartu kesehatan (AAA card) of one insured person, served by a third-party
    administrator (TPA)."""

    __tablename__ = "health_cards"
    __table_args__ = (
        ForeignKeyConstraint(
            ["policy_id", "insured_person_id"],
            ["insured_persons.policy_id", "insured_persons.id"],
            ondelete="CASCADE",
        ),
        _rupiah("annual_limit"),
        CheckConstraint("valid_until >= valid_from", name="validity_in_order"),
        Index("ix_health_cards_policy_id_insured_person_id", "policy_id", "insured_person_id"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    insured_person_id: Mapped[int] = mapped_column(Integer)
    card_number: Mapped[str] = mapped_column(String(30), unique=True)
    plan_name: Mapped[str] = mapped_column(String(100))
    room_class: Mapped[str] = mapped_column(String(100))
    annual_limit: Mapped[int] = mapped_column(BigInteger)
    valid_from: Mapped[date] = mapped_column(Date)
    valid_until: Mapped[date] = mapped_column(Date)
    status: Mapped[HealthCardStatus] = mapped_column(
        checked_enum(HealthCardStatus, "health_card_status")
    )
    tpa_name: Mapped[str] = mapped_column(String(100))
    emergency_phone: Mapped[str] = mapped_column(String(30))

    insured_person: Mapped[InsuredPerson] = relationship(
        lazy="raise",
        foreign_keys=[policy_id, insured_person_id],
        viewonly=True,
    )
