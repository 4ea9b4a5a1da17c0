"""Pengkinian Data over HTTP: eligibility, the current data, and the draft's rules (422s
naming the field), NIK warnings, proofs and the replacement of a previous draft."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.policy.models import PolicyStatus
from server.tests.conftest import Api
from server.tests.pengkinian_support import (
    BANGKA,
    Holder,
    current,
    customer,
    draft,
    moved,
    regions,
    request_from,
)
from server.tests.support import problem

__all__ = ["customer", "regions"]
Make = Callable[..., Holder]


def _eligibility(api: Api, holder: Holder, number: str | None = None) -> Any:
    return api.get(
        "/policy/validasiPengkinanData", token=holder.token,
        params={"policy_number": number or holder.policy_number},
    )  # fmt: skip


def _fields(body: dict[str, Any]) -> list[str]:
    return [error["field"] for error in body.get("errors", [])]


def test_an_active_policy_may_start_an_update(api: Api, customer: Make) -> None:
    holder = customer()
    assert _eligibility(api, holder).json() == {
        "policy_number": holder.policy_number, "allowed": True, "reason": None,
        "message": None, "pending_registration_number": None,
    }  # fmt: skip


def test_an_ended_policy_may_not(api: Api, customer: Make) -> None:
    for status in (PolicyStatus.LAPSE, PolicyStatus.TERMINATED, PolicyStatus.CLAIMED):
        body = _eligibility(api, customer(status)).json()
        assert (body["allowed"], body["reason"]) == (False, "POLICY_ENDED")
        assert "sudah berakhir" in body["message"]


def test_another_customers_policy_is_answered_like_a_missing_one(api: Api, customer: Make) -> None:
    mine, theirs = customer(), customer()
    other = problem(_eligibility(api, mine, theirs.policy_number), 404)
    missing = problem(_eligibility(api, mine, "XX99999999"), 404)
    assert other["message"] == missing["message"] == "Polis tidak ditemukan."
    problem(
        api.get("/policy/infoPengkinanData", token=mine.token,
                params={"policy_number": theirs.policy_number}),
        404,
    )  # fmt: skip


def test_current_data_with_region_names(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    data = current(api, holder)
    assert data["Identity"]["id_number"] == holder.account.nik
    assert data["IdCarddAddress"]["village_name"] == "Tebet Timur"
    assert data["IdCarddAddress"]["district_name"] == "Kota Administrasi Jakarta Selatan"
    assert data["data_hp"] == holder.account.phone and "WorkingAddress" not in data


def test_draft_lists_changes_as_a_person_reads_them(
    api: Api, customer: Make, regions: None
) -> None:
    holder = customer()
    made = draft(api, holder, moved(api, holder))
    assert made.status_code == 201, made.text
    body = made.json()
    village = next(c for c in body["changes"] if c["field"] == "village_code")
    assert village == {
        "section": "CurrentAddress", "field": "village_code", "label": "Kelurahan/Desa",
        "old_value": "Tebet Timur", "new_value": "Bangka",
    }  # fmt: skip
    assert body["warnings"] == []
    assert [p["caseOtp"] for p in body["proofs"]] == ["PENGKINIAN"]
    assert body["proofs"][0]["destination"].endswith(holder.account.phone[-4:])


def test_nothing_changed_is_refused(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    body = problem(draft(api, holder, request_from(current(api, holder))), 422)
    assert "Tidak ada data yang berubah" in body["message"]


def test_postal_code_must_be_the_villages(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    form = moved(api, holder)
    form["CurrentAddress"]["postal_code"] = "12810"
    body = problem(draft(api, holder, form), 422)
    assert _fields(body) == ["CurrentAddress.postal_code"]
    assert (
        body["message"] == "Kode pos 12810 tidak sesuai dengan kelurahan Bangka (kode pos 12730)."
    )


def test_region_chain_must_hold(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    form = moved(api, holder)
    form["CurrentAddress"]["sub_district_code"] = "31.74.01"  # Tebet, not Mampang Prapatan
    assert _fields(problem(draft(api, holder, form), 422)) == ["CurrentAddress.sub_district_code"]
    form["CurrentAddress"] = {**BANGKA, "village_code": "31.74.03.9999"}
    assert _fields(problem(draft(api, holder, form), 422)) == ["CurrentAddress.village_code"]


def test_master_codes_must_exist(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    form = moved(api, holder)
    form["WorkingData"]["business_code"] = "JEDI"
    form["FinancialData"]["bank_code"] = "999"
    assert sorted(_fields(problem(draft(api, holder, form), 422))) == [
        "FinancialData.bank_code", "WorkingData.business_code",
    ]  # fmt: skip


def test_identity_change_needs_the_customers_id_document(
    api: Api, customer: Make, regions: None
) -> None:
    holder = customer()
    form = request_from(current(api, holder))
    form["Identity"]["birth_place"] = "Bogor"
    assert _fields(problem(draft(api, holder, form), 422)) == ["id_document_id"]
    form["id_document_id"] = "A" * 22  # nobody's document
    assert _fields(problem(draft(api, holder, form), 422)) == ["id_document_id"]


def test_an_employer_needs_company_and_office(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    form = request_from(current(api, holder))
    form["WorkingData"]["occupation_code"] = "KARYAWAN_SWASTA"
    form["Corespondency"]["mailing_address"] = "WORKING_ADDRESS"
    assert sorted(_fields(problem(draft(api, holder, form), 422))) == [
        "Corespondency.mailing_address", "WorkingAddress", "WorkingData.company_name",
    ]  # fmt: skip
    form["WorkingData"]["company_name"] = "PT Maju Bersama"
    form["WorkingAddress"] = dict(BANGKA)
    assert draft(api, holder, form).status_code == 201


def test_nik_mismatch_is_a_warning_not_a_refusal(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    form = moved(api, holder)
    form["IdCarddAddress"] = {**BANGKA, "province_code": "31", **_gambir()}
    made = draft(api, holder, form)
    assert made.status_code == 201, made.text
    assert [w["code"] for w in made.json()["warnings"]] == ["NIK_REGION_MISMATCH"]


def _gambir() -> dict[str, str]:
    # Gambir, Gambir, Kota Administrasi Jakarta Pusat (31.71.01.1001, 10110).
    return {"district_code": "31.71", "sub_district_code": "31.71.01",
            "village_code": "31.71.01.1001", "postal_code": "10110"}  # fmt: skip


def test_new_phone_and_email_are_proved_at_the_new_addresses(
    api: Api, customer: Make, regions: None
) -> None:
    holder = customer()
    form = request_from(current(api, holder))
    form["data_hp"] = "081398765432"
    form["data_email"] = "Baru@Contoh.co.id"
    body = draft(api, holder, form).json()
    assert [(p["caseOtp"], p["channel"]) for p in body["proofs"]] == [
        ("PENGKINIAN_EMAIL", "EMAIL"), ("PENGKINIAN_HP", "SMS"), ("PENGKINIAN", "SMS"),
    ]  # fmt: skip
    assert body["proofs"][1]["destination"] == "+62 813-****-5432"
    phone = next(c for c in body["changes"] if c["field"] == "data_hp")
    assert phone["new_value"] == "+6281398765432"


def test_a_new_draft_replaces_the_previous_one(api: Api, customer: Make, regions: None) -> None:
    holder = customer()
    first = draft(api, holder, moved(api, holder)).json()
    second = draft(api, holder, moved(api, holder)).json()
    gone = api.post(
        "/pengkinian/otp/generate", {"caseOtp": "PENGKINIAN", "draft_id": first["draft_id"]},
        token=holder.token,
    )  # fmt: skip
    assert "kedaluwarsa" in problem(gone, 404)["message"]
    assert first["draft_id"] != second["draft_id"]
