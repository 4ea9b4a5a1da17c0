"""The investing job: an order whose trade date's prices came from the core system (no
publication to trigger it) is invested by the periodic run; two runs claiming one order at
once invest it once (real threads, the second finds it claimed); an order whose funds are not
all priced waits."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import date

import pytest

from server import clock
from server.db import transaction
from server.investment import investing
from server.jobs import work
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock
from server.tests.topup_support import BALANCED, EQUITY, FIXED, UnitLinker, body, made

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker
SUNDAY, MONDAY, TUESDAY, WEDNESDAY = (date(2026, 11, d) for d in (22, 23, 24, 25))
PRICES = {EQUITY: "1530.1234", BALANCED: "1211.5678", FIXED: "1105.0001"}


def _paid_order(api: Api, frozen: Clock, c: UnitLinker, day: date) -> int:
    tu.at(frozen, day)
    payment = made(api, c.token(), body(c.policy_number))
    tu.pay(api, payment["payment_id"])
    return tu.order_of(payment["payment_id"]).id


def test_the_periodic_run_invests_what_no_publication_did(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    _paid_order(api, frozen, c, SUNDAY)  # trade date Monday
    tu.at(frozen, MONDAY, 18)
    assert work.invest_fund_orders() == 0  # no price for Monday yet: it waits
    tu.put_prices(MONDAY, {EQUITY: PRICES[EQUITY]})
    assert work.invest_fund_orders() == 0  # the balanced fund is not priced
    tu.put_prices(MONDAY, {BALANCED: PRICES[BALANCED], FIXED: PRICES[FIXED]})
    assert work.invest_fund_orders() == 1
    assert work.invest_fund_orders() == 0  # once
    assert sorted((m.units, m.amount) for m in tu.top_up_movements(c.policy_number)) == sorted(
        [(tu.units(5_700_000, PRICES[EQUITY]), 5_700_000),
         (tu.units(3_800_000, PRICES[BALANCED]), 3_800_000)]
    )  # fmt: skip


def test_two_runs_at_once_invest_an_order_once(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, TUESDAY)
    c = make_unit_linker()
    order_id = _paid_order(api, frozen, c, TUESDAY)  # trade date Wednesday
    tu.put_prices(WEDNESDAY, PRICES)
    barrier = threading.Barrier(2)
    now = clock.now()

    def run() -> bool:
        barrier.wait()
        with transaction() as session:
            return investing.invest(session, order_id, now=now)

    with ThreadPoolExecutor(2) as pool:
        claims = sorted(pool.map(lambda _: run(), range(2)))
    assert claims == [False, True]
    assert len(tu.top_up_movements(c.policy_number)) == 2
    assert tu.order_of_id(order_id).status.value == "INVESTED"
