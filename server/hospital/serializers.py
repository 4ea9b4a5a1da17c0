"""Response bodies of the partner hospital operations, shaped exactly as the contract's
HospitalPage and HospitalDetail schemas."""

from __future__ import annotations

from server import contract_types as contract
from server.contract_values import listed, values_of
from server.hospital.models import Hospital, HospitalService
from server.hospital.service import HospitalDetail, HospitalPage, HospitalRow

MAP_URL = "https://www.google.com/maps/search/?api=1&query={lat:.6f},{lng:.6f}"


SERVICES: tuple[contract.HospitalService, ...] = values_of(contract.HospitalService)
BENEFITS: tuple[contract.CashlessBenefit, ...] = values_of(contract.CashlessBenefit)
SORTS: tuple[contract.HospitalPageSort, ...] = values_of(contract.HospitalPageSort)


def _benefits(values: list[str]) -> list[contract.CashlessBenefit]:
    return [listed(BENEFITS, value, what="cashless benefit") for value in values]


def services(hospital: Hospital, has_network: bool) -> list[contract.HospitalService]:
    offered = [
        (hospital.rawat_inap, HospitalService.RAWAT_INAP),
        (hospital.rawat_jalan, HospitalService.RAWAT_JALAN),
        (hospital.igd_24_jam, HospitalService.IGD_24_JAM),
        (has_network and bool(hospital.cashless_benefits), HospitalService.CASHLESS),
    ]
    return [listed(SERVICES, service.value, what="service") for on, service in offered if on]


def map_url(hospital: Hospital) -> str:
    return MAP_URL.format(lat=hospital.latitude, lng=hospital.longitude)


def _summary(row: HospitalRow) -> contract.HospitalSummary:
    h = row.hospital
    return {
        "hospital_id": h.id,
        "name": h.name,
        "kind": h.kind.value,
        "address_line": h.address_line,
        "district_name": row.district_name,
        "province_name": row.province_name,
        "phone": h.phone,
        "services": services(h, row.has_network),
        "latitude": round(h.latitude, 6),
        "longitude": round(h.longitude, 6),
        "distance_km": row.distance_km,
        "cashless_for_me": row.cashless_for_me and bool(h.cashless_benefits),
    }


def hospital_page(result: HospitalPage) -> contract.HospitalPage:
    return {
        "data": [_summary(row) for row in result.rows],
        "page": result.page,
        "size": result.size,
        "total": result.total,
        "sort": listed(SORTS, result.sort, what="sort"),
    }


def hospital_detail(detail: HospitalDetail) -> contract.HospitalDetail:
    h = detail.hospital
    has_network = bool(detail.networks)
    return {
        "hospital_id": h.id,
        "name": h.name,
        "kind": h.kind.value,
        "address_line": h.address_line,
        "village_name": detail.village_name,
        "sub_district_name": detail.sub_district_name,
        "district_name": detail.district_name,
        "province_name": detail.province_name,
        "postal_code": h.postal_code,
        "phone": h.phone,
        "services": services(h, has_network),
        "latitude": round(h.latitude, 6),
        "longitude": round(h.longitude, 6),
        "opening_hours": [
            {"days": str(item["days"]), "hours": str(item["hours"])} for item in h.opening_hours
        ],
        "map_url": map_url(h),
        "cashless_benefits": _benefits(list(h.cashless_benefits)) if has_network else [],
        "cashless_policies": [
            {
                "policy_number": p.policy_number,
                "product_name": p.product_name,
                "benefits": _benefits(list(p.benefits)),
            }
            for p in detail.cashless_policies
        ],
    }
