"""Which benefits a customer may claim (claim/benefit/list) and the validation of one before
the form opens (claim/validate/benefit): the policy in force, the insured person covered,
the waiting period passed, the period's limit left, a lump sum not claimed yet, the holder's
own death left to the heirs; each refusal a 422 Claim Validation with the Indonesian reason,
another customer's policy or insured person a 404 like a missing one."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

import pytest

from server.claim.messages import tanggal
from server.policy.models import PolicyStatus
from server.tests.claim_desk_support import acted, approved
from server.tests.claim_submit_support import critical_illness, outpatient, submitted, validate
from server.tests.claim_support import (
    CARD_UNTIL,
    START,
    Family,
    admin_account,
    family,
    signed_in_again,
    staff,
    today,
)
from server.tests.conftest import Api, Clock, SignIn
from server.tests.support import answer, problem

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]
NOT_ELIGIBLE = "urn:tmanku:problem:claim-not-eligible"


def _refused(response: Any) -> str:
    """The Indonesian reason of a Claim Validation refusal."""
    body = problem(response, 422)
    assert body["type"] == NOT_ELIGIBLE
    return str(body["message"])


def test_the_benefit_list_shows_each_policy_its_insured_and_their_benefits(
    api: Api, family: Make
) -> None:
    me = family()
    family()  # another customer, whose policies must not show
    body = api.get("/claim/benefit/list", token=me.token).json()
    shown = {
        p["policy_number"]: (
            p["claimable"],
            p["reason"],
            [
                (
                    person["name"],
                    person["relation"],
                    [(b["benefit"], b["kind"]) for b in person["benefits"]],
                )
                for person in p["insured"]
            ],
        )
        for p in body["policies"]
    }
    cards = [("RAWAT_INAP", "REIMBURSEMENT"), ("RAWAT_JALAN", "REIMBURSEMENT")]
    assert shown == {
        me.health: (
            True, None,
            [("Nasabah Uji", "Diri Sendiri", cards), ("Pasangan Uji", "Istri", cards)],
        ),
        me.life: (
            True, None,
            [("Nasabah Uji", "Diri Sendiri", [
                ("RAWAT_INAP", "DAILY_CASH"), ("PENYAKIT_KRITIS", "LUMP_SUM"),
                ("CACAT_TETAP", "LUMP_SUM"), ("MENINGGAL_DUNIA", "LUMP_SUM"),
            ])],
        ),
    }  # fmt: skip
    life = next(p for p in body["policies"] if p["policy_number"] == me.life)
    sources = {b["benefit"]: b["source"] for b in life["insured"][0]["benefits"]}
    assert sources["RAWAT_INAP"] == "Sentosa Hospital Cash Plus"
    assert sources["MENINGGAL_DUNIA"] == "Sentosa Link Uji"


@pytest.mark.parametrize(
    ("status", "shown"),
    [
        (PolicyStatus.LAPSE, "Batal (Lapse)"),
        (PolicyStatus.TERMINATED, "Berakhir"),
        (PolicyStatus.CLAIMED, "Berakhir karena Klaim"),
    ],
)
def test_a_policy_not_in_force_is_listed_with_its_reason_and_refused(
    api: Api, family: Make, status: PolicyStatus, shown: str
) -> None:
    me = family(status)
    policies = api.get("/claim/benefit/list", token=me.token).json()["policies"]
    assert {p["policy_number"]: p["claimable"] for p in policies} == {
        me.health: False,
        me.life: False,
    }
    health = next(p for p in policies if p["policy_number"] == me.health)
    assert health["reason"] == (
        f"Polis {me.health} berstatus {shown}. Klaim hanya dapat diajukan untuk polis yang aktif "
        "(berlaku atau dalam masa tenggang)."
    )
    assert health["insured"][0]["benefits"], "its benefits are still shown"
    assert _refused(validate(api, me, "health:self", "RAWAT_INAP")) == health["reason"]
    assert f"Polis {me.life} berstatus {shown}." in _refused(
        validate(api, me, "life:self", "CACAT_TETAP")
    )


def test_a_policy_in_its_grace_period_can_be_claimed(api: Api, family: Make) -> None:
    me = family(PolicyStatus.GRACE_PERIOD)
    response = validate(api, me, "health:self", "RAWAT_INAP")
    assert response.status_code == 200, response.text
    policies = api.get("/claim/benefit/list", token=me.token).json()["policies"]
    assert all(p["claimable"] and p["reason"] is None for p in policies)


def test_an_eligible_benefit_says_what_the_form_needs(api: Api, family: Make) -> None:
    me = family()
    cash = validate(api, me, "life:self", "RAWAT_INAP").json()
    assert (cash["kind"], cash["daily_amount"], cash["lump_sum_amount"]) == (
        "DAILY_CASH", 500_000, None,
    )  # fmt: skip
    limit = cash["limit"]
    assert limit["limit_amount"] == 90 * 500_000  # 90 nights a policy year
    start, end = (date.fromisoformat(limit[k]) for k in ("period_start", "period_end"))
    assert (start.month, start.day) == (START.month, START.day)
    assert start <= today() <= end and end.replace(year=end.year - 1) + timedelta(days=1) == start
    assert cash["waiting_period_end"] == (START + timedelta(days=30)).isoformat()
    assert (cash["submit_within_days"], cash["max_file_bytes"], cash["max_claim_bytes"]) == (
        90, 10 * 1024 * 1024, 50 * 1024 * 1024,
    )  # fmt: skip

    illness = validate(api, me, "life:self", "PENYAKIT_KRITIS").json()
    assert (illness["kind"], illness["lump_sum_amount"], illness["daily_amount"]) == (
        "LUMP_SUM", 100_000_000, None,
    )  # fmt: skip
    assert [(d["type"], d["required"]) for d in illness["documents"]] == [
        ("RESUME_MEDIS", True), ("HASIL_LAB", True), ("SURAT_DOKTER", True), ("KTP", True),
    ]  # fmt: skip
    stay = validate(api, me, "health:spouse", "RAWAT_INAP").json()
    assert stay["insured"]["name"] == "Pasangan Uji"
    assert (stay["limit"]["limit_amount"], stay["limit"]["period_end"]) == (
        50_000_000, CARD_UNTIL.isoformat(),
    )  # fmt: skip


def test_an_insured_person_not_covered_for_the_benefit_is_refused(api: Api, family: Make) -> None:
    me = family()
    assert _refused(validate(api, me, "health:spouse", "PENYAKIT_KRITIS")) == (
        f"Pasangan Uji tidak dijamin manfaat Penyakit Kritis pada polis {me.health}."
    )
    assert _refused(validate(api, me, "health:self", "CACAT_TETAP")) == (
        f"Nasabah Uji tidak dijamin manfaat Cacat Tetap pada polis {me.health}."
    )
    assert validate(api, me, "health:spouse", "RAWAT_JALAN").status_code == 200


def test_the_waiting_period_runs_from_the_policys_start(
    api: Api, family: Make, signin: SignIn, frozen: Clock
) -> None:
    start = today() - timedelta(days=10)
    me = family(start=start)
    stay = _refused(validate(api, me, "health:self", "RAWAT_INAP"))
    assert stay == (
        f"Manfaat Rawat Inap baru dapat diklaim untuk kejadian mulai "
        f"{tanggal(start + timedelta(days=30))} (masa tunggu 30 hari)."
    )
    illness = _refused(validate(api, me, "life:self", "PENYAKIT_KRITIS"))
    assert illness.endswith(f"{tanggal(start + timedelta(days=90))} (masa tunggu 90 hari).")
    accident = validate(api, me, "life:self", "CACAT_TETAP")  # no waiting period
    assert accident.status_code == 200, accident.text
    assert accident.json()["waiting_period_end"] == start.isoformat()

    frozen.advance(days=19)  # the 29th day: still waiting
    me = signed_in_again(signin, me)
    assert "masa tunggu 30 hari" in _refused(validate(api, me, "health:self", "RAWAT_INAP"))
    frozen.advance(days=1)  # the 30th day
    me = signed_in_again(signin, me)
    passed = validate(api, me, "health:self", "RAWAT_INAP")
    assert passed.status_code == 200, passed.text
    assert passed.json()["waiting_period_end"] == today().isoformat()


def test_a_benefit_is_claimed_within_its_coverage(
    api: Api, family: Make, signin: SignIn, frozen: Clock
) -> None:
    """A policy that has not begun yet, and the cards and riders after they end."""
    start = today() + timedelta(days=10)
    early = family(start=start)
    assert _refused(validate(api, early, "health:self", "RAWAT_INAP")) == (
        f"Manfaat Rawat Inap baru berlaku mulai {tanggal(start)}."
    )
    until = today() + timedelta(days=1)
    me = family(until=until)
    assert validate(api, me, "health:spouse", "RAWAT_JALAN").status_code == 200
    frozen.advance(days=1)  # the cards' and riders' last day
    me = signed_in_again(signin, me)
    assert validate(api, me, "life:self", "CACAT_TETAP").status_code == 200
    frozen.advance(days=1)  # the day after
    me = signed_in_again(signin, me)
    assert _refused(validate(api, me, "health:spouse", "RAWAT_JALAN")) == (
        f"Manfaat Rawat Jalan berakhir pada {tanggal(until)}."
    )
    assert _refused(validate(api, me, "life:self", "CACAT_TETAP")) == (
        f"Manfaat Cacat Tetap berakhir pada {tanggal(until)}."
    )


def test_a_used_up_limit_is_refused(api: Api, family: Make, staff: str) -> None:
    """Outpatient care of Plan Gold: 20 million a card year for each insured person."""
    me = family()
    first = submitted(api, me, outpatient(api, me, 12_000_000, days_ago=10))
    second = submitted(api, me, outpatient(api, me, 8_000_000, days_ago=5))
    approved(api, staff, first, 12_000_000)
    left = validate(api, me, "health:self", "RAWAT_JALAN")
    assert left.status_code == 200, left.text
    limit = left.json()["limit"]
    assert (limit["used_amount"], limit["reserved_amount"], limit["remaining_amount"]) == (
        12_000_000, 8_000_000, 8_000_000,
    )  # fmt: skip

    approved(api, staff, second, 8_000_000)
    assert _refused(validate(api, me, "health:self", "RAWAT_JALAN")) == (
        f"Limit manfaat Rawat Jalan (Rp 20.000.000) periode sampai {tanggal(CARD_UNTIL)} "
        "sudah habis terpakai."
    )
    spouse = validate(api, me, "health:spouse", "RAWAT_JALAN")  # her own limit
    assert spouse.json()["limit"]["remaining_amount"] == 20_000_000
    assert validate(api, me, "health:self", "RAWAT_INAP").status_code == 200


def test_a_lump_sum_is_claimed_once(api: Api, family: Make, staff: str) -> None:
    me = family()
    number = submitted(api, me, critical_illness(api, me))
    assert _refused(validate(api, me, "life:self", "PENYAKIT_KRITIS")) == (
        f"Manfaat Penyakit Kritis tertanggung ini sudah diklaim dengan nomor {number}; "
        "manfaat ini dibayar sekali."
    )
    assert validate(api, me, "life:self", "CACAT_TETAP").status_code == 200
    acted(api, staff, "reject", number, reason="Diagnosis tidak termasuk daftar penyakit kritis.")
    again = validate(api, me, "life:self", "PENYAKIT_KRITIS")  # a refused claim is no payout
    assert again.status_code == 200, again.text


def test_the_holders_own_death_is_claimed_by_the_heirs(api: Api, family: Make) -> None:
    me = family()
    assert _refused(validate(api, me, "life:self", "MENINGGAL_DUNIA")) == (
        f"Santunan meninggal dunia pemegang polis {me.life} diajukan oleh ahli waris melalui "
        "Customer Care, dengan dokumen asli."
    )


def test_another_customers_policy_or_insured_is_404_like_a_missing_one(
    api: Api, family: Make
) -> None:
    me, other = family(), family()

    def ask(policy: str, insured: int) -> Any:
        params = {"policy_number": policy, "insured_id": insured, "benefit": "RAWAT_INAP"}
        return api.get("/claim/validate/benefit", token=me.token, params=params)

    answers = [
        ask(other.health, other.insured["health:self"]),  # their policy and insured
        ask(me.health, other.insured["health:self"]),  # my policy, their insured
        ask(other.health, me.insured["health:self"]),  # their policy, my insured
        ask(me.health, me.insured["life:self"]),  # my insured, but on my other policy
        ask("ZZ99999999", 999_999),  # nothing at all
    ]
    for response in answers:
        assert problem(response, 404)["message"] == "Polis atau tertanggung tidak ditemukan."
    first = answer(answers[0])
    assert all(answer(response) == first for response in answers)
