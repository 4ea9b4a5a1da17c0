"""The search of partner hospitals: filters, name order and distance order.

Every filter is an index range scan (``province_code``/``district_code`` + name); the name
search is a substring match on ``search_name`` (a narrow index scanned instead of the table).
Distance order never computes a distance for the whole table: a bounding box around the
customer (an index range on latitude, then longitude) gives the candidates, their haversine
distances are computed here, and the box grows until it holds a full page of hospitals that
are no farther than its inner radius (so no hospital outside it can come earlier).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, and_, exists, false, func, select, true
from sqlalchemy.orm import Session

from server.hospital.models import Hospital, HospitalNetwork, HospitalService, search_key

EARTH_RADIUS_KM = 6371.0088
KM_PER_DEGREE = 111.2
RADII_KM = (5.0, 20.0, 80.0, 300.0, 1200.0, 6000.0)  # the last covers all of Indonesia


@dataclass(frozen=True, slots=True)
class Location:
    latitude: float
    longitude: float


@dataclass(frozen=True, slots=True)
class Filters:
    q: str | None = None
    province_code: str | None = None
    district_code: str | None = None
    service: HospitalService | None = None


def haversine_km(a: Location, latitude: float, longitude: float) -> float:
    p1, p2 = math.radians(a.latitude), math.radians(latitude)
    dp, dl = p2 - p1, math.radians(longitude - a.longitude)
    h = math.sin(dp / 2) ** 2 + math.cos(p1) * math.cos(p2) * math.sin(dl / 2) ** 2
    return 2 * EARTH_RADIUS_KM * math.asin(min(1.0, math.sqrt(h)))


def _like_pattern(q: str) -> str:
    escaped = search_key(q).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def has_network() -> ColumnElement[bool]:
    return exists().where(HospitalNetwork.hospital_id == Hospital.id)


def in_networks(tpa_names: Sequence[str]) -> ColumnElement[bool]:
    """The hospital belongs to one of these TPA networks (false for none)."""
    if not tpa_names:
        return false()
    return exists().where(
        HospitalNetwork.hospital_id == Hospital.id, HospitalNetwork.tpa_name.in_(tpa_names)
    )


def conditions(filters: Filters) -> list[ColumnElement[bool]]:
    where: list[ColumnElement[bool]] = []
    if filters.district_code:
        where.append(Hospital.district_code == filters.district_code)
    elif filters.province_code:
        where.append(Hospital.province_code == filters.province_code)
    if filters.q:
        where.append(Hospital.search_name.like(_like_pattern(filters.q), escape="\\"))
    match filters.service:
        case HospitalService.RAWAT_INAP:
            where.append(Hospital.rawat_inap.is_(True))
        case HospitalService.RAWAT_JALAN:
            where.append(Hospital.rawat_jalan.is_(True))
        case HospitalService.IGD_24_JAM:
            where.append(Hospital.igd_24_jam.is_(True))
        case HospitalService.CASHLESS:
            where.append(has_network())
        case None:
            pass
    return where


def count(session: Session, where: Sequence[ColumnElement[bool]]) -> int:
    return session.scalar(select(func.count()).select_from(Hospital).where(*where)) or 0


def ids_by_name(
    session: Session, where: Sequence[ColumnElement[bool]], offset: int, limit: int
) -> list[str]:
    stmt = (
        select(Hospital.id)
        .where(*where)
        .order_by(Hospital.name, Hospital.id)
        .offset(offset)
        .limit(limit)
    )
    return list(session.scalars(stmt))


def _box(at: Location, radius_km: float) -> ColumnElement[bool]:
    dlat = radius_km / KM_PER_DEGREE
    dlng = radius_km / (KM_PER_DEGREE * max(0.2, math.cos(math.radians(at.latitude))))
    return and_(
        Hospital.latitude.between(at.latitude - dlat, at.latitude + dlat),
        Hospital.longitude.between(at.longitude - dlng, at.longitude + dlng),
    )


def ids_by_distance(
    session: Session,
    where: Sequence[ColumnElement[bool]],
    at: Location,
    offset: int,
    limit: int,
    total: int,
) -> list[str]:
    """The page of ids nearest first (ties by name, then id), from bounding-box candidates."""
    wanted = min(offset + limit, total)
    if wanted <= offset:
        return []
    for radius in RADII_KM:
        last = radius == RADII_KM[-1]
        stmt = select(Hospital.id, Hospital.name, Hospital.latitude, Hospital.longitude).where(
            *where, true() if last else _box(at, radius)
        )
        ranked = sorted(
            (haversine_km(at, lat, lng), name, hid) for hid, name, lat, lng in session.execute(stmt)
        )
        inside = ranked if last else [r for r in ranked if r[0] <= radius]
        if len(inside) >= wanted or last:
            return [hid for _, _, hid in inside[offset:wanted]]
    return []  # pragma: no cover (the last radius always returns)
