"""HTTP edge of the partner hospitals (operationIds of openapi/paths/hospital@*.yaml)."""

from __future__ import annotations

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, operation
from server.clock import WIB
from server.hospital import serializers
from server.hospital import service as hospitals
from server.hospital.models import HospitalService
from server.hospital.search import Filters


@operation(CUSTOMER, read_only=True)
def list_hospitals(
    call: Call[Customer],
    q: str | None = None,
    province_code: str | None = None,
    district_code: str | None = None,
    service: str | None = None,  # the contract's name
    sort: str = hospitals.NAME,
    latitude: float | None = None,
    longitude: float | None = None,
    page: int = 1,
    size: int = 20,
) -> contract.HospitalPage:
    result = hospitals.list_hospitals(
        session=call.session,
        customer=call.caller,
        filters=Filters(
            q=q,
            province_code=province_code,
            district_code=district_code,
            service=HospitalService(service) if service else None,
        ),
        sort=sort,
        at=hospitals.location_of(latitude, longitude, sort),
        page=page,
        size=size,
        today=call.now.astimezone(WIB).date(),
    )
    return serializers.hospital_page(result)


@operation(CUSTOMER, read_only=True)
def get_hospital(call: Call[Customer], hospital_id: str) -> contract.HospitalDetail:
    detail = hospitals.get_hospital(
        session=call.session,
        customer=call.caller,
        hospital_id=hospital_id,
        today=call.now.astimezone(WIB).date(),
    )
    return serializers.hospital_detail(detail)
