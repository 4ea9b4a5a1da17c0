"""What other areas (Pengkinian Data, later claims) ask of the master lists, one indexed query
each, inside the caller's unit of work (``session``, by position or keyword).

- ``describe(session=, list_name=, code=)``: the Indonesian description of a code of a small
  list, or None when the code is not on that list. List names are those of
  :data:`LIST_NAMES` (nationality, country, marital, occupation, business, source_fund, bank,
  religion, gender, income, id_type); an unknown list name raises ValueError.
- ``needs_employer(session=, occupation_code=)``: True/False for a known occupation (works for
  an employer: company name and office address required), None for an unknown code.
- ``region(session=, code=)``: the :class:`~server.master.models.Region` with that dotted code
  ('31', '31.74', '31.74.01', '31.74.01.1002'), or None.
- ``region_path(session=, village_code=)``: ``RegionPath(province, district, sub_district,
  village)`` rows of one village, read in one query, or None when the village does not exist.
  Check a submitted chain with ``path.codes == (province, district, sub_district, village)``;
  the village's postal code is ``path.village.postal_code``.
"""

from __future__ import annotations

from typing import NamedTuple

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.master.models import MasterEntry, Region

LIST_NAMES = (
    "nationality",
    "country",
    "marital",
    "occupation",
    "business",
    "source_fund",
    "bank",
    "religion",
    "gender",
    "income",
    "id_type",
)


class RegionPath(NamedTuple):
    province: Region
    district: Region
    sub_district: Region
    village: Region

    @property
    def codes(self) -> tuple[str, str, str, str]:
        return (self.province.code, self.district.code, self.sub_district.code, self.village.code)


def _entry(session: Session, list_name: str, code: str) -> MasterEntry | None:
    if list_name not in LIST_NAMES:
        raise ValueError(f"unknown master list {list_name!r}")
    return session.get(MasterEntry, (list_name, code))


def describe(session: Session, list_name: str, code: str) -> str | None:
    entry = _entry(session, list_name, code)
    return entry.description if entry is not None else None


def needs_employer(session: Session, occupation_code: str) -> bool | None:
    entry = _entry(session, "occupation", occupation_code)
    return entry.needs_employer if entry is not None else None


def region(session: Session, code: str) -> Region | None:
    return session.get(Region, code)


def ancestor_codes(village_code: str) -> tuple[str, str, str, str]:
    """'31.74.01.1002' -> ('31', '31.74', '31.74.01', '31.74.01.1002')."""
    parts = village_code.split(".")
    return (
        parts[0],
        ".".join(parts[:2]),
        ".".join(parts[:3]),
        village_code,
    )


def region_path(session: Session, village_code: str) -> RegionPath | None:
    if village_code.count(".") != 3:
        return None
    codes = ancestor_codes(village_code)
    rows = {r.code: r for r in session.scalars(select(Region).where(Region.code.in_(codes)))}
    if len(rows) != 4:
        return None
    return RegionPath(*(rows[c] for c in codes))
