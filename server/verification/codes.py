"""Issuing, describing and checking one-time codes (the rules are in the package's docstring).

Each function works inside the caller's unit of work. :func:`verify` writes the wrong-code
counter before it refuses: the caller's unit must commit refusals (``refusal_commits``) or
the limit would never bite.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import math
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import metrics
from server.clock import WIB, as_utc, iso_z
from server.contract_types import OtpInfo, OtpInfoChannel, OtpInfoDelivery
from server.contract_values import listed, values_of
from server.db import insert_missing
from server.errors import (
    GatewayUnavailable,
    Locked,
    NotFound,
    RuleViolation,
    Unauthenticated,
    locked_until,
)
from server.notify import DeliveryUnavailable, OtpMessage, OtpSender
from server.settings import Settings
from server.verification import limits, messages, phones
from server.verification.models import Challenge, Counter

log = logging.getLogger("server.verification")
CODE_DIGITS = 6
# The channels and delivery states an answer (OtpInfo) may name.
CHANNELS: tuple[OtpInfoChannel, ...] = values_of(OtpInfoChannel)
DELIVERIES: tuple[OtpInfoDelivery, ...] = values_of(OtpInfoDelivery)


@dataclass(frozen=True, slots=True)
class Target:
    """What a code proves: ``subject`` (counted and locked as one), ``purpose`` (caseOtp) and
    ``context`` (one live code per context: the sign-in flow, the submission, ...)."""

    subject: str
    purpose: str
    context: str


@dataclass(frozen=True, slots=True)
class Destination:
    channel: str  # SMS or EMAIL
    address: str  # where the code goes (+62..., name@example.com)
    masked: str  # how it is shown back


class CodeRefused(Unauthenticated):
    """The code was compared and is wrong (attempts remain)."""


class CodeLocked(Locked):
    """The code was compared and is wrong, and that was the last attempt."""


class NotMobile(RuleViolation):
    """An SMS code for a number that is not an Indonesian mobile number (nothing sent)."""


class CodeNotSent(GatewayUnavailable):
    """The SMS gateway or the mail server did not take the code: nothing is recorded (the
    unit of work rolls back), the customer may try again at once (503)."""

    type = "urn:tmanku:problem:code-not-sent"


def _hmac(settings: Settings, message: str) -> str:
    return hmac.new(settings.token_secret.encode(), message.encode(), hashlib.sha256).hexdigest()


def _code_hash(settings: Settings, target: Target, code: str) -> str:
    return _hmac(settings, f"code:{target.subject}:{target.purpose}:{target.context}:{code}")


def _address_hash(settings: Settings, address: str) -> str:
    return _hmac(settings, f"address:{address.strip().lower()}")


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode(), b.encode())


def _locked_counter(session: Session, target: Target) -> Counter:
    """The subject's counter row, created when missing, and locked for this transaction
    (SELECT ... FOR UPDATE on PostgreSQL; SQLite transactions are serial): parallel guesses
    are counted one after the other, never lost, so they cannot buy extra attempts."""
    insert_missing(session, Counter, subject=target.subject, purpose=target.purpose, failures=0)
    counter = session.get(
        Counter, (target.subject, target.purpose), with_for_update=True, populate_existing=True
    )
    assert counter is not None
    return counter


def _counter(
    session: Session, target: Target, settings: Settings, now: datetime, *, for_update: bool
) -> Counter:
    """The subject's counter, starting over once a lock or a quiet period has passed. Read
    only, a missing counter is a fresh one; ``for_update`` stores and locks it."""
    if for_update:
        counter: Counter | None = _locked_counter(session, target)
    else:
        counter = session.get(Counter, (target.subject, target.purpose))
    if counter is None:
        return Counter(subject=target.subject, purpose=target.purpose, failures=0)
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


def _guard_lock(counter: Counter, now: datetime) -> None:
    if counter.locked_until is not None and now < as_utc(counter.locked_until):
        until = as_utc(counter.locked_until)
        raise locked_until(messages.locked(until), until, attemptsRemaining=0)


def _challenge(session: Session, target: Target, *, for_update: bool = False) -> Challenge | None:
    query = select(Challenge).where(
        Challenge.subject == target.subject,
        Challenge.purpose == target.purpose,
        Challenge.context == target.context,
    )
    if for_update:  # two requests with the right code: only the first may use it
        query = query.with_for_update()
    return session.scalars(query).first()


def _info(challenge: Challenge, counter: Counter, settings: Settings, now: datetime) -> OtpInfo:
    locked = counter.locked_until
    delivery = None if challenge.discreet else challenge.delivery_status
    return {
        "attempt": min(counter.failures, 100),
        "limit": settings.otp_max_attempts,
        "channel": listed(CHANNELS, challenge.channel, what="code channel"),
        "destination": challenge.destination,
        "expiresAt": iso_z(challenge.expires_at),
        "resendAvailableAt": iso_z(_resend_at(challenge, settings)),
        "lockedUntil": iso_z(locked) if locked and now < as_utc(locked) else None,
        "serverTime": iso_z(now),
        "delivery": None if delivery is None else listed(DELIVERIES, delivery, what="delivery"),
    }


def _resend_at(challenge: Challenge, settings: Settings) -> datetime:
    """When a new code may be sent: OTP_RESEND_SECONDS after the last, or as soon as the
    gateway reported the last one undeliverable (unless the flow must not tell)."""
    sent = as_utc(challenge.sent_at)
    if challenge.delivery_status == "FAILED" and not challenge.discreet:
        return sent
    return sent + timedelta(seconds=settings.otp_resend_seconds)


def issue(
    *,
    session: Session,
    settings: Settings,
    sender: OtpSender,
    target: Target,
    destination: Destination,
    now: datetime,
    client_address: str | None = None,
    by_channel: bool = False,
    discreet: bool = False,
) -> OtpInfo:
    """Send a new code to ``destination`` (replacing the context's previous one); the
    attempt/limit record. 429 while locked, before the resend wait is over or past a send
    limit (:mod:`server.verification.limits`); :class:`NotMobile` (422) for an SMS to a
    number that is not an Indonesian mobile number.

    ``client_address``: the caller's address, for a code sent before anything is proved
    (signed out); it is then counted per address too. ``by_channel``: the destination also
    counts every code of the subject by this channel (for a caller whose blind issues cannot
    know the real address). ``discreet``: the flow may issue blind for a typed address
    (:func:`issue_blind`), so its answers must not tell a real send from a blind one: a code
    the gateway did not take is answered as sent (and recorded FAILED for staff and the
    metrics), and its delivery is never shown; otherwise that is :class:`CodeNotSent`."""
    return _issue(
        session, settings, target, destination, now,
        sender=sender, client_address=client_address, by_channel=by_channel,
        discreet=discreet,
    )  # fmt: skip


def issue_blind(
    *,
    session: Session,
    settings: Settings,
    target: Target,
    destination: Destination,
    now: datetime,
    client_address: str | None = None,
    by_channel: bool = False,
) -> OtpInfo:
    """Everything :func:`issue` does (the same answer, locks, resend wait, send limits and
    record) except sending: the code kept matches no code anyone can type, so every code
    entered for it is wrong and counted. For an address the visitor typed that the subject
    does not have, or a subject that does not exist: the caller must not learn which (ASVS
    6.3.8). It counts against the send limits as a real code would, also for a number that
    could not receive an SMS."""
    return _issue(
        session, settings, target, destination, now,
        sender=None, client_address=client_address, by_channel=by_channel, discreet=True,
    )  # fmt: skip


def _issue(
    session: Session,
    settings: Settings,
    target: Target,
    destination: Destination,
    now: datetime,
    *,
    sender: OtpSender | None,
    client_address: str | None,
    by_channel: bool,
    discreet: bool,
) -> OtpInfo:
    counter = _counter(session, target, settings, now, for_update=False)
    _guard_lock(counter, now)
    challenge = _challenge(session, target)
    if challenge is not None:
        resend_at = _resend_at(challenge, settings)
        if now < resend_at:
            wait = math.ceil((resend_at - now).total_seconds())
            raise locked_until(
                messages.resend_wait(wait), resend_at, detail="A new code may be sent later."
            )
    address_hash = _address_hash(settings, destination.address)
    sending = limits.Sending(
        subject=target.subject,
        purpose=target.purpose,
        channel=destination.channel,
        destination_hash=address_hash,
        blind=sender is None,
        client_address=client_address,
        by_channel=by_channel,
    )
    real_sms = sender is not None and destination.channel == "SMS"
    if real_sms and not phones.is_mobile(destination.address):
        limits.refused(sending, "sms-not-mobile")
        raise NotMobile(messages.NOT_MOBILE, detail="SMS goes only to +628 numbers.")
    admitted = limits.admit(session, settings, sending, now)
    code = f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"
    ref = secrets.token_urlsafe(16) if sender is not None and destination.channel == "SMS" else None
    status: str | None = None
    if sender is not None:
        try:
            status = sender.send(
                OtpMessage(
                    to=destination.address,
                    channel=destination.channel,
                    purpose=target.purpose,
                    code=code,
                    ttl_seconds=settings.otp_ttl_seconds,
                    created_at=now,
                    delivery_ref=ref,
                )
            )
        except DeliveryUnavailable as exc:
            limits.failed(sending, str(exc))
            if not discreet:
                # Nothing is recorded, also where the unit commits its refusals: no code, no
                # resend wait, no count against the send limits.
                limits.withdraw(session, admitted)
                raise CodeNotSent(messages.NOT_TAKEN, detail=f"{exc}.") from exc
            status = "FAILED"  # answered as sent: a typed address must look the same
        else:
            metrics.CODES_SENT.labels(channel=destination.channel).inc()
    # A blind code is no code: 32 hex characters, which no 6-digit entry can ever equal.
    kept = code if sender is not None else secrets.token_hex(16)
    if challenge is None:
        challenge = Challenge(
            subject=target.subject, purpose=target.purpose, context=target.context
        )
        session.add(challenge)
    challenge.code_hash = _code_hash(settings, target, kept)
    challenge.address_hash = address_hash
    challenge.channel = destination.channel
    challenge.destination = destination.masked
    challenge.sent_at = now
    challenge.expires_at = now + timedelta(seconds=settings.otp_ttl_seconds)
    challenge.used_at = None
    challenge.discreet = discreet
    challenge.delivery_ref = ref if status is not None else None
    challenge.delivery_status = status
    challenge.delivery_at = now if status is not None else None
    if sender is None:
        log.info("OTP %s issued blind (not sent) subject=%s", target.purpose, target.subject)
        return _info(challenge, counter, settings, now)
    log.info(
        "OTP %s issued subject=%s channel=%s", target.purpose, target.subject, destination.channel
    )
    return _info(challenge, counter, settings, now)


def info(*, session: Session, settings: Settings, target: Target, now: datetime) -> OtpInfo:
    """The attempt/limit record of the context's current code; 404 when none was sent."""
    challenge = _challenge(session, target)
    if challenge is None:
        raise NotFound(messages.NOT_SENT, detail="No code was sent in this context.")
    counter = _counter(session, target, settings, now, for_update=False)
    return _info(challenge, counter, settings, now)


def verify(
    *,
    session: Session,
    settings: Settings,
    target: Target,
    code: str,
    now: datetime,
    address: str | None = None,
) -> None:
    """Accept the code (it is used up) or raise: 404 none sent, 401 used or expired,
    :class:`CodeRefused` (401) wrong, 429 locked - :class:`CodeLocked` when this wrong code
    was the last attempt. ``address``: the code must have been sent there (a changed phone
    number or e-mail address is proved by a code sent to the new one); a code sent elsewhere
    counts as a wrong code."""
    counter = _counter(session, target, settings, now, for_update=True)
    _guard_lock(counter, now)
    challenge = _challenge(session, target, for_update=True)
    if challenge is None:
        raise NotFound(messages.NOT_SENT, detail="No code was sent in this context.")
    if challenge.used_at is not None:
        raise Unauthenticated(messages.USED, detail="The code was already used.")
    if now >= as_utc(challenge.expires_at):
        raise Unauthenticated(
            messages.EXPIRED, type="urn:tmanku:problem:otp-expired", detail="The code expired."
        )
    right = _same(_code_hash(settings, target, code), challenge.code_hash)
    if address is not None:
        right = _same(_address_hash(settings, address), challenge.address_hash) and right
    if not right:
        counter.failures += 1
        counter.last_failure_at = now
        left = max(settings.otp_max_attempts - counter.failures, 0)
        if left == 0:
            until = now + timedelta(seconds=settings.otp_lock_seconds)
            counter.locked_until = until
            log.warning("OTP %s locked subject=%s until=%s", target.purpose, target.subject, until)
            raise CodeLocked(
                messages.locked(until),
                detail="Too many wrong codes; locked until the given time.",
                lockedUntil=as_utc(until).astimezone(WIB),
                attemptsRemaining=0,
            )
        raise CodeRefused(
            messages.wrong(left),
            type="urn:tmanku:problem:invalid-otp",
            detail="Wrong code.",
            attemptsRemaining=left,
        )
    challenge.used_at = now
    counter.failures = 0
    counter.last_failure_at = None
    counter.locked_until = None
