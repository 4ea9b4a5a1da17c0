"""How many one-time codes one person can be sent (issue "Hold under abuse", finding 1: SMS
pumping), through HTTP: every flow of the issue cut at 5 codes an hour to one destination
(429 with Retry-After and an Indonesian message), 10 a day; per subject; per client address
before sign-in with a growing wait, never a lock; a blind issue refused byte for byte like a
real one; an SMS only to an Indonesian mobile number.

The per-destination and per-subject limits are the production defaults; the per-address
ceiling is lowered to ADDRESS_CEILING so that reaching it takes a few requests (the other
tests of this module stay below it: each test runs on its own day)."""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server import clock, verification
from server.customer.models import PolicyHolder
from server.db import transaction
from server.settings import Settings, SettingsError, from_env
from server.spaj.models import SpajApplication
from server.tests.conftest import Account, Api, Clock, MemorySender, SignIn
from server.tests.pengkinian_support import Holder, current, customer, regions, request_from
from server.tests.security_support import WINDOWS, confirm, signed_in_from
from server.tests.spaj_support import Applicants, applicants, build
from server.tests.support import answer, problem
from server.verification import Destination, NotMobile, Target
from server.verification.models import Send

pytestmark = pytest.mark.postgres  # a database test: SQLite and PostgreSQL

__all__ = ["applicants", "customer", "regions"]
ADDRESS_CEILING = 20
PARALLEL = 12
TOO_MANY = re.compile(
    r"Terlalu banyak kode OTP dikirim ke tujuan ini\. Silakan coba lagi setelah "
    r"(tanggal \d\d/\d\d/\d{4} )?pukul \d\d\.\d\d WIB\."
)
LANDLINE = "+62215551234"  # Jakarta, a fixed line
_serial = iter(range(1, 100_000))


@pytest.fixture(scope="module")
def settings(settings: Settings) -> Settings:
    return settings.but(
        otp_address_max_sends=ADDRESS_CEILING,
        gateway_sweep_seconds=0,
        # The defaults (conftest puts them out of reach for every other module).
        otp_destination_max_per_hour=5,
        otp_destination_max_per_day=10,
        otp_subject_max_per_hour=10,
        otp_subject_max_per_day=20,
    )


def _refused(response: Any, retry_after: int) -> dict[str, Any]:
    body = problem(response, 429)
    assert TOO_MANY.fullmatch(body["message"]), body["message"]
    assert response.headers["retry-after"] == str(retry_after)
    return body


def _statuses(responses: list[Any]) -> list[int]:
    return [r.status_code for r in responses]


def _sent(sender: MemorySender, to: str) -> int:
    return sum(1 for m in sender.messages if m.to == to)


def _forgot(api: Api, user_name: str, email: str) -> Any:
    """A new forgotten-password flow (checkUser), then its code to ``email``."""
    step = api.post("/login/checkUser", {"userName": user_name})
    assert step.status_code == 200, step.text
    body = {"caseOtp": "FORGOT_PASSWORD", "email": email}
    return api.post("/password/otp/generate", body, token=step.json()["token"])


@pytest.mark.parametrize("typed", ["unknown user", "an address not the account's"])
def test_forgotten_password_codes_stop_at_five_an_hour_known_or_not(
    api: Api,
    sender: MemorySender,
    make_account: Callable[..., Account],
    frozen: Clock,
    caplog: pytest.LogCaptureFixture,
    typed: str,
) -> None:
    account = make_account()
    caplog.set_level(logging.WARNING, "server.verification.limits")
    real = [_forgot(api, account.user_name, account.email) for _ in range(6)]
    assert _statuses(real) == [200] * 5 + [429]
    assert _sent(sender, account.email) == 5
    _refused(real[-1], 3600)
    # Nothing tells a real destination from a typed one: the same refusal, byte for byte.
    n = next(_serial)
    if typed == "unknown user":
        blind = [_forgot(api, f"tidak.ada.{n}", f"tebakan{n}@contoh.co.id") for _ in range(6)]
    else:
        other = make_account()
        blind = [_forgot(api, other.user_name, f"bukan.milik{n}@contoh.co.id") for _ in range(6)]
    assert _statuses(blind) == [200] * 5 + [429]
    assert answer(blind[-1]) == answer(real[-1])
    logged = [r.getMessage() for r in caplog.records if "not sent" in r.getMessage()]
    subject = f"user:{account.user_id}"
    assert f"OTP FORGOT_PASSWORD not sent: limit=destination-hour subject={subject}" in logged[0]
    assert not any("@" in line for line in logged)  # never the address
    frozen.advance(hours=1)  # the hour has passed: codes go again
    assert _forgot(api, account.user_name, account.email).status_code == 200
    assert _sent(sender, account.email) == 6


def test_a_strangers_codes_never_use_up_the_customers_own(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    """Signed-out codes and the others count apart: a stranger who spent the account's and
    its e-mail's hour on forgotten-password codes cannot keep the customer from signing in."""
    account = make_account()
    n = next(_serial)
    spent = [_forgot(api, account.user_name, account.email) for _ in range(5)]
    spent += [_forgot(api, account.user_name, f"tebakan{n}.{i}@contoh.co.id") for i in range(5)]
    assert _statuses(spent) == [200] * 10
    assert _forgot(api, account.user_name, f"tebakan{n}@contoh.co.id").status_code == 429
    token = signin.to_otp(account)
    for channel in ("SMS", "EMAIL"):
        assert api.post("/otp/generate", {"channel": channel}, token=token).status_code == 200
        token = signin.to_otp(account)  # a new flow: no resend wait
    assert _sent(sender, account.phone) == 1


def test_ten_codes_a_day_to_one_destination(
    api: Api, sender: MemorySender, make_account: Callable[..., Account], frozen: Clock
) -> None:
    account = make_account()
    for _ in range(2):
        sent = [_forgot(api, account.user_name, account.email) for _ in range(5)]
        assert _statuses(sent) == [200] * 5
        frozen.advance(hours=1)
    # 10 in the last 24 hours: the next may go once the first is a day old (22 hours on).
    refusal = _refused(_forgot(api, account.user_name, account.email), 22 * 3600)
    assert "tanggal" in refusal["message"]
    assert _sent(sender, account.email) == 10
    frozen.advance(hours=22)
    assert _forgot(api, account.user_name, account.email).status_code == 200


def test_spaj_entry_codes_stop_at_five_an_hour_whatever_the_birth_date(
    applicants: Applicants, sender: MemorySender
) -> None:
    spaj = build()
    wrong = spaj.birth_date - timedelta(days=1)
    # Wrong and right birth dates of one number count alike: the answer never tells which.
    tries = [applicants.enter(spaj.number, wrong) for _ in range(3)]
    tries += [applicants.enter(spaj.number, spaj.birth_date) for _ in range(2)]
    assert _statuses(tries) == [200] * 5
    assert _sent(sender, spaj.phone) == 2
    right = applicants.enter(spaj.number, spaj.birth_date)
    guessed = applicants.enter(spaj.number, wrong)
    _refused(right, 3600)
    assert answer(guessed) == answer(right)
    assert _sent(sender, spaj.phone) == 2
    nobody = f"9{next(_serial):011d}"  # a number no application has
    tries = [applicants.enter(nobody, spaj.birth_date) for _ in range(6)]
    assert _statuses(tries) == [200] * 5 + [429]
    assert answer(tries[-1]) == answer(right)


def test_a_signed_in_customer_cannot_aim_codes_at_any_number(
    api: Api, sender: MemorySender, customer: Callable[..., Holder], regions: None
) -> None:
    holder = customer()  # signed in: one code by SMS to their own phone
    form = request_from(current(api, holder))

    def code_to(number: str) -> Any:
        made = api.post("/pengkinian/draft", {**form, "data_hp": number}, token=holder.token)
        assert made.status_code == 201, made.text
        body = {"caseOtp": "PENGKINIAN_HP", "draft_id": made.json()["draft_id"]}
        return api.post("/pengkinian/otp/generate", body, token=holder.token)

    stranger = f"+62857{next(_serial):08d}"
    assert _statuses([code_to(stranger) for _ in range(6)]) == [200] * 5 + [429]
    assert _sent(sender, stranger) == 5
    # Another number each time: the account's limit (10 an hour, its sign-in code included).
    others = [code_to(f"+62858{next(_serial):08d}") for _ in range(5)]
    assert _statuses(others) == [200] * 4 + [429]
    _refused(others[-1], 3600)


def test_recovery_email_codes_to_a_stranger_stop_at_five(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    me = signed_in_from(api, signin, account, WINDOWS)
    stranger = f"orang.asing{next(_serial)}@contoh.co.id"
    answers = []
    for _ in range(6):
        assert confirm(api, me, str(account.password), "change-recovery-email").status_code == 200
        body = {"caseOtp": "RECOVERY_EMAIL", "recovery_email_new": stranger}
        answers.append(api.post("/password/otp/generate", body, token=me.token))
    assert _statuses(answers) == [200] * 5 + [429]
    _refused(answers[-1], 3600)
    assert _sent(sender, stranger) == 5


def test_one_client_address_waits_longer_and_longer_but_is_never_locked(
    api: Api, frozen: Clock
) -> None:
    """Signed out, every code counts for the client address (blind ones too): past the
    ceiling each next one waits 1 s after the last, then 2, 4, ... never a lock."""
    n = next(_serial)

    def one() -> Any:
        i = next(_serial)
        return _forgot(api, f"tidak.ada.{n}.{i}", f"tebakan{i}@contoh.co.id")

    assert _statuses([one() for _ in range(ADDRESS_CEILING)]) == [200] * ADDRESS_CEILING
    for wait in (1, 2, 4):
        body = problem(waiting := one(), 429)
        assert body["message"] == (
            "Terlalu banyak permintaan kode OTP dari jaringan Anda. "
            f"Silakan coba lagi dalam {wait} detik."
        )
        assert waiting.headers["retry-after"] == str(wait)
        frozen.advance(seconds=wait)
        assert one().status_code == 200
    frozen.advance(hours=1)  # the window has passed
    assert _statuses([one() for _ in range(3)]) == [200] * 3


def test_parallel_requests_cannot_slip_past_the_limit(
    applicants: Applicants, sender: MemorySender
) -> None:
    spaj = build()
    with ThreadPoolExecutor(PARALLEL) as pool:
        statuses = list(
            pool.map(lambda _: applicants.enter(spaj.number, spaj.birth_date).status_code,
                     range(PARALLEL))
        )  # fmt: skip
    assert sorted(statuses) == [200] * 5 + [429] * (PARALLEL - 5)
    assert _sent(sender, spaj.phone) == 5


# ---------------------------------------------------------------- SMS only to +62 8...
def test_a_sign_in_code_by_sms_goes_only_to_an_indonesian_mobile(
    api: Api, signin: SignIn, sender: MemorySender, make_account: Callable[..., Account]
) -> None:
    account = make_account()
    with transaction() as session:
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == account.nik))
        assert holder is not None
        holder.phone = LANDLINE
    token = signin.to_otp(account)
    refusal = problem(api.post("/otp/generate", {"channel": "SMS"}, token=token), 404)
    assert refusal["message"].startswith("Kode OTP lewat SMS hanya dapat dikirim ke nomor ponsel")
    assert _sent(sender, LANDLINE) == 0
    assert api.post("/otp/generate", {"channel": "EMAIL"}, token=token).status_code == 200


def test_a_spaj_whose_phone_is_no_mobile_gets_no_sms_and_tells_nothing(
    applicants: Applicants, sender: MemorySender
) -> None:
    spaj = build()
    with transaction() as session:
        app = session.scalar(
            select(SpajApplication).where(SpajApplication.spaj_number == spaj.number)
        )
        assert app is not None
        app.applicant_phone = LANDLINE
    entered = applicants.enter(spaj.number, spaj.birth_date)
    assert entered.status_code == 200, entered.text
    assert _sent(sender, LANDLINE) == 0


def test_the_module_refuses_sms_to_other_numbers_and_counts_blind_ones(
    settings: Settings, sender: MemorySender, app: Any
) -> None:
    n = next(_serial)
    target = Target(f"spaj:uji-{n}", "SPAJ_APPROVAL", "offer-1")
    abroad = Destination("SMS", "+14155550123", "+1 415-***-0123")
    with pytest.raises(NotMobile), transaction() as session:
        verification.issue(
            session=session, settings=settings, sender=sender, target=target,
            destination=abroad, now=clock.now(),
        )  # fmt: skip
    assert _sent(sender, abroad.address) == 0
    with transaction() as session:
        verification.issue_blind(
            session=session, settings=settings, target=target, destination=abroad,
            now=clock.now(),
        )  # fmt: skip
    with transaction() as session:
        rows = session.scalars(select(Send).where(Send.subject == target.subject)).all()
        assert [(r.channel, r.blind) for r in rows] == [("SMS", True)]


def test_a_new_mobile_number_in_the_form_must_be_indonesian(
    api: Api, customer: Callable[..., Holder], regions: None
) -> None:
    """Refused by the contract's MobileNumber before any draft or code exists."""
    holder = customer()
    form = request_from(current(api, holder))
    for number in (LANDLINE, "+6591234567"):
        refusal = api.post("/pengkinian/draft", {**form, "data_hp": number}, token=holder.token)
        assert refusal.status_code in (400, 422), refusal.text
        assert "data_hp" in refusal.text


def test_the_limits_are_settings_with_safe_defaults() -> None:
    defaults = from_env({})
    assert (defaults.otp_destination_max_per_hour, defaults.otp_destination_max_per_day) == (5, 10)
    assert from_env({"OTP_SUBJECT_MAX_PER_HOUR": "3"}).otp_subject_max_per_hour == 3
    with pytest.raises(SettingsError, match="OTP_DESTINATION_MAX_PER_HOUR"):
        from_env({"OTP_DESTINATION_MAX_PER_HOUR": "11"})  # above the day's 10
