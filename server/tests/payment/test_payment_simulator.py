"""The sandbox gateway's simulator: paying a virtual account by its number (JSON and the
dashboard's form), a QRIS charge, the e-wallet checkout page, failing and expiring charges,
refusing to pay a closed charge, the dashboard's escaped Indonesian HTML."""

from __future__ import annotations

import re
from collections.abc import Callable

from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock
from server.tests.payment_support import Customer, charge_of, created, detail, info, simulate

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
Make = Callable[..., Customer]


def test_paying_a_virtual_account_by_its_number(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c, method="VA_BNI")
    response = api.client.post(f"/sandbox-gateway/api/va/{payment['va_number']}/pay")

    assert response.status_code == 200, response.text
    assert response.json()["status"] == "SETTLED" and response.json()["notified"] is True
    # The notification was delivered before the answer: a poll right after sees PAID.
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PAID"
    again = api.client.post(f"/sandbox-gateway/api/va/{payment['va_number']}/pay")
    assert again.status_code == 409
    assert again.json() == {"message": "Transaksi ini sudah dibayar.", "status": "SETTLED"}
    unknown = api.client.post("/sandbox-gateway/api/va/3935800000000000/pay")
    assert unknown.status_code == 404
    assert unknown.json()["message"] == "Transaksi atau nomor virtual account tidak ditemukan."


def test_the_dashboard_form_pays_a_virtual_account(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c, method="VA_PERMATA")
    page = api.client.get("/sandbox-gateway/")
    assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
    assert payment["va_number"] in page.text and "Rp 1.250.000" in page.text

    response = api.client.post(
        "/sandbox-gateway/va", data={"va_number": payment["va_number"]}, follow_redirects=False
    )
    assert response.status_code == 303
    assert response.headers["location"].startswith("/sandbox-gateway/?ok=1&pesan=")
    shown = api.client.get(response.headers["location"])
    assert "Pembayaran berhasil." in shown.text
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PAID"


def test_a_qris_charge_is_paid_failed_or_expired_from_the_dashboard(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    paid, failed, expired = (make_customer(bills=1) for _ in range(3))
    for c, action, status in (
        (paid, "pay", "PAID"), (failed, "fail", "FAILED"), (expired, "expire", "EXPIRED")
    ):  # fmt: skip
        payment = created(api, c, method="QRIS")
        txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]
        response = api.client.post(
            f"/sandbox-gateway/charges/{txn}/{action}", follow_redirects=False
        )
        assert response.status_code == 303
        assert "ok=1" in response.headers["location"]
        assert detail(api, c.token, payment["payment_id"]).json()["status"] == status
        bill = info(api, c)["bills"]
        assert (bill == []) if status == "PAID" else (bill[0]["status"] == "UNPAID")


def test_the_e_wallet_checkout_page_pays_or_cancels(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c, d = make_customer(), make_customer()
    payment = created(api, c, method="SHOPEEPAY")
    page = api.client.get(payment["checkout_url"])
    assert page.status_code == 200
    for text in ("ShopeePay", "ASURANSI JIWA SENTOSA", "Rp 1.250.000", "Bayar", "Batalkan"):
        assert text in page.text
    done = api.client.post(payment["checkout_url"] + "/pay", follow_redirects=True)
    assert "Pembayaran berhasil." in done.text and "Dibayar" in done.text
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PAID"

    other = created(api, d, method="OVO")
    api.client.post(other["checkout_url"] + "/cancel", follow_redirects=True)
    body = detail(api, d.token, other["payment_id"]).json()
    assert body["status"] == "CANCELLED"
    assert info(api, d)["bills"][0]["status"] == "UNPAID"
    assert api.client.get("/sandbox-gateway/checkout/sbx_0000000000000000").status_code == 404


def test_closed_charges_cannot_be_paid(api: Api, make_customer: Make, on_day: Clock) -> None:
    c = make_customer()
    payment = created(api, c, method="GOPAY")
    assert simulate(api, payment["payment_id"], "expire").json()["status"] == "EXPIRED"
    refused = simulate(api, payment["payment_id"], "pay")
    assert refused.status_code == 409
    assert refused.json()["message"] == "Transaksi ini sudah kedaluwarsa dan tidak dapat dibayar."
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "EXPIRED"
    form = api.client.post(
        f"/sandbox-gateway/charges/{charge_of(api, payment['payment_id'])['gateway_txn_id']}/pay",
        follow_redirects=True,
    )
    assert "sudah kedaluwarsa" in form.text


def test_the_charge_list_filters_by_status(api: Api, make_customer: Make, on_day: Clock) -> None:
    c = make_customer()
    payment = created(api, c)
    pending = api.client.get("/sandbox-gateway/api/charges", params={"status": "PENDING"}).json()
    assert all(charge["status"] == "PENDING" for charge in pending["data"])
    assert payment["payment_id"] in {charge["order_id"] for charge in pending["data"]}
    assert api.client.get("/sandbox-gateway/api/charges", params={"status": "X"}).status_code == 400


def test_the_dashboard_escapes_what_it_shows(api: Api, make_customer: Make, on_day: Clock) -> None:
    shown = api.client.get("/sandbox-gateway/", params={"pesan": "<script>alert(1)</script>"})
    assert "<script>alert(1)</script>" not in shown.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in shown.text
    assert '<html lang="id">' in shown.text and "Bayar virtual account" in shown.text
    for label in ("Bayar", "Gagalkan", "Kedaluwarsakan"):
        c = make_customer(bills=1)
        created(api, c, method="VA_BRI")
        assert re.search(rf">{label}</button>", api.client.get("/sandbox-gateway/").text)
