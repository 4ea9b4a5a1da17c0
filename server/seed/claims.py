"""Budi's claims, reckoned from the seed day ``T``:

- two paid long ago, the claims behind the ledger's payouts KLM-<year>-000341 (Dimas, dengue,
  rawat inap) and KLM-<year>-000977 (Rina, rawat jalan), linked to those transactions;
- one hospital stay of his own for typhoid (T-30 to T-27), claimed twice as a real customer
  would: on the family health policy (reimbursement; the desk asked for the laboratory
  results and is waiting for them: Dokumen Kurang) and on the unit link's hospital cash
  rider (3 nights, approved, waiting to be paid);
- Rina's outpatient visit being analysed, Dimas's outpatient visit just submitted, and a
  critical illness claim for hypertension rejected with its reason.

Each carries its status events (who and when) and its documents, written through the upload
path (:mod:`server.seed.claim_documents`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from server.access.models import User
from server.claim import catalogue
from server.claim.messages import DOCUMENT
from server.claim.models import (
    Benefit,
    Claim,
    ClaimDocument,
    ClaimEvent,
    ClaimStatus,
    DocumentType,
    PolicyBenefit,
)
from server.clock import WIB
from server.customer.models import PolicyHolder
from server.documents.owner import Owner
from server.hospital.models import Hospital
from server.ledger.models import PolicyTransaction
from server.payment.models import DocumentCounter
from server.policy.models import InsuredPerson, Policy
from server.seed.calendar import DemoCalendar, wib
from server.seed.claim_documents import demo_document
from server.seed.demo_data import BUDI

STAFF = "admin.portal"
CUSTOMER = "budi.santoso"
S = ClaimStatus
ACCOUNT = ("014", "5230984521", "Budi Santoso")  # BCA ****4521, as on the ledger's payouts


@dataclass(frozen=True, slots=True)
class DemoClaim:
    policy: str
    insured: str
    benefit: Benefit
    event: date
    end: date | None
    diagnosis: str
    hospital: tuple[str | None, str | None]  # (partner id, name)
    claimed: int
    steps: tuple[tuple[ClaimStatus, datetime, str | None], ...]  # (status, at, note)
    number: str | None = None  # the core system's number, else the counter's
    approved: int | None = None
    deductions: tuple[tuple[str, int], ...] = ()
    reason: str | None = None
    request: tuple[tuple[DocumentType, str | None], ...] = ()
    request_note: str | None = None
    answered: tuple[DocumentType, ...] = field(default=())


def demo_claims(cal: DemoCalendar) -> tuple[DemoClaim, ...]:
    t = cal.today

    def at(days: int, hh: int, mm: int = 0) -> datetime:
        return wib(t - timedelta(days=days), hh, mm)

    inpatient = cal.day_of_month(-9, 18)
    outpatient = cal.day_of_month(-2, 5)
    dengue = inpatient - timedelta(days=6)
    flu = outpatient - timedelta(days=6)
    typhoid, typhoid_end = t - timedelta(days=30), t - timedelta(days=27)
    tebet = ("RS310001", "RS Sentosa Medika Tebet")
    return (
        DemoClaim(
            "KS23000456", "Dimas Santoso", Benefit.RAWAT_INAP, dengue, dengue + timedelta(days=3),
            "Demam berdarah dengue", (None, "RS Pondok Indah"), 9_200_000,
            (
                (S.SUBMITTED, wib(dengue + timedelta(days=4), 9, 10), None),
                (S.DOCUMENT_VERIFICATION, wib(dengue + timedelta(days=4), 13, 0), None),
                (S.ANALYSIS, wib(dengue + timedelta(days=5), 10, 0), None),
                (S.APPROVED, wib(inpatient, 10, 30), "Disetujui Rp 8.450.000."),
                (S.PAID, wib(inpatient, 14, 30), None),
            ),
            number=f"KLM-{inpatient.year}-000341", approved=8_450_000,
            deductions=(("Tidak dijamin (biaya administrasi rumah sakit)", 750_000),),
        ),
        DemoClaim(
            "KS23000456", "Rina Santoso", Benefit.RAWAT_JALAN, flu, None,
            "Infeksi saluran pernapasan atas", (None, "Klinik Tebet Medika"), 1_275_000,
            (
                (S.SUBMITTED, wib(flu + timedelta(days=1), 20, 5), None),
                (S.DOCUMENT_VERIFICATION, wib(flu + timedelta(days=2), 9, 30), None),
                (S.ANALYSIS, wib(flu + timedelta(days=3), 11, 0), None),
                (S.APPROVED, wib(flu + timedelta(days=4), 15, 0), "Disetujui Rp 1.275.000."),
                (S.PAID, wib(outpatient, 11, 0), None),
            ),
            number=f"KLM-{outpatient.year}-000977", approved=1_275_000,
        ),
        DemoClaim(
            "UL24000123", "Budi Santoso", Benefit.PENYAKIT_KRITIS, t - timedelta(days=45), None,
            "Hipertensi esensial (tekanan darah tinggi)", (None, None), 200_000_000,
            (
                (S.SUBMITTED, at(43, 10, 15), None),
                (S.DOCUMENT_VERIFICATION, at(42, 9, 0), None),
                (S.ANALYSIS, at(40, 14, 0), None),
                (S.REJECTED, at(35, 16, 20), None),
            ),
            reason=(
                "Hipertensi esensial tidak termasuk penyakit kritis yang dijamin rider Sentosa "
                "Critical Illness 100 (daftar 49 penyakit kritis pada ketentuan khusus rider)."
            ),
        ),
        DemoClaim(
            "UL24000123", "Budi Santoso", Benefit.RAWAT_INAP, typhoid, typhoid_end,
            "Demam tifoid", tebet, 1_500_000,
            (
                (S.SUBMITTED, at(25, 8, 40), None),
                (S.DOCUMENT_VERIFICATION, at(24, 10, 0), None),
                (S.ANALYSIS, at(22, 13, 30), None),
                (S.APPROVED, at(3, 15, 10), "Disetujui Rp 1.500.000."),
            ),
            approved=1_500_000,
        ),
        DemoClaim(
            "KS23000456", "Budi Santoso", Benefit.RAWAT_INAP, typhoid, typhoid_end,
            "Demam tifoid", tebet, 14_350_000,
            (
                (S.SUBMITTED, at(25, 8, 55), None),
                (S.DOCUMENT_VERIFICATION, at(24, 10, 20), None),
                (S.DOCUMENTS_REQUESTED, at(20, 11, 5), None),
            ),
            request=((DocumentType.HASIL_LAB, "Hasil tes Tubex/Widal dan darah lengkap."),),
            request_note="Mohon lengkapi agar klaim dapat kami analisa.",
        ),
        DemoClaim(
            "KS23000456", "Rina Santoso", Benefit.RAWAT_JALAN, t - timedelta(days=8), None,
            "Gastritis akut", ("RS310003", "Klinik Pratama Sehat Sentosa Tebet"), 850_000,
            (
                (S.SUBMITTED, at(7, 19, 30), None),
                (S.DOCUMENT_VERIFICATION, at(6, 9, 15), None),
                (S.ANALYSIS, at(4, 10, 45), None),
            ),
        ),
        DemoClaim(
            "KS23000456", "Dimas Santoso", Benefit.RAWAT_JALAN, t - timedelta(days=3), None,
            "Bronkitis akut, konsultasi dokter spesialis anak", tebet, 650_000,
            ((S.SUBMITTED, at(1, 19, 40), None),),
        ),
    )  # fmt: skip


FIRST_NUMBER = 1201  # the migration leaves the counter at 1200


def numbered(cal: DemoCalendar) -> list[tuple[DemoClaim, str]]:
    """The demo claims with the numbers the seed gives them (the core system's where they
    have one, else the counter's, in order, dated by their submission in WIB)."""
    result, n = [], FIRST_NUMBER
    for demo in demo_claims(cal):
        if demo.number is None:
            year = demo.steps[0][1].astimezone(WIB).year
            result.append((demo, f"KLM-{year}-{n:06d}"))
            n += 1
        else:
            result.append((demo, demo.number))
    return result


def _lines(claim: DemoClaim, kind: DocumentType) -> tuple[str, ...]:
    place = claim.hospital[1] or "RS Sentosa Medika Tebet"
    return (
        f"Pasien: {claim.insured}",
        f"Tanggal: {claim.event:%d-%m-%Y}" + (f" s.d. {claim.end:%d-%m-%Y}" if claim.end else ""),
        f"Diagnosis: {claim.diagnosis}",
        f"Fasilitas: {place}",
        f"Dokumen: {DOCUMENT[kind.value][0]}",
        f"Jumlah: Rp {claim.claimed:,}".replace(",", ".") if kind == DocumentType.KWITANSI else "",
    )


def seed_claims(session: Session, cal: DemoCalendar) -> None:
    """Budi's claims, unless he has any."""
    holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == BUDI.nik))
    if holder is None or session.scalar(
        select(Claim.id).where(Claim.holder_id == holder.id).limit(1)
    ):
        return
    user_id = session.scalar(select(User.id).where(User.policy_holder_id == holder.id))
    assert user_id is not None
    for demo, number in numbered(cal):
        _add(session, holder, user_id, demo, number)
    # The counter goes on after the demo's numbers.
    session.execute(
        update(DocumentCounter)
        .where(DocumentCounter.name == "claim", DocumentCounter.value < FIRST_NUMBER + 5)
        .values(value=FIRST_NUMBER + 4)
    )


def _add(
    session: Session, holder: PolicyHolder, user_id: int, demo: DemoClaim, number: str
) -> None:
    policy, insured, benefit = session.execute(
        select(Policy, InsuredPerson, PolicyBenefit)
        .join(InsuredPerson, InsuredPerson.policy_id == Policy.id)
        .join(PolicyBenefit, PolicyBenefit.insured_person_id == InsuredPerson.id)
        .where(
            Policy.policy_number == demo.policy,
            InsuredPerson.name == demo.insured,
            PolicyBenefit.benefit == demo.benefit,
        )
    ).one()
    submitted, last = demo.steps[0][1], demo.steps[-1]
    partner, name = demo.hospital
    if partner is not None and session.get(Hospital, partner) is None:
        partner = None  # the regions (and so the partners) are not loaded
    claim = Claim(
        claim_number=number,
        holder_id=holder.id, user_id=user_id, policy_id=policy.id, insured_person_id=insured.id,
        benefit_id=benefit.id, benefit=demo.benefit, kind=benefit.kind, status=last[0],
        event_date=demo.event, end_date=demo.end, diagnosis=demo.diagnosis,
        hospital_id=partner, hospital_name=name, claimed_amount=demo.claimed,
        approved_amount=demo.approved,
        deductions=[{"label": label, "amount": amount} for label, amount in demo.deductions]
        if demo.approved is not None else None,
        decided_at=next((at for s, at, _ in demo.steps if s == S.APPROVED), None),
        rejection_reason=demo.reason,
        bank_code=ACCOUNT[0], account_number=ACCOUNT[1], account_holder=ACCOUNT[2],
        submitted_at=submitted, updated_at=last[1],
        events=[
            ClaimEvent(
                status=status, at=at, actor=CUSTOMER if status == S.SUBMITTED else STAFF,
                by_staff=status != S.SUBMITTED,
                note=demo.reason if status == S.REJECTED else note,
            )
            for status, at, note in demo.steps
        ],
        documents=[],
    )  # fmt: skip
    if demo.request:
        asked = ", ".join(DOCUMENT[t.value][0] for t, _ in demo.request)
        claim.events[-1].note = f"Diminta: {asked}."
        claim.document_request = {
            "requested_at": claim.events[-1].at.isoformat().replace("+00:00", "Z"),
            "note": demo.request_note,
            "items": [{"type": t.value, "note": note} for t, note in demo.request],
        }
    if last[0] == S.PAID:
        booked = session.scalar(
            select(PolicyTransaction).where(
                PolicyTransaction.reference_number == claim.claim_number
            )
        )
        claim.paid_at = last[1]
        claim.transfer_date = last[1].date() if booked is None else booked.effective_date
        claim.transfer_reference = f"BCA-TRF-{claim.claim_number[-6:]}{last[1]:%d%m}"
        claim.transaction_id = booked.id if booked is not None else None
    session.add(claim)
    session.flush()
    for kind in catalogue.required_types(demo.benefit):
        first_name = demo.insured.split()[0].lower()
        document = demo_document(
            session,
            owner=Owner.customer(user_id),
            file_name=f"{kind.value.lower().replace('_', '-')}-{first_name}.pdf",
            title=DOCUMENT[kind.value][0],
            lines=_lines(demo, kind),
            at=submitted - timedelta(minutes=5),
        )
        document.attached_to = claim.claim_number
        claim.documents.append(ClaimDocument(document_id=document.id, type=kind))
