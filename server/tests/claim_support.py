"""Shared fixtures of the claim tests: a customer with a family health policy (cards for him
and his wife) and a unit link with riders (critical illness, hospital cash, accident), both
seeded through the demo's builders (so their benefits are booked as the demo's are), the
upload of a claim document, a complete submission body, and a staff session."""

from __future__ import annotations

import itertools
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server import clock
from server.clock import WIB
from server.customer.models import Gender, PolicyHolder
from server.db import transaction
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


def add_family_policies(account: Account, *, status: PolicyStatus = PolicyStatus.INFORCE) -> tuple[str, str]:
    n = next(_serial)
    health, life = f"KC{n:08d}", f"LC{n:08d}"
    card = CardData(
        card_number=f"9001 0000 {n:04d} 0001", plan_name="Plan Gold", room_class="Kamar 1 orang",
        annual_limit=50_000_000, valid_from=CARD_FROM, valid_until=CARD_UNTIL,
    )  # fmt: skip
    me = InsuredData("Nasabah Uji", "Diri Sendiri", account.birth_date, Gender.L, True)
    spouse = InsuredData("Pasangan Uji", "Istri", date(1985, 1, 1), Gender.P)
    with transaction() as session:
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == account.nik))
        assert holder is not None
        common = dict(
            status=status, start_date=START, end_date=START + timedelta(days=3650 * 3),
            premium_amount=500_000, premium_frequency=PremiumFrequency.MONTHLY,
            next_due_date=None, payment_method="Transfer Bank",
        )  # fmt: skip
        add_policy(
            session,
            PolicyData(
                policy_number=health, product_code="TEST-KS", sum_assured=0,
                insured=(replace_card(me, card, 1), replace_card(spouse, card, 2)), **common,
            ),  # fmt: skip
            holder,
            _product(session, "TEST-KS", "Sentosa Medika Uji", ProductType.HEALTH),
        )
        add_policy(
            session,
            PolicyData(
                policy_number=life, product_code="TEST-UL", sum_assured=300_000_000,
                insured=(me,),
                riders=(
                    RiderData("CI100", "Sentosa Critical Illness 100", 100_000_000, 1, CARD_UNTIL),
                    RiderData("HCP500", "Sentosa Hospital Cash Plus", 500_000, 1, CARD_UNTIL),
                    RiderData("ADD250", "Sentosa Kecelakaan Diri", 250_000_000, 1, CARD_UNTIL),
                ),
                **common,
            ),  # fmt: skip
            holder,
            _product(session, "TEST-UL", "Sentosa Link Uji", ProductType.UNIT_LINK),
        )
    return health, life


def replace_card(person: InsuredData, card: CardData, k: int) -> InsuredData:
    from dataclasses import replace

    return replace(person, card=replace(card, card_number=card.card_number[:-1] + str(k)))


@pytest.fixture(scope="module")
def family(make_account: Callable[..., Account], signin: SignIn, api: Api) -> Callable[..., Family]:
    def make(status: PolicyStatus = PolicyStatus.INFORCE) -> Family:
        account = make_account()
        health, life = add_family_policies(account, status=status)
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
            "bank_code": "014", "account_number": "5230984521", "account_holder": "Nasabah Uji",
        },  # fmt: skip
        "documents": uploaded(api, family.token, "KWITANSI", "RINCIAN_BIAYA", "RESUME_MEDIS"),
    }
    body.update(changes)
    return body


def submit(api: Api, token: str, body: dict[str, Any], key: str | None = None) -> Any:
    headers = {"Idempotency-Key": key or uuid.uuid4().hex}
    return api.post("/claim/submit", body, token=token, headers=headers)
