"""Failed sign-in steps, and the three limits on them. Every attempt that checks a secret or
looks an account up is recorded (``auth_attempts``), never its secret.

- Per account: wrong passwords and ID-card checks share one counter of consecutive
  failures; at PASSWORD_MAX_FAILURES the step locks for PASSWORD_LOCK_SECONDS, doubling with
  each further failure (at most 24 hours). One-time codes have their own limit
  (:mod:`server.verification`). A user name or NIK that names no account has a decoy
  (:class:`~server.access.models.SignInDecoy`) counted and locked exactly the same way, so
  neither the messages nor the locks tell it from an account.
- Per address and account: after ADDRESS_ACCOUNT_MAX_FAILURES failed steps from one address
  on one account within ADDRESS_WINDOW_SECONDS, each further try must wait: 1 second after
  the last failure, doubling with every failure beyond the limit, at most
  ADDRESS_MAX_DELAY_SECONDS.
- Per address: the same increasing wait after ADDRESS_MAX_FAILURES failed steps from one
  address on all accounts. The ceiling is high and never a hard lock: carrier-grade NAT puts
  thousands of customers behind one address, and one mistyping crowd (or one attacker)
  must not lock the others out; it only slows everyone's failures down.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import ColumnElement, func, select

from server.access.models import SignInDecoy, User
from server.access.operation import Call
from server.auth import messages
from server.auth.models import AuthAttempt
from server.clock import as_utc, growing_wait
from server.errors import Locked, Unauthenticated, locked_until
from server.settings import Settings

log = logging.getLogger("server.auth.attempts")
MAX_LOCK = timedelta(hours=24)
# Who a sign-in step is for: an account, or the decoy of a name that names none.
Account = User | SignInDecoy


@dataclass(frozen=True, slots=True)
class Subject:
    """Whom attempts are counted for: an account (``user_id``) or a decoy (``decoy_key``)."""

    user_id: int | None = None
    decoy_key: str | None = None

    @classmethod
    def of(cls, account: Account) -> Subject:
        if isinstance(account, User):
            return cls(user_id=account.id)
        return cls(decoy_key=account.key)

    def __str__(self) -> str:
        return f"user_id={self.user_id}" if self.decoy_key is None else "decoy"


def record(call: Call[Any], *, kind: str, subject: Subject, success: bool) -> None:
    call.session.add(
        AuthAttempt(
            kind=kind,
            user_id=subject.user_id,
            decoy_key=subject.decoy_key,
            client_address=call.address,
            success=success,
            created_at=call.now,
        )
    )
    log.info(
        "auth attempt kind=%s %s address=%s success=%s",
        kind,
        subject,
        call.address or "-",
        success,
    )


def _wait_until(failures: int, limit: int, last: datetime | None, max_delay: int) -> datetime:
    """When the next try is allowed: 1 s after the last failure at the limit, doubling with
    every failure beyond it, at most ``max_delay`` seconds."""
    assert last is not None
    return growing_wait(failures, limit, last, max_delay)


def guard_address(call: Call[Any], *, subject: Subject) -> None:
    """429 while this address must wait before its next try, on this account (or decoy) or
    on any account."""
    settings, now, client_address = call.settings, call.now, call.address
    since = now - timedelta(seconds=settings.address_window_seconds)
    same_account: ColumnElement[bool] = (
        AuthAttempt.user_id == subject.user_id
        if subject.decoy_key is None
        else AuthAttempt.decoy_key == subject.decoy_key
    )
    failures, last, account_failures, account_last = call.session.execute(
        select(
            func.count(AuthAttempt.id),
            func.max(AuthAttempt.created_at),
            func.count(AuthAttempt.id).filter(same_account),
            func.max(AuthAttempt.created_at).filter(same_account),
        ).where(
            AuthAttempt.client_address == client_address,
            AuthAttempt.success.is_(False),
            AuthAttempt.created_at > since,
        )
    ).one()
    waits: list[datetime] = []
    if account_failures >= settings.address_account_max_failures:
        waits.append(
            _wait_until(
                account_failures,
                settings.address_account_max_failures,
                account_last,
                settings.address_max_delay_seconds,
            )
        )
    if failures >= settings.address_max_failures:
        waits.append(
            _wait_until(
                failures, settings.address_max_failures, last, settings.address_max_delay_seconds
            )
        )
    until = max(waits, default=None)
    if until is not None and now < until:
        log.warning(
            "address must wait address=%s %s failures=%s/%s until=%s",
            client_address,
            subject,
            account_failures,
            failures,
            until,
        )
        raise locked_until(messages.wait(until, now), until)


def guard_account(*, account: Account, now: datetime) -> None:
    """429 while the account's (or decoy's) password / ID-card step is locked."""
    until = account.password_locked_until
    if until is not None and now < as_utc(until):
        raise locked_until(messages.locked(until), until)


def _lock_duration(settings: Settings, failures: int) -> timedelta:
    doublings = min(failures - settings.password_max_failures, 16)
    seconds = settings.password_lock_seconds * (2**doublings)
    return min(timedelta(seconds=seconds), MAX_LOCK)


def fail(call: Call[Any], account: Account, *, kind: str, message: str) -> Unauthenticated | Locked:
    """Count one failure of the account (or decoy); the error to raise (401 with attempts
    left, or 429 when this failure locks the account)."""
    settings, now = call.settings, call.now
    subject = Subject.of(account)
    record(call, kind=kind, subject=subject, success=False)
    account.failed_password_count += 1
    failures = account.failed_password_count
    left = max(settings.password_max_failures - failures, 0)
    if left == 0:
        until = now + _lock_duration(settings, failures)
        account.password_locked_until = until
        log.warning("account locked %s failures=%s until=%s", subject, failures, until)
        return locked_until(messages.locked(until), until, attemptsRemaining=0)
    return Unauthenticated(
        f"{message} {messages.remaining(left)}",
        type="urn:tmanku:problem:invalid-credentials",
        detail=f"{kind} check failed.",
        attemptsRemaining=left,
    )


def succeed(call: Call[Any], user: User, *, kind: str) -> None:
    record(call, kind=kind, subject=Subject.of(user), success=True)
    user.failed_password_count = 0
    user.password_locked_until = None
