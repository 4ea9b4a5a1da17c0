"""The refund desk over HTTP, admin sessions only: refunding through the sandbox gateway
(PROCESSING, then REFUNDED when its signed notification arrives, before the answer in
process; the customer then sees 'Dana dikembalikan' in Riwayat Transaksi and gets an e-mail),
each action only from its status (409 naming it; two staff at once: one refund), a gateway
that fails or refuses (503, the case OPEN again with the failure on its timeline, the same
key refunding once on the retry), a case stuck PROCESSING by a crash between the steps,
and the rejection with a reason."""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import anyio
import pytest
from sqlalchemy import func, select

from server import payment_gateway
from server.access.caller import Customer as Staff
from server.clock import iso_z
from server.db import transaction
from server.refund import desk
from server.sandbox_gateway.models import SandboxRefund
from server.settings import Settings
from server.tests import refund_support as rs
from server.tests.conftest import Account, Api, Clock, SignIn
from server.tests.payment_support import Customer, charge_of
from server.tests.refund_support import (
    REASON,
    Failing,
    Unnotified,
    actions,
    approve,
    cancelled_then_paid,
    number_of,
    reject,
    using,
)
from server.tests.support import outbox, problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

make_customer, on_day, settings = rs.make_customer, rs.on_day, rs.settings
admin_account, staff = rs.admin_account, rs.staff
Make = Callable[..., Customer]


def _case(api: Api, make_customer: Make, **kwargs: Any) -> tuple[Customer, dict[str, Any], str]:
    c = make_customer()
    payment = cancelled_then_paid(api, c, **kwargs)
    return c, payment, number_of(payment["payment_id"])


def _history(api: Api, c: Customer, **params: Any) -> list[dict[str, Any]]:
    response = api.get(
        "/transaction/list", token=c.token, params={"policy_number": c.policy_number, **params}
    )
    assert response.status_code == 200, response.text
    rows: list[dict[str, Any]] = response.json()["data"]
    return rows


def _refunds() -> int:
    with transaction() as session:
        return int(session.scalar(select(func.count()).select_from(SandboxRefund)) or 0)


def test_a_refund_returns_the_money_and_the_customer_sees_it(
    api: Api, make_customer: Make, on_day: Clock, staff: str, settings: Settings,
    admin_account: Account,
) -> None:  # fmt: skip
    c, payment, number = _case(api, make_customer, method="VA_MANDIRI")
    on_day.advance(minutes=3)  # the case waited a little
    response = approve(api, staff, number)

    assert response.status_code == 200, response.text
    body = response.json()
    refund_id = body["refund_id"]
    assert re.fullmatch(r"rfd_[0-9a-f]{16}", refund_id)
    assert (body["refund"]["status"], body["refund"]["status_desc"]) == ("REFUNDED", "Dikembalikan")
    assert body["refunded_at"] == iso_z(on_day.now)
    assert body["refund"]["updated_at"] == iso_z(on_day.now)
    assert actions(body) == [
        ("OPENED", "payment-gateway"),
        ("REFUND_REQUESTED", admin_account.user_name),
        ("REFUNDED", "payment-gateway"),
    ]
    assert body["events"][-1]["note"] == f"Referensi pengembalian {refund_id}."
    assert body["allowed_actions"] == []
    assert charge_of(api, payment["payment_id"])["status"] == "REFUNDED"

    [row] = _history(api, c, type="REFUND")
    assert row == {
        "transaction_id": row["transaction_id"],
        "type": "REFUND",
        "type_desc": "Dana dikembalikan",
        "flow": "IN",
        "amount": 1_250_000,
        "occurred_at": iso_z(on_day.now),
        "description": f"Dana dikembalikan {payment['payment_id']}",
        "channel": "Mandiri Virtual Account",
    }
    assert row in _history(api, c)  # in the whole history too
    shown = api.get(
        "/transaction/detail", token=c.token, params={"transaction_id": row["transaction_id"]}
    ).json()
    assert (shown["reference_number"], shown["payment_id"]) == (refund_id, payment["payment_id"])
    assert shown["notes"] == (
        f"Kasus {number}: Pembayaran sudah berakhir (dibatalkan, gagal atau kedaluwarsa)."
    )
    [mail] = outbox(settings, "REFUND_REFUNDED", c.account.email)
    assert mail["subject"] == "Dana Rp 1.250.000 telah dikembalikan"
    assert payment["payment_id"] in mail["body"] and refund_id in mail["body"]


def test_processing_until_the_gateway_notifies(
    api: Api, make_customer: Make, on_day: Clock, signin: SignIn, admin_account: Account
) -> None:
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])
    c, _, number = _case(api, make_customer)
    with using(Unnotified(payment_gateway.current())) as sandbox:
        body = approve(api, staff, number).json()
    assert (body["refund"]["status"], body["refund_id"], body["refunded_at"]) == (
        "PROCESSING", body["refund_id"], None
    )  # fmt: skip
    assert body["refund_id"] is not None and body["allowed_actions"] == []
    assert _history(api, c, type="REFUND") == []
    assert problem(reject(api, staff, number), 409)["message"] == (
        f"Kasus {number} berstatus Diproses payment gateway; tindakan ini hanya untuk kasus "
        "yang menunggu keputusan."
    )
    on_day.advance(minutes=10)  # long past: still not stuck, the gateway has answered
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])
    c.token = str(signin.signed_in(c.account)["token"])
    problem(approve(api, staff, number), 409)

    anyio.run(sandbox.sweep)
    done = rs.detail(api, staff, number)
    assert (done["refund"]["status"], done["refund_id"]) == ("REFUNDED", body["refund_id"])
    assert len(_history(api, c, type="REFUND")) == 1


def test_a_second_refund_or_rejection_is_409(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    _, _, number = _case(api, make_customer)
    assert approve(api, staff, number).status_code == 200
    before = _refunds()
    for again in (approve(api, staff, number), reject(api, staff, number)):
        assert problem(again, 409)["message"] == (
            f"Kasus {number} berstatus Dikembalikan; tindakan ini hanya untuk kasus yang "
            "menunggu keputusan."
        )
    assert _refunds() == before


def test_two_staff_refunding_at_once_refund_once(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    _, _, number = _case(api, make_customer)
    before = _refunds()
    barrier = threading.Barrier(2)

    def call(_: int) -> int:
        barrier.wait()
        return int(approve(api, staff, number).status_code)

    with ThreadPoolExecutor(2) as pool:
        codes = sorted(pool.map(call, range(2)))
    assert codes == [200, 409]
    assert _refunds() == before + 1
    assert rs.detail(api, staff, number)["refund"]["status"] == "REFUNDED"


@pytest.mark.parametrize(
    ("error", "message"),
    [
        (
            payment_gateway.GatewayError("timed out after 10 s"),
            "Payment gateway tidak menjawab; dana belum dikembalikan. Silakan coba beberapa "
            "saat lagi.",
        ),
        (
            payment_gateway.NotRefundable("REFUNDED"),
            "Payment gateway menolak pengembalian karena transaksinya sudah dikembalikan dengan "
            "permintaan lain; dana belum dikembalikan lewat portal.",
        ),
    ],
)
def test_a_gateway_that_fails_leaves_the_case_open_with_the_failure_recorded(
    api: Api, make_customer: Make, on_day: Clock, staff: str, admin_account: Account,
    error: Exception, message: str,
) -> None:  # fmt: skip
    c, _, number = _case(api, make_customer)
    failing = Failing(payment_gateway.current(), error)
    with using(failing):
        failed = approve(api, staff, number)
    assert failing.calls == 1
    body = problem(failed, 503)
    assert body["message"] == message
    assert body["type"] == "urn:tmanku:problem:gateway-unavailable"
    shown = rs.detail(api, staff, number)
    assert (shown["refund"]["status"], shown["refund_id"]) == ("OPEN", None)
    assert actions(shown) == [
        ("OPENED", "payment-gateway"),
        ("REFUND_REQUESTED", admin_account.user_name),
        ("REFUND_FAILED", admin_account.user_name),
    ]
    assert shown["events"][-1]["note"] == message
    assert shown["allowed_actions"] == ["REFUND", "REJECT"]
    assert _history(api, c, type="REFUND") == []

    retried = approve(api, staff, number)  # the gateway answers again
    assert retried.status_code == 200 and retried.json()["refund"]["status"] == "REFUNDED"


def test_a_case_stuck_between_the_steps_may_be_refunded_again(
    api: Api,
    make_customer: Make,
    on_day: Clock,
    staff: str,
    signin: SignIn,
    admin_account: Account,
) -> None:
    c, _, number = _case(api, make_customer)
    me = Staff(admin_account.user_id, admin_account.user_name, "-", True, None)
    with transaction() as session:  # the first step committed; the server died before the gateway
        desk.start_refund(session=session, staff=me, refund_number=number, now=on_day.now)
    shown = rs.detail(api, staff, number)
    assert (shown["refund"]["status"], shown["allowed_actions"]) == ("PROCESSING", [])
    problem(approve(api, staff, number), 409)

    on_day.advance(minutes=5)
    staff = str(signin.signed_in(admin_account, check_admin=True)["token"])
    c.token = str(signin.signed_in(c.account)["token"])
    assert rs.detail(api, staff, number)["allowed_actions"] == ["REFUND"]
    problem(reject(api, staff, number), 409)  # the money may be on its way: no rejection
    done = approve(api, staff, number).json()
    assert done["refund"]["status"] == "REFUNDED"
    assert [a for a, _ in actions(done)].count("REFUND_REQUESTED") == 2
    assert len(_history(api, c, type="REFUND")) == 1


def test_a_rejection_closes_the_case_with_its_reason(
    api: Api, make_customer: Make, on_day: Clock, staff: str, admin_account: Account
) -> None:
    c, payment, number = _case(api, make_customer)
    short = reject(api, staff, number, "Sudah.")
    assert problem(short, 400)["status"] == 400
    padded = reject(api, staff, number, f" {REASON}")
    problem(padded, 400)

    response = reject(api, staff, number)
    assert response.status_code == 200, response.text
    body = response.json()
    assert (body["refund"]["status"], body["refund"]["status_desc"]) == ("REJECTED", "Ditolak")
    assert body["rejection_reason"] == REASON
    assert body["events"][-1] == {
        "action": "REJECTED",
        "action_desc": "Ditolak petugas",
        "actor": admin_account.user_name,
        "at": iso_z(on_day.now),
        "note": REASON,
    }
    assert body["allowed_actions"] == []
    problem(approve(api, staff, number), 409)
    assert charge_of(api, payment["payment_id"])["status"] == "SETTLED"
    assert _history(api, c, type="REFUND") == []


def test_the_desk_is_for_admins_only(
    api: Api, make_customer: Make, on_day: Clock, staff: str
) -> None:
    c, _, number = _case(api, make_customer)
    before = _refunds()
    calls = (
        ("GET", "/admin/refund/list", {"params": {"status": "OPEN"}}),
        ("GET", "/admin/refund/detail", {"params": {"refund_number": number}}),
        ("POST", "/admin/refund/approve", {"json": {"refund_number": number}}),
        ("POST", "/admin/refund/reject", {"json": {"refund_number": number, "reason": REASON}}),
    )
    for method, path, kwargs in calls:
        problem(api.call(method, path, token=c.token, **kwargs), 403)
        problem(api.call(method, path, **kwargs), 401)
    assert rs.detail(api, staff, number)["refund"]["status"] == "OPEN"
    assert _refunds() == before
