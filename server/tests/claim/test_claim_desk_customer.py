"""What the customer meets of the staff claims desk, over HTTP: who did what and when on the
timeline (the staff member's name only on the desk), an e-mail at every change, the reason of
a rejection, and the answer to a request for documents, exactly the types asked. The queue,
the moves and the decisions: test_claim_desk.py."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.clock import iso_z
from server.settings import Settings
from server.tests.claim_desk_support import (
    REASON,
    act,
    acted,
    answer,
    claim_mails,
    review,
    transfer,
)
from server.tests.claim_rows_support import attached_to
from server.tests.claim_submit_support import (
    detail,
    inpatient,
    outpatient,
    submitted,
    upload,
    uploaded,
)
from server.tests.claim_support import Family, admin_account, family, staff, today
from server.tests.conftest import Account, Api, Clock
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]


# ---------------------------------------------------------------- who, when, e-mails
def test_every_change_is_on_the_timeline_with_who_and_when_and_e_mailed(
    api: Api, family: Make, staff: str, frozen: Clock, settings: Settings,
    admin_account: Account,
) -> None:  # fmt: skip
    me = family()
    number = submitted(api, me, inpatient(api, me))
    times = [iso_z(frozen.now)]

    def step(action: str, **body: Any) -> None:
        frozen.advance(seconds=40)
        times.append(iso_z(frozen.now))
        acted(api, staff, action, number, **body)

    step("verify")
    step("document/request", note="Mohon dilengkapi.", items=[{"type": "HASIL_LAB", "note": "NS1"}])
    frozen.advance(seconds=40)
    times.append(iso_z(frozen.now))
    lab = upload(api, me.token, name="lab.pdf", claim_number=number).json()["document_id"]
    answered = answer(api, me, number, [{"type": "HASIL_LAB", "document_id": lab}])
    assert answered.status_code == 200, answered.text
    step("analyse")
    step(
        "approve",
        approved_amount=12_000_000,
        deductions=[{"label": "Administrasi", "amount": 500_000}],
    )
    step("pay", **transfer(today()))

    staff_name, customer = admin_account.user_name, me.account.user_name
    kinds = [
        "SUBMITTED", "DOCUMENT_VERIFICATION", "DOCUMENTS_REQUESTED", "DOCUMENT_VERIFICATION",
        "ANALYSIS", "APPROVED", "PAID",
    ]  # fmt: skip
    actors = [customer, staff_name, staff_name, customer, staff_name, staff_name, staff_name]
    desk = review(api, staff, number)["claim"]["timeline"]
    assert [(e["status"], e["actor"], e["at"]) for e in desk] == list(
        zip(kinds, actors, times, strict=True)
    )
    seen = detail(api, me.token, number).json()["timeline"]
    assert [e["actor"] for e in seen] == [
        "Anda" if a == customer else "Petugas klaim" for a in actors
    ]
    assert staff_name not in str(detail(api, me.token, number).json())
    assert [e["note"] for e in seen][2:6] == [
        "Diminta: Hasil laboratorium atau pemeriksaan penunjang.",
        "Dokumen dikirim: Hasil laboratorium atau pemeriksaan penunjang.",
        None,
        "Disetujui Rp 12.000.000.",
    ]

    for kind in sorted(set(kinds)):
        assert len(claim_mails(settings, kind, me, number)) == kinds.count(kind), kind
    asked = claim_mails(settings, "DOCUMENTS_REQUESTED", me, number)[0]["body"]
    assert "Hasil laboratorium atau pemeriksaan penunjang: NS1" in asked
    paid = claim_mails(settings, "PAID", me, number)[0]["body"]
    assert "Rp 12.000.000" in paid and "BCA-TRF-88213409" in paid


def test_a_rejection_tells_the_customer_why(
    api: Api, family: Make, staff: str, settings: Settings, admin_account: Account
) -> None:
    me = family()
    number = submitted(api, me, outpatient(api, me))
    acted(api, staff, "verify", number)
    acted(api, staff, "reject", number, reason=f"  {REASON}  ")
    claim = detail(api, me.token, number).json()
    assert (claim["status"], claim["rejection_reason"]) == ("REJECTED", REASON)
    assert claim["timeline"][-1] == {
        "status": "REJECTED", "status_desc": "Ditolak", "at": claim["updated_at"],
        "actor": "Petugas klaim", "note": REASON,
    }  # fmt: skip
    assert review(api, staff, number)["claim"]["timeline"][-1]["actor"] == admin_account.user_name
    mails = claim_mails(settings, "REJECTED", me, number)
    assert len(mails) == 1 and f"Alasan: {REASON}" in mails[0]["body"]


# ---------------------------------------------------------------- a request for documents
def test_the_answer_to_a_request_is_exactly_the_types_asked(
    api: Api, family: Make, staff: str
) -> None:
    me, other = family(), family()
    first = inpatient(api, me)
    number = submitted(api, me, first)
    items = [{"type": "HASIL_LAB", "note": "Darah lengkap"}, {"type": "SURAT_DOKTER"}]
    acted(api, staff, "document/request", number, items=items)
    lab, lab2, letter, receipt = uploaded(
        api, me.token, "HASIL_LAB", "HASIL_LAB", "SURAT_DOKTER", "KWITANSI"
    )
    theirs = uploaded(api, other.token, "SURAT_DOKTER")[0]

    missing = problem(answer(api, me, number, [lab]), 422)
    assert missing["errors"] == [
        {"field": "documents", "message": "Lampirkan Surat keterangan dokter yang diminta petugas."}
    ]
    extra = problem(answer(api, me, number, [lab, letter, receipt]), 422)
    assert extra["errors"] == [
        {"field": "documents[2].type", "message": "Jenis dokumen ini tidak diminta petugas."}
    ]
    twice = problem(answer(api, me, number, [lab, letter, {**lab, "type": "HASIL_LAB"}]), 422)
    assert twice["errors"][0]["message"] == "Dokumen yang sama dilampirkan dua kali."
    foreign = problem(answer(api, me, number, [lab, theirs]), 422)
    assert [e["field"] for e in foreign["errors"]] == ["documents[1].document_id"]
    # A file already on this claim, sent again as the one asked for: refused and named.
    resent = {"type": "SURAT_DOKTER", "document_id": first["documents"][2]["document_id"]}
    again = problem(answer(api, me, number, [lab, resent]), 422)
    assert [e["field"] for e in again["errors"]] == ["documents[1].document_id"]
    assert detail(api, me.token, number).json()["status"] == "DOCUMENTS_REQUESTED"
    assert (
        attached_to(lab["document_id"], letter["document_id"], theirs["document_id"]) == [None] * 3
    )

    done = answer(api, me, number, [lab, lab2, letter])  # two files of one type
    assert done.status_code == 200, done.text
    claim = done.json()
    assert (claim["status"], claim["document_request"], claim["needs_action"]) == (
        "DOCUMENT_VERIFICATION", None, False,
    )  # fmt: skip
    assert [(d["type"], d["requested"]) for d in claim["documents"]] == [
        ("KWITANSI", False), ("RINCIAN_BIAYA", False), ("RESUME_MEDIS", False),
        ("HASIL_LAB", True), ("HASIL_LAB", True), ("SURAT_DOKTER", True),
    ]  # fmt: skip
    again = problem(answer(api, me, number, [receipt]), 409)  # nothing asked any more
    assert "berstatus Verifikasi Dokumen" in again["message"]


def test_a_request_names_each_type_once(api: Api, family: Make, staff: str) -> None:
    me = family()
    number = submitted(api, me, outpatient(api, me))
    refused = problem(
        act(api, staff, "document/request", number, items=[{"type": "KTP"}, {"type": "KTP"}]), 422
    )
    assert refused["message"] == "Setiap jenis dokumen cukup diminta sekali."
    assert review(api, staff, number)["claim"]["status"] == "SUBMITTED"
