"""An application as the agent's system hands it over (RECEIVED): the signed form's data,
typed. In this product the demo seed and the tests are the agent's system."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date, datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.customer.models import Gender
from server.policy.models import PremiumFrequency, Product
from server.spaj import audit, messages
from server.spaj.models import Action, ActorKind, SpajApplication, SpajStatus


@dataclass(frozen=True, slots=True)
class AddressForm:
    line: str  # street and number
    rt: str
    rw: str
    village_code: str  # Kemendagri: 31.74.01.1002
    village: str
    district: str
    city: str
    province: str
    postal_code: str


@dataclass(frozen=True, slots=True)
class KycForm:
    """Master-list codes, as a customer profile keeps them (server.customer.profile)."""

    birth_place: str
    religion_code: str
    marital_code: str
    occupation_code: str
    business_code: str
    income_code: str
    source_fund_code: str
    bank_code: str
    bank_account_number: str
    bank_account_name: str
    company_name: str | None = None
    job_title: str | None = None
    npwp: str | None = None


@dataclass(frozen=True, slots=True)
class ApplicantForm:
    name: str
    nik: str
    birth_date: date
    gender: Gender
    phone: str  # +62...
    email: str
    address: AddressForm
    kyc: KycForm


@dataclass(frozen=True, slots=True)
class InsuredForm:
    name: str
    relation: str  # Diri Sendiri, Anak, ...
    birth_date: date
    gender: Gender


@dataclass(frozen=True, slots=True)
class RiderForm:
    code: str  # CI100, HCP500, ADD250 (server.claim.booking)
    name: str
    sum_assured: int
    premium: int


@dataclass(frozen=True, slots=True)
class BeneficiaryForm:
    name: str
    relation: str
    share_percent: int


@dataclass(frozen=True, slots=True)
class AgentForm:
    code: str
    name: str
    phone: str


@dataclass(frozen=True, slots=True)
class Form:
    spaj_number: str
    applicant: ApplicantForm
    insured: InsuredForm
    product_code: str
    sum_assured: int
    premium: int  # the main product's premium per period, before any loading
    premium_frequency: PremiumFrequency
    term_years: int
    agent: AgentForm
    riders: tuple[RiderForm, ...] = ()
    beneficiaries: tuple[BeneficiaryForm, ...] = ()


def receive(session: Session, form: Form, *, at: datetime) -> SpajApplication:
    """The application, RECEIVED from the agent at ``at``."""
    product_id = session.scalar(select(Product.id).where(Product.code == form.product_code))
    if product_id is None:
        raise ValueError(f"unknown product {form.product_code}")
    a = form.applicant
    app = SpajApplication(
        spaj_number=form.spaj_number, status=SpajStatus.RECEIVED, submitted_at=at,
        updated_at=at, status_changed_at=at, applicant_name=a.name, applicant_nik=a.nik,
        applicant_birth_date=a.birth_date, applicant_gender=a.gender, applicant_phone=a.phone,
        applicant_email=a.email, address_line=a.address.line, rt=a.address.rt,
        rw=a.address.rw, village_code=a.address.village_code, village=a.address.village,
        district=a.address.district, city=a.address.city, province=a.address.province,
        postal_code=a.address.postal_code, kyc=asdict(a.kyc), insured_name=form.insured.name,
        insured_relation=form.insured.relation, insured_birth_date=form.insured.birth_date,
        insured_gender=form.insured.gender, product_id=product_id,
        sum_assured=form.sum_assured, premium=form.premium,
        premium_frequency=form.premium_frequency, term_years=form.term_years,
        riders=[asdict(r) for r in form.riders],
        beneficiaries=[asdict(b) for b in form.beneficiaries], agent_code=form.agent.code,
        agent_name=form.agent.name, agent_phone=form.agent.phone, requirements=[], events=[],
    )  # fmt: skip
    audit.record(
        app, Action.RECEIVED, SpajStatus.RECEIVED, ActorKind.AGENT, form.agent.name, at,
        note=messages.received(form.agent.name), initial=True,
    )  # fmt: skip
    session.add(app)
    session.flush()
    return app
