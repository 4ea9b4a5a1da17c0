"""The SPAJ applicant's entry, session and access over HTTP, on SQLite and PostgreSQL:

- the first step answers every number and birth date alike and sends a code only when both
  match; blind codes are counted like wrong ones, and the limit locks that number (whatever
  birth date is tried), not others; resends wait, may switch channel and keep the count;
- a step token opens only its code step, once; a SPAJ session ends when idle, at its
  absolute limit and at logout;
- a SPAJ token opens only its own application (another number is 404 like a missing one),
  its own documents and no customer or admin call; customer and admin tokens open no
  applicant call; a policy holder lists and opens their own applications only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.spaj_support import (
    Applicants,
    applicants,
    build,
    settings,
    staff,
    staff_account,
)
from server.tests.support import answer, problem

__all__ = ["applicants", "settings", "staff", "staff_account"]
ENDED = "Sesi pemantauan SPAJ Anda telah berakhir. Silakan masuk kembali dengan nomor SPAJ."
STEP_INVALID = (
    "Langkah masuk SPAJ tidak berlaku lagi. Silakan masukkan nomor SPAJ dan tanggal lahir kembali."
)


def _validate(api: Api, step: str, code: str) -> Any:
    return api.post("/spaj/otp/validate", {"otp": code}, token=step)


def test_the_first_step_answers_every_number_alike(
    applicants: Applicants, sender: MemorySender
) -> None:
    spaj = build()
    sent = len(sender.messages)
    unknown = applicants.enter("123456789012", spaj.birth_date)
    wrong_birth = applicants.enter(spaj.number, "1999-09-09")
    assert len(sender.messages) == sent  # nothing sent for either
    right = applicants.enter(spaj.number, spaj.birth_date)
    assert len(sender.messages) == sent + 1 and sender.messages[-1].to == spaj.phone
    assert sender.messages[-1].purpose == "SPAJ_LOGIN"
    # Byte for byte the same answer (tokens aside): status, headers and body.
    assert answer(unknown) == answer(right) == answer(wrong_birth)
    assert right.json()["otp"]["destination"] == "nomor ponsel pada SPAJ"
    email = applicants.enter(spaj.number, spaj.birth_date, "EMAIL").json()["otp"]
    assert email["destination"] == "email pada SPAJ" and sender.messages[-1].to == spaj.email
    for not_a_date in ("", "1990-02-30", "19900101"):
        refused = problem(applicants.enter(spaj.number, not_a_date), 400)
        assert refused["errors"] == [{"field": "birth_date", "message": "Format tidak valid."}]


def test_codes_of_a_number_are_counted_and_lock_that_number(
    api: Api, applicants: Applicants, sender: MemorySender, frozen: Clock
) -> None:
    spaj, other = build(), build()
    # Guessing birth dates: each guess's code is blind, every code entered wrong and counted
    # against the number, like wrong codes of the real applicant.
    for left in (4, 3):
        step = applicants.enter(spaj.number, f"1990-01-0{left}").json()["token"]
        body = problem(_validate(api, step, "123456"), 401)
        assert body["attemptsRemaining"] == left
    step = applicants.step(spaj)
    real = sender.last_code(spaj.phone)
    for left in (2, 1):
        assert problem(_validate(api, step, "000000"), 401)["attemptsRemaining"] == left
    locked = problem(_validate(api, step, "000000"), 429)
    assert locked["lockedUntil"] and locked["attemptsRemaining"] == 0
    assert problem(_validate(api, step, real), 429)["lockedUntil"]  # the right code too
    # The number is locked for everyone, with or without the right birth date...
    problem(applicants.enter(spaj.number, spaj.birth_date), 429)
    problem(applicants.enter(spaj.number, "1990-01-01"), 429)
    # ... and no other number.
    assert applicants.session(other)
    frozen.advance(minutes=31)  # the lock (30 minutes) is over: the count starts afresh
    assert applicants.session(spaj)


def test_resend_waits_may_switch_channel_and_keeps_the_count(
    api: Api, applicants: Applicants, sender: MemorySender, frozen: Clock
) -> None:
    spaj = build()
    step = applicants.step(spaj)
    first = sender.last_code(spaj.phone)
    too_soon = api.post("/spaj/otp/generate", {"channel": "EMAIL"}, token=step)
    assert "dikirim ulang dalam 60 detik" in problem(too_soon, 429)["message"]
    assert problem(_validate(api, step, "000000"), 401)["attemptsRemaining"] == 4
    frozen.advance(seconds=60)
    again = api.post("/spaj/otp/generate", {"channel": "EMAIL"}, token=step)
    assert again.status_code == 200, again.text
    assert again.json()["attempt"] == 1 and again.json()["destination"] == "email pada SPAJ"
    code = sender.last_code(spaj.email)
    assert problem(_validate(api, step, first), 401)["attemptsRemaining"] == 3  # replaced
    assert _validate(api, step, code).status_code == 200


def test_a_step_token_opens_only_its_code_step_once(
    api: Api, applicants: Applicants, sender: MemorySender, signin: SignIn,
    make_account: Callable[..., Account], frozen: Clock,
) -> None:  # fmt: skip
    spaj = build()
    step = applicants.step(spaj)
    assert problem(applicants.detail(step, spaj.number), 403)["message"] == ENDED
    assert problem(api.get("/policy/list", token=step), 403)
    assert problem(api.post("/spaj/logout", token=step), 403)["message"] == ENDED
    # A customer's sign-in step token does not open the SPAJ code step.
    customer_step = signin.to_otp(make_account())
    refused = problem(_validate(api, customer_step, "123456"), 403)
    assert refused["message"] == STEP_INVALID
    done = _validate(api, step, sender.last_code(spaj.phone))
    assert done.status_code == 200
    assert done.json()["spaj_number"] == spaj.number
    assert done.json()["idle_timeout_seconds"] == 900
    assert problem(_validate(api, step, "123456"), 403)["message"] == STEP_INVALID  # used up
    late = applicants.step(spaj)
    frozen.advance(minutes=15)  # the flow's 15 minutes are over
    refused = problem(api.post("/spaj/otp/generate", {"channel": "SMS"}, token=late), 403)
    assert refused["message"] == STEP_INVALID


def test_a_spaj_session_ends_idle_at_its_limit_and_at_logout(
    api: Api, applicants: Applicants, frozen: Clock
) -> None:
    spaj = build()
    idle = applicants.session(spaj)
    active = applicants.session(spaj)
    frozen.advance(minutes=14)
    assert applicants.detail(active, spaj.number).status_code == 200
    frozen.advance(minutes=2)  # 16 minutes without a call
    assert problem(applicants.detail(idle, spaj.number), 403)["message"] == ENDED
    for _ in range(10):  # active every 11 minutes, up to two hours
        assert applicants.detail(active, spaj.number).status_code == 200
        frozen.advance(minutes=11)
    assert problem(applicants.detail(active, spaj.number), 403)["message"] == ENDED  # 2 h
    leaving = applicants.session(spaj)
    assert api.post("/spaj/logout", token=leaving).json() == {"result": "Success"}
    assert problem(applicants.detail(leaving, spaj.number), 403)["message"] == ENDED


def _upload(applicants: Applicants, token: str, purpose: str = "SPAJ_DOCUMENT") -> Any:
    return applicants.upload(token, purpose=purpose)


def test_a_spaj_token_opens_its_own_application_and_documents_only(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account],
    staff: str,
) -> None:  # fmt: skip
    mine, theirs = build("WAITING_DOCUMENTS"), build("WAITING_DOCUMENTS")
    token, other = applicants.session(mine), applicants.session(theirs)
    missing = problem(applicants.detail(token, "000000000000"), 404)
    foreign = problem(applicants.detail(token, theirs.number), 404)
    assert foreign["message"] == missing["message"] == "SPAJ tidak ditemukan."
    answering = {"spaj_number": theirs.number, "requirement_id": theirs.requirements["question"],
                 "answer": "Tidak merokok.", "document_ids": []}  # fmt: skip
    problem(api.post("/spaj/requirement/answer", answering, token=token), 404)
    # Documents: SPAJ_DOCUMENT only, each application's own.
    document = _upload(applicants, token).json()["document_id"]
    params = {"document_id": document}
    assert api.get("/document/file", token=token, params=params).status_code == 200
    problem(api.get("/document/file", token=other, params=params), 404)
    customer = str(signin.signed_in(make_account())["token"])
    problem(api.get("/document/file", token=customer, params=params), 404)
    kyc = problem(_upload(applicants, token, "KYC_ID_CARD"), 403)
    assert "hanya dapat mengunggah dokumen" in kyc["message"]
    problem(_upload(applicants, customer, "SPAJ_DOCUMENT"), 403)
    their_document = _upload(applicants, customer, "CLAIM_DOCUMENT").json()["document_id"]
    problem(api.get("/document/file", token=token, params={"document_id": their_document}), 404)
    problem(api.post("/document/discard", {"document_id": their_document}, token=token), 404)
    # The application's document reaches the desk once attached, only under its number.
    assert applicants.answer(token, mine, mine.requirements["document"], documents=[document])
    problem(api.post("/document/discard", {"document_id": document}, token=token), 409)
    download = {"spaj_number": mine.number, "document_id": document}
    assert api.get("/admin/spaj/document", token=staff, params=download).status_code == 200
    download["spaj_number"] = theirs.number
    problem(api.get("/admin/spaj/document", token=staff, params=download), 404)


def test_tokens_of_each_world_stay_in_it(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account],
    staff: str,
) -> None:  # fmt: skip
    spaj = build("WAITING_PAYMENT")
    token = applicants.session(spaj)
    for path, params in (
        ("/policy/list", {}),
        ("/payment/info", {"policy_number": "KS23000456"}),
        ("/transaction/list", {"policy_number": "KS23000456"}),
        ("/claim/list", {}),
        ("/spaj/mine", {}),
        ("/admin/spaj/list", {}),
        ("/admin/claim/list", {}),
    ):
        problem(api.get(path, token=token, params=params), 403)
    problem(api.post("/session/logout", token=token), 403)
    problem(api.post("/spaj/open", {"spaj_number": spaj.number}, token=token), 403)
    customer = str(signin.signed_in(make_account())["token"])
    for who in (customer, staff):
        assert problem(applicants.detail(who, spaj.number), 403)["message"] == ENDED
        refused = api.get("/spaj/payment/info", token=who, params={"spaj_number": spaj.number})
        assert problem(refused, 403)["message"] == ENDED


def test_a_policy_holder_lists_and_opens_only_their_applications(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account],
) -> None:  # fmt: skip
    holder, stranger = make_account(), make_account()
    older, newer, other = build(holder=holder), build("DECISION", holder=holder), build()
    token = str(signin.signed_in(holder)["token"])
    listed = api.get("/spaj/mine", token=token).json()["data"]
    assert [s["spaj_number"] for s in listed] == [newer.number, older.number]
    assert listed[0]["next_action"] == "REVIEW_OFFER" and listed[1]["status"] == "RECEIVED"
    opened = api.post("/spaj/open", {"spaj_number": newer.number}, token=token)
    assert opened.status_code == 200, opened.text
    spaj_token = opened.json()["token"]
    body = applicants.detail(spaj_token, newer.number).json()
    assert body["status"] == "DECISION" and body["offer"]["status"] == "OPEN"
    problem(applicants.detail(spaj_token, older.number), 404)  # one application a session
    problem(api.post("/spaj/open", {"spaj_number": other.number}, token=token), 404)
    stranger_token = str(signin.signed_in(stranger)["token"])
    assert api.get("/spaj/mine", token=stranger_token).json() == {"data": []}
