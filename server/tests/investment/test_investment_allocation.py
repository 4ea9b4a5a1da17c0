"""The allocation of the next premiums changed with the code sent for that exact allocation:
stored at once (the next premium's split, shown by GET /policy/fund), a fund of the policy
not named gets 0, the customer gets an e-mail and the history shows nothing; a wrong
allocation is refused before a code is sent, and a code proves only its own allocation."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from server.settings import Settings
from server.tests import switch_support as sw
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock, MemorySender
from server.tests.support import outbox, problem
from server.tests.topup_support import BALANCED, EQUITY, FIXED, UnitLinker

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker = tu.make_unit_linker
PATH = "/policy/fund/allocation"


def _body(c: UnitLinker, *split: tuple[str, int]) -> dict[str, object]:
    return {
        "policy_number": c.policy_number,
        "allocation": [{"fund_code": code, "percent": percent} for code, percent in split],
    }


def _allocation(api: Api, c: UnitLinker) -> dict[str, int]:
    shown = tu.funds(api, c.token(), c.policy_number)["funds"]
    return {f["fund_code"]: f["allocation_percent"] for f in shown}


def test_the_new_allocation_is_the_next_premiums(
    api: Api, frozen: Clock, sender: MemorySender, settings: Settings,
    make_unit_linker: Callable[..., UnitLinker],
) -> None:  # fmt: skip
    c = make_unit_linker()
    body = _body(c, (BALANCED, 100))
    response = sw.confirmed(api, sender, c, PATH, body)
    assert response.status_code == 200, response.text
    assert response.json() == {
        "policy_number": c.policy_number,
        "allocation": [
            {"fund_code": EQUITY, "fund_name": "Sentosa Equity Fund", "percent": 0},
            {"fund_code": BALANCED, "fund_name": "Sentosa Balanced Fund", "percent": 100},
        ],
    }
    assert _allocation(api, c) == {EQUITY: 0, BALANCED: 100}
    [mail] = outbox(settings, "FUND_ALLOCATION_CHANGED", c.holder.account.email)
    assert mail["subject"] == f"Alokasi premi polis {c.policy_number} telah diubah"
    assert "- Sentosa Balanced Fund: 100%" in mail["body"]
    again = sw.confirmed(api, sender, c, PATH, _body(c, (EQUITY, 35), (BALANCED, 65)))
    assert again.status_code == 200, again.text
    assert _allocation(api, c) == {EQUITY: 35, BALANCED: 65}
    params = {"policy_number": c.policy_number, "period": "LAST_30_DAYS"}
    history = api.get("/transaction/list", token=c.token(), params=params)
    assert history.status_code == 200 and history.json()["data"] == []


def test_a_wrong_allocation_or_code_changes_nothing(
    api: Api, frozen: Clock, sender: MemorySender, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    c = make_unit_linker()
    token = c.token()
    for body, message in (
        (_body(c, (EQUITY, 50), (BALANCED, 40)),
         "Jumlah alokasi premi harus tepat 100%. Saat ini 90%."),
        (_body(c, (FIXED, 100)),
         f"Dana {FIXED} bukan dana investasi polis ini. Pilih di antara dana polis: "
         "Sentosa Equity Fund, Sentosa Balanced Fund."),
        (_body(c, (EQUITY, 50), (EQUITY, 50)),
         "Dana Sentosa Equity Fund dipilih lebih dari sekali. Pilih setiap dana satu kali saja."),
    ):  # fmt: skip
        assert problem(sw.send(api, token, PATH, body), 422)["message"] == message
    sent = sw.send(api, token, PATH, _body(c, (EQUITY, 50), (BALANCED, 50)))
    assert sent.status_code == 200, sent.text
    code = sender.last_code(c.holder.account.phone)
    other = {**_body(c, (EQUITY, 10), (BALANCED, 90)), "otp": code}
    assert problem(api.post(PATH, other, token=token), 404)["status"] == 404
    wrong = "000000" if code != "000000" else "111111"
    mine = {**_body(c, (EQUITY, 50), (BALANCED, 50)), "otp": wrong}
    assert problem(api.post(PATH, mine, token=token), 401)["attemptsRemaining"] == 4
    assert _allocation(api, c) == {EQUITY: 60, BALANCED: 40}
