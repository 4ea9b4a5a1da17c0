"""Fixtures and helpers of the refund tests: the payment fixtures (a clock on 22 November
2026, fresh customers with bills), an admin of the refund desk, money that arrives late
through the sandbox simulator's ``late-pay`` (a bank's transfer to a charge already
cancelled or expired), the desk's calls and gateways that fail in chosen ways.

Imported by the refund test modules (``from server.tests.refund_support import ...``)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import select

from server import payment_gateway
from server.db import transaction
from server.refund.models import RefundCase
from server.tests import payment_support as ps
from server.tests.conftest import Account, Api, SignIn
from server.tests.payment_support import Customer, charge_of, created

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
REASON = "Dana sudah dikembalikan lewat transfer bank ke rekening nasabah."


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin_account: Account, signin: SignIn, on_day: Any) -> str:
    """A fresh admin access token."""
    return str(signin.signed_in(admin_account, check_admin=True)["token"])


# ---------------------------------------------------------------- money that arrives late
def late_pay(api: Api, payment_id: str) -> dict[str, Any]:
    """The simulator's late transfer to the payment's charge; its answer."""
    txn = charge_of(api, payment_id)["gateway_txn_id"]
    response = api.client.post(f"/sandbox-gateway/api/charges/{txn}/late-pay")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def cancelled_then_paid(api: Api, c: Customer, **kwargs: Any) -> dict[str, Any]:
    """A payment the customer cancelled, whose money then arrives: the payment (as created)."""
    payment = created(api, c, **kwargs)
    cancel = api.post("/payment/cancel", {"payment_id": payment["payment_id"]}, token=c.token)
    assert cancel.status_code == 200, cancel.text
    late = late_pay(api, payment["payment_id"])
    assert (late["status"], late["notified"]) == ("SETTLED", True), late
    return payment


def case_of(order_id: str) -> RefundCase | None:
    with transaction() as session:
        return session.scalar(select(RefundCase).where(RefundCase.order_id == order_id))


def number_of(order_id: str) -> str:
    case = case_of(order_id)
    assert case is not None, f"no refund case for {order_id}"
    return case.refund_number


# ---------------------------------------------------------------- the desk
def detail(api: Api, staff: str, number: str) -> dict[str, Any]:
    response = api.get("/admin/refund/detail", token=staff, params={"refund_number": number})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def approve(api: Api, staff: str, number: str) -> Any:
    return api.post("/admin/refund/approve", {"refund_number": number}, token=staff)


def reject(api: Api, staff: str, number: str, reason: str = REASON) -> Any:
    return api.post(
        "/admin/refund/reject", {"refund_number": number, "reason": reason}, token=staff
    )


def actions(body: dict[str, Any]) -> list[tuple[str, str]]:
    return [(event["action"], event["actor"]) for event in body["events"]]


# ---------------------------------------------------------------- gateways
@contextmanager
def using(replacement: Any) -> Iterator[Any]:
    """``replacement`` as the gateway for the block; the sandbox it replaced is given."""
    previous = payment_gateway.current()
    payment_gateway.install(replacement)
    try:
        yield previous
    finally:
        payment_gateway.install(previous)


class Failing:
    """The sandbox, except that a refund fails with ``error``."""

    def __init__(self, inner: Any, error: Exception) -> None:
        self.inner, self.error, self.calls = inner, error, 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def refund(self, **_kwargs: Any) -> str:
        self.calls += 1
        raise self.error


class Unnotified:
    """The sandbox, except that a refund's notification is left to the sweep (a gateway that
    notifies after it answers)."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def refund(self, *, gateway_txn_id: str, amount: int, refund_key: str, reason: str) -> str:
        refund_id: str = self.inner._refund(gateway_txn_id, amount, refund_key, reason)
        return refund_id
