"""The notice desk's work on the outbox: a page of FAILED or PENDING notices with the count of
each, and the retry of a FAILED one."""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server import notify
from server.access.caller import Customer
from server.errors import Conflict, NotFound
from server.notice_desk import messages
from server.notify.models import NoticeStatus, OutboxNotice

log = logging.getLogger("server.notice_desk")
SHOWN = (NoticeStatus.FAILED, NoticeStatus.PENDING)  # the tabs, in order; SENT is not shown


def page(
    session: Session, *, status: NoticeStatus, page: int, size: int
) -> tuple[list[OutboxNotice], dict[NoticeStatus, int]]:
    """FAILED notices the newest first; PENDING ones the first due first. With the count of
    each shown status."""
    counted = dict(
        session.execute(
            select(OutboxNotice.status, func.count())
            .where(OutboxNotice.status.in_(SHOWN))
            .group_by(OutboxNotice.status)
        ).all()
    )
    order = (
        (OutboxNotice.created_at.desc(), OutboxNotice.id.desc())
        if status == NoticeStatus.FAILED
        else (OutboxNotice.next_attempt_at.asc(), OutboxNotice.id.asc())
    )
    rows = session.scalars(
        select(OutboxNotice)
        .where(OutboxNotice.status == status)
        .order_by(*order)
        .offset((page - 1) * size)
        .limit(size)
    ).all()
    return list(rows), {s: int(counted.get(s, 0)) for s in SHOWN}


def retry(*, session: Session, staff: Customer, notice_id: int, now: datetime) -> OutboxNotice:
    """Put a FAILED notice back in the queue: PENDING, no attempt yet, due now (its last error
    stays until an attempt succeeds). The deliverer is woken once this commits. 404 for an
    unknown notice, 409 for one that is no longer FAILED."""
    row = session.scalars(
        select(OutboxNotice).where(OutboxNotice.id == notice_id).with_for_update()
    ).first()
    if row is None:
        raise NotFound(messages.NOT_FOUND, detail="No such notice.")
    if row.status != NoticeStatus.FAILED:
        raise Conflict(messages.not_failed(row.status.value), detail="The notice is not FAILED.")
    failed_attempts = row.attempts
    row.status = NoticeStatus.PENDING
    row.attempts = 0
    row.next_attempt_at = now
    notify.deliver_after_commit(session)
    # The audit line: who, which notice; never the address (the row keeps it).
    log.info(
        "notice %s (%s) FAILED after %d attempts put back to PENDING by %s",
        row.id, row.kind, failed_attempts, staff.user_name,
    )  # fmt: skip
    return row
