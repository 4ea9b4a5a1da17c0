"""Reading claims costs a fixed number of SQL statements, whatever a page or a claim holds:
Riwayat Klaim is the count, the page and the names of its policies and insured persons
(three); a claim's detail six (the claim, its events, its documents, the names, the
documents' files, the bank's name) and one more for a paid claim's transaction; the desk's
queue two (the counts, the page); its detail ten (the detail's, the customer, the benefit,
its policy and the limit used) and the paid claim's one more. The guard that finds the
session adds at most two (the session lookup and its last-seen update). An N+1 (a lazy load
per row, a query per event or document) fails here."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.tests.claim_desk_support import acted, approved
from server.tests.claim_submit_support import inpatient, outpatient, submitted, upload
from server.tests.claim_support import Family, admin_account, family, staff, today
from server.tests.conftest import Api
from server.tests.support import Statements

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "family", "staff"]
GUARD = 2  # the session lookup and the last-seen update of the guard


@pytest.fixture
def claims(api: Api, family: Callable[..., Family], staff: str) -> tuple[Family, dict[str, str]]:
    """A customer with a fresh claim (three documents, one event), one that went through a
    request for documents (six documents, four events) and a paid one."""
    me = family()
    fresh = submitted(api, me, outpatient(api, me, days_ago=20))
    answered = submitted(api, me, inpatient(api, me))
    acted(api, staff, "verify", answered)
    items = [{"type": "HASIL_LAB"}, {"type": "SURAT_DOKTER"}]
    acted(api, staff, "document/request", answered, items=items)
    documents = []
    for kind in ("HASIL_LAB", "HASIL_LAB", "SURAT_DOKTER"):
        document_id = upload(api, me.token, claim_number=answered).json()["document_id"]
        documents.append({"type": kind, "document_id": document_id})
    body = {"claim_number": answered, "documents": documents}
    assert api.post("/claim/document/answer", body, token=me.token).status_code == 200
    paid = submitted(api, me, outpatient(api, me, days_ago=10))
    approved(api, staff, paid, 850_000)
    pay = {"transfer_date": today().isoformat(), "transfer_reference": "BCA-TRF-00012345"}
    acted(api, staff, "pay", paid, **pay)
    return me, {"fresh": fresh, "answered": answered, "paid": paid}


def _read(
    api: Api, token: str, path: str, statements: Statements, **params: Any
) -> tuple[Any, int]:
    """The answer and the statements of the read itself (the guard's counted apart)."""
    statements.take()
    response = api.get(path, token=token, params=params)
    assert response.status_code == 200, response.text
    seen = statements.take()
    guard = sum("user_sessions" in s for s in seen)
    assert guard <= GUARD
    return response.json(), len(seen) - guard


def test_the_customers_reads_are_a_fixed_number_of_statements(
    api: Api, family: Callable[..., Family], claims: tuple[Family, dict[str, str]],
    statements: Statements,
) -> None:  # fmt: skip
    me, numbers = claims
    for params in ({}, {"size": 1, "page": 2}, {"status": "PAID"}):
        page, count = _read(api, me.token, "/claim/list", statements, **params)
        assert count == 3, params
    assert page["data"][0]["claim_number"] == numbers["paid"]
    nobody = family()
    page, count = _read(api, nobody.token, "/claim/list", statements)
    assert (page["data"], count) == ([], 2)  # no names to look up

    shapes = {}
    for which, number in numbers.items():
        claim, count = _read(api, me.token, "/claim/detail", statements, claim_number=number)
        shapes[which] = (len(claim["documents"]), len(claim["timeline"]), count)
    # (documents, events, statements): the paid claim reads its payout's transaction too.
    assert shapes == {"fresh": (2, 1, 6), "answered": (6, 4, 6), "paid": (2, 5, 7)}


def test_the_desks_reads_are_a_fixed_number_of_statements(
    api: Api, claims: tuple[Family, dict[str, str]], staff: str, statements: Statements
) -> None:
    _, numbers = claims
    for status in ("SUBMITTED", "DOCUMENT_VERIFICATION", "PAID", "DOCUMENTS_REQUESTED"):
        page, count = _read(api, staff, "/admin/claim/list", statements, status=status, size=50)
        assert count == 2, status
    assert page["data"] == []  # none is waiting for documents: the same two

    counts = {}
    for which, number in numbers.items():
        _, counts[which] = _read(api, staff, "/admin/claim/detail", statements, claim_number=number)
    assert counts == {"fresh": 10, "answered": 10, "paid": 11}
