"""A customer's complaint: the acknowledgement (register number, due date in working days,
the inbox and e-mail notice), the Idempotency-Key, each refusal (422: a policy not the
customer's, an attachment that cannot be taken, a sixth complaint being handled; a refusal
changes nothing), attachments, and the customer's list and detail (another's: 404)."""

from __future__ import annotations

import threading
import uuid
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC, datetime
from typing import Any

import pytest

from server.complaint.messages import tanggal
from server.tests import document_samples
from server.tests.claim_support import admin_account, staff, today
from server.tests.complaint.helpers import (
    DESCRIPTION,
    Me,
    act,
    attached_to,
    body,
    complaints_of,
    customer,
    detail,
    inbox,
    submit,
    submitted,
    upload,
)
from server.tests.conftest import Api
from server.tests.days import Clock
from server.tests.support import problem
from server.workdays import add_working_days

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "customer", "staff"]
NOT_ATTACHABLE = (
    "Lampiran tidak dapat dipakai: tidak ditemukan, bukan dokumen pengaduan, sudah dilampirkan "
    "pada pengajuan lain, atau sudah lebih dari 24 jam. Silakan unggah ulang berkas ini."
)


def test_the_acknowledgement_gives_the_number_and_the_due_date(
    api: Api, customer: type[Me]
) -> None:
    me = customer()
    answer = submitted(
        api, me.token, policy_number=me.policy, description=f"  {DESCRIPTION}\n ",
        subject=" Klaim rawat inap belum diproses ",
    )  # fmt: skip
    number = answer["complaint_number"]
    assert number.startswith(f"ADU-{today().year}-")
    due = add_working_days(today(), 5)
    assert answer["status"] == "RECEIVED" and answer["status_desc"] == "Sedang ditangani"
    assert answer["policy_number"] == me.policy
    assert (answer["subject"], answer["description"]) == (
        "Klaim rawat inap belum diproses", DESCRIPTION,
    )  # fmt: skip
    assert answer["deadline"] == {
        "due_date": due.isoformat(), "working_days": 5, "extended": False,
        "extension_reason": None, "overdue": False,
    }  # fmt: skip
    assert [(e["action"], e["actor"]) for e in answer["timeline"]] == [("RECEIVED", "Nasabah")]
    assert (answer["answer"], answer["answered_at"], answer["closed_at"]) == (None, None, None)
    [(subject, text, link)] = inbox(me.account, "COMPLAINT_RECEIVED")
    assert subject == f"Tanda terima pengaduan {number}"
    assert f"nomor register {number}" in text and "Klaim rawat inap belum diproses" in text
    assert f"paling lambat {tanggal(due)} (5 hari kerja)" in text
    assert link == f"/pengaduan/detail?complaint_number={number}"
    assert detail(api, me.token, number) == answer


def test_a_complaint_received_before_christmas_is_due_after_the_holidays(
    api: Api, customer: type[Me], frozen: Clock
) -> None:
    frozen.now = datetime(2026, 12, 23, 3, 0, tzinfo=UTC)  # Wednesday 10.00 WIB
    me = customer()
    answer = submitted(api, me.token)
    # 24 Dec cuti bersama, 25 Dec Christmas, the weekend, 1 Jan: 28, 29, 30, 31 Dec, 4 Jan.
    assert answer["deadline"]["due_date"] == "2027-01-04"
    [(_, text, _)] = inbox(me.account, "COMPLAINT_RECEIVED")
    assert "paling lambat 4 Januari 2027 (5 hari kerja)" in text


def test_the_same_key_answers_the_first_complaint(api: Api, customer: type[Me]) -> None:
    me = customer()
    payload, key = body(), uuid.uuid4().hex
    first, second = submit(api, me.token, payload, key), submit(api, me.token, payload, key)
    assert first.status_code == second.status_code == 201, second.text
    assert second.json() == first.json()
    assert complaints_of(me.account) == [first.json()["complaint_number"]]
    refused = problem(submit(api, me.token, body(category="OTHER"), key), 422)
    assert refused["message"].startswith("Kunci pengajuan ini sudah dipakai")
    problem(api.post("/complaint/submit", payload, token=me.token), 400)  # no key
    assert complaints_of(me.account) == [first.json()["complaint_number"]]
    assert len(inbox(me.account, "COMPLAINT_RECEIVED")) == 1


def test_a_policy_that_is_not_the_customers_is_refused(api: Api, customer: type[Me]) -> None:
    me, other = customer(), customer()
    refused = problem(submit(api, me.token, body(policy_number=other.policy)), 422)
    assert refused["message"] == f"Polis {other.policy} tidak terdaftar atas nama Anda."
    assert refused["errors"][0]["field"] == "policy_number"
    problem(submit(api, me.token, body(policy_number="ZZ00000000")), 422)
    assert complaints_of(me.account) == [] and inbox(me.account, "COMPLAINT_RECEIVED") == []


def test_attachments_are_the_customers_unattached_complaint_documents(
    api: Api, customer: type[Me]
) -> None:
    me, other = customer(), customer()
    mine = [upload(api, me.token), upload(api, me.token)]
    foreign = upload(api, other.token)
    claim_document = upload(api, me.token, "CLAIM_DOCUMENT")
    for wrong in (foreign, claim_document, "AAAAAAAAAAAAAAAAAAAAAA"):
        refused = problem(submit(api, me.token, body(document_ids=[mine[0], wrong])), 422)
        assert refused["message"] == NOT_ATTACHABLE
        assert [e["field"] for e in refused["errors"]] == ["document_ids[1]"]
    assert complaints_of(me.account) == []
    assert attached_to(*mine, foreign, claim_document) == [None] * 4
    answer = submitted(api, me.token, document_ids=mine)
    number = answer["complaint_number"]
    assert [d["document_id"] for d in answer["documents"]] == mine
    assert answer["documents"][0]["content_type"] == "application/pdf"
    assert attached_to(*mine) == [number, number]
    again = problem(submit(api, me.token, body(document_ids=[mine[1]])), 422)  # already used
    assert again["message"] == NOT_ATTACHABLE
    problem(submit(api, me.token, body(document_ids=[upload(api, me.token)] * 6)), 400)


def test_five_complaints_being_handled_at_most(api: Api, customer: type[Me], staff: str) -> None:
    me = customer()
    numbers = [submitted(api, me.token)["complaint_number"] for _ in range(5)]
    document = upload(api, me.token)
    refused = problem(submit(api, me.token, body(document_ids=[document])), 422)
    assert refused["message"] == (
        "Anda sudah memiliki 5 pengaduan yang sedang ditangani. Pengaduan baru dapat diajukan "
        "setelah salah satunya dijawab."
    )
    assert complaints_of(me.account) == numbers and attached_to(document) == [None]
    assert act(api, staff, "answer", numbers[0]).status_code == 200
    assert submitted(api, me.token, document_ids=[document])["status"] == "RECEIVED"


def test_two_submissions_at_once_never_make_a_sixth(api: Api, customer: type[Me]) -> None:
    me = customer()
    for _ in range(4):
        submitted(api, me.token)
    barrier = threading.Barrier(2)

    def call(_: int) -> int:
        barrier.wait()
        return int(submit(api, me.token, body()).status_code)

    with ThreadPoolExecutor(2) as pool:
        codes = sorted(pool.map(call, range(2)))
    assert codes == [201, 422]
    assert len(complaints_of(me.account)) == 5


def test_the_list_newest_first_by_status_and_another_customers_complaint_is_404(
    api: Api, customer: type[Me], staff: str, frozen: Clock
) -> None:
    me, other = customer(), customer()
    first = submitted(api, me.token, subject="Premi terdebet dua kali")["complaint_number"]
    frozen.advance(minutes=1)
    second = submitted(api, me.token, category="PORTAL")["complaint_number"]
    theirs = submitted(api, other.token)["complaint_number"]
    assert act(api, staff, "answer", first).status_code == 200
    listed = api.get("/complaint/list", token=me.token).json()
    assert [c["complaint_number"] for c in listed["data"]] == [second, first]
    assert (listed["total_items"], listed["total_pages"], listed["size"]) == (2, 1, 10)
    assert listed["data"][0]["category_desc"] == "Portal TManKu"
    answered = api.get("/complaint/list", token=me.token, params={"status": "ANSWERED"}).json()
    assert [c["complaint_number"] for c in answered["data"]] == [first]
    paged = api.get("/complaint/list", token=me.token, params={"page": 2, "size": 1}).json()
    assert [c["complaint_number"] for c in paged["data"]] == [first]
    assert paged["total_pages"] == 2
    for number in (theirs, "ADU-2000-999999"):
        missing = problem(
            api.get("/complaint/detail", token=me.token, params={"complaint_number": number}), 404
        )
        assert missing["message"] == "Pengaduan tidak ditemukan."


def test_a_complaint_document_is_10_mb_at_most(api: Api, customer: type[Me]) -> None:
    me = customer()
    photo = document_samples.photo()
    exact = photo + b"\x00" * (10 * 1024 * 1024 - len(photo))  # decoders stop at its end

    def send(content: bytes) -> Any:
        files = {"file": ("bukti.jpg", content, "image/jpeg")}
        data = {"purpose": "COMPLAINT_DOCUMENT"}
        return api.call("POST", "/document/upload", token=me.token, data=data, files=files)

    made = send(exact)
    assert made.status_code == 201, made.text
    assert made.json()["purpose"] == "COMPLAINT_DOCUMENT"
    refused = problem(send(exact + b"\x00"), 413)
    assert refused["message"].startswith("Ukuran berkas paling besar 10 MB.")
    answer = submitted(api, me.token, document_ids=[made.json()["document_id"]])
    assert answer["documents"][0]["size"] == made.json()["size_bytes"]  # as kept (re-encoded)
