"""Creating a payment over HTTP: the instructions per channel, the Idempotency-Key rules,
the order rule (oldest bills first), bills held by another payment, paid or unknown bills,
policies without bills, and the methods' limits named in rupiah."""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import timedelta

import pytest

from server.policy.models import PolicyStatus
from server.sandbox_gateway.qris import crc_is_valid, parse
from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock, SignIn
from server.tests.payment_support import Customer, create, created, detail, info, key, pay
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings

Make = Callable[..., Customer]


def test_a_virtual_account_payment_holds_the_bill(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    body = created(api, c, method="VA_BCA")

    assert re.fullmatch(r"PAY-20261122-[A-Z0-9]{8}", body["payment_id"])
    assert (body["status"], body["status_desc"]) == ("PENDING", "Menunggu Pembayaran")
    assert (body["method_name"], body["channel"], body["amount"]) == (
        "BCA Virtual Account",
        "VIRTUAL_ACCOUNT",
        1_250_000,
    )
    assert re.fullmatch(r"39358\d{11}", body["va_number"])
    assert body["qr_string"] is None and body["checkout_url"] is None
    now = on_day.now
    assert body["created_at"] == now.isoformat().replace("+00:00", "Z")
    assert body["expires_at"] == (now + timedelta(hours=24)).isoformat().replace("+00:00", "Z")
    assert [b["bill_id"] for b in body["bills"]] == c.bill_ids[:1]

    bills = info(api, c)["bills"]
    assert bills[0]["status"] == "PENDING_PAYMENT"
    assert bills[0]["status_desc"] == "Menunggu Pembayaran"
    assert bills[0]["pending_payment_id"] == body["payment_id"]
    assert (bills[1]["status"], bills[1]["pending_payment_id"]) == ("UNPAID", None)
    assert info(api, c)["payments"][0]["status"] == "PENDING"


def test_each_bank_has_its_own_virtual_account_prefix(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    prefixes = {"VA_MANDIRI": "89608", "VA_BNI": "98828", "VA_BRI": "26215", "VA_PERMATA": "85001"}
    for method, prefix in prefixes.items():
        c = make_customer(bills=1)
        body = created(api, c, method=method)
        assert body["va_number"].startswith(prefix) and len(body["va_number"]) == 16, body


def test_qris_and_e_wallet_instructions(api: Api, make_customer: Make, on_day: Clock) -> None:
    qris = created(api, make_customer(), method="QRIS")
    assert qris["channel"] == "QRIS" and qris["va_number"] is None
    fields = parse(qris["qr_string"])
    assert (fields["54"], fields["59"], fields["60"], fields["53"]) == (
        "1250000",
        "ASURANSI JIWA SENTOSA",
        "JAKARTA",
        "360",
    )
    assert crc_is_valid(qris["qr_string"])
    assert qris["expires_at"] == (on_day.now + timedelta(minutes=15)).isoformat().replace(
        "+00:00", "Z"
    )

    wallet = created(api, make_customer(), method="GOPAY")
    assert wallet["channel"] == "EWALLET"
    # Absolute, like a real gateway's link (the contract says so): this server's address.
    assert re.fullmatch(
        r"http://127\.0\.0\.1:8080/sandbox-gateway/checkout/sbx_[0-9a-f]{16}",
        wallet["checkout_url"],
    )


def test_paying_several_bills_adds_them_up(api: Api, make_customer: Make, on_day: Clock) -> None:
    c = make_customer(bills=3)
    body = created(api, c, bills=[c.bill_ids[1], c.bill_ids[0]])
    assert body["amount"] == 2_500_000
    assert [b["bill_id"] for b in body["bills"]] == c.bill_ids[:2]
    assert info(api, c)["outstanding_amount"] == 3_750_000


def test_the_same_key_and_body_give_the_same_payment(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=2)
    k = key()
    first = created(api, c, bills=c.bill_ids, idempotency_key=k)
    # The same request with the bills in another order is the same request.
    again = created(api, c, bills=list(reversed(c.bill_ids)), idempotency_key=k)
    assert again["payment_id"] == first["payment_id"]
    assert again["va_number"] == first["va_number"]
    assert len(info(api, c)["payments"]) == 1

    pay(api, first["payment_id"])
    later = created(api, c, bills=c.bill_ids, idempotency_key=k)
    assert (later["payment_id"], later["status"]) == (first["payment_id"], "PAID")


def test_the_same_key_with_another_body_is_refused(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=2)
    k = key()
    created(api, c, idempotency_key=k)
    other = problem(create(api, c, method="QRIS", idempotency_key=k), 422)
    assert other["message"] == "Kunci idempotensi sudah dipakai untuk permintaan lain."


def test_keys_belong_to_one_customer(api: Api, make_customer: Make, on_day: Clock) -> None:
    a, b = make_customer(), make_customer()
    k = key()
    first = created(api, a, idempotency_key=k)
    second = created(api, b, idempotency_key=k)
    assert first["payment_id"] != second["payment_id"]


def test_a_key_older_than_a_day_starts_over(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn
) -> None:
    c = make_customer(bills=2)
    k = key()
    first = created(api, c, idempotency_key=k)
    on_day.advance(hours=24, seconds=1)  # the VA expired too: its bill is payable again
    token = str(signin.signed_in(c.account)["token"])
    second = created(api, c, idempotency_key=k, method="QRIS", token=token)
    assert second["payment_id"] != first["payment_id"]
    expired = detail(api, token, first["payment_id"]).json()
    assert expired["status"] == "EXPIRED"


def test_a_missing_or_malformed_key_is_a_validation_error(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    body = {"policy_number": c.policy_number, "bill_ids": c.bill_ids[:1], "method": "VA_BCA"}
    missing = problem(api.post("/payment/create", body, token=c.token), 400)
    assert missing["message"] == "Data yang Anda kirim tidak valid. Periksa kembali isian Anda."
    assert missing["errors"] == [{"field": "Idempotency-Key", "message": "Wajib diisi."}]
    short = api.post("/payment/create", body, token=c.token, headers={"Idempotency-Key": "abc"})
    assert problem(short, 400)["errors"] == [
        {"field": "Idempotency-Key", "message": "Format tidak valid."}
    ]
    assert info(api, c)["payments"] == []


def test_bills_are_paid_oldest_first(api: Api, make_customer: Make, on_day: Clock) -> None:
    c = make_customer(bills=3)
    for bills in ([c.bill_ids[1]], [c.bill_ids[0], c.bill_ids[2]]):
        refused = problem(create(api, c, bills=bills), 422)
        assert refused["message"] == (
            "Tagihan harus dibayar berurutan, mulai dari jatuh tempo terlama."
        )
    assert created(api, c, bills=c.bill_ids[:1])["amount"] == 1_250_000


def test_a_bill_held_by_a_pending_payment_cannot_be_taken(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=2)
    created(api, c)
    held = problem(create(api, c, method="QRIS"), 409)
    assert held["message"] == (
        "Tagihan ini sedang dalam pembayaran lain yang menunggu. Selesaikan atau batalkan "
        "pembayaran itu terlebih dahulu."
    )
    both = problem(create(api, c, bills=c.bill_ids), 409)
    assert both["message"] == held["message"]


def test_paid_unknown_and_foreign_bills_are_refused(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c, other = make_customer(bills=2), make_customer(bills=1)
    pay(api, created(api, c)["payment_id"])

    paid = problem(create(api, c, bills=c.bill_ids[:1]), 422)
    assert paid["message"] == f"Tagihan {c.bill_ids[0]} sudah lunas."
    unknown = problem(create(api, c, bills=[f"TG-{c.policy_number}-209901"]), 422)
    assert (
        unknown["message"] == f"Tagihan TG-{c.policy_number}-209901 tidak ditemukan pada polis ini."
    )
    foreign = problem(create(api, c, bills=other.bill_ids), 422)
    assert foreign["message"] == f"Tagihan {other.bill_ids[0]} tidak ditemukan pada polis ini."


def test_another_customers_policy_is_not_found(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    a, b = make_customer(), make_customer()
    refused = problem(create(api, a, token=b.token), 404)
    assert refused["message"] == "Polis tidak ditemukan."
    assert info(api, a)["bills"][0]["status"] == "UNPAID"


def test_a_policy_without_bills_cannot_be_paid(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=0, status=PolicyStatus.LAPSE)
    refused = problem(create(api, c, bills=[f"TG-{c.policy_number}-202610"]), 422)
    assert refused["message"] == "Polis ini tidak memiliki tagihan premi yang dapat dibayar."


def test_amounts_outside_a_methods_limits_are_refused_in_rupiah(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    big = make_customer(bills=9)  # 9 x Rp 1.250.000 = Rp 11.250.000
    over = problem(create(api, big, bills=big.bill_ids, method="QRIS"), 422)
    assert over["message"] == (
        "Jumlah pembayaran maksimal untuk QRIS adalah Rp 10.000.000. Pilih tagihan lebih "
        "sedikit atau metode lain."
    )
    ovo = problem(create(api, big, bills=big.bill_ids, method="OVO"), 422)
    assert "OVO adalah Rp 10.000.000" in ovo["message"]
    assert created(api, big, bills=big.bill_ids, method="GOPAY")["amount"] == 11_250_000

    small = make_customer(bills=1, amount=5_000)
    under = problem(create(api, small, method="VA_BRI"), 422)
    assert (
        under["message"] == "Jumlah pembayaran minimal untuk BRI Virtual Account adalah Rp 10.000."
    )
    assert created(api, small, method="QRIS")["amount"] == 5_000
