"""The first premium of an approved application over HTTP, on SQLite and PostgreSQL: paid
through payment/create with the SPAJ token and an Idempotency-Key, only after the approval
and before its deadline; the settlement through the sandbox gateway's signed notification
issues the policy (in force from the payment day, its benefits booked), invisible to every
customer call before; the new holder's NEW account and its first-time journey to the policy
in 'Data Polis'. The application through underwriting: test_spaj_flow.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from server.clock import WIB
from server.settings import Settings
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.payment_support import charge_of, key, pay
from server.tests.spaj_support import Applicants, Spaj, applicants, build, notices, settings
from server.tests.support import problem

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["applicants", "settings"]


def _ok(response: Any, status: int = 200) -> Any:
    assert response.status_code == status, response.text
    return response.json()


def _customer_sees(api: Api, token: str, policy: str) -> dict[str, bool]:
    """Where a customer call shows the policy."""
    numbers = [p["policy_number"] for p in _ok(api.get("/policy/list", token=token))["data"]]
    claimable = _ok(api.get("/claim/benefit/list", token=token))["policies"]
    reads = ("/policy/detail", "/payment/info", "/transaction/list", "/policy/infoPengkinanData")
    found = {
        path: api.get(path, token=token, params={"policy_number": policy}).status_code == 200
        for path in reads
    }
    found["/policy/list"] = policy in numbers
    found["/claim/benefit/list"] = policy in [p["policy_number"] for p in claimable]
    return found


def _pay_first_premium(api: Api, token: str, spaj: Spaj) -> dict[str, Any]:
    info = _ok(api.get("/spaj/payment/info", token=token, params={"spaj_number": spaj.number}))
    body = {"policy_number": info["policy_number"], "bill_ids": [info["bill"]["bill_id"]],
            "method": "VA_BCA"}  # fmt: skip
    intent = {"Idempotency-Key": key()}
    first = _ok(api.post("/payment/create", body, token=token, headers=intent), 201)
    again = _ok(api.post("/payment/create", body, token=token, headers=intent), 201)
    assert again["payment_id"] == first["payment_id"]  # a retry makes no second payment
    other = {**body, "method": "VA_BNI"}
    problem(api.post("/payment/create", other, token=token, headers=intent), 422)
    problem(api.post("/payment/create", body, token=token, headers={"Idempotency-Key": key()}), 409)
    return first


def test_the_first_premium_issues_the_policy_invisible_until_then(
    api: Api, applicants: Applicants, signin: SignIn, make_account: Callable[..., Account],
    settings: Settings, frozen: Clock,
) -> None:  # fmt: skip
    holder = make_account()
    spaj = build("DECISION", holder=holder)
    token = applicants.session(spaj)
    problem(api.get("/spaj/payment/info", token=token, params={"spaj_number": spaj.number}), 409)
    detail = _ok(applicants.approve(token, spaj))
    policy = detail["payment"]["policy_number"]
    customer = str(signin.signed_in(holder)["token"])
    assert not any(_customer_sees(api, customer, policy).values())
    # The SPAJ token pays only this first premium: not a policy of the holder's.
    wrong = {"policy_number": "KS23000456", "bill_ids": ["TG-KS23000456-202610"],
             "method": "VA_BCA"}  # fmt: skip
    problem(api.post("/payment/create", wrong, token=token, headers={"Idempotency-Key": key()}),
            404)  # fmt: skip
    payment = _pay_first_premium(api, token, spaj)
    held = _ok(applicants.detail(token, spaj.number))["payment"]
    assert held["pending_payment_id"] == payment["payment_id"]
    assert not any(_customer_sees(api, customer, policy).values())
    frozen.advance(hours=20)  # paid the next day (WIB): in force from that day
    pay(api, payment["payment_id"])  # the sandbox's signed notification settles it
    token, customer = applicants.session(spaj), str(signin.signed_in(holder)["token"])
    issued = _ok(applicants.detail(token, spaj.number))
    assert (issued["status"], issued["issued_policy_number"]) == ("ISSUED", policy)
    assert issued["next_action"] == "SIGN_IN"
    number = {"payment_id": payment["payment_id"]}
    paid = _ok(api.get("/payment/detail", token=token, params=number))
    day = frozen.now.astimezone(WIB).date().isoformat()
    assert paid["status"] == "PAID" and paid["bills"][0]["period_start"] == day
    receipt = api.get("/payment/receipt", token=token, params=number)
    assert receipt.status_code == 200 and receipt.headers["content-type"] == "application/pdf"
    assert all(_customer_sees(api, customer, policy).values())
    shown = _ok(api.get("/policy/detail", token=customer, params={"policy_number": policy}))
    assert shown["start_date"] == day and shown["status"] == "INFORCE"
    history = _ok(api.get("/transaction/list", token=customer, params={"policy_number": policy}))
    assert [t["type"] for t in history["data"]] == ["PREMIUM_PAYMENT"]
    benefits = next(
        p for p in _ok(api.get("/claim/benefit/list", token=customer))["policies"]
        if p["policy_number"] == policy
    )  # fmt: skip
    booked = {b["benefit"] for b in benefits["insured"][0]["benefits"]}
    assert booked == {"MENINGGAL_DUNIA", "PENYAKIT_KRITIS"}
    notice = notices(settings, "SPAJ_ISSUED", spaj.email)[-1]
    assert "Data Polis" in notice["body"]  # an existing customer signs in as usual


def test_a_new_holder_signs_in_for_the_first_time_to_the_issued_policy(
    api: Api, applicants: Applicants, signin: SignIn, settings: Settings, sender: MemorySender
) -> None:
    spaj = build("WAITING_PAYMENT")
    token = applicants.session(spaj)
    payment = _pay_first_premium(api, token, spaj)
    assert charge_of(api, payment["payment_id"])["amount"] == payment["amount"]
    pay(api, payment["payment_id"])
    policy = _ok(applicants.detail(token, spaj.number))["issued_policy_number"]
    notice = notices(settings, "SPAJ_ISSUED", spaj.email)[-1]
    assert f"polis Anda nomor {policy} terbit" in notice["body"]
    assert "nama pengguna Anda: pemohon." in notice["body"]
    # The first-time journey: NIK and birth date, a code to the phone on file, a password.
    step = signin.check_nik(spaj.nik)["token"]
    checked = api.post("/login/idCard", {"nik": spaj.nik, "birthDate": str(spaj.birth_date)},
                       token=step)  # fmt: skip
    assert (_ok(checked)["next"], _ok(checked)["account_status"]) == ("OTP", "NEW")
    step = _ok(checked)["token"]
    code = signin.send_otp(step)
    assert sender.messages[-1].to == spaj.phone
    created = _ok(api.post("/otp/validate", {"otp": code}, token=step))
    assert created["next"] == "CREATE_PASSWORD"
    step = created["token"]
    password = {"password": "Kopi-Susu-Gula-Aren-26", "confirmPassword": "Kopi-Susu-Gula-Aren-26"}
    done = _ok(api.post("/password/create", password, token=step))
    assert done["next"] == "AUTHENTICATED"
    listed = _ok(api.get("/policy/list", token=done["token"]))["data"]
    assert [p["policy_number"] for p in listed] == [policy]


def test_the_first_premium_is_paid_only_after_approval_and_before_its_deadline(
    api: Api, applicants: Applicants, frozen: Clock
) -> None:
    deciding, waiting = build("DECISION"), build("WAITING_PAYMENT")
    body = {"policy_number": "TL26000001", "bill_ids": ["TG-TL26000001-202612"],
            "method": "VA_BCA"}  # fmt: skip
    early = api.post("/payment/create", body, token=applicants.session(deciding),
                     headers={"Idempotency-Key": key()})  # fmt: skip
    assert "berstatus Keputusan" in problem(early, 409)["message"]
    frozen.advance(days=31)  # approved an hour before the build: the 30 days are over
    token = applicants.session(waiting)
    info = _ok(api.get("/spaj/payment/info", token=token, params={"spaj_number": waiting.number}))
    assert info["issued"] is False and info["bill"]["overdue"] is True
    body = {"policy_number": info["policy_number"], "bill_ids": [info["bill"]["bill_id"]],
            "method": "VA_BCA"}  # fmt: skip
    late = api.post("/payment/create", body, token=token, headers={"Idempotency-Key": key()})
    assert "Batas pembayaran premi pertama" in problem(late, 409)["message"]
    assert _ok(applicants.detail(token, waiting.number))["status"] == "EXPIRED"
