"""The staff claims desk over HTTP: the queue by status (open ones the longest waiting first,
decided ones the newest first) with the count of every status; each move only from its
statuses (409 otherwise, with the status the claim is in); the amount approved within the
claimed amount and the limit left, its deductions adding up; the payout dated between the
approval and today. What the customer meets of the desk (the timeline, the e-mails, a request
for documents): test_claim_desk_customer.py."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest

from server.clock import iso_z
from server.settings import Settings
from server.tests.claim_desk_support import (
    REASON,
    act,
    acted,
    analysed,
    answer,
    approved,
    claim_mails,
    review,
    transfer,
)
from server.tests.claim_rows_support import attached_to
from server.tests.claim_submit_support import inpatient, outpatient, submitted, uploaded
from server.tests.claim_support import Family, admin_account, family, staff, today
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]
STATUSES = [
    "SUBMITTED", "DOCUMENT_VERIFICATION", "DOCUMENTS_REQUESTED", "ANALYSIS", "APPROVED",
    "REJECTED", "PAID",
]  # fmt: skip


def _queue(api: Api, staff: str, status: str) -> tuple[list[str], dict[str, int]]:
    """Every claim number of the status, in the queue's order (all pages), and the counts."""
    numbers: list[str] = []
    page = 1
    while True:
        body = api.get(
            "/admin/claim/list", token=staff, params={"status": status, "page": page, "size": 50}
        ).json()
        numbers += [item["claim_number"] for item in body["data"]]
        if len(numbers) >= body["total"] or not body["data"]:
            counts = {c["status"]: c["count"] for c in body["counts"]}
            assert len(numbers) == body["total"] == counts[status]
            return numbers, counts
        page += 1


def test_the_queue_keeps_the_longest_waiting_first_and_the_newest_decision_first(
    api: Api, family: Make, staff: str, frozen: Clock
) -> None:
    me = family()
    first = submitted(api, me, outpatient(api, me, days_ago=9))
    frozen.advance(seconds=30)
    second = submitted(api, me, outpatient(api, me, days_ago=8))
    frozen.advance(seconds=30)
    third = submitted(api, me, outpatient(api, me, days_ago=7))
    mine = {first, second, third}

    def order(status: str) -> list[str]:
        return [n for n in _queue(api, staff, status)[0] if n in mine]

    assert order("SUBMITTED") == [first, second, third]
    item = api.get("/admin/claim/list", token=staff).json()["data"]
    shown = next(i for i in item if i["claim_number"] == first)
    assert shown["customer_name"].startswith("Nasabah Uji ")
    assert (shown["insured_name"], shown["policy_number"]) == ("Nasabah Uji", me.health)
    assert (shown["status_desc"], shown["benefit_name"], shown["claimed_amount"]) == (
        "Diajukan", "Rawat Jalan", 850_000,
    )  # fmt: skip

    frozen.advance(seconds=30)
    acted(api, staff, "verify", third)  # waiting since its last change, not its submission
    frozen.advance(seconds=30)
    acted(api, staff, "verify", first)
    assert order("DOCUMENT_VERIFICATION") == [third, first]
    assert order("SUBMITTED") == [second]

    frozen.advance(seconds=30)
    acted(api, staff, "reject", first, reason=REASON)
    frozen.advance(seconds=30)
    acted(api, staff, "reject", second, reason=REASON)
    frozen.advance(seconds=30)
    acted(api, staff, "reject", third, reason=REASON)
    assert order("REJECTED") == [third, second, first]


def test_the_counts_are_the_claims_in_each_status(api: Api, family: Make, staff: str) -> None:
    me = family()
    before = _queue(api, staff, "SUBMITTED")[1]
    assert list(before) == STATUSES
    submitted(api, me, outpatient(api, me, days_ago=9))
    verified = submitted(api, me, outpatient(api, me, days_ago=8))
    acted(api, staff, "verify", verified)
    totals = {status: len(_queue(api, staff, status)[0]) for status in STATUSES}
    counts = _queue(api, staff, "REJECTED")[1]
    assert counts == totals
    assert counts["SUBMITTED"] == before["SUBMITTED"] + 1
    assert counts["DOCUMENT_VERIFICATION"] == before["DOCUMENT_VERIFICATION"] + 1


# ---------------------------------------------------------------- moves
def _ready(api: Api, staff: str, number: str, steps: tuple[str, ...]) -> None:
    bodies: dict[str, dict[str, Any]] = {
        "verify": {}, "analyse": {}, "reject": {"reason": REASON},
        "approve": {"approved_amount": 850_000, "deductions": []}, "pay": transfer(today()),
        "document/request": {"items": [{"type": "HASIL_LAB"}]},
    }  # fmt: skip
    for step in steps:
        acted(api, staff, step, number, **bodies[step])


ILLEGAL = {  # name: (steps before, action, its body, the status it is in, the statuses allowed)
    "verify twice": (("verify",), "verify", {}, "Verifikasi Dokumen", "Diajukan"),
    "analyse a submitted claim": ((), "analyse", {}, "Diajukan", "Verifikasi Dokumen"),
    "approve before analysis": (
        ("verify",), "approve", {"approved_amount": 850_000, "deductions": []},
        "Verifikasi Dokumen", "Dianalisa",
    ),
    "pay a submitted claim": ((), "pay", None, "Diajukan", "Disetujui"),
    "reject a paid claim": (
        ("verify", "analyse", "approve", "pay"), "reject", {"reason": REASON}, "Dibayar",
        "Diajukan atau Verifikasi Dokumen atau Dokumen Kurang atau Dianalisa",
    ),
    "reject a rejected claim": (
        ("reject",), "reject", {"reason": REASON}, "Ditolak",
        "Diajukan atau Verifikasi Dokumen atau Dokumen Kurang atau Dianalisa",
    ),
    "request documents of an approved claim": (
        ("verify", "analyse", "approve"), "document/request", {"items": [{"type": "KTP"}]},
        "Disetujui", "Diajukan atau Verifikasi Dokumen atau Dianalisa",
    ),
    "approve twice": (
        ("verify", "analyse", "approve"), "approve",
        {"approved_amount": 850_000, "deductions": []}, "Disetujui", "Dianalisa",
    ),
}  # fmt: skip


@pytest.mark.parametrize(
    ("steps", "action", "body", "status", "allowed"), ILLEGAL.values(), ids=list(ILLEGAL)
)
def test_an_illegal_move_is_409_and_changes_nothing(
    api: Api, family: Make, staff: str, settings: Settings,
    steps: tuple[str, ...], action: str, body: dict[str, Any] | None, status: str, allowed: str,
) -> None:  # fmt: skip
    me = family()
    number = submitted(api, me, outpatient(api, me))
    _ready(api, staff, number, steps)
    before = review(api, staff, number)
    mails = len(claim_mails(settings, before["claim"]["status"], me, number))

    refused = problem(
        act(api, staff, action, number, **(transfer(today()) if body is None else body)), 409
    )
    assert refused["message"] == (
        f"Klaim {number} berstatus {status}; tindakan ini hanya untuk klaim berstatus "
        f"{allowed}. Muat ulang untuk melihat keadaan terkini."
    )
    assert review(api, staff, number) == before
    assert len(claim_mails(settings, before["claim"]["status"], me, number)) == mails


def test_answering_when_no_documents_were_asked_is_409(api: Api, family: Make) -> None:
    me = family()
    number = submitted(api, me, outpatient(api, me))
    lab = uploaded(api, me.token, "HASIL_LAB")
    refused = problem(answer(api, me, number, lab), 409)
    assert refused["message"] == (
        f"Klaim {number} berstatus Diajukan; tindakan ini hanya untuk klaim berstatus Dokumen "
        "Kurang. Muat ulang untuk melihat keadaan terkini."
    )
    assert attached_to(lab[0]["document_id"]) == [None]


def test_the_allowed_actions_follow_the_status(api: Api, family: Make, staff: str) -> None:
    me = family()
    number = submitted(api, me, outpatient(api, me))
    seen = [review(api, staff, number)["allowed_actions"]]
    for step in ("verify", "analyse", "approve", "pay"):
        _ready(api, staff, number, (step,))
        seen.append(review(api, staff, number)["allowed_actions"])
    assert seen == [
        ["VERIFY", "REQUEST_DOCUMENTS", "REJECT"],
        ["ANALYSE", "REQUEST_DOCUMENTS", "REJECT"],
        ["REQUEST_DOCUMENTS", "APPROVE", "REJECT"],
        ["PAY"],
        [],
    ]


# ---------------------------------------------------------------- approval
def _approve(api: Api, staff: str, number: str, amount: int, *cuts: tuple[str, int]) -> Any:
    deductions = [{"label": label, "amount": cut} for label, cut in cuts]
    return act(api, staff, "approve", number, approved_amount=amount, deductions=deductions)


def _refused(response: Any, field: str) -> str:
    body = problem(response, 422)
    assert [e["field"] for e in body["errors"]] == [field]
    return str(body["message"])


def test_the_approved_amount_and_its_deductions(api: Api, family: Make, staff: str) -> None:
    me = family()
    number = submitted(api, me, inpatient(api, me))  # 12,500,000 claimed
    analysed(api, staff, number)
    admin = "Biaya administrasi rumah sakit"

    over = _refused(_approve(api, staff, number, 12_500_001), "approved_amount")
    assert over == "Jumlah disetujui paling banyak jumlah yang diklaim (Rp 12.500.000)."
    unexplained = _refused(_approve(api, staff, number, 11_750_000), "deductions")
    assert unexplained == (
        "Jelaskan potongan: jumlahnya harus sama dengan selisih yang diklaim dan disetujui."
    )
    short = _refused(_approve(api, staff, number, 11_750_000, (admin, 500_000)), "deductions")
    assert short == (
        "Jumlah potongan (Rp 500.000) harus sama dengan selisih yang diklaim dan disetujui "
        "(Rp 750.000)."
    )
    extra = _refused(_approve(api, staff, number, 12_500_000, (admin, 1_000)), "deductions")
    assert extra.startswith("Jumlah potongan (Rp 1.000) harus sama")
    assert review(api, staff, number)["claim"]["status"] == "ANALYSIS"

    split = _approve(api, staff, number, 11_750_000, (admin, 500_000), ("Obat pulang", 250_000))
    assert split.status_code == 200, split.text
    decision = split.json()["claim"]["decision"]
    assert decision["approved_amount"] == 11_750_000
    assert decision["deductions"] == [
        {"label": admin, "amount": 500_000}, {"label": "Obat pulang", "amount": 250_000},
    ]  # fmt: skip


def test_approving_the_whole_claim_needs_no_deductions(api: Api, family: Make, staff: str) -> None:
    me = family()
    number = submitted(api, me, inpatient(api, me))
    analysed(api, staff, number)
    whole = _approve(api, staff, number, 12_500_000)
    assert whole.status_code == 200, whole.text
    assert whole.json()["claim"]["status"] == "APPROVED"
    assert whole.json()["claim"]["decision"]["deductions"] == []


def test_no_more_than_the_limit_left_is_approved(api: Api, family: Make, staff: str) -> None:
    """Outpatient care: 20 million a card year."""
    me = family()
    first = submitted(api, me, outpatient(api, me, 15_000_000, days_ago=10))
    second = submitted(api, me, outpatient(api, me, 10_000_000, days_ago=5))
    approved(api, staff, first, 15_000_000)
    analysed(api, staff, second)
    limit = review(api, staff, second)["limit"]
    assert (limit["used_amount"], limit["remaining_amount"]) == (15_000_000, 5_000_000)

    over = _refused(_approve(api, staff, second, 10_000_000), "approved_amount")
    assert over == "Jumlah disetujui paling banyak sisa limit manfaat (Rp 5.000.000)."
    within = _approve(api, staff, second, 5_000_000, ("Melebihi sisa limit tahunan", 5_000_000))
    assert within.status_code == 200, within.text
    assert within.json()["limit"]["remaining_amount"] == 0


# ---------------------------------------------------------------- payment
def test_the_transfer_is_dated_between_the_approval_and_today(
    api: Api, family: Make, staff: str, frozen: Clock, signin: SignIn, admin_account: Account
) -> None:
    me = family()
    number = submitted(api, me, outpatient(api, me))
    approved(api, staff, number, 850_000)
    approval_day = today()
    frozen.advance(days=2)
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])

    future = _refused(
        act(api, staff, "pay", number, **transfer(today() + timedelta(days=1))), "transfer_date"
    )
    assert future == "Tanggal transfer tidak boleh di masa depan."
    early = act(api, staff, "pay", number, **transfer(approval_day - timedelta(days=1)))
    assert (
        _refused(early, "transfer_date") == "Tanggal transfer tidak boleh sebelum klaim disetujui."
    )
    assert review(api, staff, number)["claim"]["status"] == "APPROVED"

    paid = act(api, staff, "pay", number, **transfer(approval_day))
    assert paid.status_code == 200, paid.text
    payout = paid.json()["claim"]["payout"]
    assert payout["transfer_date"] == approval_day.isoformat()
    assert payout["paid_at"] == iso_z(frozen.now)
