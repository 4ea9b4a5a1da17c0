"""The policy holder (pemegang polis) as the insurer's core system knows them."""

from __future__ import annotations

import enum
from datetime import date

from sqlalchemy import CheckConstraint, Date, Integer, String
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, checked_enum


class Gender(enum.StrEnum):
    L = "L"  # laki-laki
    P = "P"  # perempuan


class PolicyHolder(Base):
    """Pemegang polis: the customer as the insurer's core system knows them."""

    __tablename__ = "policy_holders"
    __table_args__ = (
        CheckConstraint("length(nik) = 16", name="nik_16_digits"),
        CheckConstraint("length(postal_code) = 5", name="postal_code_5_digits"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    client_number: Mapped[str] = mapped_column(String(20), unique=True)  # C000123456
    full_name: Mapped[str] = mapped_column(String(100))
    nik: Mapped[str] = mapped_column(String(16), unique=True)
    birth_date: Mapped[date] = mapped_column(Date)
    gender: Mapped[Gender] = mapped_column(checked_enum(Gender, "gender"))
    email: Mapped[str] = mapped_column(String(254))
    phone: Mapped[str] = mapped_column(String(20))  # +62...
    address_line: Mapped[str] = mapped_column(String(200))  # street, number, RT/RW
    village: Mapped[str] = mapped_column(String(100))  # kelurahan / desa
    district: Mapped[str] = mapped_column(String(100))  # kecamatan
    city: Mapped[str] = mapped_column(String(100))  # kota / kabupaten
    province: Mapped[str] = mapped_column(String(100))
    postal_code: Mapped[str] = mapped_column(String(5))
