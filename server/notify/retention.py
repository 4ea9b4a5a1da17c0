"""The notice outbox's retention: SENT notices are deleted NOTICE_KEEP_DAYS after their
delivery (``sent_at``), so that ``notice_outbox`` holds about that many days of notices
instead of every notice ever sent. FAILED and PENDING rows are never deleted here, whatever
their age: a FAILED one stays for staff (the notice desk, :mod:`server.notice_desk`), a
PENDING one is still to be delivered.

:func:`delete_sent` works in batches of :data:`BATCH` rows, each in a transaction of its own
(a short one: a first pass over a big table never holds a long lock, and delivery goes on
between batches), at most :data:`MAX_BATCHES` a pass; the next pass goes on from there. Each
batch takes the oldest rows through ``ix_notice_outbox_status_sent_at`` (status, sent_at),
and the DELETE repeats the condition. Who calls it, hourly and once per period whatever the
number of processes: :mod:`server.jobs` (the embedded runner under a lease, or the job
queue's periodic task).

The inbox (``inbox_items``, the notices' copies in the portal) keeps 12 months:
:func:`delete_old_inbox` deletes the items created before the same moment a year ago
(:func:`inbox_cutoff`), read or not, in the same batches, by the same pass."""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Callable
from datetime import datetime, timedelta

from sqlalchemy import delete, select

from server import metrics
from server.db import transaction
from server.notify.models import InboxItem, NoticeStatus, OutboxNotice

log = logging.getLogger("server.notify.retention")
BATCH = 1000  # rows a transaction
MAX_BATCHES = 100  # a pass: 100,000 rows (hourly: 2.4 million a day at most)


def delete_sent(
    *,
    now: datetime,
    keep: timedelta,
    batch: int = BATCH,
    max_batches: int = MAX_BATCHES,
    stop: Callable[[], bool] | None = None,
) -> int:
    """Delete the SENT notices delivered before ``now - keep``, oldest first, at most
    ``batch`` times ``max_batches`` of them; ``stop`` is asked between batches (a worker shutting
    down ends the pass early). How many were deleted."""
    before = now - keep
    old = (OutboxNotice.status == NoticeStatus.SENT) & (OutboxNotice.sent_at < before)
    deleted, limited = 0, False
    for _ in range(max_batches):
        if stop is not None and stop():
            break
        with transaction() as session:
            oldest = (
                select(OutboxNotice.id)
                .where(old)
                .order_by(OutboxNotice.sent_at)
                .limit(batch)
                .scalar_subquery()
            )
            kinds = list(
                session.scalars(
                    delete(OutboxNotice)
                    .where(OutboxNotice.id.in_(oldest), old)
                    .returning(OutboxNotice.kind)
                    .execution_options(synchronize_session=False)
                )
            )
        # Counted once the batch is committed.
        for kind, count in Counter(kinds).items():
            metrics.NOTICES_DELETED.labels(kind=kind).inc(count)
        deleted += len(kinds)
        if len(kinds) < batch:
            break
    else:
        limited = True
    if deleted:
        log.info(
            "notice outbox: %d SENT notices delivered before %s deleted%s",
            deleted,
            before.isoformat(timespec="seconds"),
            " (the pass's limit: the next pass goes on)" if limited else "",
        )
    return deleted


INBOX_KEEP_MONTHS = 12


def inbox_cutoff(now: datetime) -> datetime:
    """The oldest moment an inbox item may be from: ``now`` 12 months ago (29 February: the
    28th)."""
    try:
        return now.replace(year=now.year - INBOX_KEEP_MONTHS // 12)
    except ValueError:
        return now.replace(year=now.year - INBOX_KEEP_MONTHS // 12, day=28)


def delete_old_inbox(
    *,
    now: datetime,
    batch: int = BATCH,
    max_batches: int = MAX_BATCHES,
    stop: Callable[[], bool] | None = None,
) -> int:
    """Delete the inbox items created more than 12 months before ``now``, oldest first, in
    batches as :func:`delete_sent` does: how many."""
    before = inbox_cutoff(now)
    old = InboxItem.created_at < before
    deleted = 0
    for _ in range(max_batches):
        if stop is not None and stop():
            break
        with transaction() as session:
            oldest = (
                select(InboxItem.id)
                .where(old)
                .order_by(InboxItem.created_at)
                .limit(batch)
                .scalar_subquery()
            )
            ids = list(
                session.scalars(
                    delete(InboxItem)
                    .where(InboxItem.id.in_(oldest), old)
                    .returning(InboxItem.id)
                    .execution_options(synchronize_session=False)
                )
            )
        deleted += len(ids)
        if len(ids) < batch:
            break
    if deleted:
        log.info(
            "inbox: %d items created before %s deleted",
            deleted,
            before.isoformat(timespec="seconds"),
        )
    return deleted
