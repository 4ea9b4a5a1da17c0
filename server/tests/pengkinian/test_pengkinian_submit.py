"""Pengkinian Data codes and submission over HTTP: codes to the registered and the new
number, a wrong code counted and the lock, submit only with every proof and confirmed
warnings, one PENDING per holder (also in the database), the receipt e-mail, the history."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from server import clock
from server.db import transaction
from server.pengkinian import submissions
from server.pengkinian.models import KycStatus, KycSubmission
from server.settings import Settings
from server.tests.conftest import Api, MemorySender
from server.tests.pengkinian_support import (
    Holder,
    current,
    customer,
    draft,
    enter_codes,
    moved,
    regions,
    request_from,
    submitted,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["customer", "regions"]
Make = Callable[..., Holder]


def _send(api: Api, holder: Holder, draft_id: str, case: str = "PENGKINIAN") -> Any:
    return api.post(
        "/pengkinian/otp/generate", {"caseOtp": case, "draft_id": draft_id}, token=holder.token
    )


def _check(api: Api, holder: Holder, draft_id: str, code: str, case: str = "PENGKINIAN") -> Any:
    return api.post(
        "/pengkinian/otp/validate",
        {"caseOtp": case, "draft_id": draft_id, "otp": code},
        token=holder.token,
    )


def _submit(api: Api, holder: Holder, draft_id: str, confirmed: bool = False) -> Any:
    return api.post(
        "/pengkinian/submit",
        {"draft_id": draft_id, "warnings_confirmed": confirmed},
        token=holder.token,
    )


def test_codes_go_to_the_new_number_and_the_registered_one(
    api: Api, customer: Make, sender: MemorySender, regions: None
) -> None:
    holder = customer()
    form = request_from(current(api, holder))
    form["data_hp"] = "+6281398765432"
    made = draft(api, holder, form).json()
    assert _send(api, holder, made["draft_id"], "PENGKINIAN_HP").status_code == 200
    assert sender.messages[-1].to == "+6281398765432"
    assert _send(api, holder, made["draft_id"]).status_code == 200
    assert sender.messages[-1].to == holder.account.phone
    not_needed = problem(_send(api, holder, made["draft_id"], "PENGKINIAN_EMAIL"), 422)
    assert not_needed["message"] == "Kode OTP ini tidak dibutuhkan untuk pengajuan Anda."
    code = sender.last_code(holder.account.phone)
    # The registered number's code does not prove the new number.
    wrong = problem(_check(api, holder, made["draft_id"], code, "PENGKINIAN_HP"), 401)
    assert wrong["attemptsRemaining"] == 4
    body = _check(api, holder, made["draft_id"], code).json()
    assert [p["verified"] for p in body["proofs"]] == [False, True]


def test_wrong_codes_are_counted_and_lock(
    api: Api, customer: Make, sender: MemorySender, regions: None, settings: Settings
) -> None:
    holder = customer()
    made = draft(api, holder, moved(api, holder)).json()
    _send(api, holder, made["draft_id"])
    right = sender.last_code()
    wrong = "000000" if right != "000000" else "111111"
    for left in (4, 3, 2, 1):
        assert (
            problem(_check(api, holder, made["draft_id"], wrong), 401)["attemptsRemaining"] == left
        )
    locked = problem(_check(api, holder, made["draft_id"], wrong), 429)
    assert locked["lockedUntil"]
    assert problem(_check(api, holder, made["draft_id"], right), 429)["lockedUntil"]


def test_submit_needs_every_code_and_confirmed_warnings(
    api: Api, customer: Make, sender: MemorySender, regions: None, settings: Settings
) -> None:
    holder = customer()
    form = moved(api, holder)
    # A KTP address in Gambir (Jakarta Pusat, 31.71) while the NIK says 3174: a warning.
    form["IdCarddAddress"] = {**form["CurrentAddress"], "district_code": "31.71",
                              "sub_district_code": "31.71.01", "village_code": "31.71.01.1001",
                              "postal_code": "10110"}  # fmt: skip
    made = draft(api, holder, form).json()
    assert [w["code"] for w in made["warnings"]] == ["NIK_REGION_MISMATCH"]
    early = problem(_submit(api, holder, made["draft_id"], confirmed=True), 422)
    assert [e["field"] for e in early["errors"]] == ["proofs.PENGKINIAN"]
    enter_codes(api, sender, holder, made)
    unconfirmed = problem(_submit(api, holder, made["draft_id"]), 422)
    assert [e["field"] for e in unconfirmed["errors"]] == ["warnings_confirmed"]
    sent = _submit(api, holder, made["draft_id"], confirmed=True)
    assert sent.status_code == 201, sent.text
    receipt = sent.json()
    assert receipt["status"] == "PENDING" and receipt["status_desc"] == "Menunggu Verifikasi"
    assert receipt["registration_number"].startswith("KYC-20")
    lines = [json.loads(x) for x in settings.outbox_path.read_text().splitlines()]
    mail = [x for x in lines if x["purpose"] == "KYC_SUBMITTED" and x["to"] == holder.account.email]
    assert receipt["registration_number"] in mail[-1]["subject"]
    # The draft is used up; a second submission of it is a missing draft.
    problem(_submit(api, holder, made["draft_id"]), 404)


def test_one_pending_per_holder(
    api: Api, customer: Make, sender: MemorySender, regions: None
) -> None:
    holder = customer()
    number = submitted(api, sender, holder, moved(api, holder))
    eligibility = api.get(
        "/policy/validasiPengkinanData", token=holder.token,
        params={"policy_number": holder.policy_number},
    ).json()  # fmt: skip
    assert eligibility["reason"] == "REVIEW_PENDING"
    assert eligibility["pending_registration_number"] == number
    assert number in problem(draft(api, holder, moved(api, holder)), 409)["message"]


def test_the_database_refuses_a_second_pending(
    api: Api, customer: Make, sender: MemorySender, regions: None
) -> None:
    holder = customer()
    submitted(api, sender, holder, moved(api, holder))
    with pytest.raises(IntegrityError), transaction() as session:
        session.add(
            KycSubmission(
                registration_number="KYC-20261122-RACE00", holder_id=holder.holder_id,
                user_id=holder.account.user_id, policy_number=holder.policy_number,
                status=KycStatus.PENDING, sections=[], warnings=[],
                submitted_at=clock.now(),
            )
        )  # fmt: skip
        session.flush()


def test_a_racing_second_submission_gets_409(
    api: Api, customer: Make, sender: MemorySender, regions: None
) -> None:
    holder = customer()
    first = draft(api, holder, moved(api, holder)).json()
    enter_codes(api, sender, holder, first)
    # Another pending submission lands between the checks and the insert (in the same unit,
    # as a concurrent commit would appear to it): the unique index is what stops this one.
    submitted_elsewhere = KycSubmission(
        registration_number="KYC-20261122-RACE11", holder_id=holder.holder_id,
        user_id=holder.account.user_id, policy_number=holder.policy_number,
        status=KycStatus.PENDING, sections=[], warnings=[], submitted_at=clock.now(),
    )  # fmt: skip
    original = submissions.require_eligible

    def late(session: Session, *args: Any) -> Any:
        policy = original(session, *args)
        session.add(submitted_elsewhere)
        session.flush()
        return policy

    submissions.require_eligible = late  # type: ignore[assignment]
    try:
        answer = _submit(api, holder, first["draft_id"])
    finally:
        submissions.require_eligible = original
    assert "KYC-20261122-RACE11" in problem(answer, 409)["message"]


def test_history_newest_first_and_another_customers_detail_is_404(
    api: Api, customer: Make, sender: MemorySender, regions: None
) -> None:
    holder, other = customer(), customer()
    number = submitted(api, sender, holder, moved(api, holder))
    page = api.get(
        "/transaction/kyc/list", token=holder.token,
        params={"policy_number": holder.policy_number},
    ).json()  # fmt: skip
    assert page["total"] == 1 and page["data"][0]["registration_number"] == number
    assert page["data"][0]["sections"] == ["CurrentAddress"]
    detail = api.get(
        "/transaction/kyc/detail", token=holder.token, params={"registration_number": number}
    ).json()
    assert [e["status"] for e in detail["history"]] == ["PENDING"]
    assert any(c["new_value"] == "Bangka" for c in detail["changes"])
    theirs = api.get(
        "/transaction/kyc/detail", token=other.token, params={"registration_number": number}
    )
    assert problem(theirs, 404)["message"] == "Pengajuan Pengkinian Data tidak ditemukan."
