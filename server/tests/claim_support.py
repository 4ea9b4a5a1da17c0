"""Shared fixtures of the claim tests: a customer with a family health policy (cards for him
and his wife) and a unit link with riders (critical illness, hospital cash, accident), both
seeded through the demo's builders (so their benefits are booked as the demo's are), signed
in (and again, after the clock moved), a staff session, and today in Jakarta. The helpers by
topic beside it: claim_submit_support (uploads, complete claims, the submission),
claim_desk_support (the staff's actions), claim_rows_support (rows and files),
claim_demo_support (the demo's claims)."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from dataclasses import dataclass, replace
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


def signed_in_again(signin: SignIn, family: Family) -> Family:
    """The same customer with a new access token (after the clock moved past the old one)."""
    return replace(family, token=str(signin.signed_in(family.account)["token"]))
