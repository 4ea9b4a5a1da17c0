"""Sign-in OTP: 6 digits, single use, valid 5 minutes, resend only after the wait and never
resetting the failure count, locked after the limit (also across new flows)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from sqlalchemy import select

from server.db import transaction
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.support import problem
from server.verification.models import Challenge


def _wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


def test_code_goes_to_the_holders_phone_and_is_stored_hashed(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    response = api.post("/otp/generate", {"channel": "SMS"}, token=token)
    assert response.status_code == 200
    info = response.json()
    message = sender.messages[-1]
    assert message.to == account.phone and message.channel == "SMS"
    assert message.purpose == "LOGIN"
    assert len(message.code) == 6 and message.code.isdigit()
    assert info["destination"] == f"+62 812-****-{account.phone[-4:]}"
    assert info["attempt"] == 0 and info["limit"] == 5 and info["lockedUntil"] is None
    expires = datetime.fromisoformat(info["expiresAt"])
    server_time = datetime.fromisoformat(info["serverTime"])
    assert (expires - server_time).total_seconds() == 300
    with transaction() as session:
        stored = session.scalars(select(Challenge.code_hash)).all()
    assert stored and message.code not in "".join(stored)


def test_email_channel_uses_the_holders_email(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    body = api.post("/otp/generate", {"channel": "EMAIL"}, token=token).json()
    assert sender.messages[-1].to == account.email
    assert body["channel"] == "EMAIL" and "***" in body["destination"]


def test_wrong_code_counts_down(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    body = problem(api.post("/otp/validate", {"otp": _wrong(code)}, token=token), 401)
    assert body["message"] == "Kode OTP salah. Sisa percobaan 4 kali."
    assert body["attemptsRemaining"] == 4
    assert api.get("/otp/info", token=token).json()["attempt"] == 1


def test_expired_code_is_refused(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    frozen.advance(seconds=300)
    body = problem(api.post("/otp/validate", {"otp": code}, token=token), 401)
    assert body["message"] == "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode."


def test_resend_waits_and_replaces_the_old_code(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    old = signin.send_otp(token)
    frozen.advance(seconds=20)
    body = problem(api.post("/otp/generate", {}, token=token), 429)
    assert body["message"] == "Kode OTP baru dapat dikirim ulang dalam 40 detik."
    assert (datetime.fromisoformat(body["lockedUntil"]) - frozen.now).total_seconds() == 40
    frozen.advance(seconds=40)
    new = signin.send_otp(token)
    if new != old:
        problem(api.post("/otp/validate", {"otp": old}, token=token), 401)
    assert api.post("/otp/validate", {"otp": new}, token=token).status_code == 200


def test_resend_does_not_reset_failures_and_the_limit_locks(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    for _ in range(3):
        problem(api.post("/otp/validate", {"otp": _wrong(code)}, token=token), 401)
    frozen.advance(seconds=60)
    code = signin.send_otp(token)
    info = api.get("/otp/info", token=token).json()
    assert info["attempt"] == 3
    body = problem(api.post("/otp/validate", {"otp": _wrong(code)}, token=token), 401)
    assert body["attemptsRemaining"] == 1
    body = problem(api.post("/otp/validate", {"otp": _wrong(code)}, token=token), 429)
    assert body["message"] == (
        "Terlalu banyak percobaan kode OTP. Langkah verifikasi OTP dikunci sementara. "
        "Silakan coba lagi setelah pukul 10.31 WIB."
    )
    assert body["attemptsRemaining"] == 0
    # The right code does not help while locked, nor does a new sign-in flow.
    problem(api.post("/otp/validate", {"otp": code}, token=token), 429)
    fresh = signin.to_otp(account)
    problem(api.post("/otp/generate", {}, token=fresh), 429)
    assert api.get("/otp/info", token=token).json()["lockedUntil"] is not None


def test_lock_expires_with_fresh_attempts(
    api: Api, signin: SignIn, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    for _ in range(5):
        api.post("/otp/validate", {"otp": _wrong(code)}, token=token)
    frozen.advance(seconds=1801)
    token = signin.to_otp(account)
    code = signin.send_otp(token)
    assert api.get("/otp/info", token=token).json()["attempt"] == 0
    assert api.post("/otp/validate", {"otp": code}, token=token).status_code == 200


def test_info_before_any_code_is_404(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = signin.to_otp(make_account())
    body = problem(api.get("/otp/info", token=token), 404)
    assert body["message"] == "Kode OTP belum dikirim. Silakan kirim kode terlebih dahulu."
    problem(api.post("/otp/validate", {"otp": "123456"}, token=token), 404)


def test_code_of_another_flow_does_not_work(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    first, second = make_account(), make_account()
    token_a = signin.to_otp(first)
    token_b = signin.to_otp(second)
    code_a = signin.send_otp(token_a)
    code_b = signin.send_otp(token_b)
    if code_a != code_b:
        problem(api.post("/otp/validate", {"otp": code_a}, token=token_b), 401)
    assert api.post("/otp/validate", {"otp": code_b}, token=token_b).status_code == 200


def test_malformed_code_is_a_validation_error(
    api: Api, signin: SignIn, make_account: Callable[..., Account]
) -> None:
    token = signin.to_otp(make_account())
    body = problem(api.post("/otp/validate", {"otp": "12a456"}, token=token), 400)
    assert body["errors"] == [{"field": "otp", "message": "Format tidak valid."}]


def test_generate_without_a_body_defaults_to_sms(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    token = signin.to_otp(account)
    response = api.post("/otp/generate", token=token)  # the request body is optional
    assert response.status_code == 200, response.text
    assert response.json()["channel"] == "SMS" and sender.messages[-1].to == account.phone
