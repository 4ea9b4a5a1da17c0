"""The inbox's rules: an account's items newest first with its unread count, and marking its
own items read (all of them, or the ones named: one that is not the caller's is unknown, and
then nothing is marked)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import func, select, update
from sqlalchemy.orm import Session

from server.errors import NotFound
from server.notification import messages
from server.notify.models import InboxItem


@dataclass(frozen=True, slots=True)
class InboxPage:
    rows: list[InboxItem]
    page: int
    size: int
    total_items: int
    unread: int

    @property
    def total_pages(self) -> int:
        return -(-self.total_items // self.size)


def unread_count(session: Session, *, user_id: int) -> int:
    return (
        session.scalar(
            select(func.count())
            .select_from(InboxItem)
            .where(InboxItem.user_id == user_id, InboxItem.read_at.is_(None))
        )
        or 0
    )


def list_items(session: Session, *, user_id: int, page: int, size: int) -> InboxPage:
    mine = InboxItem.user_id == user_id
    total = session.scalar(select(func.count()).select_from(InboxItem).where(mine)) or 0
    rows = list(
        session.scalars(
            select(InboxItem)
            .where(mine)
            .order_by(InboxItem.created_at.desc(), InboxItem.id.desc())
            .limit(size)
            .offset((page - 1) * size)
        )
    )
    return InboxPage(
        rows=rows,
        page=page,
        size=size,
        total_items=total,
        unread=unread_count(session, user_id=user_id),
    )


def mark_read(
    session: Session,
    *,
    user_id: int,
    now: datetime,
    ids: Sequence[str] | None,
) -> int:
    """Mark read the caller's items named by ``ids``, or all of them (None: the contract's
    ``all: true``, the one other choice it allows); an item already read keeps its time. The
    unread count after."""
    mine = InboxItem.user_id == user_id
    if ids is not None:
        wanted = set(ids)
        found = set(
            session.scalars(
                select(InboxItem.public_id).where(mine, InboxItem.public_id.in_(wanted))
            )
        )
        if found != wanted:
            raise NotFound(messages.NOT_FOUND, detail="No such notification for this account.")
        mine = mine & InboxItem.public_id.in_(wanted)
    session.execute(
        update(InboxItem)
        .where(mine, InboxItem.read_at.is_(None))
        .values(read_at=now)
        .execution_options(synchronize_session=False)
    )
    return unread_count(session, user_id=user_id)
