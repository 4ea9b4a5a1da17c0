"""A top-up whose payment ends unpaid: cancelled by the customer, or expired (the lazy expiry
of a read), its order is CANCELLED and no longer pending; money that arrives after the expiry
is never invested nor booked as a top-up: it opens a refund case."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest
from sqlalchemy import select

from server.db import transaction
from server.ledger.models import PolicyTransaction, TransactionType
from server.refund.models import RefundCase
from server.tests import refund_support
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock
from server.tests.topup_support import UnitLinker, body, made

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker
MONDAY = date(2026, 11, 23)


def test_a_cancelled_payment_cancels_its_order(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, MONDAY)
    c = make_unit_linker()
    token = c.token()
    payment = made(api, token, body(c.policy_number))
    cancelled = api.post("/payment/cancel", {"payment_id": payment["payment_id"]}, token=token)
    assert cancelled.status_code == 200, cancelled.text
    answer = cancelled.json()
    assert answer["status"] == "CANCELLED"
    assert (answer["top_up"]["status"], answer["top_up"]["status_desc"]) == (
        "CANCELLED", "Dibatalkan",
    )  # fmt: skip
    assert tu.order_of(payment["payment_id"]).cancelled_at is not None
    assert tu.funds(api, token, c.policy_number)["pending_orders"] == []


def test_an_expired_payment_cancels_its_order_and_late_money_goes_to_a_refund(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, MONDAY, 11)
    c = make_unit_linker()
    token = c.token()
    payment = made(api, token, body(c.policy_number, method="QRIS"))  # 15 minutes to pay
    frozen.advance(minutes=16)
    token = c.token()  # past the session's idle limit too
    # Past its expiry the order is no longer shown, even before anything expired it.
    assert tu.funds(api, token, c.policy_number)["pending_orders"] == []
    expired = tu.detail(api, token, payment["payment_id"]).json()  # the lazy expiry
    assert (expired["status"], expired["top_up"]["status"]) == ("EXPIRED", "CANCELLED")
    refund_support.late_pay(api, payment["payment_id"])
    order = tu.order_of(payment["payment_id"])
    assert (order.status.value, order.trade_date, order.transaction_id) == (
        "CANCELLED", None, None,
    )  # fmt: skip
    with transaction() as session:
        cases = list(
            session.scalars(select(RefundCase).where(RefundCase.order_id == payment["payment_id"]))
        )
        booked = session.scalar(
            select(PolicyTransaction.id).where(
                PolicyTransaction.policy_id == c.holder.policy_id,
                PolicyTransaction.type == TransactionType.TOP_UP,
            )
        )
    assert [case.reason.value for case in cases] == ["PAYMENT_ENDED"] and booked is None
    assert tu.top_up_movements(c.policy_number) == []
