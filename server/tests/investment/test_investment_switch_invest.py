"""A fund switch invested by the investing job once its trade date's prices are published:
the exact units sold (units x price, half up per fund) and bought (the value split over the
targets by percent, rounded down, the remainder on the last; units rounded down), once
whatever the runs; the history books a FUND_SWITCH row and the customer gets an e-mail. The
first five switches of a policy year are free, the sixth costs Rp 50.000 taken from the
switched-out value before buying."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, timedelta
from decimal import Decimal

import pytest
from sqlalchemy import select

from server import clock
from server.db import transaction
from server.investment import investing, values
from server.investment.models import Fund, MovementKind, PolicyFundAllocation, UnitMovement
from server.jobs import work
from server.policy.models import Policy
from server.settings import Settings
from server.tests import investment_support as iv
from server.tests import switch_support as sw
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock, MemorySender
from server.tests.support import outbox
from server.tests.topup_support import BALANCED, EQUITY, FIXED, UnitLinker

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker
PRICES = {EQUITY: "1530.1234", BALANCED: "1211.5678", FIXED: "1105.0001"}
WORKING = [date(2026, 11, d) for d in (23, 24, 25, 26, 27, 30)]  # Monday to the next Monday


def _with_fixed(c: UnitLinker) -> None:
    """The fixed income fund becomes a fund of the policy (0% of the next premiums)."""
    with transaction() as session:
        fund = session.scalar(select(Fund.id).where(Fund.code == FIXED))
        assert fund is not None
        session.add(PolicyFundAllocation(policy_id=c.holder.policy_id, fund_id=fund, percent=0))


def _half_up(units: Decimal, price: str) -> int:
    return iv.rupiah(units, Decimal(price))


def _transactions(api: Api, c: UnitLinker) -> list[dict[str, object]]:
    params = {"policy_number": c.policy_number, "type": "FUND_SWITCH", "period": "LAST_30_DAYS"}
    response = api.get("/transaction/list", token=c.token(), params=params)
    assert response.status_code == 200, response.text
    rows: list[dict[str, object]] = response.json()["data"]
    return rows


def test_the_units_sold_and_bought_at_the_published_prices_once(
    api: Api, frozen: Clock, sender: MemorySender, settings: Settings,
    make_unit_linker: Callable[..., UnitLinker],
) -> None:  # fmt: skip
    monday = WORKING[0]
    tu.at(frozen, monday, 10)
    c = make_unit_linker()
    _with_fixed(c)
    sw.give_units(c, {EQUITY: "1000.0000"})
    body = sw.switch_body(c.policy_number, [{"fund_code": EQUITY, "percent": 33}],
                          [(BALANCED, 70), (FIXED, 30)])  # fmt: skip
    answer = sw.switched(api, sender, c, body)
    tu.at(frozen, monday, 17)
    assert work.invest_fund_orders() == 0  # no prices of Monday yet
    tu.put_prices(monday, PRICES)
    assert work.invest_fund_orders() == 1
    order = sw.order(answer["order_number"])
    assert investing.invest_due(now=clock.now()) == 0  # once
    with transaction() as session:
        assert investing.invest(session, order.id, now=clock.now()) is False
    sold = _half_up(Decimal("330.0000"), PRICES[EQUITY])
    balanced = sold * 70 // 100
    fixed = sold - balanced
    moved = {(m.kind.value, m.fund_id, m.units, m.amount)
             for m in sw.switch_movements(c.policy_number)}  # fmt: skip
    assert moved == {
        ("SWITCH_OUT", iv.fund_id(EQUITY), Decimal("-330.0000"), -sold),
        ("SWITCH_IN", iv.fund_id(BALANCED), tu.units(balanced, PRICES[BALANCED]), balanced),
        ("SWITCH_IN", iv.fund_id(FIXED), tu.units(fixed, PRICES[FIXED]), fixed),
    }  # fmt: skip
    assert (order.status.value, order.amount, order.charge, order.invested_amount) == (
        "INVESTED", sold, 0, sold,
    )  # fmt: skip
    shown = tu.funds(api, c.token(), c.policy_number)
    assert shown["pending_orders"] == []
    units = {f["fund_code"]: f["units"] for f in shown["funds"]}
    assert units[EQUITY] == "670.0000"
    [row] = _transactions(api, c)
    assert (row["type"], row["type_desc"], row["amount"]) == (
        "FUND_SWITCH", "Pengalihan Dana", sold,
    )  # fmt: skip
    params = {"transaction_id": row["transaction_id"]}
    detail = api.get("/transaction/detail", token=c.token(), params=params).json()
    assert detail["breakdown"] == [
        {"label": "Biaya pengalihan", "amount": 0},
        {"label": "Dibelikan unit dana tujuan", "amount": sold},
    ]
    assert detail["notes"] == (
        "Dialihkan dengan harga unit (NAB) tanggal 23 November 2026: Sentosa Equity Fund ke "
        "Sentosa Balanced Fund 70%, Sentosa Fixed Income Fund 30%."
    )
    [mail] = outbox(settings, "FUND_SWITCH_INVESTED", c.holder.account.email)
    assert mail["subject"] == f"Pengalihan dana polis {c.policy_number} telah diproses"
    assert "harga unit (NAB) tanggal 23 November 2026" in mail["body"]


def test_the_sixth_switch_of_a_policy_year_costs_50000(
    api: Api, frozen: Clock, sender: MemorySender, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    days = [*WORKING[1:], date(2026, 12, 1)]  # after the Monday above: six working days
    tu.at(frozen, days[0], 9)
    c = make_unit_linker()
    sw.give_units(c, {EQUITY: "1000.0000"})
    body = sw.switch_body(c.policy_number, [{"fund_code": EQUITY, "units": "100.0000"}])
    with transaction() as session:
        number = c.policy_number
        start = session.scalar(select(Policy.start_date).where(Policy.policy_number == number))
    assert start is not None
    year_end = start.replace(year=start.year + values.policy_year(start, days[0])) - timedelta(1)
    charges, terms = [], []
    for day in days:
        tu.at(frozen, day, 9)
        params = {"policy_number": c.policy_number}
        said = api.get("/policy/fund", token=c.token(), params=params).json()["switch_terms"]
        terms.append((said["free_left"], said["next_fee"]))
        assert (said["free_a_year"], said["fee"]) == (5, 50_000)
        assert said["year_end"] == year_end.isoformat()
        answer = sw.switched(api, sender, c, body)
        charges.append(answer["charge"])
        tu.put_prices(day, PRICES)
        assert work.invest_fund_orders() == 1
    # What the page says before each switch is what the switch then costs.
    assert terms == [(5, 0), (4, 0), (3, 0), (2, 0), (1, 0), (0, 50_000)]
    assert charges == [0, 0, 0, 0, 0, 50_000]
    order = sw.order(answer["order_number"])
    sold = _half_up(Decimal("100.0000"), PRICES[EQUITY])
    assert (order.amount, order.charge, order.invested_amount) == (sold, 50_000, sold - 50_000)
    last = sw.switch_movements(c.policy_number)[-1]
    assert (last.units, last.amount) == (tu.units(sold - 50_000, PRICES[BALANCED]), sold - 50_000)
    assert [row["amount"] for row in _transactions(api, c)] == [sold] * 6


def test_a_switch_sells_what_is_held_on_its_trade_date(
    api: Api, frozen: Clock, sender: MemorySender, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    """Charges cancelled units between the confirmation and the trade date: a percent is of
    the units then held, named units at most those held."""
    day = date(2026, 12, 2)  # a Wednesday, after the days of the tests above
    tu.at(frozen, day, 9)
    c = make_unit_linker()
    _with_fixed(c)
    sw.give_units(c, {EQUITY: "1000.0000", BALANCED: "500.0000"})
    body = sw.switch_body(
        c.policy_number,
        [{"fund_code": EQUITY, "percent": 50}, {"fund_code": BALANCED, "units": "500.0000"}],
        [(FIXED, 100)],
    )
    sw.switched(api, sender, c, body)
    with transaction() as session:  # the month's charges, before the prices are published
        for code, units in ((EQUITY, Decimal("100.0000")), (BALANCED, Decimal("50.0000"))):
            price = Decimal(PRICES[code])
            session.add(
                UnitMovement(
                    policy_id=c.holder.policy_id, fund_id=iv.fund_id(code), trade_date=day,
                    units=-units, unit_price=price, amount=-iv.rupiah(units, price),
                    kind=MovementKind.FEE,
                )
            )  # fmt: skip
    tu.at(frozen, day, 17)
    tu.put_prices(day, PRICES)
    assert work.invest_fund_orders() == 1
    sold = {(m.fund_id, m.units) for m in sw.switch_movements(c.policy_number)
            if m.kind.value == "SWITCH_OUT"}  # fmt: skip
    assert sold == {
        (iv.fund_id(EQUITY), Decimal("-450.0000")),  # 50% of the 900 then held
        (iv.fund_id(BALANCED), Decimal("-450.0000")),  # the 450 left of the 500 named
    }
    units = {f["fund_code"]: f["units"] for f in tu.funds(api, c.token(), c.policy_number)["funds"]}
    assert (units[EQUITY], units[BALANCED]) == ("450.0000", "0.0000")
