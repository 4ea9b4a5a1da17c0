"""A claim from the validation of its benefit to its payout, over HTTP: submitted with its
documents, staff ask for a document, the customer answers with exactly that, staff approve
with a deduction and pay; every change is e-mailed and the payout is in the transaction
history. And a repeat of the submission with the same Idempotency-Key makes no second claim."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.settings import Settings
from server.tests.claim_submit_support import inpatient, submit, upload
from server.tests.claim_support import Family, admin_account, family, staff, today
from server.tests.conftest import Api
from server.tests.support import outbox

__all__ = ["admin_account", "family", "staff"]


def _act(api: Api, token: str, action: str, body: dict[str, Any]) -> Any:
    return api.post(f"/admin/claim/{action}", body, token=token)


def test_validate_then_submit_then_follow_to_the_payout(
    api: Api, family: Callable[..., Family], staff: str, settings: Settings
) -> None:
    me = family()
    params = {
        "policy_number": me.health,
        "insured_id": me.insured["health:self"],
        "benefit": "RAWAT_INAP",
    }
    valid = api.get("/claim/validate/benefit", token=me.token, params=params)
    assert valid.status_code == 200, valid.text
    assert valid.json()["limit"]["remaining_amount"] == 50_000_000
    assert [d["type"] for d in valid.json()["documents"] if d["required"]] == [
        "KWITANSI", "RINCIAN_BIAYA", "RESUME_MEDIS",
    ]  # fmt: skip

    body = inpatient(api, me)
    key = "claim-key-0000000001"
    made = submit(api, me.token, body, key)
    assert made.status_code == 201, made.text
    claim = made.json()
    number = claim["claim_number"]
    assert claim["status"] == "SUBMITTED" and claim["bank_account"]["account_number"].endswith(
        "4521"
    )
    assert claim["bank_account"]["account_number"].startswith("******")
    again = submit(api, me.token, body, key)
    assert again.status_code == 201 and again.json()["claim_number"] == number
    history = api.get("/claim/list", token=me.token).json()
    assert [c["claim_number"] for c in history["data"]] == [number]

    assert _act(api, staff, "verify", {"claim_number": number}).status_code == 200
    asked = _act(api, staff, "document/request", {
        "claim_number": number, "note": "Mohon dilengkapi.",
        "items": [{"type": "HASIL_LAB", "note": "Hasil NS1 dan trombosit."}],
    })  # fmt: skip
    assert asked.status_code == 200, asked.text
    mine = api.get("/claim/detail", token=me.token, params={"claim_number": number}).json()
    assert mine["status"] == "DOCUMENTS_REQUESTED" and mine["needs_action"]
    assert mine["document_request"]["items"][0]["type"] == "HASIL_LAB"
    assert mine["timeline"][-1]["actor"] == "Petugas klaim"

    lab = upload(api, me.token, name="lab.pdf", claim_number=number).json()["document_id"]
    answered = api.post(
        "/claim/document/answer",
        {"claim_number": number, "documents": [{"type": "HASIL_LAB", "document_id": lab}]},
        token=me.token,
    )
    assert answered.status_code == 200, answered.text
    assert answered.json()["status"] == "DOCUMENT_VERIFICATION"
    assert answered.json()["document_request"] is None

    assert _act(api, staff, "analyse", {"claim_number": number}).status_code == 200
    approved = _act(api, staff, "approve", {
        "claim_number": number, "approved_amount": 11_750_000,
        "deductions": [{"label": "Biaya administrasi rumah sakit", "amount": 750_000}],
    })  # fmt: skip
    assert approved.status_code == 200, approved.text
    assert approved.json()["limit"]["used_amount"] == 11_750_000
    paid = _act(api, staff, "pay", {
        "claim_number": number, "transfer_date": today().isoformat(),
        "transfer_reference": "BCA-TRF-88213409",
    })  # fmt: skip
    assert paid.status_code == 200, paid.text
    detail = paid.json()["claim"]
    assert detail["status"] == "PAID" and detail["payout"]["transaction_number"].startswith("TRX-")
    assert [e["status"] for e in detail["timeline"]] == [
        "SUBMITTED", "DOCUMENT_VERIFICATION", "DOCUMENTS_REQUESTED", "DOCUMENT_VERIFICATION",
        "ANALYSIS", "APPROVED", "PAID",
    ]  # fmt: skip

    trx = api.get(
        "/transaction/list", token=me.token,
        params={"policy_number": me.health, "type": "CLAIM_PAYOUT"},
    )  # fmt: skip
    assert trx.status_code == 200, trx.text
    rows = trx.json()["data"]
    assert len(rows) == 1 and rows[0]["amount"] == 11_750_000 and rows[0]["flow"] == "IN"
    one = api.get(
        "/transaction/detail", token=me.token,
        params={"transaction_id": rows[0]["transaction_id"]},
    )  # fmt: skip
    assert one.status_code == 200, one.text
    assert one.json()["reference_number"] == number
    assert sum(line["amount"] for line in one.json()["breakdown"]) == 11_750_000
    mails = outbox(settings, "CLAIM_PAID", me.account.email)
    assert mails and number in mails[-1]["subject"]
    # Every notice names the claim and the insured as written (never lower-cased).
    for kind in ("CLAIM_DOCUMENT_VERIFICATION", "CLAIM_ANALYSIS"):
        (mail, *_) = outbox(settings, kind, me.account.email)
        assert f"nomor {number} untuk " in mail["body"], (kind, mail["body"])
