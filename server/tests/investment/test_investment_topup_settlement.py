"""A paid top-up (the sandbox gateway's settlement): its order awaits the unit prices of the
first working day after the day (WIB) the money arrived, across a weekend and the Christmas
holiday, and a WIB day that is still the previous day in UTC; the history books one TOP_UP
row (the invested amount and the charge) and the receipt is the top-up's."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock
from server.tests.topup_support import UnitLinker, body, made

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker


def _paid(api: Api, clock: Clock, c: UnitLinker, day: date, hour: int, minute: int = 0) -> str:
    """A top-up created and paid at ``day`` ``hour``:``minute`` WIB: its payment id."""
    tu.at(clock, day, hour, minute)
    payment = made(api, c.token(), body(c.policy_number))
    tu.pay(api, payment["payment_id"])
    return str(payment["payment_id"])


@pytest.mark.parametrize(
    ("paid", "trade"),
    [
        ((date(2026, 11, 26), 23, 30), date(2026, 11, 27)),  # Thursday night: Friday
        ((date(2026, 11, 27), 14, 0), date(2026, 11, 30)),  # Friday: Monday
        ((date(2026, 11, 28), 0, 30), date(2026, 11, 30)),  # Saturday 00.30 WIB (Friday UTC)
        ((date(2026, 12, 24), 11, 0), date(2026, 12, 28)),  # Christmas Friday, then a weekend
    ],
)
def test_the_trade_date_is_the_next_working_day_in_wib(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker],
    paid: tuple[date, int, int], trade: date,
) -> None:  # fmt: skip
    day, hour, minute = paid
    tu.at(frozen, day, hour, minute)
    c = make_unit_linker()
    payment_id = _paid(api, frozen, c, day, hour, minute)
    order = tu.order_of(payment_id)
    assert (order.status.value, order.trade_date) == ("AWAITING_PRICE", trade)
    [pending] = tu.funds(api, c.token(), c.policy_number)["pending_orders"]
    assert (pending["status"], pending["status_desc"], pending["trade_date"]) == (
        "AWAITING_PRICE", "Menunggu Harga Unit", trade.isoformat(),
    )  # fmt: skip


def test_the_history_books_the_top_up_and_the_receipt_is_the_top_ups(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    monday = date(2026, 12, 28)  # after the cases above: a module's days only move forward
    tu.at(frozen, monday, 9)
    c = make_unit_linker()
    payment_id = _paid(api, frozen, c, monday, 9)
    token = c.token()
    payment = tu.detail(api, token, payment_id).json()
    assert payment["status"] == "PAID" and payment["receipt_number"]
    assert payment["top_up"]["status"] == "AWAITING_PRICE"
    assert payment["top_up"]["trade_date"] == "2026-12-29"
    month = {"policy_number": c.policy_number, "date_from": "2026-12-01", "date_to": "2026-12-31"}
    listed = api.get("/transaction/list", token=token, params=month).json()["data"]
    [row] = [r for r in listed if r["type"] == "TOP_UP"]
    assert (row["amount"], row["flow"], row["type_desc"]) == (10_000_000, "OUT", "Top-up Premi")
    assert row["description"] == f"Top-up investasi {payment['top_up']['order_number']}"
    detail = api.get(
        "/transaction/detail", token=token, params={"transaction_id": row["transaction_id"]}
    ).json()
    assert detail["breakdown"] == [
        {"label": "Top-up diinvestasikan", "amount": 9_500_000},
        {"label": "Biaya top-up (5%)", "amount": 500_000},
    ]
    receipt = api.get("/payment/receipt", token=token, params={"payment_id": payment_id})
    assert receipt.status_code == 200 and receipt.content.startswith(b"%PDF")
    assert detail["payment_id"] == payment_id
