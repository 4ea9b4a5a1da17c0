"""Partner hospital rules: the search (one page from the server) and the detail, each with
the customer's cashless standing.

A policy of the customer is cashless at a hospital when one of its health cards is ACTIVE,
valid today (Jakarta time, between its valid_from and valid_until) and served by a TPA in the
hospital's networks; it may be used there for the hospital's cashless
benefits. A search runs a fixed number of SQL statements, whatever the page size: the
customer's TPAs (one), the count (one), the page's ids (one; a few when the distance box
grows) and the page's rows with their region names and both cashless flags (one).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Any

from sqlalchemy import ColumnElement, and_, func, select
from sqlalchemy.orm import InstrumentedAttribute, Session, aliased

from server.access.caller import Customer
from server.errors import NotFound, RuleViolation
from server.hospital import search
from server.hospital.messages import (
    DISTANCE_NEEDS_LOCATION,
    DISTRICT_OUTSIDE_PROVINCE,
    HOSPITAL_NOT_FOUND,
    LOCATION_INCOMPLETE,
)
from server.hospital.models import Hospital, HospitalNetwork
from server.hospital.search import Filters, Location
from server.master.models import Region
from server.policy.models import HealthCard, HealthCardStatus, Policy, Product, issued

NAME, DISTANCE = "NAME", "DISTANCE"


@dataclass(frozen=True, slots=True)
class HospitalRow:
    hospital: Hospital
    district_name: str
    province_name: str
    has_network: bool
    cashless_for_me: bool
    distance_km: float | None


@dataclass(frozen=True, slots=True)
class HospitalPage:
    rows: list[HospitalRow]
    page: int
    size: int
    total: int
    sort: str


@dataclass(frozen=True, slots=True)
class CashlessPolicy:
    policy_number: str
    product_name: str
    benefits: list[str]


@dataclass(frozen=True, slots=True)
class HospitalDetail:
    hospital: Hospital
    village_name: str
    sub_district_name: str
    district_name: str
    province_name: str
    networks: list[str]
    cashless_policies: list[CashlessPolicy]


def location_of(latitude: float | None, longitude: float | None, sort: str) -> Location | None:
    """The customer's location, checked: both coordinates or none; DISTANCE needs them."""
    if (latitude is None) != (longitude is None):
        raise RuleViolation(LOCATION_INCOMPLETE, detail="Latitude and longitude go together.")
    if latitude is None or longitude is None:
        if sort == DISTANCE:
            raise RuleViolation(
                DISTANCE_NEEDS_LOCATION, detail="Sorting by distance needs the customer's location."
            )
        return None
    return Location(latitude, longitude)


def check_filters(filters: Filters) -> None:
    if (
        filters.province_code
        and filters.district_code
        and not filters.district_code.startswith(filters.province_code + ".")
    ):
        raise RuleViolation(
            DISTRICT_OUTSIDE_PROVINCE, detail="The regency/city is not in the chosen province."
        )


def _card_usable(today: date) -> ColumnElement[bool]:
    """A health card that opens cashless care today: ACTIVE and within its validity."""
    return and_(
        HealthCard.status == HealthCardStatus.ACTIVE,
        HealthCard.valid_from <= today,
        HealthCard.valid_until >= today,
    )


def customer_tpas(session: Session, customer: Customer, today: date) -> list[str]:
    """The TPAs of the customer's usable health cards (one statement)."""
    if customer.policy_holder_id is None:
        return []
    stmt = (
        select(HealthCard.tpa_name)
        .join(Policy, Policy.id == HealthCard.policy_id)
        .where(Policy.holder_id == customer.policy_holder_id, issued(), _card_usable(today))
        .distinct()
    )
    return sorted(session.scalars(stmt))


def _region_name(region: Any, code: InstrumentedAttribute[str]) -> ColumnElement[str]:
    """The region's name, or its code when the region tables lack it."""
    return func.coalesce(region.name, code)


_Found = tuple[Hospital, str, str, bool, bool]


def _rows(session: Session, ids: Sequence[str], tpas: Sequence[str]) -> dict[str, _Found]:
    district, province = aliased(Region), aliased(Region)
    stmt = (
        select(
            Hospital,
            _region_name(district, Hospital.district_code),
            _region_name(province, Hospital.province_code),
            search.has_network(),
            search.in_networks(tpas),
        )
        .outerjoin(district, district.code == Hospital.district_code)
        .outerjoin(province, province.code == Hospital.province_code)
        .where(Hospital.id.in_(ids))
    )
    return {
        row[0].id: (row[0], row[1], row[2], bool(row[3]), bool(row[4]))
        for row in session.execute(stmt).all()
    }


def list_hospitals(
    *,
    session: Session,
    customer: Customer,
    filters: Filters,
    sort: str,
    at: Location | None,
    page: int,
    size: int,
    today: date,
) -> HospitalPage:
    check_filters(filters)
    where = search.conditions(filters)
    total = search.count(session, where)
    offset = (page - 1) * size
    if offset >= total:
        return HospitalPage([], page, size, total, sort)
    if sort == DISTANCE and at is not None:
        ids = search.ids_by_distance(session, where, at, offset, size, total)
    else:
        ids = search.ids_by_name(session, where, offset, size)
    found = _rows(session, ids, customer_tpas(session, customer, today))
    rows = []
    for hid in ids:
        hospital, district_name, province_name, networked, mine = found[hid]
        distance = (
            round(search.haversine_km(at, hospital.latitude, hospital.longitude), 1)
            if at is not None
            else None
        )
        rows.append(HospitalRow(hospital, district_name, province_name, networked, mine, distance))
    return HospitalPage(rows, page, size, total, sort)


def get_hospital(
    *, session: Session, customer: Customer, hospital_id: str, today: date
) -> HospitalDetail:
    """One hospital with its region names, networks and the customer's cashless policies
    (three statements)."""
    names = [aliased(Region) for _ in range(4)]
    codes = (
        Hospital.village_code,
        Hospital.sub_district_code,
        Hospital.district_code,
        Hospital.province_code,
    )
    stmt = select(Hospital, *(_region_name(r, c) for r, c in zip(names, codes, strict=True)))
    for region, code in zip(names, codes, strict=True):
        stmt = stmt.outerjoin(region, region.code == code)
    row = session.execute(stmt.where(Hospital.id == hospital_id)).one_or_none()
    if row is None:
        raise NotFound(HOSPITAL_NOT_FOUND, detail="No such partner hospital.")
    hospital = row[0]
    networks = sorted(
        session.scalars(
            select(HospitalNetwork.tpa_name).where(HospitalNetwork.hospital_id == hospital.id)
        )
    )
    return HospitalDetail(
        hospital=hospital,
        village_name=row[1],
        sub_district_name=row[2],
        district_name=row[3],
        province_name=row[4],
        networks=networks,
        cashless_policies=_cashless_policies(session, customer, hospital, today),
    )


def _cashless_policies(
    session: Session, customer: Customer, hospital: Hospital, today: date
) -> list[CashlessPolicy]:
    """The customer's policies with a usable card in one of the hospital's networks (one
    statement), each with the hospital's cashless benefits."""
    if customer.policy_holder_id is None or not hospital.cashless_benefits:
        return []
    in_network = select(HospitalNetwork.tpa_name).where(HospitalNetwork.hospital_id == hospital.id)
    stmt = (
        select(Policy.policy_number, Product.name)
        .join(Product, Product.id == Policy.product_id)
        .join(HealthCard, HealthCard.policy_id == Policy.id)
        .where(
            Policy.holder_id == customer.policy_holder_id,
            issued(),
            _card_usable(today),
            HealthCard.tpa_name.in_(in_network),
        )
        .distinct()
        .order_by(Policy.policy_number)
    )
    return [
        CashlessPolicy(number, product, list(hospital.cashless_benefits))
        for number, product in session.execute(stmt).all()
    ]
