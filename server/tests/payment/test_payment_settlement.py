"""What a settled payment changes, all in one database transaction: the payment PAID with a
receipt number, its bills PAID, one PREMIUM_PAYMENT row in the transaction history, the
policy's next due date moved on and its grace period ended. A failure part-way (here: the
history row) leaves everything as it was."""

from __future__ import annotations

import io
import re
from collections.abc import Callable
from datetime import date
from typing import Any

import pytest
from pypdf import PdfReader
from sqlalchemy import select, update

from server.clock import WIB
from server.customer.models import PolicyHolder
from server.db import transaction
from server.ledger.models import PolicyTransaction, TransactionType
from server.payment import posting, settlement
from server.payment.models import (
    BillStatus,
    DocumentCounter,
    Payment,
    PaymentStatus,
    PremiumBill,
)
from server.policy.models import Policy, PolicyStatus
from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock
from server.tests.payment_support import (
    Customer,
    charge_of,
    created,
    detail,
    info,
    notification,
    notify,
    pay,
)
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings
Make = Callable[..., Customer]


def _policy(number: str) -> Policy:
    with transaction() as session:
        policy = session.scalar(select(Policy).where(Policy.policy_number == number))
        assert policy is not None
        return policy


def _rows(number: str) -> list[PolicyTransaction]:
    with transaction() as session:
        return list(
            session.scalars(
                select(PolicyTransaction)
                .join(Policy, Policy.id == PolicyTransaction.policy_id)
                .where(Policy.policy_number == number)
            )
        )


def test_paying_the_overdue_bill_ends_the_grace_period(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=2)
    payment = created(api, c)
    pay(api, payment["payment_id"])

    body = detail(api, c.token, payment["payment_id"]).json()
    assert body["status"] == "PAID" and body["status_desc"] == "Berhasil"
    assert re.fullmatch(r"BP-20261122-\d{6}", body["receipt_number"])
    assert body["paid_at"] == on_day.now.isoformat().replace("+00:00", "Z")

    policy = _policy(c.policy_number)
    assert policy.status == PolicyStatus.INFORCE
    assert (policy.next_due_date, policy.grace_period_end) == (date(2027, 1, 1), None)
    page = info(api, c)
    assert (page["policy_status"], page["next_due_date"], page["grace_period_end"]) == (
        "INFORCE", "2027-01-01", None
    )  # fmt: skip
    assert [b["bill_id"] for b in page["bills"]] == c.bill_ids[1:]
    assert page["outstanding_amount"] == 1_250_000

    [row] = _rows(c.policy_number)
    txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]
    assert re.fullmatch(r"TRX-20261122-\d{6}", row.transaction_number)
    assert int(row.transaction_number[-6:]) > 100_445  # never one of the seeded numbers
    assert (row.type, row.amount) == (TransactionType.PREMIUM_PAYMENT, 1_250_000)
    assert row.description == "Premi triwulanan periode 1 Oktober 2026 - 31 Desember 2026"
    assert row.channel == "BCA Virtual Account (Portal TManKu)"
    assert row.reference_number == txn
    assert (row.period_start, row.period_end) == (date(2026, 10, 1), date(2026, 12, 31))
    assert row.breakdown == [
        {"label": "Premi periode 1 Oktober 2026 - 31 Desember 2026", "amount": 1_250_000}
    ]
    assert row.effective_date == date(2026, 11, 22)
    with transaction() as session:
        bill = session.scalar(select(PremiumBill).where(PremiumBill.bill_number == c.bill_ids[0]))
        paid_by = session.scalar(
            select(Payment.id).where(Payment.payment_number == payment["payment_id"])
        )
        assert bill is not None and bill.status == BillStatus.PAID
        assert (bill.paid_payment_id, bill.hold_payment_id) == (paid_by, None)
        assert row.payment_id == paid_by


def test_paying_both_bills_moves_the_due_date_past_the_last_period(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=2)
    payment = created(api, c, bills=c.bill_ids, method="VA_MANDIRI")
    pay(api, payment["payment_id"])

    policy = _policy(c.policy_number)
    assert (policy.status, policy.next_due_date) == (PolicyStatus.INFORCE, date(2027, 4, 1))
    page = info(api, c)
    assert (page["bills"], page["outstanding_amount"]) == ([], 0)
    [row] = _rows(c.policy_number)
    assert row.amount == 2_500_000
    assert row.description == (
        "Premi triwulanan periode 1 Oktober 2026 - 31 Maret 2027 (2 tagihan)"
    )
    assert row.channel == "Mandiri Virtual Account (Portal TManKu)"
    assert [line["amount"] for line in row.breakdown or []] == [1_250_000, 1_250_000]
    assert (row.period_start, row.period_end) == (date(2026, 10, 1), date(2027, 3, 31))


def test_a_policy_still_overdue_stays_in_its_grace_period(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=3, first_due=date(2026, 7, 1))  # July and October overdue
    pay(api, created(api, c)["payment_id"])
    policy = _policy(c.policy_number)
    assert (policy.status, policy.next_due_date) == (PolicyStatus.GRACE_PERIOD, date(2026, 10, 1))
    assert policy.grace_period_end == date(2026, 11, 30)


def test_the_history_row_failing_leaves_nothing_changed(
    api: Api, make_customer: Make, on_day: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    c = make_customer(bills=2)
    payment = created(api, c)
    txn = charge_of(api, payment["payment_id"])["gateway_txn_id"]

    def broken(*_args: Any, **_kwargs: Any) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(settlement, "post_premium_transaction", broken)
    note = notification(payment, txn)
    problem(notify(api, note), 500)

    body = detail(api, c.token, payment["payment_id"]).json()
    assert (body["status"], body["receipt_number"], body["paid_at"]) == ("PENDING", None, None)
    policy = _policy(c.policy_number)
    assert (policy.status, policy.next_due_date) == (PolicyStatus.GRACE_PERIOD, date(2026, 10, 1))
    assert _rows(c.policy_number) == []
    assert info(api, c)["bills"][0]["status"] == "PENDING_PAYMENT"

    monkeypatch.setattr(settlement, "post_premium_transaction", posting.post_premium_transaction)
    assert notify(api, note).json()["applied"] is True  # the gateway's retry now succeeds
    assert len(_rows(c.policy_number)) == 1


def test_a_bill_is_paid_only_once(api: Api, make_customer: Make, on_day: Clock) -> None:
    c = make_customer(bills=1)
    first = created(api, c)
    pay(api, first["payment_id"])
    with transaction() as session:
        payment = session.scalar(
            select(Payment).where(Payment.payment_number == first["payment_id"])
        )
        assert payment is not None and payment.status == PaymentStatus.PAID
    assert problem(ps.create(api, c), 422)["message"] == f"Tagihan {c.bill_ids[0]} sudah lunas."


def test_the_receipt_is_a_pdf_with_the_payment_details(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer(bills=2)
    payment = created(api, c, bills=c.bill_ids)
    early = api.get("/payment/receipt", token=c.token, params={"payment_id": payment["payment_id"]})
    assert problem(early, 422)["message"] == (
        "Bukti pembayaran tersedia setelah pembayaran berhasil."
    )
    pay(api, payment["payment_id"])
    paid = detail(api, c.token, payment["payment_id"]).json()
    paid_wib = f"{on_day.now.astimezone(WIB):%H.%M} WIB"

    response = api.get(
        "/payment/receipt", token=c.token, params={"payment_id": payment["payment_id"]}
    )
    assert response.status_code == 200, response.text
    assert response.headers["content-type"] == "application/pdf"
    assert response.headers["content-disposition"] == (
        f'attachment; filename="Bukti-Pembayaran-{payment["payment_id"]}.pdf"'
    )
    assert response.content.startswith(b"%PDF-")
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(response.content)).pages)
    for expected in (
        "PT Asuransi Jiwa Sentosa Raya", "Bukti Pembayaran Premi", paid["receipt_number"],
        payment["payment_id"], c.policy_number, "Sentosa Medika Uji", "Nasabah Uji",
        "BCA Virtual Account", payment["va_number"], f"Minggu, 22 November 2026 {paid_wib}",
        "1 Oktober 2026 - 31 Desember 2026", "1 Januari 2027 - 31 Maret 2027",
        "Rp 1.250.000", "Rp 2.500.000", "sah tanpa tanda", "tangan",
    ):  # fmt: skip
        assert expected in text, expected


def test_a_long_gateway_id_and_numbers_past_999999_are_booked(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    # A real gateway's transaction id may take the contract's 64 characters, and the running
    # numbers grow past six digits: both fit the history's columns and the contract.
    c = make_customer()
    payment = created(api, c)
    long_id = "sbx_" + "7" * 60
    with transaction() as session:
        session.execute(
            update(Payment)
            .where(Payment.payment_number == payment["payment_id"])
            .values(gateway_txn_id=long_id)
        )
        session.execute(update(DocumentCounter).values(value=999_999))
    answer = notify(api, notification(payment, long_id, "SETTLED"))
    assert answer.json()["applied"] is True, answer.text
    day = f"{on_day.now.astimezone(WIB):%Y%m%d}"
    assert detail(api, c.token, payment["payment_id"]).json()["receipt_number"] == (
        f"BP-{day}-1000000"
    )
    listed = api.get("/transaction/list", token=c.token, params={"policy_number": c.policy_number})
    assert listed.status_code == 200, listed.text
    number = listed.json()["data"][0]["transaction_id"]
    assert number == f"TRX-{day}-1000000"
    shown = api.get("/transaction/detail", token=c.token, params={"transaction_id": number})
    assert shown.status_code == 200, shown.text
    assert shown.json()["reference_number"] == long_id


def test_the_receipt_prints_every_name_exactly_as_written(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c = make_customer()
    payment = created(api, c)
    pay(api, payment["payment_id"])
    with transaction() as session:
        policy = session.scalar(select(Policy).where(Policy.policy_number == c.policy_number))
        assert policy is not None
        session.execute(
            update(PolicyHolder)
            .where(PolicyHolder.id == policy.holder_id)
            .values(
                full_name="Siti Ma\u2019rifah Nguy\u1ec5n \u9648"
            )  # typographic ', e with circumflex and dot, a Chinese name
        )
    response = api.get(
        "/payment/receipt", token=c.token, params={"payment_id": payment["payment_id"]}
    )
    assert response.status_code == 200, response.text
    text = "\n".join(p.extract_text() for p in PdfReader(io.BytesIO(response.content)).pages)
    assert "Siti Ma\u2019rifah Nguy\u1ec5n \u9648" in text
    # The fonts travel inside the PDF (subsets), so any reader shows the same letters.
    fonts = {
        str(font["/BaseFont"])
        for page in PdfReader(io.BytesIO(response.content)).pages
        for font in page["/Resources"]["/Font"].values()
    }
    assert any("DejaVu" in name for name in fonts), fonts
    assert any("DroidSansFallback" in name for name in fonts), fonts
