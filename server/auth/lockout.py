"""Failed sign-in attempts: per account (passwords and ID-card checks share one counter of
consecutive failures, locking with a doubling duration) and per client address (too many
failures from one address within a window). Every attempt is recorded, never its secret."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server.auth import messages
from server.auth.models import AuthAttempt, User
from server.clock import WIB, as_utc
from server.errors import Locked, Unauthenticated
from server.settings import Settings

log = logging.getLogger("server.auth.attempts")
MAX_LOCK = timedelta(hours=24)


def locked_error(message: str, until: datetime, **extensions: Any) -> Locked:
    return Locked(
        message,
        detail="Too many failed attempts; locked until the given time.",
        lockedUntil=as_utc(until).astimezone(WIB),
        **extensions,
    )


def record(
    *,
    session: Session,
    kind: str,
    user_id: int | None,
    client_address: str,
    success: bool,
    now: datetime,
) -> None:
    session.add(
        AuthAttempt(
            kind=kind,
            user_id=user_id,
            client_address=client_address,
            success=success,
            created_at=now,
        )
    )
    log.info(
        "auth attempt kind=%s user_id=%s address=%s success=%s",
        kind,
        user_id,
        client_address or "-",
        success,
    )


def guard_address(
    *, session: Session, settings: Settings, client_address: str, now: datetime
) -> None:
    """429 when this address failed too often within the window."""
    since = now - timedelta(seconds=settings.address_window_seconds)
    count, oldest = session.execute(
        select(func.count(AuthAttempt.id), func.min(AuthAttempt.created_at)).where(
            AuthAttempt.client_address == client_address,
            AuthAttempt.success.is_(False),
            AuthAttempt.created_at > since,
        )
    ).one()
    if count >= settings.address_max_failures and oldest is not None:
        until = as_utc(oldest) + timedelta(seconds=settings.address_window_seconds)
        log.warning("address limit reached address=%s failures=%s", client_address, count)
        raise locked_error(messages.locked(until), until)


def guard_account(*, user: User, now: datetime) -> None:
    """429 while the account's password / ID-card step is locked."""
    until = user.password_locked_until
    if until is not None and now < as_utc(until):
        raise locked_error(messages.locked(until), until)


def _lock_duration(settings: Settings, failures: int) -> timedelta:
    doublings = min(failures - settings.password_max_failures, 16)
    seconds = settings.password_lock_seconds * (2**doublings)
    return min(timedelta(seconds=seconds), MAX_LOCK)


def fail(
    *,
    session: Session,
    settings: Settings,
    user: User,
    kind: str,
    message: str,
    client_address: str,
    now: datetime,
) -> Unauthenticated | Locked:
    """Count one failure of the account; the error to raise (401 with attempts left, or 429
    when this failure locks the account)."""
    record(
        session=session,
        kind=kind,
        user_id=user.id,
        client_address=client_address,
        success=False,
        now=now,
    )
    user.failed_password_count += 1
    failures = user.failed_password_count
    left = max(settings.password_max_failures - failures, 0)
    if left == 0:
        until = now + _lock_duration(settings, failures)
        user.password_locked_until = until
        log.warning("account locked user_id=%s failures=%s until=%s", user.id, failures, until)
        return locked_error(messages.locked(until), until, attemptsRemaining=0)
    return Unauthenticated(
        f"{message} {messages.remaining(left)}",
        type="urn:tmanku:problem:invalid-credentials",
        detail=f"{kind} check failed.",
        attemptsRemaining=left,
    )


def succeed(*, session: Session, user: User, kind: str, client_address: str, now: datetime) -> None:
    record(
        session=session,
        kind=kind,
        user_id=user.id,
        client_address=client_address,
        success=True,
        now=now,
    )
    user.failed_password_count = 0
    user.password_locked_until = None
