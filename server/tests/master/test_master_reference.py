"""GET /master/reference: every list from the database (loaded by seed_reference), countries
in Indonesian (pycountry), banks from Bank Indonesia's codes (p1-bank), ETag/304, the public
Cache-Control, while personal answers stay no-store; the lookup interface of other areas."""

from __future__ import annotations

from typing import Any

from server.db import transaction
from server.master import lookup
from server.tests.conftest import Api


def _reference(api: Api) -> Any:
    response = api.get("/master/reference")
    assert response.status_code == 200, response.text
    return response


def test_every_list_with_codes_and_descriptions(api: Api) -> None:
    body = _reference(api).json()

    assert body["nationality"] == [
        {"nationality_code": "01", "nationality_desc": "Warga Negara Indonesia (WNI)"},
        {"nationality_code": "99", "nationality_desc": "Warga Negara Asing (WNA)"},
    ]
    assert body["id_type"] == [
        {"id_type_code": "KTP", "id_type_desc": "Kartu Tanda Penduduk", "nationality_code": "01"},
        {"id_type_code": "PASPOR", "id_type_desc": "Paspor", "nationality_code": "99"},
    ]
    assert [m["marital_code"] for m in body["marital"]] == [
        "BELUM_KAWIN", "KAWIN", "CERAI_HIDUP", "CERAI_MATI",
    ]  # fmt: skip
    assert len(body["religion"]) == 7
    assert {g["gender_code"] for g in body["gender"]} == {"L", "P"}
    occupations = {o["occupation_code"]: o["needs_employer"] for o in body["occupation"]}
    assert occupations["KARYAWAN_SWASTA"] is True and occupations["WIRASWASTA"] is False
    assert len(body["business"]) == 21  # the sections of KBLI 2020


def test_countries_in_indonesian_and_banks_by_bank_indonesia_code(api: Api) -> None:
    body = _reference(api).json()
    countries = {c["country_code"]: c["country_desc"] for c in body["country"]}
    assert len(countries) == 249
    assert countries["ID"] == "Indonesia"
    assert countries["SG"] == "Singapura"
    assert countries["NL"] == "Belanda"
    banks = {b["bank_code"]: b["bank_name"] for b in body["bank"]}
    assert banks["014"] == "Bank Central Asia (BCA)"
    assert banks["002"] == "Bank Rakyat Indonesia (BRI)"
    assert banks["008"] == "Bank Mandiri"
    assert [b["bank_code"] for b in body["bank"]] == sorted(banks)


def test_etag_304_and_public_cache_control(api: Api) -> None:
    first = _reference(api)
    assert first.headers["cache-control"] == "public, max-age=86400"
    tag = first.headers["etag"]
    again = api.get("/master/reference", headers={"If-None-Match": f'W/{tag}, "other"'})
    assert again.status_code == 304 and again.content == b""
    assert api.get("/master/reference", headers={"If-None-Match": '"m-0"'}).status_code == 200


def test_personal_and_other_public_answers_stay_no_store(api: Api) -> None:
    # The master lists' public Cache-Control is theirs alone.
    assert api.get("/config/all").headers["cache-control"] == "no-store"
    assert api.get("/policy/list").headers["cache-control"] == "no-store"


def test_lookup_describes_codes_for_other_areas() -> None:
    with transaction() as session:
        assert lookup.describe(session, "bank", "014") == "Bank Central Asia (BCA)"
        assert lookup.describe(session=session, list_name="country", code="JP") == "Jepang"
        assert lookup.describe(session, "marital", "KAWIN") == "Kawin"
        assert lookup.describe(session, "marital", "NIKAH") is None
        assert lookup.needs_employer(session, "PNS") is True
        assert lookup.needs_employer(session, "PENSIUNAN") is False
        assert lookup.needs_employer(session, "ASTRONOT") is None
        try:
            lookup.describe(session, "planet", "X")
        except ValueError:
            pass
        else:
            raise AssertionError("an unknown list name must raise")
