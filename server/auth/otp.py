"""One-time codes: 6 digits from ``secrets``, stored as an HMAC, single use, valid for
OTP_TTL_SECONDS, bound to one sign-in flow, one account and one purpose.

Wrong codes are counted per account and purpose (:class:`OtpCounter`): neither a resend nor
a new sign-in flow gives fresh attempts. At OTP_MAX_ATTEMPTS the OTP step is locked for
OTP_LOCK_SECONDS. A new code replaces the previous one and may be asked for only after
OTP_RESEND_SECONDS.
"""

from __future__ import annotations

import logging
import math
import secrets
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.dialects import postgresql, sqlite
from sqlalchemy.orm import Session

from server.auth import lockout, messages, tokens
from server.auth.models import OtpChallenge, OtpCounter, OtpPurpose, SignInFlow, User
from server.clock import as_utc
from server.errors import NotFound, Unauthenticated
from server.notify import OtpMessage, OtpSender
from server.policy.masking import mask_email, mask_phone
from server.policy.models import PolicyHolder
from server.settings import Settings

log = logging.getLogger("server.auth.otp")
CODE_DIGITS = 6


def _iso(value: datetime) -> str:
    return as_utc(value).isoformat().replace("+00:00", "Z")


def _locked_counter(session: Session, user: User, purpose: OtpPurpose) -> OtpCounter:
    """The account's counter row, created when missing, and locked for this transaction
    (SELECT ... FOR UPDATE on PostgreSQL; SQLite transactions are serial): parallel guesses
    are counted one after the other, never lost, so they cannot buy extra attempts."""
    dialect = postgresql if session.get_bind().dialect.name == "postgresql" else sqlite
    session.execute(
        dialect.insert(OtpCounter)
        .values(user_id=user.id, purpose=purpose, failures=0)
        .on_conflict_do_nothing()
    )
    counter = session.get(
        OtpCounter, (user.id, purpose), with_for_update=True, populate_existing=True
    )
    assert counter is not None
    return counter


def _counter(
    session: Session,
    user: User,
    purpose: OtpPurpose,
    settings: Settings,
    now: datetime,
    *,
    for_update: bool = False,
) -> OtpCounter:
    """The account's counter, starting over once a lock or a quiet period has passed. Read
    only, a missing counter is a fresh one; ``for_update`` stores and locks it."""
    if for_update:
        counter: OtpCounter | None = _locked_counter(session, user, purpose)
    else:
        counter = session.get(OtpCounter, (user.id, purpose))
    if counter is None:
        return OtpCounter(user_id=user.id, purpose=purpose, failures=0)
    quiet = timedelta(seconds=settings.otp_lock_seconds)
    lock_over = counter.locked_until is not None and now >= as_utc(counter.locked_until)
    stale = (
        counter.locked_until is None
        and counter.last_failure_at is not None
        and now - as_utc(counter.last_failure_at) >= quiet
    )
    if lock_over or stale:
        counter.failures = 0
        counter.locked_until = None
    return counter


def _guard_lock(counter: OtpCounter, now: datetime) -> None:
    if counter.locked_until is not None and now < as_utc(counter.locked_until):
        until = as_utc(counter.locked_until)
        raise lockout.locked_error(messages.otp_locked(until), until, attemptsRemaining=0)


def _challenge(
    session: Session, flow: SignInFlow, purpose: OtpPurpose, *, for_update: bool = False
) -> OtpChallenge | None:
    query = select(OtpChallenge).where(
        OtpChallenge.flow_id == flow.id, OtpChallenge.purpose == purpose
    )
    if for_update:  # two requests with the right code: only the first may use it
        query = query.with_for_update()
    return session.scalars(query).first()


def _destination(
    session: Session, user: User, purpose: OtpPurpose, channel: str
) -> tuple[str, str] | None:
    """(address, masked) for the channel, or None when the account has no such contact."""
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    if purpose is OtpPurpose.FORGOT_PASSWORD or channel == "EMAIL":
        candidates = [user.email, holder.email if holder else None]
        if purpose is OtpPurpose.FORGOT_PASSWORD:
            candidates.insert(0, user.recovery_email)
        email = next((c for c in candidates if c), None)
        return (email, mask_email(email)) if email else None
    phone = user.phone or (holder.phone if holder else None)
    return (phone, mask_phone(phone)) if phone else None


def recovery_email(*, session: Session, user: User) -> dict[str, str]:
    found = _destination(session, user, OtpPurpose.FORGOT_PASSWORD, "EMAIL")
    if found is None:
        raise NotFound(messages.NO_RECOVERY_EMAIL, detail="The account has no e-mail address.")
    return {"email": found[1]}


def _digest(settings: Settings, flow: SignInFlow, purpose: OtpPurpose, code: str) -> str:
    return tokens.otp_digest(
        code, secret=settings.token_secret, challenge_key=f"{flow.id}:{purpose.value}"
    )


def _info(
    challenge: OtpChallenge, counter: OtpCounter, settings: Settings, now: datetime
) -> dict[str, Any]:
    locked = counter.locked_until
    return {
        "attempt": min(counter.failures, 100),
        "limit": settings.otp_max_attempts,
        "channel": challenge.channel,
        "destination": challenge.destination,
        "expiresAt": _iso(challenge.expires_at),
        "resendAvailableAt": _iso(
            as_utc(challenge.sent_at) + timedelta(seconds=settings.otp_resend_seconds)
        ),
        "lockedUntil": _iso(locked) if locked and now < as_utc(locked) else None,
        "serverTime": _iso(now),
    }


def generate(
    *,
    session: Session,
    settings: Settings,
    sender: OtpSender,
    flow: SignInFlow,
    user: User,
    purpose: OtpPurpose,
    channel: str,
    now: datetime,
) -> dict[str, Any]:
    counter = _counter(session, user, purpose, settings, now)
    _guard_lock(counter, now)
    challenge = _challenge(session, flow, purpose)
    if challenge is not None:
        resend_at = as_utc(challenge.sent_at) + timedelta(seconds=settings.otp_resend_seconds)
        if now < resend_at:
            wait = math.ceil((resend_at - now).total_seconds())
            raise lockout.locked_error(messages.resend_wait(wait), resend_at)
    destination = _destination(session, user, purpose, channel)
    if destination is None:
        raise NotFound(messages.NO_CONTACT, detail=f"No {channel} contact for this account.")
    address, masked = destination
    code = f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"
    digest = _digest(settings, flow, purpose, code)
    expires_at = now + timedelta(seconds=settings.otp_ttl_seconds)
    if challenge is None:
        challenge = OtpChallenge(flow_id=flow.id, user_id=user.id, purpose=purpose)
        session.add(challenge)
    challenge.code_hash = digest
    challenge.channel = channel
    challenge.destination = masked
    challenge.sent_at = now
    challenge.expires_at = expires_at
    challenge.used_at = None
    sender.send(
        OtpMessage(
            to=address,
            channel=channel,
            purpose=purpose.value,
            code=code,
            ttl_seconds=settings.otp_ttl_seconds,
            created_at=now,
        )
    )
    log.info("OTP %s issued user_id=%s channel=%s", purpose.value, user.id, channel)
    return _info(challenge, counter, settings, now)


def info(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    purpose: OtpPurpose,
    now: datetime,
) -> dict[str, Any]:
    challenge = _challenge(session, flow, purpose)
    if challenge is None:
        raise NotFound(messages.OTP_NOT_SENT, detail="No code was sent in this sign-in flow.")
    counter = _counter(session, user, purpose, settings, now)
    return _info(challenge, counter, settings, now)


def validate(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    purpose: OtpPurpose,
    code: str,
    client_address: str,
    now: datetime,
) -> None:
    """Accept the code (it is used up) or raise: 404 none sent, 401 wrong/expired/used,
    429 locked (this failure may be the one that locks)."""
    lockout.guard_address(
        session=session, settings=settings, client_address=client_address, now=now
    )
    counter = _counter(session, user, purpose, settings, now, for_update=True)
    _guard_lock(counter, now)
    challenge = _challenge(session, flow, purpose, for_update=True)
    if challenge is None:
        raise NotFound(messages.OTP_NOT_SENT, detail="No code was sent in this sign-in flow.")
    if challenge.used_at is not None:
        raise Unauthenticated(messages.OTP_USED, detail="The code was already used.")
    if now >= as_utc(challenge.expires_at):
        raise Unauthenticated(
            messages.OTP_EXPIRED, type="urn:tmanku:problem:otp-expired", detail="The code expired."
        )
    expected = _digest(settings, flow, purpose, code)
    if not tokens.same(expected, challenge.code_hash):
        lockout.record(
            session=session,
            kind="OTP",
            user_id=user.id,
            client_address=client_address,
            success=False,
            now=now,
        )
        session.add(counter)
        counter.failures += 1
        counter.last_failure_at = now
        left = max(settings.otp_max_attempts - counter.failures, 0)
        if left == 0:
            until = now + timedelta(seconds=settings.otp_lock_seconds)
            counter.locked_until = until
            log.warning("OTP step locked user_id=%s until=%s", user.id, until)
            raise lockout.locked_error(messages.otp_locked(until), until, attemptsRemaining=0)
        raise Unauthenticated(
            messages.wrong_otp(left),
            type="urn:tmanku:problem:invalid-otp",
            detail="Wrong code.",
            attemptsRemaining=left,
        )
    challenge.used_at = now
    counter.failures = 0
    counter.last_failure_at = None
    counter.locked_until = None
    lockout.record(
        session=session,
        kind="OTP",
        user_id=user.id,
        client_address=client_address,
        success=True,
        now=now,
    )
