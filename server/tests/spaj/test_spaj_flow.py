"""An application through underwriting over HTTP, on SQLite and PostgreSQL:

- requirements: a document answered with uploaded documents, a question with text; every
  rule refused with 422 and nothing half-written; the last answer sends it back to review;
- the desk's moves: every allowed one (with who and when, and an e-mail), every illegal one
  409 naming the status, the queue per status;
- the offer: premium arithmetic (loadings on the main premium only, half up), approval with
  a code (a wrong code counted; the right one records the time, address and User-Agent),
  the lapse of an offer, the decline.

The first premium and the policy it issues: test_spaj_first_premium.py.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import pytest

from server.clock import WIB, iso_z
from server.db import transaction
from server.documents.models import Document
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.spaj_support import (
    Applicants,
    applicants,
    build,
    desk_call,
    notices,
    settings,
    staff,
    staff_account,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["applicants", "settings", "staff", "staff_account"]


def _ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def _review(api: Api, staff: str, number: str) -> dict[str, Any]:
    return _ok(api.get("/admin/spaj/detail", token=staff, params={"spaj_number": number}))


def test_requirements_are_answered_by_their_rules(
    api: Api, applicants: Applicants, settings: Settings, staff: str
) -> None:
    spaj = build("WAITING_DOCUMENTS")
    token = applicants.session(spaj)
    document_id, question_id = spaj.requirements["document"], spaj.requirements["question"]
    upload = _ok(applicants.upload(token), 201)["document_id"]
    refusals = (
        (applicants.answer(token, spaj, document_id, answer="Sudah dikirim."), "document_ids"),
        (applicants.answer(token, spaj, question_id, documents=[upload]), "document_ids"),
        (applicants.answer(token, spaj, question_id, answer="   "), "answer"),
        # Another application's document, and one never uploaded: named, nothing attached.
        (applicants.answer(token, spaj, document_id, documents=[upload, "A" * 22]),
         "document_ids[1]"),
    )  # fmt: skip
    for response, field in refusals:
        body = problem(response, 422)
        assert field in [e["field"] for e in body["errors"]], body
    problem(applicants.answer(token, spaj, 999_999, answer="x"), 404)
    before = _ok(applicants.detail(token, spaj.number))
    assert [r["status"] for r in before["requirements"]] == ["OPEN", "OPEN"]
    with transaction() as session:  # the refused answer attached nothing
        assert session.get(Document, upload).attached_to is None  # type: ignore[union-attr]
    assert _review(api, staff, spaj.number)["audit"][0]["action"] == "REQUIREMENTS_ASKED"

    answered = _ok(applicants.answer(token, spaj, document_id, documents=[upload]))
    assert answered["status"] == "WAITING_DOCUMENTS"
    assert answered["next_action"] == "ANSWER_REQUIREMENTS"
    first = answered["requirements"][0]  # the open one first
    assert (first["requirement_id"], first["status"]) == (question_id, "OPEN")
    done = answered["requirements"][1]
    assert done["status"] == "ANSWERED" and done["documents"][0]["document_id"] == upload
    problem(applicants.answer(token, spaj, document_id, documents=[upload]), 409)
    back = _ok(applicants.answer(token, spaj, question_id, answer="Tidak merokok."))
    assert (back["status"], back["next_action"]) == ("RISK_SELECTION", "NONE")
    assert back["timeline"][0]["text"].endswith("SPAJ kembali diseleksi.")
    # A question keeps its own mark: "...per hari?", never "...per hari?."
    assert not [e["text"] for e in back["timeline"] if "?." in e["text"]]
    assert notices(settings, "SPAJ_RISK_SELECTION", spaj.email)
    problem(applicants.answer(token, spaj, question_id, answer="Lagi."), 409)
    review = _review(api, staff, spaj.number)
    assert review["audit"][0]["actor_kind"] == "APPLICANT"
    assert review["audit"][0]["status_to"] == "RISK_SELECTION"


def test_the_desk_moves_an_application_and_refuses_every_other_move(
    api: Api, applicants: Applicants, settings: Settings, staff: str, frozen: Clock,
    staff_account: Account,
) -> None:  # fmt: skip
    spaj = build()
    number = spaj.number
    decide = {"loadings": [], "exclusions": [], "valid_days": 30}
    ask = {"requirements": [{"kind": "QUESTION", "asked_by": "AGENT", "title": "Pekerjaan?",
                             "note": None}]}  # fmt: skip
    reject = {"reason": "Risiko tertanggung belum dapat kami terima."}
    # RECEIVED: no decision yet.
    message = problem(desk_call(api, staff, "decide", number, **decide), 409)["message"]
    assert message == (
        f"SPAJ {number} berstatus Diterima; tindakan ini hanya untuk SPAJ berstatus Seleksi Risiko."
    )
    moved = _ok(desk_call(api, staff, "review", number))
    assert moved["application"]["status"] == "RISK_SELECTION"
    event = moved["audit"][0]
    assert (event["action"], event["actor_kind"], event["actor"]) == (
        "REVIEW_STARTED", "STAFF", staff_account.user_name,
    )  # fmt: skip
    assert event["at"] == iso_z(frozen.now) and event["status_from"] == "RECEIVED"
    problem(desk_call(api, staff, "review", number), 409)
    twice = {"requirements": ask["requirements"] * 2}
    problem(desk_call(api, staff, "requirement", number, **twice), 422)
    assert _ok(desk_call(api, staff, "requirement", number, **ask))["application"]["status"] == (
        "WAITING_DOCUMENTS"
    )
    assert notices(settings, "SPAJ_WAITING_DOCUMENTS", spaj.email)
    problem(desk_call(api, staff, "requirement", number, **ask), 422)  # asked already
    more = {"requirements": [{**ask["requirements"][0], "title": "Penghasilan per bulan?"}]}
    asked = _ok(desk_call(api, staff, "requirement", number, **more))["application"]
    assert [r["title"] for r in asked["requirements"]] == ["Pekerjaan?", "Penghasilan per bulan?"]
    problem(desk_call(api, staff, "decide", number, **decide), 409)  # open requirements
    token = applicants.session(spaj)
    for requirement in _ok(applicants.detail(token, number))["requirements"]:
        _ok(applicants.answer(token, spaj, requirement["requirement_id"], answer="Wiraswasta."))
    duplicate = {**decide, "exclusions": [{"title": "Batu ginjal", "reason": "Riwayat ESWL."}] * 2}
    problem(desk_call(api, staff, "decide", number, **duplicate), 422)
    decided = _ok(desk_call(api, staff, "decide", number, **decide))
    assert decided["application"]["offer"]["status"] == "OPEN"
    assert notices(settings, "SPAJ_DECISION", spaj.email)
    for action, body in (("review", {}), ("requirement", ask), ("reject", reject),
                         ("decide", decide)):  # fmt: skip
        refused = problem(desk_call(api, staff, action, number, **body), 409)["message"]
        assert refused.startswith(f"SPAJ {number} berstatus Keputusan;"), refused
    # Rejection from each status it is allowed from, with the reason the applicant reads.
    for stage in ("RECEIVED", "RISK_SELECTION", "WAITING_DOCUMENTS"):
        other = build(stage)
        rejected = _ok(desk_call(api, staff, "reject", other.number, **reject))
        assert rejected["application"]["rejection_reason"] == reject["reason"]
        assert rejected["audit"][0]["note"] == reject["reason"]
        assert notices(settings, "SPAJ_REJECTED", other.email)
        problem(desk_call(api, staff, "reject", other.number, **reject), 409)
    problem(desk_call(api, staff, "review", "000000000000"), 404)
    # The queue: counts of every status, the longest waiting first.
    page = _ok(api.get("/admin/spaj/list", token=staff, params={"status": "REJECTED"}))
    assert len(page["counts"]) == 9 and page["total"] >= 3
    received = _ok(api.get("/admin/spaj/list", token=staff))["data"]
    ages = [item["status_since"] for item in received]
    assert ages == sorted(ages)


def test_the_offer_is_computed_here_and_approved_with_a_code(
    api: Api, applicants: Applicants, settings: Settings, staff: str, frozen: Clock,
    sender: MemorySender,
) -> None:  # fmt: skip
    # Loadings are a percent of the main premium only, half up to a whole rupiah.
    spaj = build("RISK_SELECTION", premium=450_002)
    loadings = [{"reason": "Tekanan darah tinggi.", "percent": 25},
                {"reason": "Indeks massa tubuh di atas 30.", "percent": 50}]  # fmt: skip
    exclusions = [{"title": "Batu ginjal", "reason": "Riwayat ESWL dua tahun terakhir."}]
    body = {"loadings": loadings, "exclusions": exclusions, "valid_days": 14}
    offer = _ok(desk_call(api, staff, "decide", spaj.number, **body))["application"]["offer"]
    assert [x["amount"] for x in offer["loadings"]] == [112_501, 225_001]
    assert (offer["base_premium"], offer["extra_premium"], offer["final_premium"]) == (
        535_002, 337_502, 872_504,
    )  # fmt: skip
    valid_until = frozen.now.astimezone(WIB).date() + timedelta(days=14)
    assert offer["valid_until"] == valid_until.isoformat()
    token = applicants.session(spaj)
    sent = _ok(api.post("/spaj/offer/otp", {"spaj_number": spaj.number, "channel": "EMAIL"},
                        token=token))  # fmt: skip
    assert sent["destination"].endswith("@co***.co.id") and sent["channel"] == "EMAIL"
    code = sender.last_code(spaj.email)
    assert sender.messages[-1].purpose == "SPAJ_APPROVAL"
    wrong = problem(applicants.approve(token, spaj, "000000"), 401)
    assert wrong["attemptsRemaining"] == 4
    assert _ok(applicants.detail(token, spaj.number))["status"] == "DECISION"
    approved = api.post(
        "/spaj/offer/approve", {"spaj_number": spaj.number, "otp": code}, token=token,
        headers={"User-Agent": "Mozilla/5.0 (Linux; Android 14) Uji"},
    )  # fmt: skip
    detail = _ok(approved)
    assert (detail["status"], detail["next_action"]) == ("WAITING_PAYMENT", "PAY_FIRST_PREMIUM")
    assert detail["offer"]["approved_at"] == iso_z(frozen.now)
    payment = detail["payment"]
    assert payment["amount"] == 872_504 and payment["pending_payment_id"] is None
    last_day = frozen.now.astimezone(WIB).date() + timedelta(days=30)
    assert payment["pay_before"] == f"{last_day.isoformat()}T16:59:59Z"  # 23.59.59 WIB
    event = _review(api, staff, spaj.number)["audit"][0]
    assert (event["action"], event["at"]) == ("OFFER_APPROVED", iso_z(frozen.now))
    assert event["client_address"] == "testclient"
    assert event["user_agent"] == "Mozilla/5.0 (Linux; Android 14) Uji"
    assert notices(settings, "SPAJ_WAITING_PAYMENT", spaj.email)
    problem(applicants.approve(token, spaj, code), 409)  # approved already


def test_an_offer_lapses_and_is_declined_by_its_rules(
    api: Api, applicants: Applicants, settings: Settings, staff_account: Account,
    signin: SignIn, frozen: Clock,
) -> None:  # fmt: skip
    lapsing, declining = build("DECISION", valid_days=7), build("DECISION", valid_days=7)
    frozen.advance(days=6, hours=13, minutes=50)  # 23.50 WIB of its last day: still valid
    token = applicants.session(lapsing)
    assert _ok(applicants.detail(token, lapsing.number))["offer"]["status"] == "OPEN"
    frozen.advance(minutes=11)  # past midnight in Jakarta
    seen = _ok(applicants.detail(token, lapsing.number))
    assert (seen["status"], seen["offer"]["status"]) == ("EXPIRED", "EXPIRED")
    # The read had the lapse recorded right after it (an event of the system, an e-mail).
    staff = str(signin.signed_in(staff_account, check_admin=True)["token"])
    event = _review(api, staff, lapsing.number)["audit"][0]
    assert (event["action"], event["actor_kind"]) == ("EXPIRED", "SYSTEM")
    assert notices(settings, "SPAJ_EXPIRED", lapsing.email)
    refused = problem(applicants.approve(token, lapsing, "123456"), 409)
    assert "sudah lewat" in refused["message"]
    # A lapsed offer cannot be declined either; the refusal records the lapse.
    other = applicants.session(declining)
    body = {"spaj_number": declining.number, "reason": "PREMIUM_TOO_HIGH", "note": None}
    assert (
        "sudah lewat" in problem(api.post("/spaj/offer/decline", body, token=other), 409)["message"]
    )
    event = _review(api, staff, declining.number)["audit"][0]
    assert (event["action"], event["status_from"]) == ("EXPIRED", "DECISION")


def test_an_offer_is_declined_with_its_reason(
    api: Api, applicants: Applicants, settings: Settings
) -> None:
    spaj = build("DECISION")
    token = applicants.session(spaj)
    body = {"spaj_number": spaj.number, "reason": "OTHER", "note": None}
    note = problem(api.post("/spaj/offer/decline", body, token=token), 422)
    assert note["errors"][0]["field"] == "note"
    assert _ok(applicants.detail(token, spaj.number))["status"] == "DECISION"
    body["note"] = "Sudah ada polis lain."
    declined = _ok(api.post("/spaj/offer/decline", body, token=token))
    assert declined["status"] == "DECLINED" and declined["next_action"] == "NONE"
    assert declined["offer"]["decline_reason"] == "Alasan lain: Sudah ada polis lain."
    assert notices(settings, "SPAJ_DECLINED", spaj.email)
    problem(applicants.approve(token, spaj, "123456"), 409)
    problem(api.post("/spaj/offer/decline", body, token=token), 409)


# Which move each stage allows (the rest are 409 naming the status).
ALLOWED = {
    "review": {"RECEIVED"},
    "requirement": {"RECEIVED", "RISK_SELECTION", "WAITING_DOCUMENTS"},
    "decide": {"RISK_SELECTION"},
    "reject": {"RECEIVED", "RISK_SELECTION", "WAITING_DOCUMENTS"},
}
BODIES: dict[str, dict[str, Any]] = {
    "review": {},
    "requirement": {
        "requirements": [
            {"kind": "DOCUMENT", "asked_by": "UNDERWRITER", "title": "Fotokopi KTP", "note": None}
        ]
    },
    "decide": {"loadings": [], "exclusions": [], "valid_days": 30},
    "reject": {"reason": "Risiko belum dapat kami terima."},
}


def test_every_move_from_every_stage(api: Api, applicants: Applicants, staff: str) -> None:
    for stage in ("RECEIVED", "RISK_SELECTION", "WAITING_DOCUMENTS", "DECISION",
                  "WAITING_PAYMENT"):  # fmt: skip
        for action, body in BODIES.items():
            spaj = build(stage)
            response = desk_call(api, staff, action, spaj.number, **body)
            if stage in ALLOWED[action]:
                assert response.status_code == 200, (stage, action, response.text)
            else:
                message = problem(response, 409)["message"]
                assert message.startswith(f"SPAJ {spaj.number} berstatus "), (stage, action)
        # The applicant's decline: only an offer waiting for an answer.
        spaj = build(stage)
        token = applicants.session(spaj)
        decline = {"spaj_number": spaj.number, "reason": "NO_LONGER_NEEDED", "note": None}
        response = api.post("/spaj/offer/decline", decline, token=token)
        assert response.status_code == (200 if stage == "DECISION" else 409), (stage, response.text)
