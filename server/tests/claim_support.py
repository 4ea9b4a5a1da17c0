"""Shared fixtures of the claim tests: a customer with a family health policy (cards for him
and his wife) and a unit link with riders (critical illness, hospital cash, accident), both
seeded through the demo's builders (so their benefits are booked as the demo's are), the
upload of a claim document, a complete submission body, and a staff session."""

from __future__ import annotations

import io
import itertools
import uuid
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from pypdf import PdfWriter
from pypdf.generic import DecodedStreamObject, NameObject
from sqlalchemy import func, select

from server import clock, settings
from server.claim.models import Claim
from server.clock import WIB
from server.customer.models import Gender, PolicyHolder
from server.db import transaction
from server.documents.models import Document
from server.policy.models import PolicyStatus, PremiumFrequency, Product, ProductType
from server.seed.builders import add_policy
from server.seed.demo_data import CardData, InsuredData, PolicyData, RiderData
from server.tests import document_samples
from server.tests.conftest import DAY0, Account, Api, SignIn

_serial = itertools.count(1)
START = DAY0.date() - timedelta(days=900)  # long past every waiting period
CARD_FROM, CARD_UNTIL = DAY0.date() - timedelta(days=200), DAY0.date() + timedelta(days=400)


@dataclass(frozen=True)
class Family:
    account: Account
    token: str
    health: str  # policy number: cards for SELF and SPOUSE
    life: str  # unit link: death, CI100, HCP500, ADD250 for SELF
    insured: dict[str, int]  # "health:self", "health:spouse", "life:self" -> insured_id


def _product(session: Any, code: str, name: str, kind: ProductType) -> Product:
    product = session.scalar(select(Product).where(Product.code == code))
    if product is None:
        product = Product(code=code, name=name, type=kind)
        session.add(product)
    return product


def add_family_policies(
    account: Account,
    *,
    status: PolicyStatus = PolicyStatus.INFORCE,
    start: date = START,
    until: date = CARD_UNTIL,
) -> tuple[str, str]:
    """The health and the life policy of ``account``, both begun on ``start`` (the cards valid
    from then too when that is after CARD_FROM), the cards and riders valid until ``until``."""
    n = next(_serial)
    health, life = f"KC{n:08d}", f"LC{n:08d}"
    card = CardData(
        card_number=f"9001 0000 {n:04d} 0001", plan_name="Plan Gold", room_class="Kamar 1 orang",
        annual_limit=50_000_000, valid_from=max(CARD_FROM, start), valid_until=until,
    )  # fmt: skip
    me = InsuredData("Nasabah Uji", "Diri Sendiri", account.birth_date, Gender.L, True)
    spouse = InsuredData("Pasangan Uji", "Istri", date(1985, 1, 1), Gender.P)
    with transaction() as session:
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == account.nik))
        assert holder is not None
        common = dict(
            status=status, start_date=start, end_date=start + timedelta(days=3650 * 3),
            premium_amount=500_000, premium_frequency=PremiumFrequency.MONTHLY,
            next_due_date=None, payment_method="Transfer Bank",
        )  # fmt: skip
        add_policy(
            session,
            PolicyData(
                policy_number=health,
                product_code="TEST-KS",
                sum_assured=0,
                insured=(replace_card(me, card, 1), replace_card(spouse, card, 2)),
                **common,
            ),
            holder,
            _product(session, "TEST-KS", "Sentosa Medika Uji", ProductType.HEALTH),
        )
        add_policy(
            session,
            PolicyData(
                policy_number=life,
                product_code="TEST-UL",
                sum_assured=300_000_000,
                insured=(me,),
                riders=(
                    RiderData("CI100", "Sentosa Critical Illness 100", 100_000_000, 1, until),
                    RiderData("HCP500", "Sentosa Hospital Cash Plus", 500_000, 1, until),
                    RiderData("ADD250", "Sentosa Kecelakaan Diri", 250_000_000, 1, until),
                ),
                **common,
            ),
            holder,
            _product(session, "TEST-UL", "Sentosa Link Uji", ProductType.UNIT_LINK),
        )
    return health, life


def replace_card(person: InsuredData, card: CardData, k: int) -> InsuredData:
    from dataclasses import replace

    return replace(person, card=replace(card, card_number=card.card_number[:-1] + str(k)))


@pytest.fixture(scope="module")
def family(make_account: Callable[..., Account], signin: SignIn, api: Api) -> Callable[..., Family]:
    def make(
        status: PolicyStatus = PolicyStatus.INFORCE,
        *,
        start: date = START,
        until: date = CARD_UNTIL,
    ) -> Family:
        """A new customer with both policies (begun on ``start``, cards and riders until
        ``until``), signed in."""
        account = make_account()
        health, life = add_family_policies(account, status=status, start=start, until=until)
        token = str(signin.signed_in(account)["token"])
        options = api.get("/claim/benefit/list", token=token).json()["policies"]
        insured = {
            f"{'health' if p['policy_number'] == health else 'life'}:"
            f"{'self' if person['relation'] == 'Diri Sendiri' else 'spouse'}": person["insured_id"]
            for p in options
            for person in p["insured"]
        }
        return Family(account, token, health, life, insured)

    return make


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin_account: Account, signin: SignIn) -> str:
    """A fresh admin access token."""
    return str(signin.signed_in(admin_account, check_admin=True)["token"])


def today() -> date:
    return clock.now().astimezone(WIB).date()


def upload(
    api: Api, token: str, content: bytes | None = None, name: str = "kwitansi.pdf",
    claim_number: str | None = None,
) -> Any:  # fmt: skip
    data = {"purpose": "CLAIM_DOCUMENT"}
    if claim_number:
        data["claim_number"] = claim_number
    kind = "application/pdf" if name.endswith(".pdf") else "image/jpeg"
    files = {"file": (name, content or document_samples.pdf(), kind)}
    return api.call("POST", "/document/upload", token=token, data=data, files=files)


def uploaded(api: Api, token: str, *types: str) -> list[dict[str, str]]:
    refs = []
    for kind in types:
        response = upload(api, token, name=f"{kind.lower()}.pdf")
        assert response.status_code == 201, response.text
        refs.append({"type": kind, "document_id": response.json()["document_id"]})
    return refs


def inpatient(api: Api, family: Family, **changes: Any) -> dict[str, Any]:
    """A complete hospital-stay claim on the health policy for the holder himself."""
    day = today()
    body: dict[str, Any] = {
        "policy_number": family.health,
        "insured_id": family.insured["health:self"],
        "benefit": "RAWAT_INAP",
        "event": {
            "event_date": (day - timedelta(days=6)).isoformat(),
            "end_date": (day - timedelta(days=3)).isoformat(),
            "diagnosis": "Demam berdarah dengue",
            "hospital_id": None,
            "hospital_name": "RS Uji Sehat",
        },
        "claimed_amount": 12_500_000,
        "bank_account": {
            "bank_code": "014",
            "account_number": "5230984521",
            "account_holder": "Nasabah Uji",
        },
        "documents": uploaded(api, family.token, "KWITANSI", "RINCIAN_BIAYA", "RESUME_MEDIS"),
    }
    body.update(changes)
    return body


def submit(api: Api, token: str, body: dict[str, Any], key: str | None = None) -> Any:
    headers = {"Idempotency-Key": key or uuid.uuid4().hex}
    return api.post("/claim/submit", body, token=token, headers=headers)


# ---------------------------------------------------------------- more claims and the desk
BANK = {"bank_code": "014", "account_number": "5230984521", "account_holder": "Nasabah Uji"}


def claim_body(
    family: Family, where: str, benefit: str, documents: list[dict[str, str]], *,
    event_days_ago: int, end_days_ago: int | None = None, amount: int | None = None,
    hospital: str | None = "RS Uji Sehat", diagnosis: str = "Demam tifoid",
) -> dict[str, Any]:  # fmt: skip
    """A claim for ``where`` ("health:self", "health:spouse" or "life:self") on that policy,
    the event ``event_days_ago`` (and left hospital ``end_days_ago``) before today."""
    day = today()
    end = None if end_days_ago is None else (day - timedelta(days=end_days_ago)).isoformat()
    return {
        "policy_number": family.health if where.startswith("health") else family.life,
        "insured_id": family.insured[where],
        "benefit": benefit,
        "event": {
            "event_date": (day - timedelta(days=event_days_ago)).isoformat(),
            "end_date": end,
            "diagnosis": diagnosis,
            "hospital_id": None,
            "hospital_name": hospital,
        },
        "claimed_amount": amount,
        "bank_account": dict(BANK),
        "documents": documents,
    }


def outpatient(
    api: Api, family: Family, amount: int = 850_000, days_ago: int = 5
) -> dict[str, Any]:
    """A complete outpatient claim on the health policy for the holder himself."""
    documents = uploaded(api, family.token, "KWITANSI", "SURAT_DOKTER")
    return claim_body(
        family, "health:self", "RAWAT_JALAN", documents, event_days_ago=days_ago, amount=amount,
        diagnosis="Gastritis akut",
    )  # fmt: skip


def critical_illness(api: Api, family: Family) -> dict[str, Any]:
    """A complete critical illness claim (the unit link's CI100 rider, a lump sum)."""
    documents = uploaded(api, family.token, "RESUME_MEDIS", "HASIL_LAB", "SURAT_DOKTER", "KTP")
    return claim_body(
        family, "life:self", "PENYAKIT_KRITIS", documents, event_days_ago=20, hospital=None,
        diagnosis="Infark miokard akut",
    )  # fmt: skip


def hospital_cash(api: Api, family: Family, nights: int = 3) -> dict[str, Any]:
    """A complete hospital cash claim (the unit link's HCP500 rider: per night)."""
    documents = uploaded(api, family.token, "KWITANSI", "RINCIAN_BIAYA", "RESUME_MEDIS")
    return claim_body(
        family, "life:self", "RAWAT_INAP", documents, event_days_ago=3 + nights, end_days_ago=3
    )


def submitted(api: Api, family: Family, body: dict[str, Any]) -> str:
    """Submit ``body``; its claim number."""
    response = submit(api, family.token, body)
    assert response.status_code == 201, response.text
    return str(response.json()["claim_number"])


def validate(api: Api, family: Family, where: str, benefit: str) -> Any:
    policy = family.health if where.startswith("health") else family.life
    params = {"policy_number": policy, "insured_id": family.insured[where], "benefit": benefit}
    return api.get("/claim/validate/benefit", token=family.token, params=params)


def signed_in_again(signin: SignIn, family: Family) -> Family:
    """The same customer with a new access token (after the clock moved past the old one)."""
    return replace(family, token=str(signin.signed_in(family.account)["token"]))


def act(api: Api, staff: str, action: str, number: str, **body: Any) -> Any:
    """A staff action (verify, analyse, document/request, approve, reject, pay) on a claim."""
    return api.post(f"/admin/claim/{action}", {"claim_number": number, **body}, token=staff)


def acted(api: Api, staff: str, action: str, number: str, **body: Any) -> dict[str, Any]:
    response = act(api, staff, action, number, **body)
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


def analysed(api: Api, staff: str, number: str) -> None:
    """Verified and being analysed."""
    acted(api, staff, "verify", number)
    acted(api, staff, "analyse", number)


def approved(api: Api, staff: str, number: str, amount: int, *deductions: tuple[str, int]) -> None:
    """Verified, analysed and approved for ``amount``."""
    analysed(api, staff, number)
    cuts = [{"label": label, "amount": cut} for label, cut in deductions]
    acted(api, staff, "approve", number, approved_amount=amount, deductions=cuts)


def detail(api: Api, token: str, number: str) -> Any:
    return api.get("/claim/detail", token=token, params={"claim_number": number})


def review(api: Api, staff: str, number: str) -> dict[str, Any]:
    response = api.get("/admin/claim/detail", token=staff, params={"claim_number": number})
    assert response.status_code == 200, response.text
    result: dict[str, Any] = response.json()
    return result


# ---------------------------------------------------------------- rows and files
def claims_of(family: Family) -> list[str]:
    """The customer's claim numbers in the database, oldest first."""
    with transaction() as session:
        return list(
            session.scalars(
                select(Claim.claim_number)
                .where(Claim.user_id == family.account.user_id)
                .order_by(Claim.id)
            )
        )


def attached_to(*document_ids: str) -> list[str | None]:
    """What each document is attached to (a claim number, or None)."""
    with transaction() as session:
        found = session.execute(
            select(Document.id, Document.attached_to).where(Document.id.in_(document_ids))
        )
        rows = {document_id: claim for document_id, claim in found}
    return [rows[i] for i in document_ids]


def document_count() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count(Document.id))) or 0)


def stored_files() -> set[Path]:
    root = settings.current().document_dir
    return {p for p in root.rglob("*") if p.is_file()} if root.exists() else set()


def pdf_of_size(size: int) -> bytes:
    """A plain one-page PDF of exactly ``size`` bytes (its page's content stream padded with a
    comment), read quickly by the PDF check."""
    padding = 0
    for _ in range(5):
        writer = PdfWriter()
        page = writer.add_blank_page(width=595, height=842)
        stream = DecodedStreamObject()
        stream.set_data(b"%" + b"x" * padding + b"\n")
        page[NameObject("/Contents")] = writer._add_object(stream)
        out = io.BytesIO()
        writer.write(out)
        content = out.getvalue()
        if len(content) == size:
            return content
        padding += size - len(content)
    raise AssertionError(f"no PDF of {size} bytes")


_partners = itertools.count(1)


def partner_hospital(name: str = "RS Mitra Uji Sehat") -> str:
    """A partner hospital (id RS98xxxx, outside the demo's numbering); its id."""
    from server.hospital.models import HospitalKind
    from server.seed.hospitals import HospitalData, add_hospital

    hid = f"RS98{next(_partners):04d}"
    with transaction() as session:
        add_hospital(session, HospitalData(
            hid, name, HospitalKind.RUMAH_SAKIT, "Jl. Uji No. 1", "31.74.01.1001", "12820",
            "+62218290000", -6.23, 106.85, rawat_inap=True, rawat_jalan=True, igd_24_jam=True,
            opening_hours=({"days": "Setiap hari", "hours": "24 jam"},), benefits=(),
            networks=(),
        ))  # fmt: skip
    return hid


# ---------------------------------------------------------------- the demo's claims
def demo_claims_hold_together() -> dict[str, list[str]]:
    """Budi's demo claims, as seeded, tell one consistent story (checked on the rows): each
    timeline starts with the submission and ends in the claim's status, in order and not
    after now; the event before the submission and within the deadline, on or after the
    waiting period; hospital cash the nights times the daily amount, a lump sum the rider's
    sum, an approval plus its deductions the amount claimed; a paid claim linked to its
    payout in the ledger (its number, amount and date), no other claim to any; every
    required document attached, Budi's, its file in storage. Their numbers by status."""
    from sqlalchemy.orm import selectinload

    from server.claim import catalogue
    from server.claim.models import BenefitKind, ClaimStatus, PolicyBenefit
    from server.documents import service
    from server.ledger.models import PolicyTransaction, TransactionType
    from server.policy.models import Policy
    from server.seed.demo_data import BUDI

    now = clock.now()
    by_status: dict[str, list[str]] = {}
    with transaction() as session:
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == BUDI.nik))
        assert holder is not None
        claims = session.scalars(
            select(Claim)
            .where(Claim.holder_id == holder.id)
            .options(selectinload(Claim.events), selectinload(Claim.documents))
            .order_by(Claim.id)
        ).all()
        for claim in claims:
            number = claim.claim_number
            by_status.setdefault(claim.status.value, []).append(number)
            benefit = session.get(PolicyBenefit, claim.benefit_id)
            policy = session.get(Policy, claim.policy_id)
            assert benefit is not None and policy is not None

            times = [clock.as_utc(e.at) for e in claim.events]
            assert claim.events[0].status == ClaimStatus.SUBMITTED, number
            assert times[0] == clock.as_utc(claim.submitted_at), number
            assert times == sorted(set(times)) and times[-1] <= now, number
            assert claim.events[-1].status == claim.status, number
            assert times[-1] == clock.as_utc(claim.updated_at), number

            filed = times[0].astimezone(WIB).date()
            last = claim.end_date or claim.event_date
            assert claim.event_date <= last < filed, number
            assert (filed - last).days <= catalogue.SUBMIT_WITHIN_DAYS[claim.benefit], number
            waiting_end = policy.start_date + timedelta(days=benefit.waiting_days)
            assert waiting_end <= claim.event_date <= benefit.valid_until, number

            if claim.kind == BenefitKind.DAILY_CASH:
                assert claim.end_date is not None
                nights = (claim.end_date - claim.event_date).days
                assert claim.claimed_amount == nights * benefit.amount, number
            elif claim.kind == BenefitKind.LUMP_SUM:
                assert claim.claimed_amount == benefit.amount, number
            if claim.approved_amount is not None:
                cuts = sum(d["amount"] for d in claim.deductions or [])
                assert claim.approved_amount + cuts == claim.claimed_amount, number

            if claim.status == ClaimStatus.PAID:
                paid = session.get(PolicyTransaction, claim.transaction_id)
                assert paid is not None, number
                assert (paid.reference_number, paid.amount, paid.type, paid.policy_id) == (
                    number, claim.approved_amount, TransactionType.CLAIM_PAYOUT, claim.policy_id,
                )  # fmt: skip
                assert paid.effective_date == claim.transfer_date, number
                assert sum(line["amount"] for line in paid.breakdown or []) == paid.amount
            else:
                assert claim.transaction_id is None and claim.paid_at is None, number

            required = set(catalogue.required_types(claim.benefit))
            assert required <= {d.type for d in claim.documents}, number
            for link in claim.documents:
                document = session.get(Document, link.document_id)
                assert document is not None and document.attached_to == number
                assert document.owner_user_id == claim.user_id
                content = service.read_document(document)
                assert content.startswith(b"%PDF-") and len(content) == document.size_bytes
    return by_status
