"""Partner hospitals and clinics (``hospitals``) and the TPA networks each belongs to
(``hospital_networks``): a policy whose ACTIVE health card is served by one of those TPAs is
cashless there, for the hospital's cashless benefits.

Region codes are denormalised (province, regency/city, district, village) so the filters are
index range scans; the names are read from ``regions`` (server.master). There is no foreign
key to ``regions``: the loader replaces that table when the Kemendagri data changes.
"""

from __future__ import annotations

import enum
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    Float,
    ForeignKey,
    Index,
    String,
)
from sqlalchemy.orm import Mapped, mapped_column

from server.db import Base, checked_enum


class HospitalKind(enum.StrEnum):
    RUMAH_SAKIT = "RUMAH_SAKIT"
    KLINIK = "KLINIK"


class HospitalService(enum.StrEnum):
    RAWAT_INAP = "RAWAT_INAP"
    RAWAT_JALAN = "RAWAT_JALAN"
    IGD_24_JAM = "IGD_24_JAM"
    CASHLESS = "CASHLESS"  # at least one TPA network (derived, not stored)


class CashlessBenefit(enum.StrEnum):
    RAWAT_INAP = "RAWAT_INAP"
    RAWAT_JALAN = "RAWAT_JALAN"
    RAWAT_GIGI = "RAWAT_GIGI"
    MELAHIRKAN = "MELAHIRKAN"


def search_key(text: str) -> str:
    """The form names are searched in: lower case, single spaces (``search_name``)."""
    return " ".join(text.lower().split())


class Hospital(Base):
    __tablename__ = "hospitals"
    __table_args__ = (
        CheckConstraint("latitude BETWEEN -11.5 AND 6.5", name="latitude_in_indonesia"),
        CheckConstraint("longitude BETWEEN 94.5 AND 141.5", name="longitude_in_indonesia"),
        # List by name, whole country / one province / one regency or city.
        Index("ix_hospitals_name_id", "name", "id"),
        Index("ix_hospitals_province_code_name", "province_code", "name"),
        Index("ix_hospitals_district_code_name", "district_code", "name"),
        # Distance: the bounding-box prefilter.
        Index("ix_hospitals_latitude_longitude", "latitude", "longitude"),
        # Name search: a scan of this narrow index (substring match), never of the table.
        Index("ix_hospitals_search_name", "search_name", "id"),
    )

    id: Mapped[str] = mapped_column(String(8), primary_key=True)  # RS + province + sequence
    name: Mapped[str] = mapped_column(String(150))
    search_name: Mapped[str] = mapped_column(String(150))  # search_key(name)
    kind: Mapped[HospitalKind] = mapped_column(checked_enum(HospitalKind, "hospital_kind"))
    address_line: Mapped[str] = mapped_column(String(200))
    province_code: Mapped[str] = mapped_column(String(2))
    district_code: Mapped[str] = mapped_column(String(5))
    sub_district_code: Mapped[str] = mapped_column(String(8))
    village_code: Mapped[str] = mapped_column(String(13))
    postal_code: Mapped[str | None] = mapped_column(String(5), default=None)
    phone: Mapped[str] = mapped_column(String(16))
    latitude: Mapped[float] = mapped_column(Float)
    longitude: Mapped[float] = mapped_column(Float)
    rawat_inap: Mapped[bool] = mapped_column(Boolean)
    rawat_jalan: Mapped[bool] = mapped_column(Boolean)
    igd_24_jam: Mapped[bool] = mapped_column(Boolean)
    # [{"days": "Senin - Jumat", "hours": "08.00 - 21.00"}, ...], in display order.
    opening_hours: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    # CashlessBenefit values, in display order; empty when the hospital has no network.
    cashless_benefits: Mapped[list[str]] = mapped_column(JSON)


class HospitalNetwork(Base):
    """One TPA network (``tpa_name`` as on the health cards, e.g. 'AdMedika') of a hospital."""

    __tablename__ = "hospital_networks"
    __table_args__ = (
        Index("ix_hospital_networks_tpa_name_hospital_id", "tpa_name", "hospital_id"),
    )

    hospital_id: Mapped[str] = mapped_column(
        ForeignKey("hospitals.id", ondelete="CASCADE"), primary_key=True
    )
    tpa_name: Mapped[str] = mapped_column(String(100), primary_key=True)
