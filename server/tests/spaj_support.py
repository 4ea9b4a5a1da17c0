"""Shared fixtures and helpers of the SPAJ tests: applications built by the area's own moves
(the agent's intake, the desk's review, requirements and decision, the applicant's approval)
at any stage, the applicant's entry and session over HTTP, the staff session, uploads with a
SPAJ token and the outbox's notices."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server import clock
from server.customer.models import Gender
from server.db import transaction
from server.policy.models import PremiumFrequency, Product, ProductType
from server.settings import Settings
from server.spaj import desk, intake, offer
from server.spaj.intake import (
    AddressForm,
    AgentForm,
    ApplicantForm,
    BeneficiaryForm,
    Form,
    InsuredForm,
    KycForm,
    RiderForm,
)
from server.spaj.models import AskedBy, RequirementKind
from server.tests import document_samples
from server.tests.conftest import Account, Api, MemorySender, SignIn
from server.tests.support import outbox

_serial = itertools.count(1)
STAGES = ("RECEIVED", "RISK_SELECTION", "WAITING_DOCUMENTS", "DECISION", "WAITING_PAYMENT")
DOCUMENT = "Hasil pemeriksaan kesehatan (medical check-up)"
QUESTION = "Berapa batang rokok yang Anda isap per hari?"
STAFF = "underwriter.uji"
KYC = KycForm(
    birth_place="Jakarta", religion_code="ISLAM", marital_code="KAWIN",
    occupation_code="WIRASWASTA", business_code="PERDAGANGAN", income_code="LEBIH_5JT_10JT",
    source_fund_code="HASIL_USAHA", bank_code="014", bank_account_number="1234567890",
    bank_account_name="Pemohon Uji",
)  # fmt: skip
CRITICAL_ILLNESS = RiderForm("CI100", "Sentosa Penyakit Kritis", 250_000_000, 85_000)
ADDRESS = AddressForm(
    "Jl. Kemang Raya No. 1", "001", "002", "31.74.03.1002", "Bangka", "Mampang Prapatan",
    "Kota Jakarta Selatan", "DKI Jakarta", "12730",
)  # fmt: skip


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    """The conftest settings without the sandbox's background sweep (tests pay by hand)."""
    return settings.but(gateway_sweep_seconds=0)


@dataclass(frozen=True)
class Spaj:
    number: str
    name: str
    nik: str
    birth_date: date
    phone: str
    email: str
    requirements: dict[str, int] = field(default_factory=dict)  # "document", "question"


def _letters(n: int) -> str:
    return "".join(chr(65 + int(d)) for d in str(n))


def _applicant(n: int, holder: Account | None) -> ApplicantForm:
    if holder is not None:
        return ApplicantForm(
            f"Nasabah Uji {_letters(holder.user_id)}", holder.nik, holder.birth_date, Gender.L,
            holder.phone, holder.email, ADDRESS, KYC,
        )  # fmt: skip
    birth = date(1970 + n % 30, 1 + n % 12, 1 + n % 28)
    nik = f"3171{n % 100:02d}{birth.day:02d}{birth.month:02d}{birth.year % 100:02d}{n % 10000:04d}"
    return ApplicantForm(
        f"Pemohon {_letters(n)}", nik, birth, Gender.L, f"+62813{n:08d}",
        f"pemohon{n}@contoh.co.id", ADDRESS, KYC,
    )  # fmt: skip


def _product() -> None:
    with transaction() as session:
        if session.scalar(select(Product.id).where(Product.code == "SPJ20")) is None:
            session.add(Product(code="SPJ20", name="Sentosa Proteksi Jiwa 20",
                                type=ProductType.TERM_LIFE))  # fmt: skip


def build(
    stage: str = "RECEIVED",
    *,
    holder: Account | None = None,
    premium: int = 450_000,
    riders: Sequence[RiderForm] = (CRITICAL_ILLNESS,),
    loadings: Sequence[tuple[str, int]] = (),
    exclusions: Sequence[tuple[str, str]] = (),
    valid_days: int = 30,
) -> Spaj:
    """An application at ``stage`` (STAGES), moved there by the area's own moves over the last
    days; its applicant a new person or ``holder`` (a customer, by NIK)."""
    assert stage in STAGES
    _product()
    n = next(_serial)
    now = clock.now()
    applicant = _applicant(n, holder)
    form = Form(
        spaj_number=f"{700000000000 + n * 7919 + now.toordinal() % 997 * 10_000_000:012d}",
        applicant=applicant,
        insured=InsuredForm(applicant.name, "Diri Sendiri", applicant.birth_date, Gender.L),
        product_code="SPJ20", sum_assured=1_000_000_000, premium=premium,
        premium_frequency=PremiumFrequency.MONTHLY, term_years=20,
        agent=AgentForm("AG-100001", "Agen Uji", "+6281200000001"), riders=tuple(riders),
        beneficiaries=(BeneficiaryForm("Ahli Waris Uji", "Istri", 100),),
    )  # fmt: skip
    ids: dict[str, int] = {}
    with transaction() as session:
        app = intake.receive(session, form, at=now - timedelta(days=5))
        if stage != "RECEIVED":
            desk.start_review(session, app, staff=STAFF, now=now - timedelta(days=4))
        if stage == "WAITING_DOCUMENTS":
            asks = [
                desk.Ask(RequirementKind.DOCUMENT, AskedBy.UNDERWRITER, DOCUMENT, None),
                desk.Ask(RequirementKind.QUESTION, AskedBy.AGENT, QUESTION, None),
            ]
            desk.ask(session, app, asks, staff=STAFF, now=now - timedelta(days=3))
            session.flush()
            ids = {"document": app.requirements[0].id, "question": app.requirements[1].id}
        if stage in ("DECISION", "WAITING_PAYMENT"):
            desk.decide(
                session, app, loadings=list(loadings), exclusions=list(exclusions),
                valid_days=valid_days, staff=STAFF, now=now - timedelta(days=1),
            )  # fmt: skip
        if stage == "WAITING_PAYMENT":
            offer.accept(
                session, app, now=now - timedelta(hours=1), destination="+62 813-****-0001",
                client_address="198.51.100.7", user_agent="Uji",
            )  # fmt: skip
    return Spaj(
        form.spaj_number, applicant.name, applicant.nik, applicant.birth_date, applicant.phone,
        applicant.email, ids,
    )  # fmt: skip


@dataclass
class Applicants:
    """The applicant's side over HTTP."""

    api: Api
    sender: MemorySender

    def enter(self, number: str, birth_date: date | str, channel: str = "SMS") -> Any:
        body = {"spaj_number": number, "birth_date": str(birth_date), "channel": channel}
        return self.api.post("/spaj/login", body)

    def step(self, spaj: Spaj, channel: str = "SMS") -> str:
        response = self.enter(spaj.number, spaj.birth_date, channel)
        assert response.status_code == 200, response.text
        return str(response.json()["token"])

    def session(self, spaj: Spaj) -> str:
        """A SPAJ token through the real entry (number, birth date, the code by SMS)."""
        step = self.step(spaj)
        code = self.sender.last_code(spaj.phone)
        response = self.api.post("/spaj/otp/validate", {"otp": code}, token=step)
        assert response.status_code == 200, response.text
        return str(response.json()["token"])

    def detail(self, token: str, number: str) -> Any:
        return self.api.get("/spaj/detail", token=token, params={"spaj_number": number})

    def upload(
        self, token: str, content: bytes | None = None, purpose: str = "SPAJ_DOCUMENT"
    ) -> Any:
        files = {"file": ("mcu.pdf", content or document_samples.pdf(), "application/pdf")}
        return self.api.call(
            "POST", "/document/upload", token=token, data={"purpose": purpose}, files=files
        )

    def answer(
        self, token: str, spaj: Spaj, requirement_id: int, *, answer: str | None = None,
        documents: Sequence[str] = (),
    ) -> Any:  # fmt: skip
        body = {
            "spaj_number": spaj.number,
            "requirement_id": requirement_id,
            "answer": answer,
            "document_ids": list(documents),
        }
        return self.api.post("/spaj/requirement/answer", body, token=token)

    def approve(self, token: str, spaj: Spaj, code: str | None = None) -> Any:
        if code is None:
            sent = self.api.post(
                "/spaj/offer/otp", {"spaj_number": spaj.number, "channel": "SMS"}, token=token
            )
            assert sent.status_code == 200, sent.text
            code = self.sender.last_code(spaj.phone)
        body = {"spaj_number": spaj.number, "otp": code}
        return self.api.post("/spaj/offer/approve", body, token=token)


@pytest.fixture(scope="module")
def applicants(api: Api, sender: MemorySender) -> Applicants:
    return Applicants(api, sender)


@pytest.fixture(scope="module")
def staff_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(staff_account: Account, signin: SignIn) -> str:
    return str(signin.signed_in(staff_account, check_admin=True)["token"])


def desk_call(api: Api, staff: str, action: str, number: str, **body: Any) -> Any:
    return api.post(f"/admin/spaj/{action}", {"spaj_number": number, **body}, token=staff)


def notices(settings: Settings, kind: str, to: str) -> list[dict[str, Any]]:
    return outbox(settings, kind, to)
