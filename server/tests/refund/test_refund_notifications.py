"""REFUNDED notifications from the gateway, signed like every notification: they close the
refund case of their charge (before any payment is looked up: a case may have no portal
payment), idempotent on the event id and on the refund (one 'Dana dikembalikan' row
however often it is told), checked against the case (its amount, the refund reference the
gateway answered; 422 otherwise, nothing changed), 404 for a charge without a case."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select

from server import clock, payment_gateway
from server.db import transaction
from server.ledger.models import PolicyTransaction, TransactionType
from server.payment.models import GatewayEvent
from server.refund import cases
from server.refund.models import RefundReason
from server.tests import refund_support as rs
from server.tests.conftest import Api, Clock
from server.tests.payment_support import Customer, notify
from server.tests.refund_support import Unnotified, approve, cancelled_then_paid, case_of, using
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = rs.make_customer, rs.on_day, rs.settings
admin_account, staff = rs.admin_account, rs.staff
Make = Callable[..., Customer]


def _refunded(order_id: str, txn: str, refund_id: str | None, amount: int = 1_250_000) -> Any:
    note: dict[str, Any] = {
        "event_id": f"evt_{refund_id or 'none'}_{clock.now().timestamp():.0f}"[:64],
        "gateway_txn_id": txn,
        "order_id": order_id,
        "status": "REFUNDED",
        "amount": amount,
        "occurred_at": clock.now().isoformat().replace("+00:00", "Z"),
    }
    if refund_id is not None:
        note["refund_id"] = refund_id
    return note


def _processing(api: Api, make_customer: Make, staff: str) -> tuple[Customer, str, str, str]:
    """A case whose refund the gateway accepted but has not notified yet: (customer, order,
    charge, refund id)."""
    c = make_customer()
    payment = cancelled_then_paid(api, c)
    case = case_of(payment["payment_id"])
    assert case is not None
    with using(Unnotified(payment_gateway.current())):
        body = approve(api, staff, case.refund_number).json()
    assert body["refund"]["status"] == "PROCESSING"
    return c, payment["payment_id"], case.gateway_txn_id, body["refund_id"]


def _ledger(order_id: str) -> list[PolicyTransaction]:
    with transaction() as session:
        return list(
            session.scalars(
                select(PolicyTransaction).where(
                    PolicyTransaction.type == TransactionType.REFUND,
                    PolicyTransaction.description == f"Dana dikembalikan {order_id}",
                )
            )
        )


def test_refunded_told_again_changes_nothing(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    _, order, txn, refund_id = _processing(api, make_customer, staff)
    note = _refunded(order, txn, refund_id)
    first = notify(api, note)
    assert first.json() == {"received": True, "applied": True, "payment_status": "CANCELLED"}
    replay = notify(api, note)
    assert replay.json() == {"received": True, "applied": False, "payment_status": "CANCELLED"}
    on_day.advance(seconds=5)
    another = notify(api, _refunded(order, txn, refund_id))  # a new event id, the same refund
    assert another.json()["applied"] is False
    assert len(_ledger(order)) == 1
    with transaction() as session:
        told = session.execute(
            select(GatewayEvent.status, GatewayEvent.applied)
            .where(GatewayEvent.gateway_txn_id == txn)
            .order_by(GatewayEvent.id)
        ).all()
    # The late SETTLED (not applied: a case opened), the REFUNDED once, the other one kept.
    assert [tuple(row) for row in told] == [
        ("SETTLED", False), ("REFUNDED", True), ("REFUNDED", False)
    ]  # fmt: skip


def test_a_refunded_that_does_not_match_the_case_is_refused(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    _, order, txn, refund_id = _processing(api, make_customer, staff)
    for note in (
        _refunded(order, txn, "rfd_0000000000000000"),
        _refunded(order, txn, refund_id, amount=1_000),
        _refunded(order, txn, None),
        _refunded("PAY-20261122-AAAAAAAA", txn, refund_id),
    ):
        body = problem(notify(api, note), 422)
        assert body["message"] == "Notifikasi tidak sesuai dengan data pembayaran."
    case = case_of(order)
    assert case is not None and case.status.value == "PROCESSING"
    assert _ledger(order) == []


def test_refunded_for_a_charge_without_a_case_is_an_unknown_order(api: Api, on_day: Clock) -> None:
    note = _refunded("PAY-20261122-ZZZZZZZZ", "sbx_1234567890abcdef", "rfd_1234567890abcdef")
    assert problem(notify(api, note), 404)["message"] == "Pembayaran tidak ditemukan."


def test_money_the_gateway_returned_on_its_own_closes_an_open_case(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    c = make_customer()
    payment = cancelled_then_paid(api, c)
    case = case_of(payment["payment_id"])
    assert case is not None
    note = _refunded(payment["payment_id"], case.gateway_txn_id, "rfd_fromthedashboard1")
    assert notify(api, note).json()["applied"] is True
    body = rs.detail(api, staff, case.refund_number)
    assert (body["refund"]["status"], body["refund_id"]) == ("REFUNDED", "rfd_fromthedashboard1")
    assert rs.actions(body) == [("OPENED", "payment-gateway"), ("REFUNDED", "payment-gateway")]
    [row] = _ledger(payment["payment_id"])
    assert row.reference_number == "rfd_fromthedashboard1"


def test_a_case_without_a_policy_is_closed_without_a_history_row(
    api: Api, on_day: Clock, staff: str
) -> None:
    order, txn = "PAY-20261122-NOP4YM3N", "sbx_0000000000c0ffee"
    with transaction() as session:
        number = cases.open_case(
            session, reason=RefundReason.UNKNOWN_PAYMENT, order_id=order, gateway_txn_id=txn,
            amount=300_000, received_at=clock.now(), payment=None, customer_name=None,
            method="GOPAY", actor="rekonsiliasi", note="Pesanan tidak tercatat di portal.",
            now=clock.now(),
        ).refund_number  # fmt: skip
    answer = notify(api, _refunded(order, txn, "rfd_00000000000c0ffe", amount=300_000))
    # No portal payment: answered as one that failed (the contract names a payment status).
    assert answer.json() == {"received": True, "applied": True, "payment_status": "FAILED"}
    assert rs.detail(api, staff, number)["refund"]["status"] == "REFUNDED"
    assert _ledger(order) == []
