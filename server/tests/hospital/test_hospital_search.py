"""Partner hospital search over HTTP with the demo data (regions loaded, 300+ partners in all
38 provinces): name search, filters, the district-in-province rule, distance order from a
location, pagination, the detail and its map link. Response validation is on."""

from __future__ import annotations

import math
from typing import Any

import pytest
from sqlalchemy import select

from server.db import transaction
from server.master.models import Region
from server.seed.hospitals import BUDI_HOME
from server.tests.conftest import Api
from server.tests.hospital_support import (  # noqa: F401
    budi,
    demo,
    on_the_seed_day,
    place_hospital,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL


def _list(api: Api, token: str, **params: Any) -> Any:
    response = api.get("/hospital/list", token=token, params=params)
    assert response.status_code == 200, response.text
    return response.json()


def _km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    p1, p2 = math.radians(lat1), math.radians(lat2)
    a = (
        math.sin((p2 - p1) / 2) ** 2
        + math.cos(p1) * math.cos(p2) * math.sin(math.radians(lng2 - lng1) / 2) ** 2
    )
    return 2 * 6371.0088 * math.asin(math.sqrt(a))


def test_the_demo_has_300_partners_in_every_province(api: Api, budi: str) -> None:  # noqa: F811
    with transaction() as session:
        provinces = list(session.scalars(select(Region.code).where(Region.level == 1)))
    assert len(provinces) == 38
    assert _list(api, budi, size=1)["total"] >= 300
    for code in provinces:
        body = _list(api, budi, province_code=code, size=50)
        assert body["total"] >= 1, code
        assert len({row["province_name"] for row in body["data"]}) == 1


def test_name_search_is_a_case_insensitive_substring(api: Api, budi: str) -> None:  # noqa: F811
    body = _list(api, budi, q="SENTOSA medika", size=50)

    names = [row["name"] for row in body["data"]]
    assert "RS Sentosa Medika Tebet" in names
    assert all("sentosa medika" in name.lower() for name in names)
    assert names == sorted(names)
    assert _list(api, budi, q="ntosa Medika Teb")["data"][0]["hospital_id"] == "RS310001"
    assert _list(api, budi, q="tidak ada rumah sakit bernama ini")["total"] == 0
    assert _list(api, budi, q="100%_")["total"] == 0  # LIKE wildcards are plain characters


def test_filters_narrow_to_province_city_and_service(api: Api, budi: str) -> None:  # noqa: F811
    jakarta = _list(api, budi, province_code="31", size=50)
    south = _list(api, budi, province_code="31", district_code="31.74", size=50)
    assert 0 < south["total"] < jakarta["total"]
    assert {r["province_name"] for r in jakarta["data"]} == {"Daerah Khusus Ibukota Jakarta"}
    assert {r["district_name"] for r in south["data"]} == {"Kota Administrasi Jakarta Selatan"}
    assert _list(api, budi, district_code="31.74")["total"] == south["total"]

    for service in ("RAWAT_INAP", "IGD_24_JAM", "CASHLESS"):
        body = _list(api, budi, service=service, province_code="31", size=50)
        assert 0 < body["total"] < jakarta["total"]
        assert all(service in row["services"] for row in body["data"])
    clinics = [r for r in jakarta["data"] if r["kind"] == "KLINIK"]
    assert clinics and all("RAWAT_INAP" not in r["services"] for r in clinics)


def test_a_city_outside_the_province_is_refused(api: Api, budi: str) -> None:  # noqa: F811
    response = api.get(
        "/hospital/list", token=budi, params={"province_code": "32", "district_code": "31.74"}
    )
    body = problem(response, 422)
    assert body["message"] == (
        "Kabupaten/kota yang dipilih tidak berada di provinsi yang dipilih. Pilih kembali "
        "kabupaten/kota."
    )


def test_distance_needs_a_whole_location(api: Api, budi: str) -> None:  # noqa: F811
    no_location = problem(api.get("/hospital/list", token=budi, params={"sort": "DISTANCE"}), 422)
    assert "memerlukan lokasi Anda" in no_location["message"]
    for half in ({"latitude": -6.2}, {"longitude": 106.8}):
        body = problem(api.get("/hospital/list", token=budi, params=half), 422)
        assert "lintang dan bujur" in body["message"]


def test_distance_order_is_the_real_distance(api: Api, budi: str) -> None:  # noqa: F811
    here = (-10.9, 95.2)  # the Indian Ocean: no demo partner within 500 km
    far = place_hospital("RS Uji Jauh", -10.9, 95.2 + 5 / 111.0)
    near = place_hospital("RS Uji Dekat", -10.9 + 1 / 111.2, 95.2)
    middle = place_hospital("Klinik Uji Tengah", -10.9 - 2.5 / 111.2, 95.2 + 0.5 / 111.0)

    body = _list(api, budi, sort="DISTANCE", latitude=here[0], longitude=here[1], size=4)

    assert body["sort"] == "DISTANCE"
    assert [r["hospital_id"] for r in body["data"][:3]] == [near, middle, far]
    for row in body["data"]:
        exact = _km(*here, row["latitude"], row["longitude"])
        assert row["distance_km"] == round(exact, 1)
    assert body["data"][3]["distance_km"] > 500  # the next one is a demo partner far away
    second = _list(api, budi, sort="DISTANCE", latitude=here[0], longitude=here[1], size=2, page=2)
    assert second["data"][0]["hospital_id"] == far


def test_near_budi_the_nearest_come_first(api: Api, budi: str) -> None:  # noqa: F811
    body = _list(api, budi, sort="DISTANCE", latitude=BUDI_HOME[0], longitude=BUDI_HOME[1])
    distances = [row["distance_km"] for row in body["data"]]
    assert distances == sorted(distances)
    assert distances[0] < 1.0
    by_name = _list(api, budi, latitude=BUDI_HOME[0], longitude=BUDI_HOME[1], q="tebet")
    assert by_name["sort"] == "NAME"
    assert all(row["distance_km"] is not None for row in by_name["data"])
    assert all(row["distance_km"] is None for row in _list(api, budi, q="tebet")["data"])


def test_pages_cover_the_total_once(api: Api, budi: str) -> None:  # noqa: F811
    first = _list(api, budi, province_code="32", size=7)
    total = first["total"]
    seen: list[str] = []
    for page in range(1, math.ceil(total / 7) + 1):
        body = _list(api, budi, province_code="32", size=7, page=page)
        assert body["total"] == total and body["page"] == page
        seen += [row["hospital_id"] for row in body["data"]]
    assert len(seen) == len(set(seen)) == total
    assert _list(api, budi, province_code="32", size=7, page=99)["data"] == []


def test_the_detail_has_address_hours_and_map_link(api: Api, budi: str) -> None:  # noqa: F811
    response = api.get("/hospital/detail", token=budi, params={"hospital_id": "RS310001"})
    assert response.status_code == 200, response.text
    body = response.json()

    assert body["name"] == "RS Sentosa Medika Tebet"
    assert body["sub_district_name"] == "Tebet"
    assert body["district_name"] == "Kota Administrasi Jakarta Selatan"
    assert body["postal_code"] and body["postal_code"].startswith("128")
    assert body["phone"].startswith("+6221")
    assert body["opening_hours"] == [{"days": "Setiap hari", "hours": "24 jam"}]
    assert body["map_url"] == (
        "https://www.google.com/maps/search/?api=1&query=-6.229700,106.853100"
    )
    assert set(body["services"]) == {"RAWAT_INAP", "RAWAT_JALAN", "IGD_24_JAM", "CASHLESS"}


def test_an_unknown_partner_is_not_found(api: Api, budi: str) -> None:  # noqa: F811
    body = problem(api.get("/hospital/detail", token=budi, params={"hospital_id": "RS000000"}), 404)
    assert body["message"] == "Rumah sakit rekanan tidak ditemukan."
    problem(api.get("/hospital/detail", token=budi, params={"hospital_id": "RS1"}), 400)
