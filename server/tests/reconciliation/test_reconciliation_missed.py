"""The reconciliation applies a gateway's final status whose notification never reached the
portal (the gateway gave up retrying): money settled for a waiting payment books it PAID as
the notification would have; money settled for a payment the customer cancelled becomes a
refund case; a charge that failed at the gateway ends its waiting payment. Built over HTTP
from a real payment and a sandbox charge whose notifications were all lost."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import update

from server import payment_gateway as gateway
from server.db import transaction
from server.sandbox_gateway.models import ChargeStatus, SandboxCharge
from server.sandbox_gateway.sandbox import MAX_NOTIFY_ROUNDS
from server.tests import payment_support as ps
from server.tests import reconciliation_support as rs
from server.tests.conftest import Api, Clock, SignIn
from server.tests.payment_support import Customer, charge_of, created, detail, info
from server.tests.reconciliation_support import ran

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
admin_account, staff = rs.admin_account, rs.staff
Make = Callable[..., Customer]
Staff = Callable[[], str]


def _lost(txn: str, status: ChargeStatus) -> None:
    """The gateway closes the charge and its notifications never arrive: every round of
    delivery failed, and the gateway gave up (the sweep sends it no more)."""
    gateway.current().close(txn, status)  # type: ignore[attr-defined]
    with transaction() as session:
        session.execute(
            update(SandboxCharge)
            .where(SandboxCharge.gateway_txn_id == txn)
            .values(notify_attempts=MAX_NOTIFY_ROUNDS)
        )


def _mine(body: dict[str, Any], order: str) -> list[dict[str, Any]]:
    return [a for a in body["actions"] if a["order_id"] == order]


def test_money_settled_but_never_notified_books_the_payment_paid(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, staff: Staff
) -> None:
    c = make_customer(bills=1)
    payment = created(api, c)
    order = payment["payment_id"]
    txn = charge_of(api, order)["gateway_txn_id"]
    _lost(txn, ChargeStatus.SETTLED)
    on_day.advance(minutes=5)
    assert _mine(ran(api, staff()), order) == []  # the gateway may still be retrying

    on_day.advance(minutes=6)
    body = ran(api, staff())
    assert _mine(body, order) == [
        {
            "kind": "NOTIFICATION_APPLIED",
            "kind_desc": "Status gateway dibukukan",
            "order_id": order,
            "gateway_txn_id": txn,
            "amount": 1_250_000,
            "refund_number": None,
            "description": (
                "Gateway mencatat tagihan ini dibayar, tetapi notifikasinya tidak pernah "
                "sampai; status itu dibukukan: pembayaran kini lunas."
            ),
        }
    ]
    c.token = str(signin.signed_in(c.account)["token"])
    paid = detail(api, c.token, order).json()
    assert (paid["status"], paid["receipt_number"] is not None) == ("PAID", True)
    assert info(api, c)["bills"] == []
    history = api.get("/transaction/list", token=c.token, params={"policy_number": c.policy_number})
    assert [(t["type"], t["amount"]) for t in history.json()["data"]] == [
        ("PREMIUM_PAYMENT", 1_250_000)
    ]
    assert _mine(ran(api, staff()), order) == []  # once


def test_money_settled_for_a_cancelled_payment_never_notified_becomes_a_refund_case(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, staff: Staff
) -> None:
    c = make_customer(bills=1)
    payment = created(api, c)
    order = payment["payment_id"]
    cancelled = api.post("/payment/cancel", token=c.token, json={"payment_id": order})
    assert cancelled.status_code == 200, cancelled.text
    txn = charge_of(api, order)["gateway_txn_id"]
    # The bank posts a transfer to the closed charge; the portal never hears of it.
    gateway.current().settle_late(txn)  # type: ignore[attr-defined]
    with transaction() as session:
        session.execute(
            update(SandboxCharge)
            .where(SandboxCharge.gateway_txn_id == txn)
            .values(notify_attempts=MAX_NOTIFY_ROUNDS, notified=False)
        )
    on_day.advance(minutes=11)
    [action] = _mine(ran(api, staff()), order)
    number = action["refund_number"]
    assert action["kind"] == "NOTIFICATION_APPLIED"
    assert action["description"] == (
        "Gateway menerima uang untuk pembayaran ini, tetapi notifikasinya tidak pernah sampai "
        f"dan uangnya tidak dapat dibukukan; kasus pengembalian dana {number} dibuka."
    )
    c.token = str(signin.signed_in(c.account)["token"])
    assert detail(api, c.token, order).json()["status"] == "CANCELLED"  # the payment stays


def test_a_charge_failed_at_the_gateway_never_notified_ends_the_payment(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, staff: Staff
) -> None:
    c = make_customer(bills=1)
    order = created(api, c)["payment_id"]
    txn = charge_of(api, order)["gateway_txn_id"]
    _lost(txn, ChargeStatus.FAILED)
    on_day.advance(minutes=11)
    [action] = _mine(ran(api, staff()), order)
    assert action["description"] == (
        "Gateway mencatat tagihan ini gagal, tetapi notifikasinya tidak pernah sampai; status "
        "itu dibukukan: pembayaran kini gagal."
    )
    c.token = str(signin.signed_in(c.account)["token"])
    assert detail(api, c.token, order).json()["status"] == "FAILED"
    [bill] = info(api, c)["bills"]
    assert (bill["status"], bill["pending_payment_id"]) == ("UNPAID", None)  # payable again
