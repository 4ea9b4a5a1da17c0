"""Budi's demo claims hold on any seed day: a fresh database is seeded a year back, on the last
day of a year three years on, on 29 February and on the first of a month; the rows tell one
consistent story (claim_demo_support.demo_claims_hold_together), Budi sees the claims the facts
name, downloads their documents and answers the desk's request for his laboratory results.

The days are fixed around DEMO_DAY (the seed reads only the clock), so they never depend on
the date of the run."""

from __future__ import annotations

from datetime import date

from server.seed.demo_data import BUDI
from server.seed.facts import demo_facts
from server.tests import document_samples
from server.tests.claim_demo_support import demo_claims_hold_together
from server.tests.conftest import Api, SignIn
from server.tests.demo_day_support import demo_account, demo_days, ok

DAYS = {  # around DEMO_DAY (22 November 2026)
    "a year back": date(2025, 11, 22),
    "new year's eve, three years on": date(2029, 12, 31),
    "29 February": date(2028, 2, 29),
    "the first of a month": date(2027, 3, 1),
}


on_day = demo_days(DAYS)


def _budi(signin: SignIn) -> str:
    account = demo_account("budi.santoso", "Portal#2026!", BUDI.nik)
    return str(signin.signed_in(account)["token"])


def test_budis_claims_hold_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    facts = demo_facts(day)["budi"]["claims"]
    by_status = demo_claims_hold_together()
    assert {status: sorted(numbers) for status, numbers in by_status.items()} == {
        status: sorted(numbers) if status == "PAID" else [numbers]
        for status, numbers in facts.items()
    }

    token = _budi(signin)
    claims = ok(api.get("/claim/list", token=token, params={"size": 50}))["data"]
    assert {c["claim_number"]: c["status"] for c in claims} == {
        n: s for s, numbers in by_status.items() for n in numbers
    }
    waiting = facts["DOCUMENTS_REQUESTED"]
    detail = ok(api.get("/claim/detail", token=token, params={"claim_number": waiting}))
    for document in detail["documents"]:
        params = {"document_id": document["document_id"]}
        assert api.get("/document/file", token=token, params=params).status_code == 200

    lab = api.post(
        "/document/upload",
        token=token,
        data={"purpose": "CLAIM_DOCUMENT", "claim_number": waiting},
        files={"file": ("hasil-lab.pdf", document_samples.pdf(), "application/pdf")},
    )
    assert lab.status_code == 201, lab.text
    answer = {
        "claim_number": waiting,
        "documents": [{"type": "HASIL_LAB", "document_id": lab.json()["document_id"]}],
    }
    answered = ok(api.post("/claim/document/answer", answer, token=token))
    assert answered["status"] == "DOCUMENT_VERIFICATION"
