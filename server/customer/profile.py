"""The KYC data of a policy holder beyond what :class:`~server.customer.models.PolicyHolder`
keeps (name, NIK, birth date, gender, e-mail, phone stay there: sign-in reads them).

It belongs to the holder, not to a policy: the same for all their policies. One profile row
per holder (identity document, birth place, religion, marital status, correspondence,
occupation, income and bank account) and one address row per kind (the address on the ID
card, where they live now, where they work). Region *codes* are kept; their names are read
from the region tables when shown, so a renamed village shows its current name.

A KTP holder's identity number is :attr:`PolicyHolder.nik`; a passport holder's is
:attr:`CustomerProfile.passport_number` (their ``nik`` column keeps the number the core
system gave them).
"""

from __future__ import annotations

import enum
from datetime import date, datetime

from sqlalchemy import Date, DateTime, ForeignKey, Integer, String, UniqueConstraint
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, checked_enum


class IdType(enum.StrEnum):
    KTP = "KTP"  # WNI, nationality 01
    PASPOR = "PASPOR"  # WNA, nationality 99


class AddressKind(enum.StrEnum):
    ID_CARD = "ID_CARD"
    CURRENT = "CURRENT"
    WORKING = "WORKING"


class MailingAddress(enum.StrEnum):
    ID_CARD_ADDRESS = "ID_CARD_ADDRESS"
    CURRENT_ADDRESS = "CURRENT_ADDRESS"
    WORKING_ADDRESS = "WORKING_ADDRESS"


class StatementDelivery(enum.StrEnum):
    EMAIL = "EMAIL"
    POST = "POST"


class CustomerProfile(Base):
    """The holder's KYC data (APU-PPT). Codes are those of the master lists."""

    __tablename__ = "customer_profiles"

    holder_id: Mapped[int] = mapped_column(
        ForeignKey("policy_holders.id", ondelete="CASCADE"), primary_key=True
    )
    id_type: Mapped[IdType] = mapped_column(checked_enum(IdType, "id_type"))
    passport_number: Mapped[str | None] = mapped_column(String(12), default=None)
    id_expiry_date: Mapped[date | None] = mapped_column(Date, default=None)  # passports only
    nationality_code: Mapped[str] = mapped_column(String(2))
    country_code: Mapped[str] = mapped_column(String(2))
    birth_place: Mapped[str] = mapped_column(String(50))
    religion_code: Mapped[str] = mapped_column(String(20))
    marital_code: Mapped[str] = mapped_column(String(20))
    mailing_address: Mapped[MailingAddress] = mapped_column(
        checked_enum(MailingAddress, "mailing_address")
    )
    statement_delivery: Mapped[StatementDelivery] = mapped_column(
        checked_enum(StatementDelivery, "statement_delivery")
    )
    occupation_code: Mapped[str] = mapped_column(String(20))
    business_code: Mapped[str] = mapped_column(String(20))
    company_name: Mapped[str | None] = mapped_column(String(100), default=None)
    job_title: Mapped[str | None] = mapped_column(String(100), default=None)
    income_code: Mapped[str] = mapped_column(String(20))
    source_fund_code: Mapped[str] = mapped_column(String(20))
    npwp: Mapped[str | None] = mapped_column(String(16), default=None)
    bank_code: Mapped[str] = mapped_column(String(3))
    bank_account_number: Mapped[str] = mapped_column(String(20))
    bank_account_name: Mapped[str] = mapped_column(String(100))
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class CustomerAddress(Base):
    """One address of a holder; at most one per kind (no WORKING row: no employer)."""

    __tablename__ = "customer_addresses"
    __table_args__ = (UniqueConstraint("holder_id", "kind"),)

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    holder_id: Mapped[int] = mapped_column(ForeignKey("policy_holders.id", ondelete="CASCADE"))
    kind: Mapped[AddressKind] = mapped_column(checked_enum(AddressKind, "address_kind"))
    address_line: Mapped[str] = mapped_column(String(200))
    rt: Mapped[str] = mapped_column(String(3))
    rw: Mapped[str] = mapped_column(String(3))
    province_code: Mapped[str] = mapped_column(String(2))
    district_code: Mapped[str] = mapped_column(String(5))
    sub_district_code: Mapped[str] = mapped_column(String(8))
    village_code: Mapped[str] = mapped_column(String(13))
    postal_code: Mapped[str] = mapped_column(String(5))
