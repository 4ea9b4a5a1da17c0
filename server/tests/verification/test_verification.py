"""The verification module on its own, as every area will use it: codes bound to subject,
purpose, context and destination; counted per subject and purpose; single use; locked at the
limit (the sign-in's use of it is tested through HTTP in test_auth_otp.py)."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import Any

import pytest
from sqlalchemy import select

from server import clock, verification
from server.db import transaction
from server.errors import Locked, NotFound, Unauthenticated
from server.settings import Settings
from server.tests.conftest import Clock, MemorySender
from server.verification import CodeLocked, CodeRefused, Destination, Target
from server.verification.models import Challenge

PHONE = Destination("SMS", "+6281298765432", "+62 812-****-5432")
NEW_PHONE = Destination("SMS", "+6285711112222", "+62 857-****-2222")
_serial = iter(range(1, 10_000))


@pytest.fixture
def subject(app: Any) -> str:
    return f"spaj:SP-2026-{next(_serial):06d}"  # a subject that is no portal account


def _issue(settings: Settings, sender: MemorySender, target: Target, to: Destination) -> str:
    with transaction() as session:
        verification.issue(
            session=session, settings=settings, sender=sender, target=target,
            destination=to, now=_now(),
        )  # fmt: skip
    return sender.last_code(to.address)


def _verify(settings: Settings, target: Target, code: str, address: str | None = None) -> None:
    with transaction(refusal_commits=True) as session:
        verification.verify(
            session=session, settings=settings, target=target, code=code, now=_now(),
            address=address,
        )  # fmt: skip


def _now() -> datetime:
    return clock.now()


def _wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


def test_a_code_proves_only_its_subject_purpose_and_context(
    settings: Settings, sender: MemorySender, subject: str
) -> None:
    target = Target(subject, "SPAJ_APPROVAL", "approval-1")
    code = _issue(settings, sender, target, PHONE)
    assert sender.messages[-1].purpose == "SPAJ_APPROVAL"
    for other in (
        Target(subject, "SPAJ_APPROVAL", "approval-2"),  # another context: none was sent
        Target(subject, "PENGKINIAN", "approval-1"),  # another purpose: none was sent
        Target(subject + "0", "SPAJ_APPROVAL", "approval-1"),  # another subject
    ):
        with pytest.raises(NotFound):
            _verify(settings, other, code)
    _verify(settings, target, code)
    with pytest.raises(Unauthenticated) as used:
        _verify(settings, target, code)  # single use
    assert used.value.message == "Kode OTP sudah digunakan. Silakan kirim ulang kode."


def test_a_changed_number_is_proved_only_by_a_code_sent_to_it(
    settings: Settings, sender: MemorySender, subject: str, frozen: Clock
) -> None:
    target = Target(subject, "PENGKINIAN", "hp-change")
    code = _issue(settings, sender, target, PHONE)  # sent to the old number
    with pytest.raises(CodeRefused):
        _verify(settings, target, code, address=NEW_PHONE.address)
    frozen.advance(seconds=settings.otp_resend_seconds)
    code = _issue(settings, sender, target, NEW_PHONE)
    _verify(settings, target, code, address=NEW_PHONE.address)


def test_wrong_codes_count_per_subject_across_contexts_and_lock(
    settings: Settings, sender: MemorySender, subject: str, frozen: Clock
) -> None:
    first = Target(subject, "CLAIM", "claim-1")
    second = Target(subject, "CLAIM", "claim-2")
    code = _issue(settings, sender, first, PHONE)
    for left in (4, 3):
        with pytest.raises(CodeRefused) as refused:
            _verify(settings, first, _wrong(code))
        assert refused.value.extensions["attemptsRemaining"] == left
    other = _issue(settings, sender, second, PHONE)  # a new context gives no fresh attempts
    with transaction() as session:
        record = verification.info(session=session, settings=settings, target=second, now=_now())
    assert (record["attempt"], record["limit"]) == (2, 5)
    for _ in range(2):
        with pytest.raises(CodeRefused):
            _verify(settings, second, _wrong(other))
    with pytest.raises(CodeLocked) as locked:
        _verify(settings, second, _wrong(other))
    until = locked.value.extensions["lockedUntil"]
    assert until - frozen.now == timedelta(seconds=settings.otp_lock_seconds)
    with pytest.raises(Locked):  # the right code does not help while locked
        _verify(settings, second, other)
    with pytest.raises(Locked):  # nor does a new code
        _issue(settings, sender, Target(subject, "CLAIM", "claim-3"), PHONE)
    # Another purpose of the same subject has its own counter.
    _issue(settings, sender, Target(subject, "PENGKINIAN", "x"), PHONE)


def test_expired_codes_and_the_resend_wait(
    settings: Settings, sender: MemorySender, subject: str, frozen: Clock
) -> None:
    target = Target(subject, "RECOVERY_EMAIL", "settings-1")
    mail = Destination("EMAIL", "siti.baru@contoh.co.id", "si***u@co***.co.id")
    code = _issue(settings, sender, target, mail)
    with pytest.raises(Locked) as wait:
        _issue(settings, sender, target, mail)
    assert wait.value.message == "Kode OTP baru dapat dikirim ulang dalam 60 detik."
    frozen.advance(seconds=settings.otp_ttl_seconds)
    with pytest.raises(Unauthenticated) as expired:
        _verify(settings, target, code)
    assert expired.value.message == "Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode."
    fresh = _issue(settings, sender, target, mail)
    _verify(settings, target, fresh, address="Siti.Baru@contoh.co.id")  # case does not matter


def test_a_stored_code_hash_is_bound_to_its_own_row(
    settings: Settings, sender: MemorySender, subject: str, frozen: Clock
) -> None:
    """Copying one code's hash over another's (a tampered row) does not move the code."""
    mine = Target(subject, "CLAIM", "claim-a")
    theirs = Target(subject, "CLAIM", "claim-b")
    code = _issue(settings, sender, mine, PHONE)
    _issue(settings, sender, theirs, PHONE)
    with transaction() as session:
        rows = {
            row.context: row
            for row in session.scalars(select(Challenge).where(Challenge.subject == subject))
        }
        rows["claim-b"].code_hash = rows["claim-a"].code_hash
    with pytest.raises(CodeRefused):
        _verify(settings, theirs, code)
