"""The sandbox gateway's side of refunds and late transfers, as Midtrans and Xendit behave:
a settled charge is refunded once per refund key (the same key again answers the same
refund), never one that is not settled nor more than it received; the charge is REFUNDED
and its notification carries the refund id; the listing of the reconciliation tells charges
changed since a time (an overdue PENDING one as EXPIRED); the dashboard offers 'Bayar
terlambat' on a cancelled or expired charge and its form settles it."""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import func, select

from server import payment_gateway
from server.db import transaction
from server.payment_gateway import GatewayError, NotRefundable
from server.sandbox_gateway.models import SandboxRefund
from server.tests import refund_support as rs
from server.tests.conftest import Api, Clock
from server.tests.payment_support import Customer, charge_of, created, pay
from server.tests.refund_support import cancelled_then_paid, case_of

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = rs.make_customer, rs.on_day, rs.settings
Make = Callable[..., Customer]


def _sandbox() -> Any:
    return payment_gateway.current()


def _refunds_of(txn: str) -> int:
    with transaction() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(SandboxRefund)
                .where(SandboxRefund.gateway_txn_id == txn)
            )
            or 0
        )


def test_a_settled_charge_is_refunded_once_per_key(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c)
    pay(api, payment["payment_id"])  # applied: no case; the gateway refunds whatever is settled
    txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]
    ask = {"gateway_txn_id": txn, "amount": 1_250_000, "reason": "Uji pengembalian"}

    first = _sandbox().refund(refund_key="RFD-2026-900001", **ask)
    again = _sandbox().refund(refund_key="RFD-2026-900001", **ask)
    assert first == again and first.startswith("rfd_")
    assert _refunds_of(txn) == 1
    assert charge_of(api, payment["payment_id"])["status"] == "REFUNDED"
    with pytest.raises(NotRefundable) as refused:  # another key: already refunded
        _sandbox().refund(refund_key="RFD-2026-900002", **ask)
    assert refused.value.status == "REFUNDED"
    with pytest.raises(GatewayError):  # the key of another refund
        _sandbox().refund(refund_key="RFD-2026-900001", **{**ask, "amount": 1_000})


def test_only_a_settled_charge_and_at_most_its_amount(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    pending = created(api, make_customer())
    txn = charge_of(api, pending["payment_id"])["gateway_txn_id"]
    with pytest.raises(NotRefundable) as refused:
        _sandbox().refund(
            gateway_txn_id=txn, amount=1_250_000, refund_key="RFD-2026-900101", reason="Uji"
        )
    assert refused.value.status == "PENDING"

    paid = created(api, make_customer())
    pay(api, paid["payment_id"])
    txn = charge_of(api, paid["payment_id"])["gateway_txn_id"]
    with pytest.raises(GatewayError) as more:
        _sandbox().refund(
            gateway_txn_id=txn, amount=1_250_001, refund_key="RFD-2026-900102", reason="Uji"
        )
    assert not isinstance(more.value, NotRefundable)
    assert _refunds_of(txn) == 0
    with pytest.raises(GatewayError):
        _sandbox().refund(
            gateway_txn_id="sbx_0000000000000000", amount=1, refund_key="RFD-2026-900103",
            reason="Uji",
        )  # fmt: skip


def test_the_refunded_notification_carries_the_refund(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    payment = cancelled_then_paid(api, make_customer())
    case = case_of(payment["payment_id"])
    assert case is not None
    refund_id = _sandbox()._refund(case.gateway_txn_id, 1_250_000, case.refund_number, "Uji")
    view, event_id = _sandbox()._unsent(case.gateway_txn_id)
    note = view.notification(event_id)
    assert (note["status"], note["refund_id"], note["amount"]) == (
        "REFUNDED", refund_id, 1_250_000
    )  # fmt: skip
    assert note["order_id"] == payment["payment_id"]


def test_the_listing_tells_the_charges_changed_since_a_time(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    since = on_day.now
    on_day.advance(seconds=1)
    open_one = created(api, make_customer(), method="QRIS")  # 15 minutes to pay
    paid = created(api, make_customer())
    pay(api, paid["payment_id"])
    on_day.advance(minutes=16)
    listed = {c.order_id: c for c in _sandbox().charges(since=since)}
    assert listed[open_one["payment_id"]].status == "EXPIRED"  # overdue: as the gateway tells
    assert listed[paid["payment_id"]].status == "SETTLED"
    assert listed[paid["payment_id"]].amount == 1_250_000
    assert listed[paid["payment_id"]].method == "VA_BCA"
    assert listed[paid["payment_id"]].created_at <= listed[paid["payment_id"]].updated_at
    later = _sandbox().charges(since=on_day.now + timedelta(seconds=1))
    assert paid["payment_id"] not in [c.order_id for c in later]


def test_the_dashboard_offers_a_late_transfer_on_a_closed_charge(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c)
    cancel = api.post("/payment/cancel", {"payment_id": payment["payment_id"]}, token=c.token)
    assert cancel.status_code == 200, cancel.text
    txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]
    page = api.client.get("/sandbox-gateway/").text
    assert f'action="/sandbox-gateway/charges/{txn}/late-pay"' in page
    assert "Bayar terlambat" in page

    done = api.client.post(f"/sandbox-gateway/charges/{txn}/late-pay", follow_redirects=False)
    assert done.status_code == 303
    shown = api.client.get(done.headers["location"]).text
    assert "Transfer terlambat diterima; transaksi dibayar." in shown
    assert charge_of(api, payment["payment_id"])["status"] == "SETTLED"
    assert case_of(payment["payment_id"]) is not None
    assert f'action="/sandbox-gateway/charges/{txn}/late-pay"' not in shown
