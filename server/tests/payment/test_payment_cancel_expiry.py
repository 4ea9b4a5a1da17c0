"""Cancelling a pending payment (also at the gateway, so it can no longer be paid), and the
lazy expiry: a payment past its expiry is answered EXPIRED and its bills are payable again,
on every read, before the sandbox's sweep has told the portal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select, update

from server import payment_gateway as gateway
from server.db import transaction
from server.payment.models import IdempotencyKey, IdempotencyState, Payment, PaymentStatus
from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock, SignIn
from server.tests.payment_support import (
    Customer,
    charge_of,
    create,
    created,
    detail,
    info,
    key,
    pay,
    simulate,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
Make = Callable[..., Customer]


def _cancel(api: Api, c: Customer, payment_id: str) -> Any:
    return api.post("/payment/cancel", {"payment_id": payment_id}, token=c.token)


def _z(value: Any) -> str:
    return str(value.isoformat().replace("+00:00", "Z"))


def test_cancelling_releases_the_bills_and_closes_the_charge(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c)
    on_day.advance(minutes=4)
    response = _cancel(api, c, payment["payment_id"])

    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["status"], body["status_desc"]) == ("CANCELLED", "Dibatalkan")
    assert body["ended_at"] == _z(on_day.now)
    assert info(api, c)["bills"][0]["status"] == "UNPAID"
    assert charge_of(api, payment["payment_id"])["status"] == "CANCELLED"
    refused = simulate(api, payment["payment_id"], "pay")
    assert refused.status_code == 409
    assert refused.json()["message"] == "Transaksi ini sudah dibatalkan dan tidak dapat dibayar."
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "CANCELLED"

    again = _cancel(api, c, payment["payment_id"])
    assert again.status_code == 200 and again.json()["ended_at"] == body["ended_at"]
    # The bill can be paid with another method now.
    assert created(api, c, method="QRIS")["status"] == "PENDING"


def test_a_second_cancel_that_finds_the_charge_cancelled_ends_cancelled(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    # Two clicks: the first request closed the charge at the gateway and has not yet ended
    # the payment when the second asks the gateway, which answers that it is cancelled.
    c = make_customer()
    payment = created(api, c)
    gateway.current().cancel_charge(
        gateway_txn_id=charge_of(api, payment["payment_id"])["gateway_txn_id"]
    )
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PENDING"

    response = _cancel(api, c, payment["payment_id"])
    assert response.status_code == 200, response.text
    assert response.json()["status"] == "CANCELLED"
    assert info(api, c)["bills"][0]["status"] == "UNPAID"


def test_paid_expired_and_failed_payments_cannot_be_cancelled(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn
) -> None:
    message = "Pembayaran ini sudah tidak dapat dibatalkan."
    paid = make_customer()
    p = created(api, paid)
    pay(api, p["payment_id"])
    assert problem(_cancel(api, paid, p["payment_id"]), 422)["message"] == message

    failed = make_customer()
    f = created(api, failed)
    assert simulate(api, f["payment_id"], "fail").json()["notified"] is True
    assert problem(_cancel(api, failed, f["payment_id"]), 422)["message"] == message
    assert detail(api, failed.token, f["payment_id"]).json()["failure_reason"] == (
        "Saldo tidak mencukupi."
    )

    expired = make_customer()
    e = created(api, expired, method="QRIS")
    on_day.advance(minutes=15)
    expired.token = str(signin.signed_in(expired.account)["token"])
    assert problem(_cancel(api, expired, e["payment_id"]), 422)["message"] == message


def test_a_payment_past_its_expiry_is_expired_when_read(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn
) -> None:
    c = make_customer()
    payment = created(api, c, method="DANA")
    on_day.advance(minutes=14, seconds=59)
    c.token = str(signin.signed_in(c.account)["token"])
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PENDING"
    on_day.advance(seconds=1)

    body = detail(api, c.token, payment["payment_id"]).json()
    assert (body["status"], body["status_desc"]) == ("EXPIRED", "Kedaluwarsa")
    assert body["ended_at"] == body["expires_at"]
    assert body["server_time"] == _z(on_day.now)
    assert info(api, c)["bills"][0]["status"] == "UNPAID"
    # The gateway has not told us yet; it refuses the late payment itself.
    refused = simulate(api, payment["payment_id"], "pay")
    assert refused.status_code == 409 and refused.json()["status"] == "EXPIRED"


def test_the_info_page_expires_pending_payments_too(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn
) -> None:
    c = make_customer()
    payment = created(api, c)
    on_day.advance(hours=24)
    c.token = str(signin.signed_in(c.account)["token"])
    page = info(api, c)
    assert page["bills"][0]["status"] == "UNPAID"
    assert page["payments"][0]["status"] == "EXPIRED"
    assert created(api, c)["payment_id"] != payment["payment_id"]


def test_a_payment_stuck_between_the_phases_is_released_and_its_key_works_again(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    k = key()
    payment = created(api, c, idempotency_key=k)
    with transaction() as session:  # as if the server died while the gateway was asked
        session.execute(
            update(Payment)
            .where(Payment.payment_number == payment["payment_id"])
            .values(status=PaymentStatus.CREATING, gateway_txn_id=None, va_number=None)
        )
        session.execute(update(IdempotencyKey).values(state=IdempotencyState.IN_PROGRESS))
    page = info(api, c)
    assert page["bills"][0]["status"] == "PENDING_PAYMENT"
    assert page["bills"][0]["pending_payment_id"] is None
    assert page["payments"] == []
    assert problem(detail(api, c.token, payment["payment_id"]), 404)["status"] == 404
    assert problem(create(api, c, idempotency_key=k), 409)["status"] == 409  # still running

    on_day.advance(minutes=2)
    page = info(api, c)
    assert page["bills"][0]["status"] == "UNPAID"
    assert page["payments"] == []  # failed before the customer saw any instructions
    assert problem(detail(api, c.token, payment["payment_id"]), 404)["status"] == 404
    with transaction() as session:
        stuck = session.scalar(
            select(Payment).where(Payment.payment_number == payment["payment_id"])
        )
        assert stuck is not None
        assert (stuck.status, stuck.failure_reason) == (
            PaymentStatus.FAILED, "Layanan pembayaran tidak menjawab."
        )  # fmt: skip
    again = created(api, c, idempotency_key=k)  # the same key, a new payment
    assert again["payment_id"] != payment["payment_id"] and again["status"] == "PENDING"


def test_the_sandbox_sweep_notifies_expiry_and_cancellation(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    from server import payment_gateway as gateway

    c, d = make_customer(), make_customer()
    expiring = created(api, c, method="QRIS")
    cancelled = created(api, d)
    assert _cancel(api, d, cancelled["payment_id"]).status_code == 200
    on_day.advance(minutes=16)

    import anyio

    sandbox = gateway.current()
    delivered = anyio.run(sandbox.sweep)  # type: ignore[attr-defined]
    assert delivered >= 2  # (and whatever earlier tests left unsent)
    for payment in (expiring, cancelled):
        assert charge_of(api, payment["payment_id"])["notified"] is True
    with transaction() as session:
        status = session.scalar(
            select(Payment.status).where(Payment.payment_number == expiring["payment_id"])
        )
    assert status == PaymentStatus.EXPIRED  # told by the gateway, not read lazily
    assert anyio.run(sandbox.sweep) == 0  # type: ignore[attr-defined]
