"""A fund switch's trade date (cut-off 12:00 WIB): confirmed on a working day before 12:00
it trades at that day's prices; at 12:00 or after, or on a weekend day, at the next working
day's, across the Christmas holiday. The order waits in ``pending_orders`` with its trade
date, and a second switch of the policy is refused while it waits."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from server.tests import switch_support as sw
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock, MemorySender
from server.tests.support import problem
from server.tests.topup_support import BALANCED, EQUITY, UnitLinker

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker


@pytest.mark.parametrize(
    ("confirmed", "trade"),
    [
        ((date(2026, 11, 23), 11, 59), date(2026, 11, 23)),  # Monday before noon: Monday
        ((date(2026, 11, 24), 12, 0), date(2026, 11, 25)),  # Tuesday at noon: Wednesday
        ((date(2026, 11, 28), 9, 0), date(2026, 11, 30)),  # Saturday morning: Monday
        ((date(2026, 12, 24), 12, 30), date(2026, 12, 28)),  # then Christmas and a weekend
    ],
)
def test_the_cut_off_is_noon_wib_on_a_working_day(
    api: Api, frozen: Clock, sender: MemorySender, make_unit_linker: Callable[..., UnitLinker],
    confirmed: tuple[date, int, int], trade: date,
) -> None:  # fmt: skip
    tu.at(frozen, *confirmed)
    c = make_unit_linker()
    sw.give_units(c, {EQUITY: "1000.0000"})
    answer = sw.switched(api, sender, c, sw.switch_body(c.policy_number))
    assert answer["order_number"].startswith("SW-")
    assert (answer["kind"], answer["kind_desc"], answer["status"], answer["trade_date"]) == (
        "SWITCH", "Pengalihan Dana", "AWAITING_PRICE", trade.isoformat(),
    )  # fmt: skip
    assert (answer["amount"], answer["charge"], answer["invested_amount"]) == (0, 0, 0)
    assert answer["sources"] == [
        {"fund_code": EQUITY, "fund_name": "Sentosa Equity Fund", "percent": 50,
         "units": "500.0000", "amount": 0},
    ]  # fmt: skip
    assert [(a["fund_code"], a["percent"]) for a in answer["allocation"]] == [(BALANCED, 100)]
    assert tu.funds(api, c.token(), c.policy_number)["pending_orders"] == [answer]


def test_a_second_switch_waits_for_the_first(
    api: Api, frozen: Clock, sender: MemorySender, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, date(2026, 12, 29), 9)
    c = make_unit_linker()
    sw.give_units(c, {EQUITY: "1000.0000", BALANCED: "10.0000"})
    first = sw.switched(api, sender, c, sw.switch_body(c.policy_number))
    other = sw.switch_body(c.policy_number, [{"fund_code": BALANCED, "units": "10.0000"}],
                           [(EQUITY, 100)])  # fmt: skip
    refused = problem(sw.send(api, c.token(), "/policy/fund/switch", other), 409)
    assert refused["message"] == (
        f"Masih ada pengalihan dana polis ini yang menunggu harga unit (order "
        f"{first['order_number']}). Pengalihan baru dapat diajukan setelah order itu selesai."
    )
