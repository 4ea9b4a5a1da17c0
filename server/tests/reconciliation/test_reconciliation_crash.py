"""The reconciliation over HTTP, from states built as they happen: a payment whose creation
died after the gateway issued its charge (closed, its charge cancelled, its bills payable
and its key usable again; money paid to that charge after all: a refund case on the
payment), money the gateway received for an order the portal never recorded (a refund case),
a charge for an order nobody recorded (cancelled) next to a live payment
(left alone), and a young charge or payment (left alone within the grace)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import anyio
import pytest
from sqlalchemy import select

from server import payment_gateway as gateway
from server.db import transaction
from server.payment import creation
from server.payment.models import IdempotencyKey, Payment, PaymentStatus
from server.policy.models import Policy
from server.refund.models import RefundCase, RefundEvent
from server.tests import payment_support as ps
from server.tests import reconciliation_support as rs
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.payment_support import Customer, charge_of, create, created, info, key
from server.tests.reconciliation_support import orphan_charge, ran, sandbox_pay, sandbox_status

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
admin_account, staff = rs.admin_account, rs.staff
Make = Callable[..., Customer]
Staff = Callable[[], str]


def _mine(body: dict[str, Any], *orders: str) -> list[dict[str, Any]]:
    """The run's actions on these orders (earlier tests of the module leave charges too)."""
    return [a for a in body["actions"] if a["order_id"] in orders]


def _payment_of(c: Customer) -> Payment:
    with transaction() as session:
        return session.scalars(
            select(Payment)
            .join(Policy, Policy.id == Payment.policy_id)
            .where(Policy.policy_number == c.policy_number)
        ).one()


def _crash(api: Api, c: Customer, k: str, monkeypatch: pytest.MonkeyPatch) -> Payment:
    """Creation dies after the gateway issued the charge, before the portal recorded it
    (phase 3 never happens): the payment is left CREATING, the charge PENDING."""

    def killed(*_args: Any, **_kwargs: Any) -> None:
        raise RuntimeError("worker killed between the phases")

    with monkeypatch.context() as patch:
        patch.setattr(creation, "_confirm", killed)
        assert create(api, c, idempotency_key=k).status_code == 500
    return _payment_of(c)


def test_a_payment_whose_creation_died_after_the_charge_is_closed_and_the_charge_cancelled(
    api: Api,
    make_customer: Make,
    on_day: Clock,
    signin: SignIn,
    staff: Staff,
    admin_account: Account,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    c = make_customer()
    k = key()
    stuck = _crash(api, c, k, monkeypatch)
    order = stuck.payment_number
    assert (stuck.status, stuck.gateway_txn_id) == (PaymentStatus.CREATING, None)
    charge = charge_of(api, order)  # issued at the gateway, unknown to the portal
    txn = charge["gateway_txn_id"]
    assert charge["status"] == "PENDING"

    token = staff()
    assert _mine(ran(api, token), order) == []  # within the grace: maybe still being created
    assert sandbox_status(api, txn) == "PENDING"

    on_day.advance(minutes=11)
    token = staff()
    body = ran(api, token)
    assert (body["trigger"], body["started_by"], body["status"], body["error"]) == (
        "STAFF", admin_account.user_name, "COMPLETED", None
    )  # fmt: skip
    assert body["finished_at"] is not None and body["charges_checked"] >= 1
    assert _mine(body, order) == [
        {
            "kind": "PAYMENT_CLOSED",
            "kind_desc": "Pembayaran terhenti ditutup",
            "order_id": order,
            "gateway_txn_id": txn,
            "amount": 1_250_000,
            "refund_number": None,
            "description": (
                "Pembuatan pembayaran terhenti lebih dari 10 menit (proses server berhenti di "
                "tengah jalan); pembayaran ditutup GAGAL dan tagihan preminya dapat dibayar lagi."
            ),
        },
        {
            "kind": "CHARGE_CANCELLED",
            "kind_desc": "Tagihan gateway dibatalkan",
            "order_id": order,
            "gateway_txn_id": txn,
            "amount": 1_250_000,
            "refund_number": None,
            "description": (
                "Pembayaran tidak pernah selesai dibuat di portal; tagihan di gateway dibatalkan."
            ),
        },
    ]
    assert sandbox_status(api, txn) == "CANCELLED"  # nobody can pay it any more
    closed = _payment_of(c)
    assert (closed.status, closed.gateway_txn_id) == (PaymentStatus.FAILED, txn)
    with transaction() as session:
        assert session.scalar(select(IdempotencyKey.id).where(IdempotencyKey.key == k)) is None
    # The charge is now recorded on the payment: the gateway's CANCELLED is acknowledged.
    anyio.run(gateway.current().sweep)  # type: ignore[attr-defined]
    assert charge_of(api, order)["notified"] is True

    c.token = str(signin.signed_in(c.account)["token"])
    page = info(api, c)
    assert (page["bills"][0]["status"], page["bills"][0]["pending_payment_id"]) == ("UNPAID", None)
    again = created(api, c, idempotency_key=k)  # the same key pays afresh
    assert again["payment_id"] != order and again["status"] == "PENDING"

    on_day.advance(minutes=11)
    later = ran(api, staff())
    assert _mine(later, order, again["payment_id"]) == []  # done once; the live one is left
    assert charge_of(api, again["payment_id"])["status"] == "PENDING"


def test_money_for_an_order_the_portal_never_recorded_becomes_a_refund_case(
    api: Api, on_day: Clock, staff: Staff
) -> None:
    order, txn = orphan_charge(amount=750_000, method="VA_BNI")
    paid = sandbox_pay(api, txn)
    assert (paid["status"], paid["notified"]) == ("SETTLED", False)  # the portal knows no order

    on_day.advance(minutes=11)
    token = staff()
    body = ran(api, token)
    [action] = _mine(body, order)
    number = action["refund_number"]
    assert re.fullmatch(r"RFD-2026-\d{6}", number)
    assert action == {
        "kind": "REFUND_OPENED",
        "kind_desc": "Kasus pengembalian dana dibuka",
        "order_id": order,
        "gateway_txn_id": txn,
        "amount": 750_000,
        "refund_number": number,
        "description": (
            "Gateway menerima uang untuk pesanan yang tidak tercatat di portal; kasus "
            f"pengembalian dana {number} dibuka."
        ),
    }
    with transaction() as session:
        case = session.scalars(select(RefundCase).where(RefundCase.refund_number == number)).one()
        events = session.scalars(select(RefundEvent).where(RefundEvent.case_id == case.id)).all()
    assert (case.status, case.reason, case.amount, case.order_id, case.gateway_txn_id) == (
        "OPEN", "UNKNOWN_PAYMENT", 750_000, order, txn
    )  # fmt: skip
    assert (case.payment_id, case.policy_id, case.customer_name, case.method) == (
        None, None, "Nasabah Tanpa Pesanan", "VA_BNI"
    )  # fmt: skip
    assert [(e.action, e.actor) for e in events] == [("OPENED", "rekonsiliasi")]

    assert _mine(ran(api, token), order) == []  # one case per charge, whatever the runs


def test_a_charge_nobody_recorded_is_cancelled_and_a_live_payment_left(
    api: Api, make_customer: Make, on_day: Clock, staff: Staff
) -> None:
    live = created(api, make_customer())
    order, txn = orphan_charge(amount=500_000, method="VA_MANDIRI")

    on_day.advance(minutes=11)
    young_order, young_txn = orphan_charge()  # issued just now: within the grace
    body = ran(api, staff())
    assert _mine(body, order, live["payment_id"], young_order) == [
        {
            "kind": "CHARGE_CANCELLED",
            "kind_desc": "Tagihan gateway dibatalkan",
            "order_id": order,
            "gateway_txn_id": txn,
            "amount": 500_000,
            "refund_number": None,
            "description": (
                "Pesanan ini tidak tercatat di portal; tagihan di gateway dibatalkan agar tidak "
                "dibayar."
            ),
        }
    ]
    assert sandbox_status(api, txn) == "CANCELLED"
    assert charge_of(api, live["payment_id"])["status"] == "PENDING"
    assert sandbox_status(api, young_txn) == "PENDING"


def test_money_paid_to_the_charge_of_a_payment_whose_creation_died_becomes_a_refund_case(
    api: Api,
    make_customer: Make,
    on_day: Clock,
    signin: SignIn,
    staff: Staff,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    c = make_customer()
    stuck = _crash(api, c, key(), monkeypatch)
    order = stuck.payment_number
    txn = charge_of(api, order)["gateway_txn_id"]
    paid = sandbox_pay(api, txn)  # the bank took the transfer; the portal refuses the news
    assert (paid["status"], paid["notified"]) == ("SETTLED", False)

    on_day.advance(minutes=11)
    body = ran(api, staff())
    closed, opened = _mine(body, order)
    assert (closed["kind"], opened["kind"]) == ("PAYMENT_CLOSED", "REFUND_OPENED")
    number = opened["refund_number"]
    assert opened["description"] == (
        "Gateway menerima uang untuk pembayaran yang tidak pernah selesai dibuat di portal; "
        f"kasus pengembalian dana {number} dibuka."
    )
    with transaction() as session:
        case = session.scalars(select(RefundCase).where(RefundCase.gateway_txn_id == txn)).one()
        policy_id = session.scalar(select(Policy.id).where(Policy.policy_number == c.policy_number))
    assert (case.refund_number, case.reason, case.amount) == (number, "UNKNOWN_PAYMENT", 1_250_000)
    assert (case.payment_id, case.policy_id) == (stuck.id, policy_id)  # whose money it was
    assert (_payment_of(c).status, _payment_of(c).gateway_txn_id) == (PaymentStatus.FAILED, txn)

    # The gateway's SETTLED, sent again, now matches the payment: acknowledged, same case.
    anyio.run(gateway.current().sweep)  # type: ignore[attr-defined]
    assert charge_of(api, order)["notified"] is True
    with transaction() as session:
        cases = session.scalars(select(RefundCase).where(RefundCase.gateway_txn_id == txn)).all()
    assert [x.refund_number for x in cases] == [number]
    c.token = str(signin.signed_in(c.account)["token"])
    assert info(api, c)["bills"][0]["status"] == "UNPAID"  # not paid: the money goes back
