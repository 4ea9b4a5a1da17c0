"""Who sees and does what with claims: a customer only their own claims and documents
(another's answered 404 exactly like a missing one), a customer token refused on every staff
call and a staff token on every customer call (403), and the staff's download of a claim's
document serving only a document of that claim, inline and not to be sniffed (a 503 with
Retry-After while the storage fails to read it)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

from server.db import transaction
from server.documents import messages
from server.documents.models import Document
from server.tests.claim_desk_support import review
from server.tests.claim_submit_support import detail, inpatient, submitted, upload, uploaded
from server.tests.claim_support import Family, admin_account, family, staff, today
from server.tests.conftest import Api
from server.tests.storage_support import unreadable
from server.tests.support import answer, problem

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]
MISSING = "KLM-2000-999999"
NO_DOCUMENT = "A" * 22


def _same_404(*responses: Any) -> dict[str, Any]:
    """Each a 404 with the same body and headers as the first; the first's body."""
    first = problem(responses[0], 404)
    assert all(answer(r) == answer(responses[0]) for r in responses[1:])
    return first


def test_another_customers_claim_is_404_like_a_missing_one(api: Api, family: Make) -> None:
    me, other = family(), family()
    theirs = inpatient(api, other)
    number = submitted(api, other, theirs)
    mine = submitted(api, me, inpatient(api, me))

    found = _same_404(detail(api, me.token, number), detail(api, me.token, MISSING))
    assert found["message"] == "Klaim tidak ditemukan."
    lab = uploaded(api, me.token, "HASIL_LAB")
    _same_404(
        *(
            api.post(
                "/claim/document/answer", {"claim_number": n, "documents": lab}, token=me.token
            )
            for n in (number, MISSING)
        )
    )
    history = api.get("/claim/list", token=me.token, params={"size": 50}).json()
    assert [c["claim_number"] for c in history["data"]] == [mine] and history["total"] == 1
    assert detail(api, other.token, number).status_code == 200  # still theirs to see


def test_another_customers_claim_document_is_404_like_a_missing_one(api: Api, family: Make) -> None:
    me, other = family(), family()
    theirs = inpatient(api, other)
    submitted(api, other, theirs)
    document_id = theirs["documents"][0]["document_id"]

    def file(token: str, document_id: str) -> Any:
        return api.get("/document/file", token=token, params={"document_id": document_id})

    found = _same_404(file(me.token, document_id), file(me.token, NO_DOCUMENT))
    assert found["message"] == "Dokumen tidak ditemukan."
    assert file(other.token, document_id).status_code == 200


# ---------------------------------------------------------------- roles
def _staff_calls(number: str, document_id: str) -> list[tuple[str, str, dict[str, Any]]]:
    claim = {"claim_number": number}
    return [
        ("GET", "/admin/claim/list", {"params": {"status": "SUBMITTED"}}),
        ("GET", "/admin/claim/detail", {"params": claim}),
        ("GET", "/admin/claim/document", {"params": {**claim, "document_id": document_id}}),
        ("POST", "/admin/claim/verify", {"json": claim}),
        ("POST", "/admin/claim/analyse", {"json": claim}),
        ("POST", "/admin/claim/document/request", {"json": {**claim, "items": [{"type": "KTP"}]}}),
        ("POST", "/admin/claim/approve", {"json": {
            **claim, "approved_amount": 1_000, "deductions": [],
        }}),
        ("POST", "/admin/claim/reject", {"json": {**claim, "reason": "Alasan penolakan uji."}}),
        ("POST", "/admin/claim/pay", {"json": {
            **claim, "transfer_date": today().isoformat(), "transfer_reference": "BCA-TRF-000001",
        }}),
    ]  # fmt: skip


def test_a_customer_token_is_403_on_every_staff_claim_call(api: Api, family: Make) -> None:
    me = family()
    body = inpatient(api, me)
    number = submitted(api, me, body)
    calls = _staff_calls(number, body["documents"][0]["document_id"])
    assert len(calls) == 9  # every operation of openapi/paths/admin@claim@*.yaml
    for method, path, kwargs in calls:
        problem(api.call(method, path, token=me.token, **kwargs), 403)
    claim = detail(api, me.token, number).json()
    assert claim["status"] == "SUBMITTED" and len(claim["timeline"]) == 1


def test_a_staff_token_is_403_on_every_customer_claim_call(
    api: Api, family: Make, staff: str
) -> None:
    me = family()
    body = inpatient(api, me)
    number = submitted(api, me, body)
    document_id = body["documents"][0]["document_id"]
    key = {"Idempotency-Key": "staff-may-not-submit-0001"}
    calls: list[tuple[str, str, dict[str, Any]]] = [
        ("GET", "/claim/benefit/list", {}),
        ("GET", "/claim/validate/benefit", {"params": {
            "policy_number": me.health, "insured_id": me.insured["health:self"],
            "benefit": "RAWAT_INAP",
        }}),
        ("POST", "/claim/submit", {"json": inpatient(api, me), "headers": key}),
        ("GET", "/claim/list", {}),
        ("GET", "/claim/detail", {"params": {"claim_number": number}}),
        ("POST", "/claim/document/answer", {"json": {
            "claim_number": number, "documents": [{"type": "KTP", "document_id": document_id}],
        }}),
        ("POST", "/document/discard", {"json": {"document_id": document_id}}),
        ("GET", "/document/file", {"params": {"document_id": document_id}}),
    ]  # fmt: skip
    for method, path, kwargs in calls:
        problem(api.call(method, path, token=staff, **kwargs), 403)
    problem(upload(api, staff), 403)
    assert review(api, staff, number)["claim"]["status"] == "SUBMITTED"


# ---------------------------------------------------------------- the staff's download
def test_staff_download_only_a_document_attached_to_that_claim(
    api: Api, family: Make, staff: str
) -> None:
    me, other = family(), family()
    body = inpatient(api, me)
    number = submitted(api, me, body)
    elsewhere = inpatient(api, other)
    submitted(api, other, elsewhere)
    loose = uploaded(api, me.token, "HASIL_LAB")[0]["document_id"]  # never attached

    def download(claim_number: str, document_id: str) -> Any:
        params = {"claim_number": claim_number, "document_id": document_id}
        return api.get("/admin/claim/document", token=staff, params=params)

    shown = review(api, staff, number)["claim"]["documents"]
    assert [d["document_id"] for d in shown] == [d["document_id"] for d in body["documents"]]
    for document in shown:
        file = download(number, document["document_id"])
        assert file.status_code == 200, file.text
        assert file.headers["content-type"] == "application/pdf"
        assert file.headers["content-disposition"] == f'inline; filename="{document["file_name"]}"'
        assert file.headers["x-content-type-options"] == "nosniff"
        assert file.content.startswith(b"%PDF-")
        assert len(file.content) == document["size_bytes"]

    refused = [
        download(number, elsewhere["documents"][0]["document_id"]),  # another claim's
        download(number, loose),  # the customer's, on no claim
        download(number, NO_DOCUMENT),
    ]
    for response in refused:
        assert problem(response, 404)["message"] == "Dokumen tidak ditemukan pada klaim ini."
    missing = problem(download(MISSING, body["documents"][0]["document_id"]), 404)
    assert missing["message"] == "Klaim tidak ditemukan."


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("kwitansi rs (1).pdf", "kwitansi_rs__1_.pdf"),
        ('hasil "lab"\r\nX-Evil: 1.pdf', None),  # quotes and a line break in the name
        ("résumé médis.pdf", "r_sum__m_dis.pdf"),
    ],
)
def test_the_staff_download_names_the_file_safely(
    api: Api, family: Make, staff: str, name: str, shown: str | None
) -> None:
    me = family()
    body = inpatient(api, me)
    body["documents"][0]["document_id"] = upload(api, me.token, name=name).json()["document_id"]
    number = submitted(api, me, body)
    params = {"claim_number": number, "document_id": body["documents"][0]["document_id"]}
    file = api.get("/admin/claim/document", token=staff, params=params)
    header = file.headers["content-disposition"]
    assert re.fullmatch(r'inline; filename="[A-Za-z0-9._-]{1,100}\.pdf"', header), header
    assert shown is None or header == f'inline; filename="{shown}"'
    assert "x-evil" not in file.headers


def test_staff_download_while_the_storage_fails_is_a_503(
    api: Api, family: Make, staff: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    me = family()
    body = inpatient(api, me)
    number = submitted(api, me, body)
    document_id = body["documents"][0]["document_id"]
    with transaction() as session:
        document = session.get(Document, document_id)
        assert document is not None
        key = document.storage_key
    params = {"claim_number": number, "document_id": document_id}

    unreadable(monkeypatch, [key])
    response = api.get("/admin/claim/document", token=staff, params=params)
    assert problem(response, 503)["message"] == messages.STORAGE_READ
    assert response.headers["retry-after"] == "30"
    monkeypatch.undo()
    assert api.get("/admin/claim/document", token=staff, params=params).status_code == 200
