"""Submitting a claim (claim/submit): every rule of the event, the amount, the account and the
documents answers 422 naming the field; a refused submission writes nothing (no claim, its
documents still free for the corrected one, its Idempotency-Key unused); the amounts of
hospital cash and lump sums are the server's. The Idempotency-Key making one claim of
repeats: test_claim_submit_idempotency.py."""

from __future__ import annotations

import copy
import uuid
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest

from server.claim.messages import tanggal
from server.tests.claim_desk_support import acted
from server.tests.claim_rows_support import attached_to, claims_of, partner_hospital
from server.tests.claim_submit_support import (
    NOT_ATTACHABLE,
    ago,
    claim_body,
    critical_illness,
    document_ids,
    field_errors,
    hospital_cash,
    inpatient,
    outpatient,
    submit,
    submitted,
    uploaded,
)
from server.tests.claim_support import Family, admin_account, family, signed_in_again, staff, today
from server.tests.conftest import Api, Clock, SignIn

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["admin_account", "family", "staff"]
Make = Callable[..., Family]
Body = dict[str, Any]


def _event(**values: Any) -> Callable[[Body], None]:
    return lambda body: body["event"].update(values)


def _dated(**days_ago: int | None) -> Callable[[Body], None]:
    """Event dates so many days before today (reckoned when the test runs)."""

    def change(body: Body) -> None:
        for key, days in days_ago.items():
            body["event"][key] = None if days is None else ago(days)

    return change


def _set(**values: Any) -> Callable[[Body], None]:
    return lambda body: body.update(values)


def _without(key: str) -> Callable[[Body], None]:
    return lambda body: body.pop(key)


def _retyped(index: int, kind: str) -> Callable[[Body], None]:
    return lambda body: body["documents"][index].update(type=kind)


def _dropped(kind: str) -> Callable[[Body], None]:
    def change(body: Body) -> None:
        body["documents"] = [d for d in body["documents"] if d["type"] != kind]

    return change


def _twice(body: Body) -> None:
    body["documents"].append(
        {"type": "HASIL_LAB", "document_id": body["documents"][0]["document_id"]}
    )


def _bank(code: str) -> Callable[[Body], None]:
    return lambda body: body["bank_account"].update(bank_code=code)


BASES: dict[str, Callable[[Api, Family], Body]] = {
    "stay": inpatient,
    "visit": lambda api, me: outpatient(api, me),
    "cash": lambda api, me: hospital_cash(api, me),
    "illness": critical_illness,
}
FUTURE = "Tanggal tidak boleh di masa depan."
NO_HOSPITAL = "Pilih rumah sakit rekanan atau ketik nama rumah sakit/klinik."
LATE_90 = (
    "Klaim ini diajukan paling lambat 90 hari setelah kejadian atau selesai perawatan. Hubungi "
    "Customer Care bila ada alasan keterlambatan."
)
BEFORE = "Tanggal keluar tidak boleh sebelum tanggal masuk."
BOTH = "Pilih rumah sakit rekanan atau ketik namanya, tidak keduanya."
UNKNOWN = "Rumah sakit rekanan tidak ditemukan. Pilih dari daftar atau ketik namanya."
NO_AMOUNT = "Isi jumlah yang diklaim sesuai kwitansi."
OURS = "Jumlah klaim manfaat ini dihitung oleh kami; jangan diisi."
NOT_USED = "Jenis dokumen ini tidak diperlukan untuk manfaat ini."
BANK = "Bank tidak dikenal. Pilih bank dari daftar."
NO_END = "Isi tanggal keluar rumah sakit."
END_NOT_USED = "Tanggal keluar hanya diisi untuk klaim rawat inap."
TWICE = "Dokumen yang sama dilampirkan dua kali."
# fmt: off
CASES = {  # name: (base body, change, field, message)
    "event in the future":
        ("stay", _dated(event_date=-1, end_date=-2), "event.event_date", FUTURE),
    "discharge in the future":
        ("stay", _dated(event_date=2, end_date=-1), "event.end_date", FUTURE),
    "discharge before admission":
        ("stay", _dated(event_date=3, end_date=5), "event.end_date", BEFORE),
    "stay without discharge":
        ("stay", _dated(end_date=None), "event.end_date", NO_END),
    "discharge on a visit":
        ("visit", _dated(end_date=1), "event.end_date", END_NOT_USED),
    "stay without hospital":
        ("stay", _event(hospital_name=None), "event.hospital_id", NO_HOSPITAL),
    "stay with a blank hospital":
        ("stay", _event(hospital_name="   "), "event.hospital_id", NO_HOSPITAL),
    "visit without hospital":
        ("visit", _event(hospital_name=None), "event.hospital_id", NO_HOSPITAL),
    "both a partner and a name":
        ("stay", _event(hospital_id="RS310001"), "event.hospital_name", BOTH),
    "unknown partner":
        ("stay", _event(hospital_id="RS999999", hospital_name=None), "event.hospital_id",
        UNKNOWN),
    "reimbursement without amount":
        ("stay", _set(claimed_amount=None), "claimed_amount", NO_AMOUNT),
    "reimbursement amount left out":
        ("visit", _without("claimed_amount"), "claimed_amount", NO_AMOUNT),
    "amount on hospital cash":
        ("cash", _set(claimed_amount=1_500_000), "claimed_amount", OURS),
    "amount on a lump sum":
        ("illness", _set(claimed_amount=100_000_000), "claimed_amount", OURS),
    "required document missing":
        ("stay", _dropped("RESUME_MEDIS"), "documents", "Lampirkan Resume medis."),
    "document type not for the benefit":
        ("stay", _retyped(2, "SURAT_KEMATIAN"), "documents[2].type", NOT_USED),
    "other type on a visit":
        ("visit", _retyped(1, "LAINNYA"), "documents[1].type", NOT_USED),
    "same document twice":
        ("stay", _twice, "documents[3].document_id", TWICE),
    "unknown bank":
        ("stay", _bank("999"), "bank_account.bank_code", BANK),
    "stay claimed too late":
        ("stay", _dated(event_date=100, end_date=91), "event.event_date", LATE_90),
    "visit claimed too late":
        ("visit", _dated(event_date=91), "event.event_date", LATE_90),
}
# fmt: on


@pytest.mark.parametrize(("base", "change", "field", "message"), CASES.values(), ids=list(CASES))
def test_a_broken_rule_is_422_with_its_field_and_writes_nothing(
    api: Api, family: Make, base: str, change: Callable[[Body], None], field: str, message: str
) -> None:
    me = family()
    good = BASES[base](api, me)
    bad = copy.deepcopy(good)
    change(bad)
    key = uuid.uuid4().hex

    assert {"field": field, "message": message} in field_errors(submit(api, me.token, bad, key))
    assert claims_of(me) == []
    assert attached_to(*document_ids(good)) == [None] * len(good["documents"])

    # The corrected submission, with the same documents and the same key, goes through.
    made = submit(api, me.token, good, key)
    assert made.status_code == 201, made.text
    number = made.json()["claim_number"]
    assert claims_of(me) == [number]
    assert attached_to(*document_ids(good)) == [number] * len(good["documents"])


@pytest.mark.parametrize(
    ("base", "change"),
    [
        ("stay", _dated(event_date=93, end_date=90)),  # 90 days after leaving hospital
        ("visit", _dated(event_date=90)),
        ("stay", _dated(event_date=0, end_date=0)),  # admitted and discharged today
    ],
    ids=["stay 90 days on", "visit 90 days on", "stay of today"],
)
def test_the_last_day_to_claim_and_today_are_accepted(
    api: Api, family: Make, base: str, change: Callable[[Body], None]
) -> None:
    me = family()
    body = BASES[base](api, me)
    change(body)
    made = submit(api, me.token, body)
    assert made.status_code == 201, made.text


def test_a_critical_illness_may_be_claimed_up_to_180_days_on(api: Api, family: Make) -> None:
    me = family()
    late = critical_illness(api, me)
    late["event"]["event_date"] = ago(181)
    errors = field_errors(submit(api, me.token, late))
    assert errors[0]["message"].startswith("Klaim ini diajukan paling lambat 180 hari")
    late["event"]["event_date"] = ago(180)
    assert submit(api, me.token, late).status_code == 201


def test_an_event_within_the_waiting_period_is_refused(api: Api, family: Make) -> None:
    """The benefit can be claimed today, but not for an event before its waiting period ends."""
    start = today() - timedelta(days=40)
    me = family(start=start)
    body = outpatient(api, me, days_ago=20)  # the 20th day of the policy
    errors = field_errors(submit(api, me.token, body))
    assert errors == [
        {
            "field": "event.event_date",
            "message": f"Kejadian sebelum {tanggal(start + timedelta(days=30))} tidak dijamin "
            "(masa tunggu atau sebelum polis berlaku).",
        }
    ]
    body["event"]["event_date"] = ago(10)  # the 30th day
    assert submit(api, me.token, body).status_code == 201


def test_a_partner_hospital_gives_its_name(api: Api, family: Make) -> None:
    me = family()
    partner = partner_hospital("RS Mitra Uji Tebet")
    body = inpatient(api, me)
    body["event"].update(hospital_id=partner, hospital_name=None)
    made = submit(api, me.token, body)
    assert made.status_code == 201, made.text
    assert made.json()["event"]["hospital_id"] == partner
    assert made.json()["event"]["hospital_name"] == "RS Mitra Uji Tebet"


def test_another_customers_document_cannot_be_attached(api: Api, family: Make) -> None:
    me, other = family(), family()
    theirs = uploaded(api, other.token, "KWITANSI")[0]["document_id"]
    good = inpatient(api, me)
    bad = copy.deepcopy(good)
    bad["documents"][0]["document_id"] = theirs
    key = uuid.uuid4().hex
    assert field_errors(submit(api, me.token, bad, key)) == [
        {"field": "documents[0].document_id", "message": NOT_ATTACHABLE}
    ]
    assert claims_of(me) == [] and attached_to(theirs, *document_ids(good)) == [None] * 4
    # Refused while attaching, after the claim and its key were written: all rolled back.
    assert submit(api, me.token, good, key).status_code == 201


def test_a_document_of_another_claim_cannot_be_attached_again(api: Api, family: Make) -> None:
    me = family()
    first = inpatient(api, me)
    number = submitted(api, me, first)
    second = outpatient(api, me)
    free = document_ids(second)
    second["documents"][1]["document_id"] = first["documents"][0]["document_id"]
    assert field_errors(submit(api, me.token, second)) == [
        {"field": "documents[1].document_id", "message": NOT_ATTACHABLE}
    ]
    assert claims_of(me) == [number]
    assert attached_to(*free) == [None, None]
    assert attached_to(first["documents"][0]["document_id"]) == [number]


def test_an_upload_older_than_a_day_cannot_be_attached(
    api: Api, family: Make, signin: SignIn, frozen: Clock
) -> None:
    me = family()
    old = inpatient(api, me)
    frozen.advance(hours=12)
    me = signed_in_again(signin, me)
    recent = inpatient(api, me)
    frozen.advance(hours=12, minutes=1)  # the first uploads are a day and a minute old
    me = signed_in_again(signin, me)

    assert field_errors(submit(api, me.token, old)) == [
        {"field": f"documents[{i}].document_id", "message": NOT_ATTACHABLE} for i in range(3)
    ]
    assert claims_of(me) == []
    made = submit(api, me.token, recent)  # twelve hours old
    assert made.status_code == 201, made.text


def test_the_same_event_is_claimed_once_until_refused(api: Api, family: Make, staff: str) -> None:
    me = family()
    number = submitted(api, me, inpatient(api, me))
    again = inpatient(api, me)  # the same stay, new documents
    assert field_errors(submit(api, me.token, again)) == [
        {
            "field": "event.event_date",
            "message": f"Kejadian ini sudah diklaim dengan nomor {number}.",
        }
    ]
    assert claims_of(me) == [number] and attached_to(*document_ids(again)) == [None] * 3
    # The same stay on another benefit (the unit link's hospital cash) is another claim.
    cash = hospital_cash(api, me)
    cash["event"] = dict(again["event"])
    assert submit(api, me.token, cash).status_code == 201

    acted(api, staff, "reject", number, reason="Kwitansi tidak terbaca, silakan ajukan ulang.")
    resubmitted = submit(api, me.token, again)
    assert resubmitted.status_code == 201, resubmitted.text


@pytest.mark.parametrize(
    ("nights", "amount"), [(3, 1_500_000), (0, 500_000), (100, 45_000_000)],
    ids=["three nights", "in and out the same day", "past the 90 nights of a year"],
)  # fmt: skip
def test_hospital_cash_is_the_nights_times_the_daily_amount(
    api: Api, family: Make, nights: int, amount: int
) -> None:
    me = family()
    made = submit(api, me.token, hospital_cash(api, me, nights))
    assert made.status_code == 201, made.text
    claim = made.json()
    assert (claim["kind"], claim["claimed_amount"]) == ("DAILY_CASH", amount)


def test_a_lump_sum_is_the_riders_sum(api: Api, family: Make) -> None:
    me = family()
    illness = submit(api, me.token, critical_illness(api, me))
    assert illness.status_code == 201, illness.text
    assert (illness.json()["kind"], illness.json()["claimed_amount"]) == ("LUMP_SUM", 100_000_000)
    documents = uploaded(api, me.token, "SURAT_DOKTER", "RESUME_MEDIS", "KTP")
    accident = submit(
        api, me.token,
        claim_body(me, "life:self", "CACAT_TETAP", documents, event_days_ago=30, hospital=None),
    )  # fmt: skip
    assert accident.status_code == 201, accident.text
    assert accident.json()["claimed_amount"] == 250_000_000
