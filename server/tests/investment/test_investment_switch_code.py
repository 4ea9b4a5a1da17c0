"""A fund switch needs the code sent for that exact switch (its null fields aside): a wrong
code is refused with the attempts left (nothing ordered), an expired one too, a code for
another switch is no code;
its rules are checked before a code is sent (refusals 404, 422); staff have no switch."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any

import pytest

from server.settings import Settings
from server.tests import switch_support as sw
from server.tests import topup_support as tu
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.support import problem
from server.tests.topup_support import BALANCED, EQUITY, FIXED, UnitLinker

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker, admin_account = tu.make_unit_linker, tu.admin_account
PATH = "/policy/fund/switch"


def _pending(api: Api, c: UnitLinker) -> list[Any]:
    return list(tu.funds(api, c.token(), c.policy_number)["pending_orders"])


def test_a_wrong_or_expired_code_orders_nothing(
    api: Api, frozen: Clock, sender: MemorySender, settings: Settings,
    make_unit_linker: Callable[..., UnitLinker],
) -> None:  # fmt: skip
    tu.at(frozen, date(2026, 11, 23), 9)
    c = make_unit_linker()
    sw.give_units(c, {EQUITY: "1000.0000"})
    body, token = sw.switch_body(c.policy_number), c.token()
    sent = sw.send(api, token, PATH, body)
    assert sent.status_code == 200, sent.text
    assert sent.json()["channel"] == "SMS"
    code = sender.last_code(c.holder.account.phone)
    wrong = "000000" if code != "000000" else "111111"
    refused = problem(api.post(PATH, {**body, "otp": wrong}, token=token), 401)
    assert (refused["message"], refused["attemptsRemaining"]) == (
        "Kode OTP salah. Sisa percobaan 4 kali.", 4,
    )  # fmt: skip
    other = sw.switch_body(c.policy_number, [{"fund_code": EQUITY, "percent": 60}])
    unsent = problem(api.post(PATH, {**other, "otp": code}, token=token), 404)
    assert unsent["message"] == "Kode OTP belum dikirim. Silakan kirim kode terlebih dahulu."
    frozen.advance(seconds=settings.otp_ttl_seconds)
    expired = problem(api.post(PATH, {**body, "otp": code}, token=c.token()), 401)
    assert expired["message"] == "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode."
    assert _pending(api, c) == []
    token = c.token()  # a new code, asked with "units": null, proves the same switch
    nulls = {**body, "sources": [{**body["sources"][0], "units": None}]}
    assert sw.send(api, token, PATH, nulls).status_code == 200
    made = api.post(PATH, {**body, "otp": sender.last_code(c.holder.account.phone)}, token=token)
    assert made.status_code == 201, made.text
    assert _pending(api, c) == [made.json()]


@pytest.mark.parametrize(
    ("sources", "targets", "message"),
    [
        (
            [{"fund_code": FIXED, "percent": 50}],
            [(BALANCED, 100)],
            f"Dana {FIXED} bukan dana investasi polis ini. Pilih di antara dana polis: "
            "Sentosa Equity Fund, Sentosa Balanced Fund.",
        ),
        (
            [{"fund_code": BALANCED, "percent": 50}],
            [(EQUITY, 100)],
            "Dana Sentosa Balanced Fund tidak memiliki unit untuk dialihkan.",
        ),
        (
            [{"fund_code": EQUITY, "percent": 50, "units": "1.0000"}],
            [(BALANCED, 100)],
            "Untuk dana asal Sentosa Equity Fund, isi salah satu saja: persen dari unit atau "
            "jumlah unit yang dialihkan.",
        ),
        (
            [{"fund_code": EQUITY, "units": "1000.0001"}],
            [(BALANCED, 100)],
            "Unit Sentosa Equity Fund yang dimiliki hanya 1000.0000; tidak dapat mengalihkan "
            "1000.0001 unit.",
        ),
        (
            [{"fund_code": EQUITY, "percent": 50}],
            [(EQUITY, 50), (BALANCED, 50)],
            "Dana Sentosa Equity Fund tidak dapat menjadi dana asal sekaligus dana tujuan.",
        ),
        (
            [{"fund_code": EQUITY, "percent": 50}],
            [(BALANCED, 90)],
            "Jumlah persen dana tujuan harus tepat 100%. Saat ini 90%.",
        ),
        (
            [{"fund_code": EQUITY, "percent": 50}, {"fund_code": EQUITY, "percent": 10}],
            [(BALANCED, 100)],
            "Dana Sentosa Equity Fund dipilih lebih dari sekali. Pilih setiap dana satu kali saja.",
        ),
    ],
)
def test_the_rules_refuse_before_a_code_is_sent(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker],
    sources: list[dict[str, Any]], targets: list[tuple[str, int]], message: str,
) -> None:  # fmt: skip
    c = make_unit_linker()
    sw.give_units(c, {EQUITY: "1000.0000"})
    body = sw.switch_body(c.policy_number, sources, targets)
    assert problem(sw.send(api, c.token(), PATH, body), 422)["message"] == message
    assert (
        problem(api.post(PATH, {**body, "otp": "123456"}, token=c.token()), 422)["message"]
        == message
    )


def test_only_the_customers_own_unit_link_in_force_and_no_staff(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker], signin: SignIn,
    admin_account: Account,
) -> None:  # fmt: skip
    from server.policy.models import PolicyStatus

    c, other = make_unit_linker(), make_unit_linker()
    lapsed = make_unit_linker(status=PolicyStatus.LAPSE)
    sw.give_units(lapsed, {EQUITY: "1000.0000"})
    theirs = sw.switch_body(other.policy_number)
    assert (
        problem(sw.send(api, c.token(), PATH, theirs), 404)["message"] == "Polis tidak ditemukan."
    )
    refused = problem(sw.send(api, lapsed.token(), PATH, sw.switch_body(lapsed.policy_number)), 422)
    assert refused["message"].startswith("Pengalihan dana dan perubahan alokasi hanya dapat")
    staff = tu.staff_token(signin, admin_account)
    mine = sw.switch_body(c.policy_number)
    for path, body in (
        (f"{PATH}/otp", {**mine, "channel": "SMS"}), (PATH, {**mine, "otp": "123456"}),
        ("/policy/fund/allocation/otp", {"policy_number": c.policy_number, "channel": "SMS",
                                          "allocation": [{"fund_code": EQUITY, "percent": 100}]}),
        ("/policy/fund/allocation", {"policy_number": c.policy_number, "otp": "123456",
                                     "allocation": [{"fund_code": EQUITY, "percent": 100}]}),
    ):  # fmt: skip
        assert problem(api.post(path, body, token=staff), 403)["status"] == 403
