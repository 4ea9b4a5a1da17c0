"""Fixtures and helpers of the documents' tests: the demo data and Budi's and Siti's tokens on
22 November 2026 (server/tests/transaction_fixtures.py), fresh customers with a policy of
their own (insured person, beneficiary, rider, health card and premiums as the test asks),
and the PDF read back with pypdf.

Imported by the papers test modules (``from server.tests import papers_support as ps``)."""

from __future__ import annotations

import io
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from typing import Any

import pytest
from pypdf import PdfReader
from sqlalchemy import select, update

from server.access.models import User
from server.clock import WIB
from server.customer.models import Gender, PolicyHolder
from server.db import transaction
from server.ledger.models import PolicyTransaction, TransactionType
from server.policy.models import (
    Beneficiary,
    HealthCard,
    HealthCardStatus,
    InsuredPerson,
    Policy,
    PolicyStatus,
    PremiumFrequency,
    Product,
    ProductType,
    Rider,
)
from server.tests import transaction_fixtures
from server.tests.conftest import Account, Api, SignIn
from server.tests.support import problem

TODAY = transaction_fixtures.TODAY  # 22 November 2026, 10.00 WIB
UL, KS, TL = "UL24000123", "KS23000456", "TL15000789"
KS_CARD = "8001 2300 0456 0001"
demo, on_day = transaction_fixtures.demo, transaction_fixtures.on_day
budi, siti = transaction_fixtures.budi, transaction_fixtures.siti
_serial = itertools.count(1)


@dataclass(frozen=True)
class Holder:
    account: Account
    token: str
    policy_number: str
    card_number: str
    policy_id: int


def wib(year: int, month: int, day: int, hour: int = 9) -> datetime:
    return datetime(year, month, day, hour, tzinfo=WIB).astimezone(UTC)


@pytest.fixture(scope="module")
def make_holder(
    app: Any, make_account: Callable[..., Account], signin: SignIn
) -> Callable[..., Holder]:
    """A signed-in customer owning one health policy (started 1 March 2024, quarterly), its
    main insured with a health card, one beneficiary and one rider; ``premiums``: (paid at,
    amount) rows of its history; ``issued=False``: a policy prepared, not issued."""

    def make(
        *,
        holder_name: str | None = None,
        beneficiary: str = "Rina Uji",
        premiums: tuple[tuple[datetime, int], ...] = (),
        issued: bool = True,
        description: str = "Premi triwulanan",
    ) -> Holder:
        account = make_account()
        n = next(_serial)
        number = f"PP{n:08d}"
        card_number = f"9001 {n:04d} 0000 0001"
        with transaction() as session:
            holder_id = session.scalar(
                select(User.policy_holder_id).where(User.id == account.user_id)
            )
            if holder_name is not None:
                session.execute(
                    update(PolicyHolder)
                    .where(PolicyHolder.id == holder_id)
                    .values(full_name=holder_name)
                )
            product = Product(
                code=f"PPR{n:05d}", name="Sentosa Medika Uji", type=ProductType.HEALTH
            )
            main = InsuredPerson(
                name=holder_name or "Tertanggung Uji",
                relation="Diri Sendiri",
                birth_date=date(1985, 4, 2),
                gender=Gender.L,
                is_main=True,
            )
            policy = Policy(
                policy_number=number,
                product=product,
                holder_id=holder_id,
                status=PolicyStatus.INFORCE,
                start_date=date(2024, 3, 1),
                end_date=date(2034, 2, 28),
                sum_assured=100_000_000,
                premium_amount=1_250_000,
                premium_frequency=PremiumFrequency.QUARTERLY,
                next_due_date=date(2026, 12, 1),
                payment_method="Transfer Virtual Account BCA",
                issued=issued,
                insured=[main],
                beneficiaries=[Beneficiary(name=beneficiary, relation="Anak", share_percent=100)],
                riders=[
                    Rider(
                        rider_code="ADD100",
                        rider_name="Sentosa Kecelakaan Diri",
                        sum_assured=100_000_000,
                        premium_amount=25_000,
                        status=PolicyStatus.INFORCE,
                        end_date=date(2034, 2, 28),
                    )
                ],
            )
            session.add(policy)
            session.flush()
            session.add(
                HealthCard(
                    policy_id=policy.id,
                    insured_person_id=main.id,
                    card_number=card_number,
                    plan_name="Plan Silver",
                    room_class="Kamar 2 orang",
                    annual_limit=250_000_000,
                    valid_from=date(2026, 3, 1),
                    valid_until=date(2027, 2, 28),
                    status=HealthCardStatus.ACTIVE,
                    tpa_name="AdMedika",
                    emergency_phone="1500 789",
                )
            )
            for i, (at, amount) in enumerate(premiums):
                session.add(
                    PolicyTransaction(
                        transaction_number=f"TRX-{at.astimezone(WIB):%Y%m%d}-{n:03d}{i:03d}",
                        policy_id=policy.id,
                        type=TransactionType.PREMIUM_PAYMENT,
                        amount=amount,
                        occurred_at=at,
                        effective_date=at.astimezone(WIB).date(),
                        description=description,
                        period_start=date(2026, 1, 1),
                        period_end=date(2026, 3, 31),
                    )
                )
            policy_id = policy.id
        token = str(signin.signed_in(account)["token"])
        return Holder(account, token, number, card_number, policy_id)

    return make


def get(api: Api, token: str, path: str, **params: Any) -> Any:
    return api.get(path, token=token, params=params)


def download(api: Api, token: str, path: str, **params: Any) -> Any:
    """A successful download (attachment, no-store); the response."""
    response = get(api, token, path, **params)
    assert response.status_code == 200, response.text
    assert response.headers["cache-control"] == "no-store"
    assert response.headers["content-disposition"].startswith('attachment; filename="')
    return response


def file_name(response: Any) -> str:
    return str(response.headers["content-disposition"].split('filename="')[1].rstrip('"'))


def reader(content: bytes) -> PdfReader:
    return PdfReader(io.BytesIO(content))


def text(content: bytes) -> str:
    """The PDF's text, pages joined, whitespace runs made single spaces."""
    joined = "\n".join(page.extract_text() for page in reader(content).pages)
    return " ".join(joined.split())


def code_in(content: bytes) -> str:
    """The verification code printed on a document."""
    import re

    found = re.search(r"[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}", text(content))
    assert found, "no verification code printed"
    return found.group(0)


def refused(response: Any, status: int) -> str:
    """The Indonesian message of a refusal with this status."""
    return str(problem(response, status)["message"])
