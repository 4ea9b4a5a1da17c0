"""Notices through a transactional outbox: written with the change they report, delivered
after it committed, retried until the mail server takes them.

Why an outbox. A notice used to be sent by the web process right after its commit: a crash
between the two lost it, and a mail server down for a minute lost every notice of that
minute. Now :func:`record` adds a row to ``notice_outbox`` *in the unit of work of the
change* (the caller's session): a change that rolls back leaves no notice, a change that
commits leaves its notice with it, whatever happens to the process next.

Delivery. :func:`deliver_due` takes the PENDING rows that are due, oldest first, each in a
transaction of its own: the row is locked (``FOR UPDATE SKIP LOCKED`` on PostgreSQL, so
that deliverers in other processes or hosts pass over it instead of waiting; SQLite's one
writer at a time does the same there), handed to the :class:`~server.notify.base.NoticeSender`
(the outbox file, SMTP or the SMS gateway, by the row's ``channel``), and marked SENT in the
same transaction right after the mail server accepted it. A failed attempt counts, keeps its
reason in ``last_error`` and waits NOTICE_RETRY_SECONDS, doubling (1, 2, 4 ... minutes; at
most an hour), before the next one; after NOTICE_MAX_ATTEMPTS attempts the row is FAILED: a
WARNING line, ``portal_notices_failed_total``, and the row itself, counted by
``portal_notices_waiting{status="FAILED"}`` at every ``/metrics``.

Each notice is sent once, at least: a crash (or a lost database) after the mail server took
it and before the commit leaves the row PENDING and it is sent again later. That window is
one UPDATE long; the alternative (mark first, send after) would lose notices instead.

When the mail server itself does not answer (:class:`~server.notify.base.DeliveryUnavailable`)
the pass stops taking rows of that channel after that row's attempt: the other due rows would
fail alike, and an outage costs one connection attempt per pass, not one per notice; the
other channel's rows (SMS through the SMS gateway, e-mail through the mail server) go on. A
message the server refused (a recipient, its content) fails alone and the pass goes on.

Who calls :func:`deliver_due` (:mod:`server.jobs`): right after a commit that wrote notices
(a fast path: a background thread of the process, or a job deferred to the procrastinate
queue) and periodically, every NOTICE_DRAIN_SECONDS, as the safety net that delivers what
a crash, a lost fast path or a retry left due.

Holding a row's lock while the mail server answers keeps one database connection busy for
that time (PostgreSQL), or SQLite's write lock: with the outbox file that is microseconds;
with SMTP on SQLite, other writes wait for the mail server (at most its 10 s timeout), one
more reason why production runs on PostgreSQL."""

from __future__ import annotations

import logging
import secrets
import string
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server import clock, metrics, settings
from server.db import transaction
from server.notify import sms, topics
from server.notify.base import DeliveryUnavailable, Notice, NoticeSender
from server.notify.models import (
    InboxItem,
    NoticeChannel,
    NoticeStatus,
    NotificationPreference,
    OutboxNotice,
)

log = logging.getLogger("server.notify.delivery")

FIRST_RETRY = timedelta(minutes=1)  # after the first failed attempt, doubling (default)
LAST_RETRY = timedelta(hours=1)  # the longest wait between two attempts
PASS_LIMIT = 100  # rows one pass takes at most (a job or a wake-up stays short)


def record(session: Session, notice: Notice) -> None:
    """Add ``notice`` to the outbox in the caller's unit of work, due at once, and to the
    recipient's inbox when they have a portal account (``user_id``): all or none.

    The account's choice for the notice's topic (:mod:`server.notify.topics`, one small
    query) decides the outbox rows: the e-mail unless they turned it off (never for the
    topics that always e-mail), and an SMS to the account's phone when they turned that on
    (its short text: :func:`server.notify.sms.notice_text`); a phone number gone since
    leaves the SMS out. A recipient without an account gets the e-mail."""
    channels = topics.DEFAULT
    if notice.user_id is not None:
        session.add(
            InboxItem(
                public_id=inbox_id(),
                user_id=notice.user_id,
                kind=notice.kind,
                subject=notice.subject,
                text=notice.text,
                link=notice.link,
                created_at=notice.created_at,
            )
        )
        channels = _chosen(session, notice.user_id, notice.kind)
    if channels.email:
        session.add(_outbox_row(notice))
    if channels.sms and notice.user_id is not None:
        phone = _phone_of(session, notice.user_id)
        if phone:
            url = None if notice.link is None else settings.current().portal_url + notice.link
            text = sms.notice_text(notice.subject, url)
            session.add(_outbox_row(replace(notice, to=phone, channel="SMS", text=text)))


def _chosen(session: Session, user_id: int, kind: str) -> topics.Channels:
    """The account's channels for the topic of ``kind`` (the default without a row)."""
    topic = topics.topic_of(kind)
    if topic is None:
        return topics.DEFAULT
    row = session.execute(
        select(NotificationPreference.email, NotificationPreference.sms).where(
            NotificationPreference.user_id == user_id, NotificationPreference.topic == topic
        )
    ).first()
    if row is None:
        return topics.DEFAULT
    return topics.Channels(email=row.email or topic in topics.EMAIL_REQUIRED, sms=row.sms)


def _outbox_row(notice: Notice) -> OutboxNotice:
    return OutboxNotice(
        kind=notice.kind,
        channel=NoticeChannel(notice.channel),
        to_address=notice.to,
        subject=notice.subject,
        text=notice.text,
        status=NoticeStatus.PENDING,
        attempts=0,
        next_attempt_at=clock.now(),
        created_at=notice.created_at,
    )


PhoneOf = Callable[[Session, int], "str | None"]
_phones: PhoneOf | None = None


def install_phones(phone_of: PhoneOf) -> None:
    """How to find an account's phone number for its SMS notices (the account's own, else
    its policy holder's: :func:`server.auth.contacts.account_phone`), installed by create_app:
    notify sits below the accounts and the policy holders."""
    global _phones
    _phones = phone_of


def _phone_of(session: Session, user_id: int) -> str | None:
    if _phones is None:
        raise RuntimeError("no phone lookup for SMS notices (create_app installs it)")
    return _phones(session, user_id)


def inbox_id() -> str:
    """NTF- and 10 random characters of [A-Z0-9] (36^10: no two alike in practice; the
    unique index refuses the one in a trillion)."""
    return "NTF-" + "".join(secrets.choice(_ID_CHARS) for _ in range(10))


_ID_CHARS = string.ascii_uppercase + string.digits


def backoff(attempts: int, first: timedelta = FIRST_RETRY) -> timedelta:
    """The wait after ``attempts`` failed attempts: ``first``, twice that, four times ...
    (1, 2, 4 ... minutes), at most an hour."""
    wait: timedelta = first * 2 ** max(0, attempts - 1)
    return min(wait, LAST_RETRY)


@dataclass
class Pass:
    """What one :func:`deliver_due` did."""

    sent: int = 0
    retried: int = 0  # attempts that failed and will be tried again
    failed: int = 0  # rows given up (FAILED)
    full: bool = False  # stopped at its limit: more may be due

    @property
    def attempts(self) -> int:
        return self.sent + self.retried + self.failed


def deliver_due(
    sender: NoticeSender,
    *,
    max_attempts: int,
    first_retry: timedelta = FIRST_RETRY,
    limit: int = PASS_LIMIT,
    stop: Callable[[], bool] | None = None,
) -> Pass:
    """Deliver the PENDING notices due now, oldest first, at most ``limit``; ``stop`` is asked
    between rows (a worker shutting down ends the pass early)."""
    done = Pass()
    down: set[NoticeChannel] = set()  # the channels whose server did not answer this pass
    for _ in range(limit):
        if stop is not None and stop():
            return done
        with transaction() as session:
            row = session.scalars(
                select(OutboxNotice)
                .where(
                    OutboxNotice.status == NoticeStatus.PENDING,
                    OutboxNotice.next_attempt_at <= clock.now(),
                    *([OutboxNotice.channel.not_in(down)] if down else []),
                )
                .order_by(OutboxNotice.next_attempt_at, OutboxNotice.id)
                .limit(1)
                .with_for_update(skip_locked=True)
            ).first()
            if row is None:
                return done
            kind, channel = row.kind, row.channel
            outcome, unavailable = _attempt(row, sender, max_attempts, first_retry)
        # Counted once the outcome is committed.
        if outcome is NoticeStatus.SENT:
            done.sent += 1
            metrics.NOTICES_SENT.labels(kind=kind).inc()
        elif outcome is NoticeStatus.FAILED:
            done.failed += 1
            metrics.NOTICES_FAILED.labels(kind=kind).inc()
        else:
            done.retried += 1
            metrics.NOTICES_RETRIED.labels(kind=kind).inc()
        if unavailable:  # the mail server (the SMS gateway) is down: its other rows would
            down.add(channel)  # fail alike; the other channel's go on
            if len(down) == len(NoticeChannel):
                return done
    done.full = True
    return done


def _attempt(
    row: OutboxNotice, sender: NoticeSender, max_attempts: int, first_retry: timedelta
) -> tuple[NoticeStatus, bool]:
    """Send ``row`` and record the outcome on it (the caller commits): the row's new status
    (PENDING: to be tried again) and whether the mail server was unavailable."""
    notice = Notice(
        to=row.to_address,
        kind=row.kind,
        subject=row.subject,
        text=row.text,
        created_at=row.created_at,
        channel=row.channel.value,
    )
    row.attempts += 1
    try:
        sender.send_notice(notice)
    except Exception as exc:
        row.last_error = _describe(exc)
        now = clock.now()
        if row.attempts >= max_attempts:
            row.status = NoticeStatus.FAILED
            row.next_attempt_at = now
            # The row keeps the address and the reason; the log names neither.
            log.warning(
                "notice %s (%s) FAILED after %d attempts: %s",
                row.id, row.kind, row.attempts, type(exc).__name__,
            )  # fmt: skip
        else:
            row.next_attempt_at = now + backoff(row.attempts, first_retry)
            log.info(
                "notice %s (%s) attempt %d failed (%s), next at %s",
                row.id, row.kind, row.attempts, type(exc).__name__,
                row.next_attempt_at.isoformat(timespec="seconds"),
            )  # fmt: skip
        return row.status, isinstance(exc, DeliveryUnavailable)
    row.status = NoticeStatus.SENT
    row.sent_at = clock.now()
    row.last_error = None
    return row.status, False


def _describe(exc: BaseException) -> str:
    """The failure as staff read it: the class and first line of the exception and of its
    cause (the mail server's answer), never more than the column holds."""
    parts = []
    for one in (exc, exc.__cause__):
        if one is None:
            continue
        first = str(one).strip().splitlines()[0] if str(one).strip() else ""
        parts.append(f"{type(one).__name__}: {first}" if first else type(one).__name__)
    return " <- ".join(parts)[:300]


def waiting() -> dict[str, int]:
    """How many notices are PENDING and FAILED now (the whole database's)."""
    with transaction(read_only=True) as session:
        counted = dict(
            session.execute(
                select(OutboxNotice.status, func.count())
                .where(OutboxNotice.status.in_([NoticeStatus.PENDING, NoticeStatus.FAILED]))
                .group_by(OutboxNotice.status)
            ).all()
        )
    return {status.value: int(counted.get(status, 0)) for status in _WAITING}


_WAITING = (NoticeStatus.PENDING, NoticeStatus.FAILED)
