"""The gateway's signed notifications: verified over the raw body with a 300 s timestamp
tolerance (forged, stale and future ones refused 401 and logged without the signature or
secret, nothing changed), idempotent on the event id, monotonic (a late PENDING or a second
final state changes nothing), amounts and transaction ids checked, unknown orders 404."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from sqlalchemy import func, select

from server.db import transaction
from server.payment.models import GatewayEvent
from server.tests import payment_support as ps
from server.tests.conftest import Api, Clock, SignIn
from server.tests.payment_support import (
    Customer,
    charge_of,
    created,
    detail,
    info,
    notification,
    notify,
)
from server.tests.support import TEST_SECRETS, problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = ps.make_customer, ps.on_day, ps.settings

Make = Callable[..., Customer]


def _pending(api: Api, make_customer: Make) -> tuple[Customer, dict[str, Any], str]:
    c = make_customer()
    payment = created(api, c)
    return c, payment, charge_of(api, payment["payment_id"])["gateway_txn_id"]


def _events(order_id: str) -> int:
    with transaction() as session:
        return int(
            session.scalar(select(func.count()).where(GatewayEvent.order_id == order_id)) or 0
        )


def test_a_valid_settlement_pays_the_payment(api: Api, make_customer: Make, on_day: Clock) -> None:
    c, payment, txn = _pending(api, make_customer)
    response = notify(api, notification(payment, txn))

    assert response.status_code == 200, response.text
    assert response.json() == {"received": True, "applied": True, "payment_status": "PAID"}
    body = detail(api, c.token, payment["payment_id"]).json()
    assert body["status"] == "PAID" and body["paid_at"] is not None
    assert body["receipt_number"].startswith("BP-20261122-")
    assert info(api, c)["bills"][0]["bill_id"] == c.bill_ids[1]


@pytest.mark.parametrize(
    ("case", "shift", "signature"),
    [
        ("forged signature", 0, "0" * 64),
        ("stale timestamp", -301, None),
        ("timestamp in the future", 301, None),
        ("signed with another secret", 0, "other"),
    ],
)
def test_untrusted_notifications_are_refused_and_logged(
    api: Api,
    make_customer: Make,
    on_day: Clock,
    caplog: pytest.LogCaptureFixture,
    case: str,
    shift: int,
    signature: str | None,
) -> None:
    c, payment, txn = _pending(api, make_customer)
    note = notification(payment, txn)
    stamp = int(on_day.now.timestamp()) + shift
    with caplog.at_level("INFO"):
        if signature == "other":
            response = notify(api, note, secret="another-secret-" + "x" * 32, timestamp=stamp)
        else:
            response = notify(api, note, timestamp=stamp, signature=signature)

    body = problem(response, 401)
    assert body["message"] == "Notifikasi tidak dapat diverifikasi."
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PENDING"
    assert _events(payment["payment_id"]) == 0
    refused = [r for r in caplog.records if "gateway notification refused" in r.getMessage()]
    assert refused and refused[0].levelname == "WARNING"
    assert payment["payment_id"] in refused[0].getMessage()
    reason = {"forged signature": "bad signature", "signed with another secret": "bad signature"}
    assert reason.get(case, case) in refused[0].getMessage()
    assert TEST_SECRETS["GATEWAY_CALLBACK_SECRET"] not in caplog.text
    assert "0" * 64 not in caplog.text


def test_the_edge_of_the_tolerance_is_accepted(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    _c, payment, txn = _pending(api, make_customer)
    stamp = int(on_day.now.timestamp()) - 300
    assert notify(api, notification(payment, txn), timestamp=stamp).status_code == 200


def test_a_replayed_event_changes_nothing(
    api: Api, make_customer: Make, on_day: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    _c, payment, txn = _pending(api, make_customer)
    note = notification(payment, txn)
    assert notify(api, note).json()["applied"] is True
    with caplog.at_level("WARNING"):
        again = notify(api, note)
    assert again.status_code == 200
    assert again.json() == {"received": True, "applied": False, "payment_status": "PAID"}
    assert "reason=replayed event" in caplog.text
    assert _events(payment["payment_id"]) == 1


def test_out_of_order_notifications_never_undo_a_final_state(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c, payment, txn = _pending(api, make_customer)
    assert notify(api, notification(payment, txn, "SETTLED")).json()["applied"] is True
    for late in ("PENDING", "EXPIRED", "FAILED", "CANCELLED"):
        answer = notify(api, notification(payment, txn, late))
        assert answer.status_code == 200, answer.text
        assert answer.json() == {"received": True, "applied": False, "payment_status": "PAID"}
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PAID"
    assert _events(payment["payment_id"]) == 5


def test_a_pending_notification_changes_nothing(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    _c, payment, txn = _pending(api, make_customer)
    answer = notify(api, notification(payment, txn, "PENDING")).json()
    assert answer == {"received": True, "applied": False, "payment_status": "PENDING"}


def test_a_failed_payment_releases_its_bills_with_the_reason(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c, payment, txn = _pending(api, make_customer)
    note = notification(payment, txn, "FAILED", failure_reason="Saldo tidak mencukupi.")
    assert notify(api, note).json() == {
        "received": True, "applied": True, "payment_status": "FAILED"
    }  # fmt: skip
    body = detail(api, c.token, payment["payment_id"]).json()
    assert (body["status"], body["failure_reason"]) == ("FAILED", "Saldo tidak mencukupi.")
    assert body["ended_at"] == on_day.now.isoformat().replace("+00:00", "Z")
    assert info(api, c)["bills"][0]["status"] == "UNPAID"


def test_amount_or_transaction_mismatch_is_refused(
    api: Api, make_customer: Make, on_day: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    c, payment, txn = _pending(api, make_customer)
    with caplog.at_level("WARNING"):
        cheap = notify(api, notification(payment, txn, amount=1_000))
        other = notify(api, notification(payment, "sbx_0000000000000000"))
    assert problem(cheap, 422)["message"] == "Notifikasi tidak sesuai dengan data pembayaran."
    assert problem(other, 422)["message"] == "Notifikasi tidak sesuai dengan data pembayaran."
    assert "reason=amount mismatch" in caplog.text
    assert "reason=gateway_txn_id mismatch" in caplog.text
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PENDING"
    assert _events(payment["payment_id"]) == 0


def test_an_unknown_order_is_not_found(api: Api, on_day: Clock) -> None:
    payment = {"payment_id": "PAY-20261122-ZZZZZZZZ", "amount": 1_250_000}
    response = notify(api, notification(payment, "sbx_1234567890abcdef"))
    assert problem(response, 404)["message"] == "Pembayaran tidak ditemukan."


def test_settled_after_the_portal_cancelled_is_flagged_for_refund(
    api: Api, make_customer: Make, on_day: Clock, caplog: pytest.LogCaptureFixture
) -> None:
    c, payment, txn = _pending(api, make_customer)
    cancel = api.post("/payment/cancel", {"payment_id": payment["payment_id"]}, token=c.token)
    assert cancel.status_code == 200, cancel.text
    with caplog.at_level("INFO"):
        answer = notify(api, notification(payment, txn, "SETTLED"))
    assert answer.json() == {"received": True, "applied": False, "payment_status": "CANCELLED"}
    flagged = [r for r in caplog.records if "needs refund review" in r.getMessage()]
    assert flagged and flagged[0].levelname == "ERROR"
    assert info(api, c)["bills"][0]["status"] == "UNPAID"
    assert _events(payment["payment_id"]) == 1


def test_paid_in_time_but_reported_after_the_portals_expiry_is_applied(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, caplog: pytest.LogCaptureFixture
) -> None:
    c, payment, txn = _pending(api, make_customer)
    paid_at = on_day.advance(hours=23, minutes=59, seconds=55)  # 5 s before the expiry
    note = notification(payment, txn, "SETTLED")  # the gateway's time of payment: paid_at
    on_day.advance(seconds=30)  # its delivery failed once; the page polled meanwhile
    c.token = str(signin.signed_in(c.account)["token"])
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "EXPIRED"
    assert info(api, c)["bills"][0]["pending_payment_id"] is None

    with caplog.at_level("WARNING"):
        answer = notify(api, note)
    assert answer.json() == {"received": True, "applied": True, "payment_status": "PAID"}
    shown = detail(api, c.token, payment["payment_id"]).json()
    assert (shown["status"], shown["ended_at"]) == ("PAID", None)
    assert shown["paid_at"] == paid_at.isoformat().replace("+00:00", "Z")
    assert shown["receipt_number"] is not None
    paid_bill = payment["bills"][0]["bill_id"]
    assert paid_bill not in [bill["bill_id"] for bill in info(api, c)["bills"]]
    assert any("after its expiry" in r.getMessage() for r in caplog.records)
    assert not any("refund" in r.getMessage() for r in caplog.records)


def test_paid_late_when_a_newer_payment_holds_the_bill_is_flagged_for_refund(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, caplog: pytest.LogCaptureFixture
) -> None:
    c, payment, txn = _pending(api, make_customer)
    on_day.advance(hours=24, seconds=1)
    c.token = str(signin.signed_in(c.account)["token"])
    newer = created(api, c, method="VA_MANDIRI")  # the expired payment's bill, again
    with caplog.at_level("INFO"):
        answer = notify(api, notification(payment, txn, "SETTLED"))
    assert answer.json() == {"received": True, "applied": False, "payment_status": "EXPIRED"}
    assert [r.levelname for r in caplog.records if "refund review" in r.getMessage()] == ["ERROR"]
    bill = info(api, c)["bills"][0]
    assert (bill["status"], bill["pending_payment_id"]) == ("PENDING_PAYMENT", newer["payment_id"])
    assert detail(api, c.token, newer["payment_id"]).json()["status"] == "PENDING"


def test_notifications_need_no_client_credentials_but_a_valid_body(api: Api, on_day: Clock) -> None:
    response = api.call(
        "POST", "/payment/notification", auth=None, json={"event_id": "x"},
        headers={"X-Gateway-Timestamp": "1", "X-Gateway-Signature": "0" * 64},
    )  # fmt: skip
    assert problem(response, 400)["status"] == 400


def test_an_unreadable_time_is_a_rule_violation_and_changes_nothing(
    api: Api, make_customer: Make, on_day: Clock
) -> None:
    c, payment, txn = _pending(api, make_customer)
    # Lower-case "t" and "z" are RFC 3339 (the contract's format: date-time), so the request
    # is valid; the server cannot read the time: 422, not 400.
    note = notification(payment, txn, occurred_at="2026-11-22t03:00:00z")
    body = problem(notify(api, note), 422)
    assert body["message"] == "Waktu kejadian pada notifikasi (occurred_at) tidak dapat dibaca."
    assert detail(api, c.token, payment["payment_id"]).json()["status"] == "PENDING"
    assert _events(payment["payment_id"]) == 0
