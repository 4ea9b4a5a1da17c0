"""How many one-time codes may be sent, whatever the purpose or flow (every code issued is a
row of ``verification_sends``; a blind issue is recorded and counted exactly like a real
one, so no limit tells whether an account, a SPAJ number or an address is real):

- per destination: OTP_DESTINATION_MAX_PER_HOUR codes to one phone number or e-mail address
  (its HMAC) in any hour, OTP_DESTINATION_MAX_PER_DAY in any 24 hours;
- per subject (the account, the SPAJ number, the draft's owner): OTP_SUBJECT_MAX_PER_HOUR and
  OTP_SUBJECT_MAX_PER_DAY;
- per client address, for codes sent before anything is proved (a forgotten password, the
  SPAJ entry: their callers pass the address): after OTP_ADDRESS_MAX_SENDS codes from one
  address in OTP_ADDRESS_WINDOW_SECONDS, each further code waits 1 second after the last
  one, doubling with every code beyond, at most OTP_ADDRESS_MAX_DELAY_SECONDS. A high
  ceiling and never a lock: carrier-grade NAT puts thousands of customers behind one
  address (the sign-in's rule, :mod:`server.auth.lockout`).

Past a limit the answer is 429 with the time sending resumes (``lockedUntil``,
``Retry-After``). The destination and subject limits count the codes sent signed out and the
others (after a password, in a session) apart: a stranger's requests never use up the codes
a customer needs to sign in, and what a customer did never makes a real account's limit
bite earlier than a decoy's. A SPAJ entry counts, as its destination, also every code of
that number by that channel (``by_channel``): a blind entry cannot know the application's
phone, so the number's own codes are what both count alike.

Rows older than :data:`KEPT` are deleted a few at a time as codes are sent (no scheduler).
"""

from __future__ import annotations

import hashlib
import logging
import math
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import ColumnElement, and_, delete, func, or_, select, text
from sqlalchemy.orm import Session

from server import metrics
from server.clock import as_utc, growing_wait
from server.errors import Locked, locked_until
from server.settings import Settings
from server.verification import messages
from server.verification.models import Send

log = logging.getLogger("server.verification.limits")
HOUR = timedelta(hours=1)
DAY = timedelta(days=1)
KEPT = timedelta(days=2)  # a day beyond the longest window, for a look back at an abuse
PRUNE_BATCH = 500
DETAIL = "Too many one-time codes were sent; sending resumes at the given time."


@dataclass(frozen=True, slots=True)
class Sending:
    """One code about to be issued, as the limits see it."""

    subject: str
    purpose: str
    channel: str
    destination_hash: str  # HMAC of the normalised address, never the address
    blind: bool
    client_address: str | None = None  # signed out: the caller's address; None signed in
    by_channel: bool = False  # the destination counts the subject's codes by this channel

    @property
    def signed_out(self) -> bool:
        return self.client_address is not None


@dataclass(frozen=True, slots=True)
class _Reached:
    limit: str
    until: datetime
    message: str


def refused(sending: Sending, limit: str) -> None:
    """Every code not sent because of a limit passes here: logged at WARNING with its purpose,
    the limit and the subject (never the address or a code), and counted by channel and limit."""
    metrics.CODES_REFUSED.labels(channel=sending.channel, limit=limit).inc()
    log.warning(
        "OTP %s not sent: limit=%s subject=%s channel=%s",
        sending.purpose,
        limit,
        sending.subject,
        sending.channel,
    )


def failed(sending: Sending, cause: str) -> None:
    """Every code the gateway or the mail server did not take passes here: logged at WARNING
    (the cause names the part, never the address or the code), and counted by channel."""
    metrics.CODES_FAILED.labels(channel=sending.channel).inc()
    log.warning(
        "OTP %s not sent: %s subject=%s channel=%s",
        sending.purpose,
        cause,
        sending.subject,
        sending.channel,
    )


def admit(session: Session, settings: Settings, sending: Sending, now: datetime) -> Send:
    """Record the code about to be issued, or raise 429 when a limit is reached (the one that
    lasts longest, when several are)."""
    _serialise(session, sending)
    reached = [
        *_window(
            session,
            "destination",
            _destination(sending),
            sending,
            now,
            settings.otp_destination_max_per_hour,
            settings.otp_destination_max_per_day,
        ),
        *_window(
            session,
            "subject",
            Send.subject == sending.subject,
            sending,
            now,
            settings.otp_subject_max_per_hour,
            settings.otp_subject_max_per_day,
        ),
        *_address(session, settings, sending, now),
    ]
    if reached:
        worst = max(reached, key=lambda r: r.until)
        refused(sending, worst.limit)
        raise _locked(worst)
    row = Send(
        subject=sending.subject,
        purpose=sending.purpose,
        channel=sending.channel,
        destination_hash=sending.destination_hash,
        client_address=sending.client_address,
        blind=sending.blind,
        sent_at=now,
    )
    session.add(row)
    _prune(session, now)
    return row


def withdraw(session: Session, row: Send) -> None:
    """Take back an admitted code that was never sent (the transport did not take it): it
    does not count, also when the caller's unit commits its refusals."""
    if row in session.new:
        session.expunge(row)
    else:
        session.delete(row)


def _locked(reached: _Reached) -> Locked:
    return locked_until(reached.message, reached.until, detail=DETAIL)


def _destination(sending: Sending) -> ColumnElement[bool]:
    same: ColumnElement[bool] = Send.destination_hash == sending.destination_hash
    if not sending.by_channel:
        return same
    return or_(same, and_(Send.subject == sending.subject, Send.channel == sending.channel))


def _window(
    session: Session,
    name: str,
    which: ColumnElement[bool],
    sending: Sending,
    now: datetime,
    per_hour: int,
    per_day: int,
) -> list[_Reached]:
    """The hourly and daily limit of ``which`` rows: reached when the newest ``per_hour``
    fall within the last hour (until the oldest of them is an hour old), or the newest
    ``per_day`` within the last 24 hours."""
    query = select(Send.sent_at).where(which, Send.sent_at > now - DAY)
    if sending.signed_out:  # signed-out codes and the others count apart
        query = query.where(Send.client_address.is_not(None))
    else:
        query = query.where(Send.client_address.is_(None))
    newest = [
        as_utc(at)
        for at in session.scalars(query.order_by(Send.sent_at.desc()).limit(per_day)).all()
    ]
    found = []
    within_hour = [at for at in newest if at > now - HOUR]
    if len(within_hour) >= per_hour:
        until = within_hour[per_hour - 1] + HOUR
        found.append(_Reached(f"{name}-hour", until, messages.too_many_sent(until)))
    if len(newest) >= per_day:
        until = newest[per_day - 1] + DAY
        found.append(_Reached(f"{name}-day", until, messages.too_many_sent(until)))
    return found


def _address(
    session: Session, settings: Settings, sending: Sending, now: datetime
) -> list[_Reached]:
    """Signed out: the growing wait once the client address sent OTP_ADDRESS_MAX_SENDS codes
    in the window."""
    if sending.client_address is None:
        return []
    since = now - timedelta(seconds=settings.otp_address_window_seconds)
    count, last = session.execute(
        select(func.count(Send.id), func.max(Send.sent_at)).where(
            Send.client_address == sending.client_address, Send.sent_at > since
        )
    ).one()
    if count < settings.otp_address_max_sends:
        return []
    until = growing_wait(
        count, settings.otp_address_max_sends, last, settings.otp_address_max_delay_seconds
    )
    if now >= until:
        return []
    seconds = max(1, math.ceil((until - now).total_seconds()))
    return [_Reached("client-address", until, messages.address_wait(seconds))]


def _serialise(session: Session, sending: Sending) -> None:
    """Parallel codes to one destination or for one subject are counted one after the other
    (a transaction-scoped advisory lock on PostgreSQL, taken in one order so two never wait
    for each other; SQLite transactions are serial): a burst cannot slip past a limit."""
    if session.get_bind().dialect.name != "postgresql":
        return
    names = {f"otp-send:destination:{sending.destination_hash}", f"otp-send:{sending.subject}"}
    for key in sorted(_lock_key(name) for name in names):
        session.execute(text("SELECT pg_advisory_xact_lock(:key)"), {"key": key})


def _lock_key(name: str) -> int:
    return int.from_bytes(hashlib.sha256(name.encode()).digest()[:8], "big", signed=True)


def _prune(session: Session, now: datetime) -> None:
    """Delete up to PRUNE_BATCH rows older than KEPT (rows another transaction is deleting
    are skipped on PostgreSQL, so no one waits for it)."""
    old = (
        select(Send.id)
        .where(Send.sent_at < now - KEPT)
        .limit(PRUNE_BATCH)
        .with_for_update(skip_locked=True)
    )
    session.execute(delete(Send).where(Send.id.in_(old.scalar_subquery())))
