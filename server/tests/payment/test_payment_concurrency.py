"""Races and a failing gateway, with real threads over HTTP: two payments for one bill at
once (different keys, or the same key twice), two SETTLED notifications at once, and a
gateway that does not answer (503, nothing held, the same key usable again)."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import Any

import pytest
from sqlalchemy import func, select, update

from server import payment_gateway as gateway
from server.db import transaction
from server.ledger.models import PolicyTransaction
from server.payment import creation
from server.payment.models import BillStatus, Payment, PremiumBill
from server.payment_gateway import Charge, GatewayError, PaymentGateway
from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock
from server.tests.payment_support import (
    Customer,
    charge_of,
    create,
    created,
    detail,
    info,
    key,
    notification,
    notify,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
Make = Callable[..., Customer]
HELD = (
    "Tagihan ini sedang dalam pembayaran lain yang menunggu. Selesaikan atau batalkan "
    "pembayaran itu terlebih dahulu."
)


class Down:
    """A gateway that times out."""

    calls = 0

    def create_charge(self, **_kwargs: Any) -> Charge:
        self.calls += 1
        raise GatewayError("timed out after 10 s")

    def cancel_charge(self, **_kwargs: Any) -> None:
        raise GatewayError("timed out after 10 s")


class Slow:
    """The real sandbox, answering after a pause (a second request arrives meanwhile)."""

    def __init__(self, inner: PaymentGateway, pause: float) -> None:
        self.inner, self.pause = inner, pause

    def create_charge(self, **kwargs: Any) -> Charge:
        time.sleep(self.pause)
        return self.inner.create_charge(**kwargs)

    def cancel_charge(self, **kwargs: Any) -> None:
        self.inner.cancel_charge(**kwargs)


@contextmanager
def using(replacement: PaymentGateway) -> Iterator[PaymentGateway]:
    previous = gateway.current()
    gateway.install(replacement)
    try:
        yield previous
    finally:
        gateway.install(previous)


def _together(*calls: Callable[[], Any]) -> list[Any]:
    barrier = threading.Barrier(len(calls))

    def run(call: Callable[[], Any]) -> Any:
        barrier.wait()
        return call()

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(run, calls))


def _holders(c: Customer) -> set[int | None]:
    with transaction() as session:
        return set(
            session.scalars(
                select(PremiumBill.hold_payment_id).where(PremiumBill.bill_number.in_(c.bill_ids))
            )
        )


def _live_payments(c: Customer) -> int:
    with transaction() as session:
        return int(
            session.scalar(
                select(func.count())
                .select_from(Payment)
                .join(PremiumBill, PremiumBill.hold_payment_id == Payment.id)
                .where(PremiumBill.bill_number == c.bill_ids[0])
            )
            or 0
        )


def test_two_keys_for_one_bill_at_once_give_one_payment(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    for _ in range(4):
        c = make_customer(bills=1)
        answers = _together(
            lambda c=c: create(api, c, method="VA_BCA"), lambda c=c: create(api, c, method="QRIS")
        )
        codes = sorted(a.status_code for a in answers)
        assert codes == [201, 409], [a.text for a in answers]
        refused = next(a for a in answers if a.status_code == 409)
        assert problem(refused, 409)["message"] == HELD
        winner = next(a for a in answers if a.status_code == 201).json()
        assert info(api, c)["bills"][0]["pending_payment_id"] == winner["payment_id"]
        assert _live_payments(c) == 1
        assert len(_holders(c)) == 1


def test_the_same_key_twice_at_once_gives_one_payment(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=1)
    k = key()
    with using(Slow(gateway.current(), pause=0.6)):
        answers = _together(
            lambda: create(api, c, idempotency_key=k), lambda: create(api, c, idempotency_key=k)
        )
    codes = sorted(a.status_code for a in answers)
    assert codes == [201, 409], [a.text for a in answers]
    duplicate = problem(next(a for a in answers if a.status_code == 409), 409)
    assert duplicate["message"] == (
        "Permintaan pembayaran yang sama sedang diproses. Tunggu sebentar lalu periksa kembali."
    )
    first = next(a for a in answers if a.status_code == 201).json()
    assert created(api, c, idempotency_key=k)["payment_id"] == first["payment_id"]
    assert len(info(api, c)["payments"]) == 1


def test_two_settlements_at_once_book_one_transaction(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    for _ in range(3):
        c = make_customer(bills=2)
        payment = created(api, c, bills=c.bill_ids)
        txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]
        notes = [notification(payment, txn), notification(payment, txn)]
        answers = _together(*(lambda n=n: notify(api, n) for n in notes))
        assert [a.status_code for a in answers] == [200, 200], [a.text for a in answers]
        assert sorted(a.json()["applied"] for a in answers) == [False, True]
        with transaction() as session:
            pid = session.scalar(
                select(Payment.id).where(Payment.payment_number == payment["payment_id"])
            )
            rows = session.scalar(select(func.count()).where(PolicyTransaction.payment_id == pid))
            bills = session.execute(
                select(PremiumBill.status, PremiumBill.paid_payment_id).where(
                    PremiumBill.bill_number.in_(c.bill_ids)
                )
            ).all()
        assert rows == 1
        assert set(bills) == {(BillStatus.PAID, pid)}


def test_a_gateway_that_does_not_answer_leaves_the_bills_payable(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=1)
    k = key()
    down = Down()
    with using(down):
        refused = problem(create(api, c, idempotency_key=k), 503)
    assert down.calls == 1
    assert refused["message"] == (
        "Layanan pembayaran sedang tidak tersedia. Silakan coba beberapa saat lagi."
    )
    page = info(api, c)
    assert (page["bills"][0]["status"], page["bills"][0]["pending_payment_id"]) == (
        "UNPAID", None
    )  # fmt: skip
    assert page["payments"] == []  # nothing the customer never saw instructions for
    assert _holders(c) == {None}

    again = created(api, c, idempotency_key=k)  # the same key works once it is back
    assert again["status"] == "PENDING"
    assert created(api, c, idempotency_key=k)["payment_id"] == again["payment_id"]


def test_cancelling_while_the_gateway_is_down_changes_nothing(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=1)
    payment = created(api, c)
    with using(Down()):
        response = api.post("/payment/cancel", {"payment_id": payment["payment_id"]}, token=c.token)
    assert problem(response, 503)["status"] == 503
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PENDING"
    assert charge_of(api, payment["payment_id"])["status"] == "PENDING"


def test_a_settlement_racing_a_cancellation_wins_once(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=1)
    payment = created(api, c)
    txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]
    answers = _together(
        lambda: api.post("/payment/cancel", {"payment_id": payment["payment_id"]}, token=c.token),
        lambda: notify(api, notification(payment, txn)),
    )
    final = detail(api, c.token, payment["payment_id"]).json()["status"]
    assert final in ("PAID", "CANCELLED"), [a.text for a in answers]
    if final == "PAID":
        assert answers[0].status_code == 422
    else:
        assert answers[1].json()["applied"] is False


def test_a_bill_taken_between_the_read_and_the_hold_is_refused_and_nothing_is_left(
    api: Api, make_customer: Make, on_day: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The interleaving of two requests, made deterministic on both databases: after this
    # request found the bill free, another payment holds it; the compare-and-set hold must
    # then refuse instead of taking the bill a second time.
    c, other = make_customer(bills=1), make_customer(bills=1)
    theirs = _payment_id(created(api, other)["payment_id"])
    free_when_read = creation._payable

    def payable_then_taken(session: Any, policy: Any, wanted: Any) -> Any:
        bills = free_when_read(session, policy, wanted)
        session.execute(
            update(PremiumBill)
            .where(PremiumBill.id.in_([bill.id for bill in bills]))
            .values(hold_payment_id=theirs)
        )
        return bills

    monkeypatch.setattr(creation, "_payable", payable_then_taken)
    k = key()
    assert problem(create(api, c, idempotency_key=k), 409)["message"] == HELD
    monkeypatch.undo()

    assert info(api, c)["payments"] == []
    with transaction() as session:
        mine = session.scalar(
            select(func.count())
            .select_from(Payment)
            .join(PremiumBill, PremiumBill.policy_id == Payment.policy_id)
            .where(PremiumBill.bill_number == c.bill_ids[0])
        )
    assert mine == 0  # the savepoint took the payment back
    assert created(api, c, idempotency_key=k)["status"] == "PENDING"  # the key was not used


def _payment_id(number: str) -> int:
    with transaction() as session:
        found = session.scalar(select(Payment.id).where(Payment.payment_number == number))
        assert found is not None
        return int(found)
