"""Reference data tables: regions (province -> regency/city -> district -> village), the small
code lists of the forms (master_entries), and which data version is loaded."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import Boolean, DateTime, Index, Integer, SmallInteger, String, func
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base


class Region(Base):
    """One Kemendagri region. ``code`` is dotted ('31', '31.74', '31.74.01', '31.74.01.1002'),
    ``level`` 1..4, ``kind`` PROVINSI/KABUPATEN/KOTA/KECAMATAN/DISTRIK/KELURAHAN/DESA/DESA_ADAT;
    ``postal_code`` only on villages."""

    __tablename__ = "regions"
    __table_args__ = (Index("ix_regions_parent_code_name", "parent_code", "name"),)

    code: Mapped[str] = mapped_column(String(13), primary_key=True)
    parent_code: Mapped[str | None] = mapped_column(String(13), default=None)
    level: Mapped[int] = mapped_column(SmallInteger)
    kind: Mapped[str] = mapped_column(String(12))
    name: Mapped[str] = mapped_column(String(100))
    postal_code: Mapped[str | None] = mapped_column(String(5), default=None)


class MasterEntry(Base):
    """One code of a small list (``list_name``: nationality, country, marital, occupation,
    business, source_fund, bank, religion, gender, income, id_type)."""

    __tablename__ = "master_entries"

    list_name: Mapped[str] = mapped_column(String(20), primary_key=True)
    code: Mapped[str] = mapped_column(String(20), primary_key=True)
    description: Mapped[str] = mapped_column(String(100))
    sort_order: Mapped[int] = mapped_column(Integer)
    # Occupations only: the occupation works for an employer (company name and office needed).
    needs_employer: Mapped[bool | None] = mapped_column(Boolean, default=None)
    # id_type only: the nationality that uses this identity document ('01' KTP, '99' PASPOR).
    nationality_code: Mapped[str | None] = mapped_column(String(2), default=None)


class ReferenceVersion(Base):
    """Which version of a reference data set is loaded (one row per set), so start-up skips an
    unchanged load."""

    __tablename__ = "reference_versions"

    name: Mapped[str] = mapped_column(String(20), primary_key=True)
    version: Mapped[str] = mapped_column(String(100))
    loaded_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())
