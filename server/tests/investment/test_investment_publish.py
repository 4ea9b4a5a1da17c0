"""The unit prices' desk over HTTP (the demo's prices end on Friday 20 November 2026): a day's
state before and after its publication, the top-up waiting for Monday 23 November invested
the moment its prices are published (units rounded down to 4 places at that day's price, the
customer's e-mail), a large change refused until confirmed, a day published again 409; and
the refusals: a future or non-working day, a day out of order, funds missing, twice, unknown
or at 0, and a customer's session."""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from decimal import Decimal

import pytest

from server.investment.notices import angka
from server.settings import Settings
from server.tests import investment_support as iv
from server.tests import topup_support as tu
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.support import outbox, problem
from server.tests.topup_support import BALANCED, EQUITY, FIXED, UnitLinker, body, made, publish

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

demo, settings, make_holder = tu.demo, tu.settings, tu.make_holder
make_unit_linker, admin_account = tu.make_unit_linker, tu.admin_account
FRIDAY, SUNDAY, MONDAY, TUESDAY = (date(2026, 11, d) for d in (20, 22, 23, 24))


def _moved(code: str, factor: str) -> str:
    """Friday's price of the fund times ``factor``, to 4 places."""
    return f"{(iv.prices(code)[FRIDAY] * Decimal(factor)).quantize(Decimal('0.0001'))}"


def _desk(api: Api, token: str, **params: str) -> dict[str, object]:
    response = api.get("/admin/fund/prices", token=token, params=params)
    assert response.status_code == 200, response.text
    answer: dict[str, object] = response.json()
    return answer


def test_publishing_monday_invests_the_top_up_waiting_for_it(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker], signin: SignIn,
    admin_account: Account, settings: Settings,
) -> None:  # fmt: skip
    tu.at(frozen, SUNDAY)
    c = make_unit_linker()
    payment = made(api, c.token(), body(c.policy_number))  # 10.000.000: 9.500.000 invested
    tu.pay(api, payment["payment_id"])
    tu.at(frozen, MONDAY, 17)
    staff = tu.staff_token(signin, admin_account)
    before = _desk(api, staff)
    assert (before["price_date"], before["working_day"], before["published"]) == (
        "2026-11-23", True, False,
    )  # fmt: skip
    assert (before["orders_waiting"], before["last_published_date"]) == (1, "2026-11-20")
    assert before["next_unpublished_date"] == "2026-11-23"
    assert [(f["fund_code"], f["unit_price"], f["previous_price_date"]) for f in before["funds"]] == [  # type: ignore[attr-defined]  # noqa: E501
        (EQUITY, None, "2026-11-20"), (BALANCED, None, "2026-11-20"), (FIXED, None, "2026-11-20"),
    ]  # fmt: skip

    prices = {EQUITY: _moved(EQUITY, "1.12"), BALANCED: _moved(BALANCED, "0.995"),
              FIXED: _moved(FIXED, "1.001")}  # fmt: skip
    refused = problem(publish(api, staff, MONDAY, prices), 422)["message"]
    assert refused == (
        "Harga unit Sentosa Equity Fund berubah +12,00% dari harga sebelumnya "
        f"({angka(iv.prices(EQUITY)[FRIDAY])} pada 20 November 2026). Periksa kembali; bila "
        "sudah benar, terbitkan dengan konfirmasi perubahan besar."
    )
    answer = publish(api, staff, MONDAY, prices, confirm_large_change=True)
    assert answer.status_code == 201, answer.text
    after = answer.json()
    assert (after["published"], after["published_by"], after["orders_waiting"]) == (
        True, admin_account.user_name, 0,
    )  # fmt: skip
    assert after["published_at"] == "2026-11-23T10:00:00Z"
    assert [f["unit_price"] for f in after["funds"]] == list(prices.values())
    assert after["funds"][0]["change_percent"] == "12.00"
    assert after["funds"][1]["change_percent"] == "-0.50"

    order = tu.order_of(payment["payment_id"])
    assert order.status.value == "INVESTED" and order.invested_at is not None
    bought = {(m.fund_id, m.trade_date, m.units, m.unit_price, m.amount)
              for m in tu.top_up_movements(c.policy_number)}  # fmt: skip
    assert bought == {
        (iv.fund_id(EQUITY), MONDAY, tu.units(5_700_000, prices[EQUITY]),
         Decimal(prices[EQUITY]), 5_700_000),
        (iv.fund_id(BALANCED), MONDAY, tu.units(3_800_000, prices[BALANCED]),
         Decimal(prices[BALANCED]), 3_800_000),
    }  # fmt: skip
    shown = tu.funds(api, c.token(), c.policy_number)
    assert shown["pending_orders"] == [] and shown["price_date"] == "2026-11-23"
    equity = next(f for f in shown["funds"] if f["fund_code"] == EQUITY)
    assert equity["units"] == f"{tu.units(5_700_000, prices[EQUITY]):.4f}"
    [mail] = outbox(settings, "TOP_UP_INVESTED", c.holder.account.email)
    assert mail["subject"] == f"Top-up Rp 10.000.000 polis {c.policy_number} telah diinvestasikan"
    assert "harga unit (NAB) tanggal 23 November 2026" in mail["body"]

    again = problem(publish(api, staff, MONDAY, prices, confirm_large_change=True), 409)
    assert again["message"] == (
        "Harga unit tanggal 23 November 2026 sudah diterbitkan dan bersifat final; tidak dapat "
        "diubah."
    )


def test_the_desks_refusals(
    api: Api, frozen: Clock, make_unit_linker: Callable[..., UnitLinker], signin: SignIn,
    admin_account: Account,
) -> None:  # fmt: skip
    tu.at(frozen, TUESDAY, 9)
    staff = tu.staff_token(signin, admin_account)
    ok = {EQUITY: "1500.0000", BALANCED: "1300.0000", FIXED: "1200.0000"}
    if not _desk(api, staff, price_date="2026-11-23")["published"]:  # run alone
        tu.put_prices(MONDAY, ok)
    cases = [
        (date(2026, 11, 25), ok, "Harga unit tanggal 25 November 2026 belum dapat diterbitkan: "
         "tanggal itu belum tiba."),
        (date(2026, 11, 21), ok, "Tanggal 21 November 2026 bukan hari kerja (Sabtu, Minggu atau "
         "hari libur nasional); harga unit hanya diterbitkan pada hari kerja."),
        (TUESDAY, {EQUITY: "1500.0000"}, "Harga unit belum diisi untuk: Sentosa Balanced Fund, "
         "Sentosa Fixed Income Fund. Isi harga setiap dana tepat satu kali."),
        (TUESDAY, {**ok, FIXED: "0.0000"}, "Harga unit Sentosa Fixed Income Fund harus lebih "
         "dari 0."),
        (TUESDAY, {**ok, "SENTOSA_GOLD": "1.0000"}, "Dana SENTOSA_GOLD tidak dikenal."),
    ]  # fmt: skip
    for day, prices, message in cases:
        assert problem(publish(api, staff, day, prices), 422)["message"] == message
    twice = api.post(
        "/admin/fund/prices/publish",
        {"price_date": "2026-11-24", "prices": [{"fund_code": EQUITY, "unit_price": "1.0000"}] * 2},
        token=staff,
    )
    assert problem(twice, 422)["message"] == (
        "Harga unit Sentosa Equity Fund diisi lebih dari sekali. Isi harga setiap dana tepat "
        "satu kali."
    )
    assert problem(publish(api, staff, FRIDAY, ok), 409)["message"].startswith(
        "Harga unit tanggal 20 November 2026 sudah diterbitkan"
    )
    friday = _desk(api, staff, price_date="2026-11-20")
    assert (friday["published"], friday["published_by"]) == (True, None)  # the core system's
    assert problem(api.get("/admin/fund/prices", token=staff,
                           params={"price_date": "2026-11-25"}), 422)  # fmt: skip
    bad = api.post("/admin/fund/prices/publish", {"price_date": "2026-11-24", "prices": [
        {"fund_code": EQUITY, "unit_price": "1500.12"}]}, token=staff)  # fmt: skip
    assert problem(bad, 400)["errors"][0]["field"].startswith("prices")

    tu.at(frozen, date(2026, 11, 25), 17)  # Wednesday, Tuesday still unpublished
    staff = tu.staff_token(signin, admin_account)
    assert problem(publish(api, staff, date(2026, 11, 25), ok), 422)["message"] == (
        "Harga unit tanggal 24 November 2026 belum diterbitkan. Harga unit diterbitkan "
        "berurutan: terbitkan tanggal 24 November 2026 terlebih dahulu."
    )
    assert _desk(api, staff)["next_unpublished_date"] == "2026-11-24"
    customer = make_unit_linker().token()
    assert api.get("/admin/fund/prices", token=customer).status_code == 403
    assert publish(api, customer, TUESDAY, ok).status_code == 403
