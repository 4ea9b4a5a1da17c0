"""Reading complaints: one by its number (the customer's own, or any for staff, locked for a
decision), the customer's list, the desk's queue, and what a complaint's page shows."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from server.access.models import User
from server.casework import queries as casework
from server.complaint import messages
from server.complaint.models import Complaint, ComplaintDocument, ComplaintStatus
from server.customer.models import PolicyHolder
from server.documents.models import Document
from server.errors import NotFound
from server.policy.models import Policy


@dataclass(frozen=True, slots=True)
class View:
    complaint: Complaint  # events loaded
    policy_number: str | None
    documents: list[Document]  # in the order attached


@dataclass(frozen=True, slots=True)
class Sender:
    """Who sent a complaint, for the desk."""

    customer_name: str
    user_name: str
    email: str | None
    mobile_number: str | None


def find(session: Session, complaint_number: str, *, for_update: bool = False) -> Complaint:
    """Any complaint, for staff (locked for a decision when ``for_update``); 404 otherwise."""
    return casework.find(
        session, Complaint, Complaint.complaint_number == complaint_number,
        load=[selectinload(Complaint.events), selectinload(Complaint.documents)],
        for_update=for_update,
        missing=NotFound(messages.NOT_FOUND, detail="No such complaint."),
    )  # fmt: skip


def owned(session: Session, complaint_number: str, user_id: int) -> Complaint:
    """The customer's complaint; the same 404 for another's."""
    complaint = find(session, complaint_number)
    if complaint.user_id != user_id:
        raise NotFound(messages.NOT_FOUND, detail="No such complaint.")
    return complaint


def _policy_numbers(session: Session, complaints: list[Complaint]) -> dict[int, str]:
    ids = {c.policy_id for c in complaints if c.policy_id is not None}
    if not ids:
        return {}
    rows = session.execute(select(Policy.id, Policy.policy_number).where(Policy.id.in_(ids)))
    return {row[0]: row[1] for row in rows}


def views(session: Session, complaints: list[Complaint]) -> list[View]:
    """Complaints of a list (their policy numbers; no documents)."""
    numbers = _policy_numbers(session, complaints)
    return [View(c, numbers.get(c.policy_id) if c.policy_id else None, []) for c in complaints]


def load(session: Session, complaint: Complaint) -> View:
    """Everything of one complaint its page shows."""
    documents = list(
        session.scalars(
            select(Document)
            .join(ComplaintDocument, ComplaintDocument.document_id == Document.id)
            .where(ComplaintDocument.complaint_id == complaint.id)
            .order_by(ComplaintDocument.id)
        )
    )
    numbers = _policy_numbers(session, [complaint])
    number = numbers.get(complaint.policy_id) if complaint.policy_id else None
    return View(complaint, number, documents)


def history(
    session: Session, user_id: int, *, status: ComplaintStatus | None, page: int, size: int
) -> tuple[list[View], int]:
    """The customer's complaints, newest first."""
    where = [Complaint.user_id == user_id]
    if status is not None:
        where.append(Complaint.status == status)
    total = session.scalar(select(func.count()).select_from(Complaint).where(*where)) or 0
    complaints = list(
        session.scalars(
            select(Complaint)
            .where(*where)
            .order_by(Complaint.submitted_at.desc(), Complaint.id.desc())
            .offset((page - 1) * size)
            .limit(size)
        )
    )
    return views(session, complaints), total


def open_count(session: Session, user_id: int) -> int:
    """The customer's complaints being handled (RECEIVED)."""
    return (
        session.scalar(
            select(func.count())
            .select_from(Complaint)
            .where(Complaint.user_id == user_id, Complaint.status == ComplaintStatus.RECEIVED)
        )
        or 0
    )


@dataclass(frozen=True, slots=True)
class Row:
    view: View
    customer_name: str


def queue(
    session: Session, *, status: ComplaintStatus, today: date, page: int, size: int
) -> tuple[list[Row], dict[ComplaintStatus, int], int]:
    """The desk's page of ``status``: RECEIVED by due date (overdue first), the others the
    newest change first; the count of every status; how many RECEIVED are overdue."""
    counts = casework.status_counts(session, Complaint.status, ComplaintStatus)
    overdue = (
        session.scalar(
            select(func.count())
            .select_from(Complaint)
            .where(Complaint.status == ComplaintStatus.RECEIVED, Complaint.due_date < today)
        )
        or 0
    )
    query = select(Complaint).where(Complaint.status == status)
    if status == ComplaintStatus.RECEIVED:
        query = query.order_by(
            Complaint.due_date.asc(), Complaint.submitted_at.asc(), Complaint.id.asc()
        )
    else:
        query = query.order_by(Complaint.updated_at.desc(), Complaint.id.desc())
    complaints = list(session.scalars(query.offset((page - 1) * size).limit(size)))
    names = _names(session, [c.user_id for c in complaints])
    rows = [Row(v, names[v.complaint.user_id].customer_name) for v in views(session, complaints)]
    return rows, counts, int(overdue)


def _names(session: Session, user_ids: list[int]) -> dict[int, Sender]:
    if not user_ids:
        return {}
    rows = session.execute(
        select(User, PolicyHolder)
        .outerjoin(PolicyHolder, PolicyHolder.id == User.policy_holder_id)
        .where(User.id.in_(set(user_ids)))
    ).all()
    return {
        user.id: Sender(
            customer_name=holder.full_name if holder is not None else user.user_name,
            user_name=user.user_name,
            email=holder.email if holder is not None else user.email,
            mobile_number=holder.phone if holder is not None else user.phone,
        )
        for user, holder in rows
    }


def sender(session: Session, complaint: Complaint) -> Sender:
    return _names(session, [complaint.user_id])[complaint.user_id]
