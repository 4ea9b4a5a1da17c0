"""Fixtures and helpers of the reconciliation tests: an admin's token, a run through the admin
endpoint, charges issued at the sandbox gateway for orders the portal never recorded, and
gateways standing in for one that blocks or fails part-way.

Imported by the reconciliation test modules."""

from __future__ import annotations

import secrets
import string
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server import clock
from server import payment_gateway as gateway
from server.db import transaction
from server.payment_gateway import Charge, ChargeInfo, GatewayError, PaymentGateway
from server.reconciliation.models import ReconciliationRun, RunTrigger
from server.tests.conftest import Account, Api, SignIn

RUN_IN_PROGRESS = "Rekonsiliasi sedang berjalan. Lihat hasilnya pada daftar sebentar lagi."


@pytest.fixture(scope="module")
def admin_account(make_account: Callable[..., Account]) -> Account:
    return make_account(is_admin=True, holder=False)


@pytest.fixture
def staff(admin_account: Account, signin: SignIn) -> Callable[[], str]:
    """A fresh admin access token on each call (tests move the clock past a token's life)."""
    return lambda: str(signin.signed_in(admin_account, check_admin=True)["token"])


def run(api: Api, token: str) -> Any:
    return api.post("/admin/reconciliation/run", token=token)


def ran(api: Api, token: str) -> dict[str, Any]:
    response = run(api, token)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def runs(api: Api, token: str, **params: Any) -> dict[str, Any]:
    response = api.get("/admin/reconciliation/list", token=token, params=params)
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def kinds(body: dict[str, Any]) -> list[tuple[str, str]]:
    return [(a["kind"], a["order_id"]) for a in body["actions"]]


def scheduled_runs() -> int:
    with transaction() as session:
        return len(
            session.scalars(
                select(ReconciliationRun.id).where(ReconciliationRun.trigger == RunTrigger.SCHEDULE)
            ).all()
        )


# ---------------------------------------------------------------- the sandbox gateway
def unknown_order() -> str:
    """An order id as the portal writes them, which no payment of the portal has."""
    tail = "".join(secrets.choice(string.ascii_uppercase + string.digits) for _ in range(8))
    return f"PAY-{clock.now():%Y%m%d}-{tail}"


def orphan_charge(*, amount: int = 750_000, method: str = "VA_BNI") -> tuple[str, str]:
    """A PENDING charge issued at the sandbox for an order the portal never recorded:
    (order id, gateway_txn_id)."""
    order = unknown_order()
    charge = gateway.current().create_charge(
        order_id=order,
        amount=amount,
        method=method,
        customer_name="Nasabah Tanpa Pesanan",
        expires_in=timedelta(hours=24),
    )
    return order, charge.gateway_txn_id


def sandbox_status(api: Api, txn: str) -> str:
    response = api.client.get("/sandbox-gateway/api/charges")
    assert response.status_code == 200, response.text
    for charge in response.json()["data"]:
        if charge["gateway_txn_id"] == txn:
            return str(charge["status"])
    raise AssertionError(f"no sandbox charge {txn}")


def sandbox_pay(api: Api, txn: str) -> dict[str, Any]:
    response = api.client.post(f"/sandbox-gateway/api/charges/{txn}/pay")
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


@contextmanager
def using(replacement: Any) -> Iterator[PaymentGateway]:
    previous = gateway.current()
    gateway.install(replacement)
    try:
        yield previous
    finally:
        gateway.install(previous)


class Wrapped:
    """The real sandbox behind a stand-in that may change one call."""

    def __init__(self, inner: PaymentGateway) -> None:
        self.inner = inner

    def create_charge(self, **kwargs: Any) -> Charge:
        return self.inner.create_charge(**kwargs)

    def cancel_charge(self, **kwargs: Any) -> None:
        self.inner.cancel_charge(**kwargs)

    def refund(self, **kwargs: Any) -> str:
        return self.inner.refund(**kwargs)

    def charges(self, *, since: datetime) -> list[ChargeInfo]:
        return self.inner.charges(since=since)


class Blocking(Wrapped):
    """Lists the charges only once the test lets it (a run caught in the middle)."""

    def __init__(self, inner: PaymentGateway) -> None:
        super().__init__(inner)
        self.entered = threading.Event()
        self.go = threading.Event()

    def charges(self, *, since: datetime) -> list[ChargeInfo]:
        self.entered.set()
        assert self.go.wait(10), "the test never let the run go on"
        return self.inner.charges(since=since)


class FailsAfter(Wrapped):
    """Cancels ``good`` charges, then stops answering (a gateway outage mid-run)."""

    def __init__(self, inner: PaymentGateway, good: int) -> None:
        super().__init__(inner)
        self.good = good

    def cancel_charge(self, **kwargs: Any) -> None:
        if self.good <= 0:
            raise GatewayError("timed out after 10 s")
        self.good -= 1
        self.inner.cancel_charge(**kwargs)


class Unreachable(Wrapped):
    def charges(self, *, since: datetime) -> list[ChargeInfo]:
        raise GatewayError("connection refused")
