"""Money that cannot be applied becomes a refund case, over real HTTP: a bank's late
transfer (the simulator's late-pay) to a payment the customer cancelled while its bills are
free (PAYMENT_ENDED), to one that expired while a newer payment holds its bill (BILLS_TAKEN,
the newer payment named); the payment and bills stay as they were and the ERROR log line
stays; one case per gateway charge, also when opened twice; the desk's queue by status with
the count of every status, the waiting ones the longest waiting first."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import select

from server import clock
from server.clock import iso_z
from server.db import transaction
from server.refund import cases
from server.refund.models import RefundAction, RefundEvent, RefundReason
from server.tests import refund_support as rs
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.payment_support import Customer, created, detail, info, notification, notify
from server.tests.refund_support import cancelled_then_paid, case_of, late_pay, number_of
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = rs.make_customer, rs.on_day, rs.settings
admin_account, staff = rs.admin_account, rs.staff
Make = Callable[..., Customer]


def _queue(api: Api, staff: str, status: str) -> dict[str, Any]:
    response = api.get("/admin/refund/list", token=staff, params={"status": status, "size": 50})
    assert response.status_code == 200, response.text
    body: dict[str, Any] = response.json()
    return body


def test_money_for_a_cancelled_payment_opens_a_case_and_changes_nothing_else(
    api: Api, make_customer: Make, on_day: Clock, staff: str, caplog: pytest.LogCaptureFixture
) -> None:
    c = make_customer()
    with caplog.at_level("INFO"):
        payment = cancelled_then_paid(api, c)
    assert [r.levelname for r in caplog.records if "needs refund review" in r.getMessage()] == [
        "ERROR"
    ]
    shown = detail(api, c.token, payment["payment_id"]).json()
    assert (shown["status"], shown["paid_at"]) == ("CANCELLED", None)
    assert info(api, c)["bills"][0]["status"] == "UNPAID"

    number = number_of(payment["payment_id"])
    assert re.fullmatch(r"RFD-2026-\d{6}", number)
    body = rs.detail(api, staff, number)
    refund = body["refund"]
    assert refund == {
        "refund_number": number,
        "status": "OPEN",
        "status_desc": "Menunggu keputusan",
        "reason": "PAYMENT_ENDED",
        "reason_desc": "Pembayaran sudah berakhir (dibatalkan, gagal atau kedaluwarsa).",
        "amount": 1_250_000,
        "order_id": payment["payment_id"],
        "gateway_txn_id": refund["gateway_txn_id"],
        "policy_number": c.policy_number,
        "customer_name": refund["customer_name"],
        "received_at": iso_z(on_day.now),
        "created_at": iso_z(on_day.now),
        "updated_at": iso_z(on_day.now),
    }
    assert refund["customer_name"].startswith("Nasabah Uji ")
    assert refund["gateway_txn_id"].startswith("sbx_")
    assert (body["payment_status"], body["payment_method"]) == ("CANCELLED", "VA_BCA")
    assert body["customer_email"] == c.account.email
    assert (body["refund_id"], body["refunded_at"], body["rejection_reason"]) == (None,) * 3
    assert body["events"] == [
        {
            "action": "OPENED",
            "action_desc": "Kasus dibuka",
            "actor": "payment-gateway",
            "at": iso_z(on_day.now),
            "note": "Uang diterima untuk pembayaran yang sudah dibatalkan; tagihannya belum "
            "dibayar.",
        }
    ]
    assert body["allowed_actions"] == ["REFUND", "REJECT"]


def test_money_for_an_expired_payment_whose_bill_a_newer_one_holds_names_it(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, admin_account: Account
) -> None:
    c = make_customer()
    first = created(api, c)
    on_day.advance(hours=24, seconds=1)
    c.token = str(signin.signed_in(c.account)["token"])
    newer = created(api, c, method="VA_MANDIRI")  # the expired payment's bill, again
    late_pay(api, first["payment_id"])

    assert detail(api, c.token, first["payment_id"]).json()["status"] == "EXPIRED"
    bill = info(api, c)["bills"][0]
    assert (bill["status"], bill["pending_payment_id"]) == ("PENDING_PAYMENT", newer["payment_id"])
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])  # a day later
    body = rs.detail(api, staff, number_of(first["payment_id"]))
    assert (body["refund"]["reason"], body["payment_status"]) == ("BILLS_TAKEN", "EXPIRED")
    assert body["events"][0]["note"] == (
        "Uang diterima untuk pembayaran yang sudah kedaluwarsa; tagihannya sudah dibayar atau "
        f"ditahan oleh {newer['payment_id']}."
    )


def test_a_settlement_told_twice_opens_one_case(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = cancelled_then_paid(api, c)
    case = case_of(payment["payment_id"])
    assert case is not None
    again = notification(payment, case.gateway_txn_id)  # another event id, the same charge
    assert notify(api, again).json()["applied"] is False
    with transaction() as session:
        reopened = cases.open_case(
            session, reason=RefundReason.UNKNOWN_PAYMENT, order_id=payment["payment_id"],
            gateway_txn_id=case.gateway_txn_id, amount=1, received_at=clock.now(), payment=None,
            customer_name=None, method=None, actor="rekonsiliasi", note="Ditemukan lagi.",
            now=clock.now(),
        )  # fmt: skip
        assert (reopened.id, reopened.reason, reopened.amount) == (
            case.id, RefundReason.PAYMENT_ENDED, 1_250_000
        )  # fmt: skip
        steps = session.scalars(select(RefundEvent.action).where(RefundEvent.case_id == case.id))
        assert list(steps) == [RefundAction.OPENED]


def test_a_case_for_an_order_the_portal_never_recorded(api: Api, on_day: Clock, staff: str) -> None:
    with transaction() as session:
        case = cases.open_case(
            session, reason=RefundReason.UNKNOWN_PAYMENT, order_id="PAY-20261122-ZX9QW3ER",
            gateway_txn_id="sbx_00000000feedbeef", amount=450_000, received_at=clock.now(),
            payment=None, customer_name="Ani Lestari", method="QRIS", actor="rekonsiliasi",
            note="Uang diterima untuk pesanan yang tidak tercatat di portal.", now=clock.now(),
        )  # fmt: skip
        number = case.refund_number
    body = rs.detail(api, staff, number)
    assert (body["refund"]["policy_number"], body["payment_status"]) == (None, None)
    assert (body["customer_email"], body["refund"]["customer_name"]) == (None, "Ani Lestari")
    assert [(e["action"], e["actor"]) for e in body["events"]] == [("OPENED", "rekonsiliasi")]


def test_the_queue_by_status_longest_waiting_first_with_every_count(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    numbers = []
    for _ in range(3):
        numbers.append(number_of(cancelled_then_paid(api, make_customer())["payment_id"]))
        on_day.advance(minutes=1)
    rs.reject(api, staff, numbers[0])  # closed: the newest closed first, out of OPEN
    on_day.advance(minutes=1)
    rs.reject(api, staff, numbers[2])

    waiting = _queue(api, staff, "OPEN")
    order = [item["refund_number"] for item in waiting["data"]]
    assert numbers[1] in order and numbers[0] not in order and numbers[2] not in order
    ages = [item["updated_at"] for item in waiting["data"]]
    assert ages == sorted(ages)
    closed = [item["refund_number"] for item in _queue(api, staff, "REJECTED")["data"]]
    assert closed.index(numbers[2]) < closed.index(numbers[0])
    counts = {c["status"]: c["count"] for c in waiting["counts"]}
    assert list(counts) == ["OPEN", "PROCESSING", "REFUNDED", "REJECTED"]
    assert counts["OPEN"] == waiting["total"] >= 1 and counts["REJECTED"] >= 2
    default = api.get("/admin/refund/list", token=staff).json()
    assert default["data"] == waiting["data"][:20] and (default["page"], default["size"]) == (1, 20)
    past = api.get("/admin/refund/list", token=staff, params={"page": 10000}).json()
    assert (past["data"], past["total"]) == ([], counts["OPEN"])


def test_an_unknown_case_is_not_found(api: Api, on_day: Clock, staff: str) -> None:
    for call in (
        api.get("/admin/refund/detail", token=staff, params={"refund_number": "RFD-2026-999999"}),
        rs.approve(api, staff, "RFD-2026-999999"),
        rs.reject(api, staff, "RFD-2026-999999"),
    ):
        assert problem(call, 404)["message"] == "Kasus pengembalian dana tidak ditemukan."
    malformed = api.get("/admin/refund/detail", token=staff, params={"refund_number": "RFD-1"})
    problem(malformed, 400)


def test_the_late_transfer_lands_only_on_a_closed_charge(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c)
    txn = rs.charge_of(api, payment["payment_id"])["gateway_txn_id"]
    pending = api.client.post(f"/sandbox-gateway/api/charges/{txn}/late-pay")
    assert pending.status_code == 409
    assert pending.json() == {
        "message": "Transaksi ini masih menunggu pembayaran; gunakan Bayar.",
        "status": "PENDING",
    }
    assert case_of(payment["payment_id"]) is None
    unknown = api.client.post("/sandbox-gateway/api/charges/sbx_0000000000000000/late-pay")
    assert unknown.status_code == 404


def test_no_case_is_opened_for_money_that_is_applied(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn
) -> None:
    c = make_customer()
    payment = created(api, c)
    on_day.advance(hours=24, seconds=1)  # expired, its bill still free: the money is applied
    c.token = str(signin.signed_in(c.account)["token"])
    late_pay(api, payment["payment_id"])
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PAID"
    assert case_of(payment["payment_id"]) is None
