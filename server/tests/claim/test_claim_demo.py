"""Budi's demo claims (server/seed/claims.py) as he and the desk see them: one in every
status (two paid), the desk waiting for his laboratory results, the rejected one with its
reason, the paid ones the ledger's payouts KLM-<year>-000341 and -000977 with their amounts,
the partner hospitals they name, and each claim's documents in storage and his to download.
The demo on other seed days: test_claim_demo_any_day.py."""

from __future__ import annotations

from datetime import date
from typing import Any

import pytest
from sqlalchemy import select

from server.access.models import User
from server.db import transaction
from server.payment.models import DocumentCounter
from server.seed import seed_demo
from server.seed.demo_data import BUDI
from server.seed.facts import demo_facts
from server.tests import transaction_fixtures as fixtures
from server.tests.claim_demo_support import demo_claims_hold_together
from server.tests.claim_support import admin_account, staff
from server.tests.conftest import DEMO_DAY, Account, Api

__all__ = ["admin_account", "staff"]
on_day, budi = fixtures.on_day, fixtures.budi
FACTS = demo_facts(DEMO_DAY)["budi"]["claims"]


@pytest.fixture(scope="module")
def demo(app: Any, regions: None) -> dict[str, Account]:
    """The demo as of DEMO_DAY with the regions loaded first (so the partner hospitals the
    claims name are there)."""
    with transaction() as session:
        seed_demo(session, DEMO_DAY)
        budi_id = session.scalars(select(User.id).where(User.user_name == "budi.santoso")).one()
    return {
        "budi": Account(budi_id, "budi.santoso", "Portal#2026!", BUDI.nik, BUDI.birth_date, "", "")
    }


def _ok(response: Any) -> Any:
    assert response.status_code == 200, response.text
    return response.json()


def _claims(api: Api, budi: str) -> list[dict[str, Any]]:
    return list(_ok(api.get("/claim/list", token=budi, params={"size": 50}))["data"])


def _detail(api: Api, budi: str, number: str) -> dict[str, Any]:
    result: dict[str, Any] = _ok(
        api.get("/claim/detail", token=budi, params={"claim_number": number})
    )
    return result


def test_budi_has_a_claim_in_every_status(api: Api, budi: str) -> None:
    claims = _claims(api, budi)
    by_status: dict[str, Any] = {"PAID": []}
    for claim in sorted(claims, key=lambda c: c["submitted_at"]):
        if claim["status"] == "PAID":
            by_status["PAID"].append(claim["claim_number"])
        else:
            by_status[claim["status"]] = claim["claim_number"]
    assert by_status == FACTS
    assert set(by_status) == {
        "SUBMITTED", "DOCUMENTS_REQUESTED", "ANALYSIS", "APPROVED", "REJECTED", "PAID",
    }  # fmt: skip
    assert [c["claim_number"] for c in claims if c["needs_action"]] == [
        FACTS["DOCUMENTS_REQUESTED"]
    ]
    assert [c["submitted_at"] for c in claims] == sorted(
        (c["submitted_at"] for c in claims), reverse=True
    )


def test_the_desk_waits_for_budis_laboratory_results(api: Api, budi: str) -> None:
    claim = _detail(api, budi, FACTS["DOCUMENTS_REQUESTED"])
    request = claim["document_request"]
    assert [(i["type"], i["note"]) for i in request["items"]] == [
        ("HASIL_LAB", "Hasil tes Tubex/Widal dan darah lengkap.")
    ]
    assert request["note"] == "Mohon lengkapi agar klaim dapat kami analisa."
    assert claim["timeline"][-1]["status"] == "DOCUMENTS_REQUESTED"
    assert claim["timeline"][-1]["actor"] == "Petugas klaim"
    assert (claim["policy_number"], claim["insured"]["name"]) == ("KS23000456", "Budi Santoso")


def test_the_rejected_claim_says_why(api: Api, budi: str) -> None:
    claim = _detail(api, budi, FACTS["REJECTED"])
    assert claim["benefit"] == "PENYAKIT_KRITIS"
    assert claim["rejection_reason"].startswith(
        "Hipertensi esensial tidak termasuk penyakit kritis yang dijamin rider"
    )
    assert claim["timeline"][-1]["note"] == claim["rejection_reason"]
    approved = _detail(api, budi, FACTS["APPROVED"])
    assert (approved["kind"], approved["decision"]["approved_amount"], approved["payout"]) == (
        "DAILY_CASH", 1_500_000, None,
    )  # fmt: skip


def test_the_paid_claims_are_the_ledgers_payouts(api: Api, budi: str) -> None:
    older, newer = FACTS["PAID"]
    booked_ids = []
    for number, tail, amount in ((older, "000341", 8_450_000), (newer, "000977", 1_275_000)):
        claim = _detail(api, budi, number)
        payout = claim["payout"]
        year = date.fromisoformat(payout["transfer_date"]).year
        assert number == f"KLM-{year}-{tail}"
        assert claim["decision"]["approved_amount"] == amount
        params = {"transaction_id": payout["transaction_number"]}
        booked = _ok(api.get("/transaction/detail", token=budi, params=params))
        assert (booked["reference_number"], booked["amount"], booked["type"]) == (
            number, amount, "CLAIM_PAYOUT",
        )  # fmt: skip
        cuts = [(d["label"], -d["amount"]) for d in claim["decision"]["deductions"]]
        assert cuts == [(b["label"], b["amount"]) for b in booked["breakdown"] if b["amount"] < 0]
        booked_ids.append(payout["transaction_number"])
    params = {"policy_number": "KS23000456", "type": "CLAIM_PAYOUT", "size": 50}
    payouts = _ok(api.get("/transaction/list", token=budi, params=params))
    assert sorted(row["transaction_id"] for row in payouts["data"]) == sorted(booked_ids)


def test_the_partner_hospitals_are_the_demos(api: Api, budi: str) -> None:
    named = {}
    for summary in _claims(api, budi):
        event = _detail(api, budi, summary["claim_number"])["event"]
        if event["hospital_id"] is not None:
            params = {"hospital_id": event["hospital_id"]}
            partner = _ok(api.get("/hospital/detail", token=budi, params=params))
            assert partner["name"] == event["hospital_name"]
            named[summary["claim_number"]] = event["hospital_id"]
    assert named[FACTS["DOCUMENTS_REQUESTED"]] == named[FACTS["APPROVED"]] == "RS310001"
    assert named[FACTS["ANALYSIS"]] == "RS310003"


def test_each_claims_documents_download_for_budi(api: Api, budi: str) -> None:
    for summary in _claims(api, budi):
        claim = _detail(api, budi, summary["claim_number"])
        assert claim["documents"], summary["claim_number"]
        for document in claim["documents"]:
            file = api.get(
                "/document/file", token=budi, params={"document_id": document["document_id"]}
            )
            assert file.status_code == 200, file.text
            assert file.headers["content-type"] == "application/pdf"
            assert file.content.startswith(b"%PDF-")
            assert len(file.content) == document["size_bytes"]


def test_the_desk_sees_the_same_claims(api: Api, budi: str, staff: str) -> None:
    page = _ok(api.get("/admin/claim/list", token=staff, params={"status": "PAID"}))
    counts = {c["status"]: c["count"] for c in page["counts"]}
    assert counts == {
        "SUBMITTED": 1, "DOCUMENT_VERIFICATION": 0, "DOCUMENTS_REQUESTED": 1, "ANALYSIS": 1,
        "APPROVED": 1, "REJECTED": 1, "PAID": 2,
    }  # fmt: skip
    assert [i["claim_number"] for i in page["data"]] == list(reversed(FACTS["PAID"]))
    review = _ok(
        api.get("/admin/claim/detail", token=staff, params={"claim_number": FACTS["APPROVED"]})
    )
    assert [e["actor"] for e in review["claim"]["timeline"]] == [
        "budi.santoso", "admin.portal", "admin.portal", "admin.portal",
    ]  # fmt: skip
    assert review["allowed_actions"] == ["PAY"]


def test_the_rows_hold_together_and_new_numbers_follow_the_demos(budi: str) -> None:
    by_status = demo_claims_hold_together()
    assert sorted(n for numbers in by_status.values() for n in numbers) == sorted(
        [*FACTS["PAID"], *(v for k, v in FACTS.items() if k != "PAID")]
    )
    with transaction() as session:
        counter = session.scalar(
            select(DocumentCounter.value).where(DocumentCounter.name == "claim")
        )
    taken = [int(n[-6:]) for numbers in by_status.values() for n in numbers]
    assert counter is not None and counter >= max(taken)
