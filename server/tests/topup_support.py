"""Fixtures and helpers of the top-up and unit price tests: the demo (its funds and their
prices up to Friday 20 November 2026, the seed day being Sunday 22 November), fresh
customers with a unit link in force (Sentosa Equity Fund 60%, Sentosa Balanced Fund 40%),
the clock set to a WIB time, a top-up's calls, the staff's session, and the rows read back.

Imported by the investment test modules (``from server.tests import topup_support as tu``)."""

from __future__ import annotations

import uuid
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime
from decimal import ROUND_DOWN, Decimal
from typing import Any

import pytest
from sqlalchemy import delete, select, update
from sqlalchemy.orm import selectinload

from server.clock import WIB
from server.db import transaction
from server.investment.models import (
    Fund,
    FundOrder,
    FundPrice,
    PolicyFundAllocation,
    UnitMovement,
)
from server.policy.models import Policy, PolicyStatus, Product
from server.tests import investment_support as iv
from server.tests import papers_support, payment_support
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.papers_support import Holder

EQUITY, BALANCED, FIXED = iv.EQUITY, iv.BALANCED, iv.FIXED
SPLIT = ((EQUITY, 60), (BALANCED, 40))
demo, settings = payment_support.demo, payment_support.settings
make_holder = papers_support.make_holder
pay, detail = payment_support.pay, payment_support.detail


def at(clock: Clock, day: date, hour: int = 10, minute: int = 0) -> datetime:
    """Set the clock to ``day`` at ``hour``:``minute`` WIB."""
    clock.now = datetime(day.year, day.month, day.day, hour, minute, tzinfo=WIB).astimezone(UTC)
    return clock.now


@dataclass
class UnitLinker:
    holder: Holder
    signin: SignIn

    @property
    def policy_number(self) -> str:
        return self.holder.policy_number

    def token(self) -> str:
        """A fresh session (the clock may have moved past the last one's idle limit)."""
        return str(self.signin.signed_in(self.holder.account)["token"])


@pytest.fixture(scope="module")
def make_unit_linker(
    demo: Any, make_holder: Callable[..., Holder], signin: SignIn
) -> Callable[..., UnitLinker]:
    """A signed-in customer whose own unit link (Sentosa Link Proteksi Maksima) allocates 60%
    to the equity fund and 40% to the balanced one, in ``status``."""

    def make(*, status: PolicyStatus = PolicyStatus.INFORCE) -> UnitLinker:
        holder = make_holder()
        with transaction() as session:
            product = session.scalar(select(Product.id).where(Product.code == "SLPM"))
            session.execute(
                update(Policy)
                .where(Policy.id == holder.policy_id)
                .values(product_id=product, status=status)
            )
            session.execute(
                delete(PolicyFundAllocation).where(
                    PolicyFundAllocation.policy_id == holder.policy_id
                )
            )
            for code, percent in SPLIT:
                fund = session.scalar(select(Fund.id).where(Fund.code == code))
                assert fund is not None
                session.add(
                    PolicyFundAllocation(policy_id=holder.policy_id, fund_id=fund, percent=percent)
                )
        return UnitLinker(holder, signin)

    return make


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


def staff_token(signin: SignIn, admin: Account) -> str:
    return str(signin.signed_in(admin, check_admin=True)["token"])


# ---------------------------------------------------------------- calls
def body(
    policy_number: str,
    amount: int = 10_000_000,
    method: str = "VA_BCA",
    split: tuple[tuple[str, int], ...] = SPLIT,
) -> dict[str, Any]:
    return {
        "policy_number": policy_number,
        "amount": amount,
        "method": method,
        "allocation": [{"fund_code": code, "percent": percent} for code, percent in split],
    }


def topup(api: Api, token: str, request: dict[str, Any], key: str | None = None) -> Any:
    headers = {"Idempotency-Key": key or uuid.uuid4().hex}
    return api.post("/policy/topup", request, token=token, headers=headers)


def made(api: Api, token: str, request: dict[str, Any], key: str | None = None) -> dict[str, Any]:
    response = topup(api, token, request, key)
    assert response.status_code == 201, response.text
    answer: dict[str, Any] = response.json()
    return answer


def funds(api: Api, token: str, policy_number: str) -> dict[str, Any]:
    response = api.get("/policy/fund", token=token, params={"policy_number": policy_number})
    assert response.status_code == 200, response.text
    answer: dict[str, Any] = response.json()
    return answer


def publish(api: Api, token: str, day: date, prices: dict[str, str], **extra: Any) -> Any:
    request = {
        "price_date": day.isoformat(),
        "prices": [{"fund_code": code, "unit_price": price} for code, price in prices.items()],
        **extra,
    }
    return api.post("/admin/fund/prices/publish", request, token=token)


# ---------------------------------------------------------------- rows
def order_of(payment_id: str) -> FundOrder:
    """The order of a top-up payment, its legs loaded."""
    from server.payment.models import Payment

    with transaction() as session:
        order = session.scalar(
            select(FundOrder)
            .join(Payment, Payment.id == FundOrder.payment_id)
            .where(Payment.payment_number == payment_id)
            .options(selectinload(FundOrder.legs))
        )
        assert order is not None
        session.expunge_all()
    return order


def order_of_id(order_id: int) -> FundOrder:
    with transaction() as session:
        order = session.get(FundOrder, order_id)
        assert order is not None
        session.expunge_all()
    return order


def put_prices(day: date, prices: dict[str, str]) -> None:
    """The core system's unit prices of ``day`` (no staff member named)."""
    with transaction() as session:
        for code, price in prices.items():
            session.add(
                FundPrice(
                    fund_id=iv.fund_id(code), price_date=day, unit_price=Decimal(price),
                    published_at=datetime(day.year, day.month, day.day, 11, 30, tzinfo=UTC),
                )
            )  # fmt: skip


def top_up_movements(policy_number: str) -> list[UnitMovement]:
    return [m for m in iv.movements(policy_number) if m.kind.value == "TOP_UP"]


def units(amount: int, price: str) -> Decimal:
    """What ``amount`` rupiah buys at ``price``, rounded down to 4 places, by hand."""
    return (Decimal(amount) / Decimal(price)).quantize(Decimal("0.0001"), rounding=ROUND_DOWN)
