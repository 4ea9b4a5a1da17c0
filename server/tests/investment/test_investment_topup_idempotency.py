"""A top-up's Idempotency-Key means what a premium payment's does: the same key and body answer
the first payment (one order), another body 422, a duplicate while the first waits on the
gateway 409 (the gateway held on an event, no sleep), none 400; and a gateway that does not
answer leaves no order to pay (503), the same key usable again."""

from __future__ import annotations

import threading
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import date
from typing import Any

import pytest
from sqlalchemy import select

from server import payment_gateway as gateway
from server.db import transaction
from server.investment.models import FundOrder, OrderStatus
from server.payment_gateway import Charge, GatewayError, PaymentGateway
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock
from server.tests.support import problem
from server.tests.topup_support import UnitLinker, body, made, topup

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker
SUNDAY = date(2026, 11, 22)


def _orders(policy_number: str) -> list[OrderStatus]:
    from server.policy.models import Policy

    with transaction() as session:
        return list(
            session.scalars(
                select(FundOrder.status)
                .join(Policy, Policy.id == FundOrder.policy_id)
                .where(Policy.policy_number == policy_number)
            )
        )


def test_the_same_key_answers_the_first_payment(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    token, key = c.token(), uuid.uuid4().hex
    first = made(api, token, body(c.policy_number), key)
    again = made(api, token, body(c.policy_number), key)
    assert again["payment_id"] == first["payment_id"]
    assert again["top_up"]["order_number"] == first["top_up"]["order_number"]
    assert _orders(c.policy_number) == [OrderStatus.AWAITING_PAYMENT]
    other = topup(api, token, body(c.policy_number, amount=2_000_000), key)
    assert (
        problem(other, 422)["message"] == "Kunci idempotensi sudah dipakai untuk permintaan lain."
    )
    missing = api.post("/policy/topup", body(c.policy_number), token=token)
    assert problem(missing, 400)["errors"][0]["field"] == "Idempotency-Key"


class Held:
    """The sandbox, holding each charge until the test lets it go."""

    def __init__(self, inner: PaymentGateway) -> None:
        self.inner = inner
        self.entered, self.release = threading.Event(), threading.Event()

    def create_charge(self, **kwargs: Any) -> Charge:
        self.entered.set()
        assert self.release.wait(10)
        return self.inner.create_charge(**kwargs)

    def cancel_charge(self, **kwargs: Any) -> None:
        self.inner.cancel_charge(**kwargs)


def test_a_duplicate_while_the_gateway_answers_is_409(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    token, key = c.token(), uuid.uuid4().hex
    held = Held(gateway.current())
    gateway.install(held)
    try:
        with ThreadPoolExecutor(1) as pool:
            first = pool.submit(topup, api, token, body(c.policy_number), key)
            assert held.entered.wait(10)
            duplicate = topup(api, token, body(c.policy_number), key)
            held.release.set()
            answer = first.result(10)
    finally:
        gateway.install(held.inner)
    assert problem(duplicate, 409)["message"] == (
        "Permintaan pembayaran yang sama sedang diproses. Tunggu sebentar lalu periksa kembali."
    )
    assert answer.status_code == 201, answer.text
    assert _orders(c.policy_number) == [OrderStatus.AWAITING_PAYMENT]


class Down:
    def create_charge(self, **_kwargs: Any) -> Charge:
        raise GatewayError("timed out after 10 s")

    def cancel_charge(self, **_kwargs: Any) -> None:
        raise GatewayError("timed out after 10 s")


def test_a_gateway_down_leaves_no_order_to_pay(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    token, key = c.token(), uuid.uuid4().hex
    previous = gateway.current()
    gateway.install(Down())
    try:
        refused = topup(api, token, body(c.policy_number), key)
    finally:
        gateway.install(previous)
    assert problem(refused, 503)["message"] == (
        "Layanan pembayaran sedang tidak tersedia. Silakan coba beberapa saat lagi."
    )
    assert _orders(c.policy_number) == [OrderStatus.CANCELLED]  # its payment FAILED
    assert tu.funds(api, token, c.policy_number)["pending_orders"] == []
    made(api, token, body(c.policy_number), key)  # the same key again: a payment this time
    assert sorted(_orders(c.policy_number)) == [
        OrderStatus.AWAITING_PAYMENT,
        OrderStatus.CANCELLED,
    ]
