"""Fixtures of the partner hospital tests: the regions and the demo data (hospitals included)
once per module, Budi signed in, customers with a health card of a chosen TPA and status,
and hospitals placed at known coordinates."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from datetime import date, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server.customer.models import Gender, PolicyHolder
from server.db import transaction
from server.hospital.models import HospitalKind
from server.policy.models import (
    HealthCardStatus,
    PolicyStatus,
    PremiumFrequency,
    Product,
    ProductType,
)
from server.seed import seed_demo
from server.seed.builders import add_policy
from server.seed.demo_data import BUDI, CardData, InsuredData, PolicyData
from server.seed.hospitals import HospitalData, add_hospital
from server.tests.conftest import DAY0, DEMO_DAY, Account, Clock, SignIn

# A card year around the day the tests seed the demo (the tests' clock), not a calendar year.
CARD_FROM = DEMO_DAY - timedelta(days=180)
CARD_UNTIL = DEMO_DAY + timedelta(days=184)

_numbers = itertools.count(1)
_hospitals = itertools.count(1)


@pytest.fixture(scope="module")
def demo(app: Any, regions: None) -> Account:
    """Regions and demo data loaded; Budi's account."""
    with transaction() as session:
        seed_demo(session, DEMO_DAY)
    from server.access.models import User

    with transaction() as session:
        budi_id = session.scalar(select(User.id).where(User.user_name == "budi.santoso"))
    assert budi_id is not None
    return Account(budi_id, "budi.santoso", "Portal#2026!", BUDI.nik, BUDI.birth_date, "", "")


_hours = itertools.count()


@pytest.fixture(autouse=True)
def on_the_seed_day(frozen: Clock) -> None:
    """Health cards are valid for a while around the day they were made (the demo's and
    these tests' cards are made as of DEMO_DAY), and cashless needs a card valid today: each
    test runs on that day, an hour after the one before, whatever day the suite's clock has
    reached. A test that needs another day moves the clock itself."""
    frozen.now = DAY0 + timedelta(hours=next(_hours) % 12)


@pytest.fixture
def budi(demo: Account, signin: SignIn) -> str:
    """Budi signed in (a token per test: each test runs on its own clock)."""
    return str(signin.signed_in(demo)["token"])


def add_health_policy(account: Account, tpa: str, status: HealthCardStatus) -> str:
    """A health policy of the account's holder with one card of this TPA and status."""
    number = f"KH{next(_numbers):08d}"
    with transaction() as session:
        product = session.scalar(select(Product).where(Product.code == "TEST-KH"))
        if product is None:
            product = Product(code="TEST-KH", name="Sentosa Sehat Uji", type=ProductType.HEALTH)
            session.add(product)
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == account.nik))
        assert holder is not None
        card = CardData(
            card_number=f"9900 {number[2:]}", plan_name="Plan Silver", room_class="Kelas 1",
            annual_limit=100_000_000, valid_from=CARD_FROM, valid_until=CARD_UNTIL,
            status=status, tpa_name=tpa,
        )  # fmt: skip
        data = PolicyData(
            policy_number=number, product_code="TEST-KH", status=PolicyStatus.INFORCE,
            start_date=date(2024, 1, 1), end_date=date(2034, 1, 1), sum_assured=100_000_000,
            premium_amount=300_000, premium_frequency=PremiumFrequency.MONTHLY,
            next_due_date=None, payment_method="Transfer Bank",
            insured=(InsuredData("Uji", "Diri Sendiri", account.birth_date, Gender.L, True, card),),
        )  # fmt: skip
        add_policy(session, data, holder, product)
    return number


def place_hospital(
    name: str,
    latitude: float,
    longitude: float,
    *,
    village_code: str = "31.74.01.1001",
    networks: tuple[str, ...] = (),
    kind: HospitalKind = HospitalKind.RUMAH_SAKIT,
) -> str:
    """A hospital at these coordinates (id RS99xxxx, outside the demo's numbering)."""
    hid = f"RS99{next(_hospitals):04d}"
    with transaction() as session:
        add_hospital(session, HospitalData(
            hid, name, kind, "Jl. Uji No. 1", village_code, "12810", "+62218290000",
            latitude, longitude, rawat_inap=kind is HospitalKind.RUMAH_SAKIT, rawat_jalan=True,
            igd_24_jam=False, opening_hours=({"days": "Setiap hari", "hours": "24 jam"},),
            benefits=("RAWAT_INAP", "RAWAT_JALAN") if networks else (), networks=networks,
        ))  # fmt: skip
    return hid


Maker = Callable[..., Account]
