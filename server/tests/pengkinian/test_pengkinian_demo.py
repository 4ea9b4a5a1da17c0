"""Budi's demo Pengkinian Data: one approved submission (his e-mail, with its audit trail)
and one pending (his current address), as server/seed/facts.py names them."""

from __future__ import annotations

from sqlalchemy import select

from server.db import transaction
from server.pengkinian.models import CustomerAuditEntry
from server.seed.facts import demo_facts
from server.tests import transaction_fixtures as fixtures
from server.tests.conftest import DEMO_DAY, Api

demo, on_day, budi = fixtures.demo, fixtures.on_day, fixtures.budi


def test_budi_has_an_approved_and_a_pending_submission(api: Api, budi: str) -> None:
    kyc = demo_facts(DEMO_DAY)["budi"]["kyc"]
    page = api.get(
        "/transaction/kyc/list", token=budi, params={"policy_number": "KS23000456"}
    ).json()
    assert [(s["registration_number"], s["status"]) for s in page["data"]] == [
        (kyc["pending"], "PENDING"),
        (kyc["approved"], "APPROVED"),
    ]
    eligibility = api.get(
        "/policy/validasiPengkinanData", token=budi, params={"policy_number": "UL24000123"}
    ).json()
    assert eligibility["pending_registration_number"] == kyc["pending"]
    approved = api.get(
        "/transaction/kyc/detail", token=budi, params={"registration_number": kyc["approved"]}
    ).json()
    assert [c["new_value"] for c in approved["changes"]] == ["budi.santoso@gmail.com"]
    with transaction() as session:
        audit = session.scalars(select(CustomerAuditEntry)).all()
    assert [(a.field, a.changed_by) for a in audit] == [("data_email", "admin.portal")]


def test_budis_current_data_is_complete(api: Api, budi: str) -> None:
    data = api.get(
        "/policy/infoPengkinanData", token=budi, params={"policy_number": "UL24000123"}
    ).json()
    assert data["CurrentAddress"]["postal_code"] == "12810"
    assert data["WorkingAddress"]["village_code"] == "31.74.07.1006"
    assert data["WorkingData"]["company_name"] == "PT Nusantara Data Prima"
