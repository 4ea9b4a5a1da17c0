"""The staff desk: the queue, one submission, and the decision.

Approval applies every change to the customer record in ONE transaction - PolicyHolder,
profile and addresses, one audit row per changed field (who, what, old, new, when) and the
status event - or nothing at all. Rejection needs a reason the customer reads and changes
nothing. A submission is decided once: a second decision (or two staff at once: the row is
locked) answers 409 naming who decided and when. The customer is e-mailed either way.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from server.access.caller import Customer
from server.customer.models import PolicyHolder
from server.errors import Conflict, NotFound
from server.pengkinian import messages, notices, record
from server.pengkinian.models import CustomerAuditEntry, KycEvent, KycStatus, KycSubmission
from server.settings import Settings


def queue(
    *, session: Session, status: KycStatus, page: int, size: int
) -> tuple[list[tuple[KycSubmission, PolicyHolder]], int]:
    """PENDING oldest first (the queue); decided ones newest first."""
    where = KycSubmission.status == status
    total = session.scalar(select(func.count()).select_from(KycSubmission).where(where)) or 0
    order: tuple[Any, ...] = (
        (KycSubmission.submitted_at.asc(), KycSubmission.id.asc())
        if status == KycStatus.PENDING
        else (KycSubmission.decided_at.desc(), KycSubmission.id.desc())
    )
    rows = session.execute(
        select(KycSubmission, PolicyHolder)
        .join(PolicyHolder, PolicyHolder.id == KycSubmission.holder_id)
        .where(where)
        .order_by(*order)
        .offset((page - 1) * size)
        .limit(size)
    ).all()
    return [(row[0], row[1]) for row in rows], total


def one(
    session: Session, registration_number: str, *, for_update: bool = False
) -> tuple[KycSubmission, PolicyHolder]:
    query = (
        select(KycSubmission)
        .where(KycSubmission.registration_number == registration_number)
        .options(selectinload(KycSubmission.changes), selectinload(KycSubmission.events))
    )
    if for_update:
        query = query.with_for_update(of=KycSubmission)
    submission = session.scalar(query)
    if submission is None:
        raise NotFound(messages.KYC_NOT_FOUND, detail="No such KYC submission.")
    holder = session.get(PolicyHolder, submission.holder_id)
    assert holder is not None
    return submission, holder


def _undecided(submission: KycSubmission) -> None:
    if submission.status != KycStatus.PENDING:
        assert submission.decided_by is not None and submission.decided_at is not None
        raise Conflict(
            messages.decided(
                submission.registration_number,
                submission.status.value,
                submission.decided_by,
                submission.decided_at,
            ),
            detail="The submission was already decided.",
        )


def _decide(
    submission: KycSubmission, status: KycStatus, actor: str, now: datetime, note: str | None
) -> None:
    submission.status = status
    submission.decided_at = now
    submission.decided_by = actor
    submission.reason = note
    submission.events.append(KycEvent(status=status, at=now, actor=actor, note=note))


def approve(
    *,
    session: Session,
    settings: Settings,
    staff: Customer,
    registration_number: str,
    now: datetime,
) -> tuple[KycSubmission, PolicyHolder]:
    submission, holder = one(session, registration_number, for_update=True)
    _undecided(submission)
    current = record.load(session, submission.holder_id, for_update=True)
    new_nik = next(
        (
            c.new_raw
            for c in submission.changes
            if (c.section, c.field) == ("Identity", "id_number")
        ),
        None,
    )
    if new_nik is not None and current.profile.id_type.value == "KTP":
        taken = session.scalar(
            select(PolicyHolder.id).where(PolicyHolder.nik == new_nik, PolicyHolder.id != holder.id)
        )
        if taken is not None:
            raise Conflict(messages.NIK_TAKEN, detail="The new NIK belongs to another holder.")
    record.apply(
        session, current, [((c.section, c.field), c.new_raw) for c in submission.changes], now
    )
    for change in submission.changes:
        session.add(
            CustomerAuditEntry(
                holder_id=holder.id,
                submission_id=submission.id,
                section=change.section,
                field=change.field,
                old_value=change.old_raw,
                new_value=change.new_raw,
                changed_by=staff.user_name,
                changed_at=now,
            )
        )
    _decide(submission, KycStatus.APPROVED, staff.user_name, now, None)
    session.flush()
    notices.approved(session, settings, to=holder.email, number=registration_number, at=now)
    return submission, holder


def reject(
    *,
    session: Session,
    settings: Settings,
    staff: Customer,
    registration_number: str,
    reason: str,
    now: datetime,
) -> tuple[KycSubmission, PolicyHolder]:
    submission, holder = one(session, registration_number, for_update=True)
    _undecided(submission)
    _decide(submission, KycStatus.REJECTED, staff.user_name, now, reason.strip())
    session.flush()
    notices.rejected(
        session,
        settings,
        to=holder.email,
        number=registration_number,
        reason=reason.strip(),
        at=now,
    )
    return submission, holder
