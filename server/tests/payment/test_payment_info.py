"""Premium payment information over HTTP with the demo data: Budi's health policy in its
grace period (two unpaid bills, the July portal payment), his autodebit unit link, the
methods on offer, and another customer (Siti) who sees none of it."""

from __future__ import annotations

from typing import Any

from server import clock
from server.tests import payment_support as ps
from server.tests.conftest import Api
from server.tests.support import problem

budi, demo, on_day, settings, siti = ps.budi, ps.demo, ps.on_day, ps.settings, ps.siti

KS, UL, JULY = "KS23000456", "UL24000123", "PAY-20260702-M2X8D4QA"


def _info(api: Api, token: str, policy_number: str) -> dict[str, Any]:
    response = api.get("/payment/info", token=token, params={"policy_number": policy_number})
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/json"
    body: dict[str, Any] = response.json()
    return body


def test_budi_sees_his_unpaid_bills_oldest_first(api: Api, budi: str) -> None:
    body = _info(api, budi, KS)

    assert (body["policy_status"], body["policy_status_desc"]) == ("GRACE_PERIOD", "Masa Tenggang")
    assert (body["product_name"], body["premium_amount"]) == ("Sentosa Medika Keluarga", 1250000)
    assert (body["next_due_date"], body["grace_period_end"]) == ("2026-10-01", "2026-11-30")
    assert body["payment_method_on_file"] == "Transfer Virtual Account BCA"
    assert body["autodebit"] is False
    assert body["outstanding_amount"] == 2_500_000
    assert body["bills"] == [
        {
            "bill_id": "TG-KS23000456-202610", "period_start": "2026-10-01",
            "period_end": "2026-12-31", "due_date": "2026-10-01", "amount": 1250000,
            "status": "UNPAID", "status_desc": "Belum Dibayar", "overdue": True,
            "pending_payment_id": None,
        },
        {
            "bill_id": "TG-KS23000456-202701", "period_start": "2027-01-01",
            "period_end": "2027-03-31", "due_date": "2027-01-01", "amount": 1250000,
            "status": "UNPAID", "status_desc": "Belum Dibayar", "overdue": False,
            "pending_payment_id": None,
        },
    ]  # fmt: skip


def test_budi_sees_the_july_portal_payment(api: Api, budi: str) -> None:
    payments = _info(api, budi, KS)["payments"]

    # Newest first: the BCA payment that paid July, the Mandiri one he cancelled before it
    # (its late transfer became the demo's refund case).
    assert payments == [
        {
            "payment_id": JULY, "status": "PAID", "status_desc": "Berhasil", "method": "VA_BCA",
            "method_name": "BCA Virtual Account", "amount": 1250000,
            "bill_ids": ["TG-KS23000456-202607"], "created_at": "2026-07-02T02:12:44Z",
            "expires_at": "2026-07-03T02:12:44Z", "paid_at": "2026-07-02T02:20:05Z",
        },
        {
            "payment_id": "PAY-20260702-R7K2V9WD", "status": "CANCELLED",
            "status_desc": "Dibatalkan", "method": "VA_MANDIRI",
            "method_name": "Mandiri Virtual Account", "amount": 1250000,
            "bill_ids": ["TG-KS23000456-202607"], "created_at": "2026-07-02T01:51:10Z",
            "expires_at": "2026-07-03T01:51:10Z", "paid_at": None,
        },
    ]  # fmt: skip


def test_the_ten_methods_in_display_order_with_their_limits(api: Api, budi: str) -> None:
    methods = _info(api, budi, KS)["methods"]

    assert [(m["method"], m["name"]) for m in methods] == [
        ("VA_BCA", "BCA Virtual Account"), ("VA_MANDIRI", "Mandiri Virtual Account"),
        ("VA_BNI", "BNI Virtual Account"), ("VA_BRI", "BRI Virtual Account"),
        ("VA_PERMATA", "Permata Virtual Account"), ("QRIS", "QRIS"), ("GOPAY", "GoPay"),
        ("OVO", "OVO"), ("DANA", "DANA"), ("SHOPEEPAY", "ShopeePay"),
    ]  # fmt: skip
    by = {m["method"]: m for m in methods}
    assert by["VA_BNI"] == {
        "method": "VA_BNI", "channel": "VIRTUAL_ACCOUNT", "name": "BNI Virtual Account",
        "min_amount": 10000, "max_amount": 999999999, "expiry_minutes": 1440,
    }  # fmt: skip
    assert (by["QRIS"]["channel"], by["QRIS"]["max_amount"], by["QRIS"]["expiry_minutes"]) == (
        "QRIS",
        10_000_000,
        15,
    )
    assert {m: by[m]["max_amount"] for m in ("GOPAY", "OVO", "DANA", "SHOPEEPAY")} == {
        "GOPAY": 20_000_000, "OVO": 10_000_000, "DANA": 20_000_000, "SHOPEEPAY": 20_000_000
    }  # fmt: skip
    assert {by[m]["channel"] for m in ("GOPAY", "OVO", "DANA", "SHOPEEPAY")} == {"EWALLET"}


def test_the_unit_link_is_paid_by_autodebit_and_has_no_bills(api: Api, budi: str) -> None:
    body = _info(api, budi, UL)

    assert body["autodebit"] is True
    assert body["payment_method_on_file"] == "Autodebet Kartu Kredit BCA"
    assert (body["bills"], body["outstanding_amount"], body["payments"]) == ([], 0, [])


def test_another_customer_cannot_see_budis_policy_payment_or_receipt(
    api: Api, siti: str, budi: str
) -> None:
    unknown_policy = problem(
        api.get("/payment/info", token=siti, params={"policy_number": KS}), 404
    )
    assert unknown_policy["message"] == "Polis tidak ditemukan."
    nowhere = problem(
        api.get("/payment/info", token=siti, params={"policy_number": "KS99999999"}), 404
    )
    assert nowhere["message"] == unknown_policy["message"]

    for path in ("/payment/detail", "/payment/receipt"):
        theirs = problem(api.get(path, token=siti, params={"payment_id": JULY}), 404)
        assert theirs["message"] == "Pembayaran tidak ditemukan."
    cancel = api.post("/payment/cancel", {"payment_id": JULY}, token=siti)
    assert problem(cancel, 404)["message"] == "Pembayaran tidak ditemukan."
    # Budi himself sees it.
    assert api.get("/payment/detail", token=budi, params={"payment_id": JULY}).status_code == 200


def test_the_july_payment_in_detail(api: Api, budi: str) -> None:
    response = api.get("/payment/detail", token=budi, params={"payment_id": JULY})
    assert response.status_code == 200, response.text
    body = response.json()

    assert body["status"] == "PAID" and body["receipt_number"] == "BP-20260702-000187"
    assert (body["channel"], body["va_number"], body["qr_string"]) == (
        "VIRTUAL_ACCOUNT",
        "3935800081202607",
        None,
    )
    assert body["bills"] == [
        {"bill_id": "TG-KS23000456-202607", "period_start": "2026-07-01",
         "period_end": "2026-09-30", "due_date": "2026-07-01", "amount": 1250000}
    ]  # fmt: skip
    assert body["server_time"] == clock.now().isoformat().replace("+00:00", "Z")
    assert body["paid_at"] == "2026-07-02T02:20:05Z" and body["ended_at"] is None


def test_signed_out_calls_are_refused(api: Api) -> None:
    response = api.get("/payment/info", params={"policy_number": KS})
    assert problem(response, 401)["status"] == 401
