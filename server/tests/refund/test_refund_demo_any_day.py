"""Budi's demo refund case holds on any seed day: a fresh database is seeded a year back, on
the last day of a year three years on, on 29 February and on the first of a month; the
staff's desk opens with the case the facts name (his cancelled Mandiri payment's late money,
the July bill paid meanwhile by his BCA payment), refunding it through the sandbox gateway
works, and Budi then finds 'Dana dikembalikan' in Riwayat Transaksi.

The days are fixed around DEMO_DAY (the seed reads only the clock), so they never depend on
the date of the run."""

from __future__ import annotations

from datetime import date

from server.seed.demo_data import BUDI
from server.seed.facts import demo_facts
from server.tests.conftest import Api, SignIn
from server.tests.demo_day_support import demo_account, demo_days, ok

DAYS = {  # around DEMO_DAY (22 November 2026)
    "the demo day": date(2026, 11, 22),
    "a year back": date(2025, 11, 22),
    "new year's eve, three years on": date(2029, 12, 31),
    "29 February": date(2028, 2, 29),
    "the first of a month": date(2027, 3, 1),
}


on_day = demo_days(DAYS, gateway_sweep_seconds=0)


def test_budis_refund_case_holds_on_any_day(on_day: tuple[date, Api, SignIn]) -> None:
    day, api, signin = on_day
    facts = demo_facts(day)["budi"]
    case = facts["refund"]
    staff = signin.signed_in(demo_account("admin.portal", "Admin#2026!"), check_admin=True)["token"]

    queue = ok(api.get("/admin/refund/list", token=staff))
    assert [item["refund_number"] for item in queue["data"]] == [case["refundNumber"]]
    shown = ok(
        api.get("/admin/refund/detail", token=staff, params={"refund_number": case["refundNumber"]})
    )
    refund = shown["refund"]
    assert (refund["status"], refund["reason"], refund["amount"]) == (
        "OPEN", "BILLS_TAKEN", case["amount"]
    )  # fmt: skip
    assert (refund["order_id"], refund["gateway_txn_id"]) == (case["orderId"], case["gatewayTxnId"])
    assert (refund["policy_number"], refund["customer_name"]) == (
        facts["healthPolicy"],
        "Budi Santoso",
    )
    assert (shown["payment_status"], shown["customer_email"]) == ("CANCELLED", BUDI.email)
    assert case["paidWith"] in shown["events"][0]["note"]
    assert refund["received_at"] < f"{day.isoformat()}T00:00:00Z"  # long before the seed day

    done = ok(
        api.post("/admin/refund/approve", {"refund_number": case["refundNumber"]}, token=staff)
    )
    assert done["refund"]["status"] == "REFUNDED"

    budi = signin.signed_in(demo_account("budi.santoso", "Portal#2026!", BUDI.nik))["token"]
    params = {"policy_number": facts["healthPolicy"], "type": "REFUND"}
    rows = ok(api.get("/transaction/list", token=budi, params=params))["data"]
    assert [(r["description"], r["flow"], r["amount"]) for r in rows] == [
        (f"Dana dikembalikan {case['orderId']}", "IN", case["amount"])
    ]
