"""Reads of the privacy requests' desk: the queue by status (waiting ones by their next
deadline, the nearest or passed first; answered ones the newest first) with the count of
every status and of the overdue, and one request with its sender and its steps."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import ColumnElement, and_, func, or_, select
from sqlalchemy.orm import Session, selectinload

from server.access.models import User
from server.auth.contacts import email_destination
from server.casework.queries import find, status_counts
from server.customer.models import PolicyHolder
from server.errors import NotFound
from server.privacy import messages
from server.privacy.models import PrivacyRequest, RequestStatus
from server.privacy.serializers import WAITING
from server.privacy.transitions import WORKFLOW, Action


@dataclass(frozen=True, slots=True)
class Row:
    request: PrivacyRequest
    customer_name: str


@dataclass(frozen=True, slots=True)
class Detail:
    row: Row
    user_name: str
    email: str | None
    allowed: list[Action]


def _overdue(now: datetime) -> ColumnElement[bool]:
    return or_(
        and_(PrivacyRequest.status == RequestStatus.RECEIVED,
             PrivacyRequest.acknowledge_due_at < now),
        and_(PrivacyRequest.status.in_(WAITING), PrivacyRequest.answer_due_at < now),
    )  # fmt: skip


def queue(
    session: Session, *, status: RequestStatus, page: int, size: int, now: datetime
) -> tuple[list[Row], int, dict[RequestStatus, int], int]:
    """A page of ``status``, its total, the count of every status and of the overdue."""
    counts = status_counts(session, PrivacyRequest.status, RequestStatus)
    overdue = int(
        session.scalar(select(func.count()).select_from(PrivacyRequest).where(_overdue(now))) or 0
    )
    order: tuple[Any, ...]
    if status == RequestStatus.RECEIVED:
        order = (PrivacyRequest.acknowledge_due_at.asc(), PrivacyRequest.id.asc())
    elif status == RequestStatus.ACKNOWLEDGED:
        order = (PrivacyRequest.answer_due_at.asc(), PrivacyRequest.id.asc())
    else:
        order = (PrivacyRequest.answered_at.desc(), PrivacyRequest.id.desc())
    name = func.coalesce(PolicyHolder.full_name, User.user_name)
    rows = session.execute(
        select(PrivacyRequest, name)
        .join(User, User.id == PrivacyRequest.user_id)
        .outerjoin(PolicyHolder, PolicyHolder.id == User.policy_holder_id)
        .where(PrivacyRequest.status == status)
        .order_by(*order)
        .offset((page - 1) * size)
        .limit(size)
    ).all()
    return [Row(r, n) for r, n in rows], counts[status], counts, overdue


def detail(session: Session, request_number: str) -> Detail:
    row = find(
        session, PrivacyRequest, PrivacyRequest.request_number == request_number,
        missing=NotFound(messages.REQUEST_NOT_FOUND, detail="No such privacy request."),
        load=(selectinload(PrivacyRequest.events),),
    )  # fmt: skip
    user = session.get_one(User, row.user_id)
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    email = email_destination(session, user)
    return Detail(
        Row(row, holder.full_name if holder else user.user_name),
        user.user_name,
        email.address if email else None,
        WORKFLOW.allowed(row.status),
    )
