"""The Idempotency-Key of claim/submit: the same key and body answer the first claim (as it
stands now), the same key with another body is 422, no key is 400; two submissions of the same
documents (two tabs, each with its own key) make one claim; a refused submission's uploads go
with a new one. The rules of a claim: test_claim_submit.py."""

from __future__ import annotations

import copy
import uuid
from collections.abc import Callable

import pytest

from server.tests.claim_desk_support import acted
from server.tests.claim_rows_support import attached_to, claims_of
from server.tests.claim_submit_support import (
    NOT_ATTACHABLE,
    ago,
    document_ids,
    field_errors,
    inpatient,
    outpatient,
    submit,
    submitted,
    upload,
)
from server.tests.claim_support import Family, admin_account, family, staff
from server.tests.conftest import Api
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]


# ---------------------------------------------------------------- Idempotency-Key
def test_the_same_key_and_body_answer_the_first_claim(api: Api, family: Make, staff: str) -> None:
    me = family()
    body, key = inpatient(api, me), uuid.uuid4().hex
    first = submit(api, me.token, body, key)
    second = submit(api, me.token, body, key)
    assert first.status_code == second.status_code == 201, second.text
    number = first.json()["claim_number"]
    assert second.json() == first.json()
    assert claims_of(me) == [number]
    acted(api, staff, "verify", number)
    later = submit(api, me.token, body, key)  # the first claim as it stands now
    assert later.status_code == 201, later.text
    assert (later.json()["claim_number"], later.json()["status"]) == (
        number, "DOCUMENT_VERIFICATION",
    )  # fmt: skip
    assert claims_of(me) == [number]


def test_the_same_key_with_another_body_is_422(api: Api, family: Make) -> None:
    me = family()
    body, key = inpatient(api, me), uuid.uuid4().hex
    first = submit(api, me.token, body, key)
    assert first.status_code == 201, first.text
    number = first.json()["claim_number"]
    other = outpatient(api, me)
    refused = problem(submit(api, me.token, other, key), 422)
    assert refused["message"] == (
        "Kunci pengajuan ini sudah dipakai untuk klaim lain. Muat ulang halaman lalu ajukan "
        "kembali."
    )
    assert claims_of(me) == [number] and attached_to(*document_ids(other)) == [None, None]


def test_no_key_is_400(api: Api, family: Make) -> None:
    me = family()
    body = inpatient(api, me)
    problem(api.post("/claim/submit", body, token=me.token), 400)
    problem(submit(api, me.token, body, "pendek"), 400)  # shorter than 16 characters
    assert claims_of(me) == [] and attached_to(*document_ids(body)) == [None] * 3


def test_two_submissions_of_the_same_documents_make_one_claim(api: Api, family: Make) -> None:
    """Two tabs with one draft, each with its own key."""
    me = family()
    body = inpatient(api, me)
    number = submitted(api, me, body)
    problem(submit(api, me.token, body), 422)  # the same event
    moved = copy.deepcopy(body)  # another stay, the same files
    moved["event"].update(event_date=ago(20), end_date=ago(18))
    assert field_errors(submit(api, me.token, moved)) == [
        {"field": f"documents[{i}].document_id", "message": NOT_ATTACHABLE} for i in range(3)
    ]
    assert claims_of(me) == [number]


def test_a_refused_submissions_uploads_go_with_a_new_one(api: Api, family: Make) -> None:
    """A refusal leaves the uploads as they were: the same files and a new one together."""
    me = family()
    body = inpatient(api, me)
    body["documents"] = body["documents"][:2]
    assert field_errors(submit(api, me.token, body))[0]["field"] == "documents"
    extra = upload(api, me.token, name="resume.pdf").json()["document_id"]
    body["documents"].append({"type": "RESUME_MEDIS", "document_id": extra})
    assert submit(api, me.token, body).status_code == 201
