"""A top-up over HTTP: the payment it answers (purpose TOP_UP, no bills, the order with its 5%
charge rounded down and the invested amount split by percent, the remainder on the last
fund), followed with the payment's own operations, shown among the policy's pending orders
and not among its premium payments; and every refusal (the contract's 400s, the rules'
422s, another customer's policy 404, staff 403)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

import pytest

from server.policy.models import PolicyStatus
from server.tests import topup_support as tu
from server.tests.conftest import Api, Clock, SignIn
from server.tests.papers_support import Holder
from server.tests.support import problem
from server.tests.topup_support import BALANCED, EQUITY, FIXED, UnitLinker, body, made, topup

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker, admin_account = tu.make_unit_linker, tu.admin_account
SUNDAY = date(2026, 11, 22)


def test_a_top_up_is_a_payment_with_its_order(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    token = c.token()
    payment = made(api, token, body(c.policy_number, amount=1_234_567))
    assert payment["purpose"] == "TOP_UP" and payment["purpose_desc"] == "Top-up Investasi"
    assert payment["status"] == "PENDING" and payment["amount"] == 1_234_567
    assert payment["bills"] == [] and payment["va_number"]
    # 5% of 1.234.567 is 61.728,35: rounded down. 60% of the rest is 703.703,4: rounded down,
    # the remainder on the balanced fund.
    top_up = payment["top_up"]
    assert (top_up["charge"], top_up["invested_amount"]) == (61_728, 1_172_839)
    assert [(a["fund_code"], a["percent"], a["amount"]) for a in top_up["allocation"]] == [
        (EQUITY, 60, 703_703),
        (BALANCED, 40, 469_136),
    ]
    assert (top_up["status"], top_up["status_desc"], top_up["trade_date"]) == (
        "AWAITING_PAYMENT", "Menunggu Pembayaran", None,
    )  # fmt: skip
    assert top_up["order_number"].startswith("TU-20261122-")
    again = tu.detail(api, token, payment["payment_id"])
    assert again.status_code == 200 and again.json()["top_up"] == top_up
    [pending] = tu.funds(api, token, c.policy_number)["pending_orders"]
    assert pending["order_number"] == top_up["order_number"]
    assert pending["payment_id"] == payment["payment_id"]
    assert (pending["kind"], pending["status"], pending["trade_date"]) == (
        "TOP_UP", "AWAITING_PAYMENT", None,
    )  # fmt: skip
    assert (pending["amount"], pending["charge"], pending["invested_amount"]) == (
        1_234_567, 61_728, 1_172_839,
    )  # fmt: skip
    info = api.get("/payment/info", token=token, params={"policy_number": c.policy_number})
    assert info.status_code == 200 and info.json()["payments"] == []  # premiums only


@pytest.mark.parametrize(
    ("change", "field"),
    [
        ({"amount": 999_999}, "amount"),
        ({"amount": 1_000_000_001}, "amount"),
        ({"allocation": []}, "allocation"),
        (
            {
                "allocation": [
                    {"fund_code": EQUITY, "percent": 62},
                    {"fund_code": BALANCED, "percent": 38},
                ]
            },
            "allocation",
        ),
        (
            {
                "allocation": [
                    {"fund_code": EQUITY, "percent": 95},
                    {"fund_code": BALANCED, "percent": 5},
                ]
            },
            "allocation",
        ),
    ],
)
def test_the_contracts_limits_are_400(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker],
    change: dict[str, object], field: str,
) -> None:  # fmt: skip
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    answer = problem(topup(api, c.token(), {**body(c.policy_number), **change}), 400)
    assert any(e["field"].startswith(field) for e in answer["errors"]), answer


def test_the_rules_are_422_in_indonesian(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker]
) -> None:
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    token = c.token()
    refusals = {
        ((EQUITY, 60), (BALANCED, 30)): "Jumlah alokasi top-up harus tepat 100%. Saat ini 90%.",
        ((EQUITY, 50), (EQUITY, 50)): (
            "Dana Sentosa Equity Fund dipilih lebih dari sekali. Pilih setiap dana satu kali saja."
        ),
        ((EQUITY, 50), (FIXED, 50)): (
            "Dana SENTOSA_FIXED_INCOME bukan dana investasi polis ini. Pilih di antara dana "
            "polis: Sentosa Equity Fund, Sentosa Balanced Fund."
        ),
    }
    for split, message in refusals.items():
        assert problem(topup(api, token, body(c.policy_number, split=split)), 422)["message"] == (
            message
        )
    over = topup(api, token, body(c.policy_number, amount=10_000_001, method="QRIS"))
    assert problem(over, 422)["message"] == (
        "Jumlah top-up maksimal untuk QRIS adalah Rp 10.000.000. Pilih virtual account untuk "
        "jumlah yang lebih besar."
    )
    assert tu.funds(api, token, c.policy_number)["pending_orders"] == []  # nothing left behind


def test_only_the_customers_own_issued_unit_link_in_force(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker],
    make_holder: Callable[..., Holder], signin: SignIn, admin_account: object,
) -> None:  # fmt: skip
    tu.at(frozen, SUNDAY)
    mine, other = make_unit_linker(), make_unit_linker()
    token = mine.token()
    assert problem(topup(api, token, body(other.policy_number)), 404)["message"] == (
        "Polis tidak ditemukan."
    )
    lapsed = make_unit_linker(status=PolicyStatus.LAPSE)
    assert problem(topup(api, lapsed.token(), body(lapsed.policy_number)), 422)["message"] == (
        "Top-up hanya dapat dilakukan untuk polis yang aktif. Polis ini berstatus Batal (Lapse)."
    )
    health = make_holder()
    assert problem(topup(api, health.token, body(health.policy_number)), 422)["message"] == (
        "Polis ini bukan polis unit link dan tidak memiliki dana investasi."
    )
    prepared = make_holder(issued=False)
    assert problem(topup(api, prepared.token, body(prepared.policy_number)), 422)[
        "message"
    ].startswith("Polis ini belum terbit.")
    staff = tu.staff_token(signin, admin_account)  # type: ignore[arg-type]
    assert topup(api, staff, body(mine.policy_number)).status_code == 403
