"""The staff desk: the queue, one submission, and the decision.

Approval applies every change to the customer record in ONE transaction - PolicyHolder,
profile and addresses, one audit row per changed field (who, what, old, new, when) and the
status event - or nothing at all. Rejection needs a reason the customer reads and changes
nothing. A submission is decided once (:data:`server.pengkinian.transitions.WORKFLOW`): a
second decision (or two staff at once: the row is locked) answers 409 naming who decided and
when. The customer is e-mailed either way.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from server.access import accounts
from server.access.caller import Customer
from server.casework import queries as casework
from server.customer.models import PolicyHolder
from server.errors import Conflict, NotFound
from server.pengkinian import messages, notices, record
from server.pengkinian.models import CustomerAuditEntry, KycEvent, KycStatus, KycSubmission
from server.pengkinian.transitions import WORKFLOW, Move
from server.settings import Settings


def queue(
    *, session: Session, status: KycStatus, page: int, size: int
) -> tuple[list[tuple[KycSubmission, PolicyHolder]], int]:
    """PENDING oldest first (the queue); decided ones newest first."""
    where = KycSubmission.status == status
    total = session.scalar(select(func.count()).select_from(KycSubmission).where(where)) or 0
    waiting = status == KycStatus.PENDING
    query = (
        select(KycSubmission, PolicyHolder)
        .join(PolicyHolder, PolicyHolder.id == KycSubmission.holder_id)
        .where(where)
    )
    rows = session.execute(
        casework.page_of(
            query, since=KycSubmission.submitted_at if waiting else KycSubmission.decided_at,
            key=KycSubmission.id, newest_first=not waiting, page=page, size=size,
        )
    ).all()  # fmt: skip
    return [(row[0], row[1]) for row in rows], total


def one(
    session: Session, registration_number: str, *, for_update: bool = False
) -> tuple[KycSubmission, PolicyHolder]:
    submission = casework.find(
        session, KycSubmission, KycSubmission.registration_number == registration_number,
        load=[selectinload(KycSubmission.changes), selectinload(KycSubmission.events)],
        for_update=for_update,
        missing=NotFound(messages.KYC_NOT_FOUND, detail="No such KYC submission."),
    )  # fmt: skip
    holder = session.get(PolicyHolder, submission.holder_id)
    assert holder is not None
    return submission, holder


def _decide(
    submission: KycSubmission, move: Move, actor: str, now: datetime, note: str | None
) -> None:
    """The decision (who and when) with its status event; ``note``: the rejection's reason."""
    WORKFLOW.transition(
        submission, move, lambda to: KycEvent(status=to), actor=actor, now=now, note=note
    )
    submission.reason = note


def approve(
    *,
    session: Session,
    settings: Settings,
    staff: Customer,
    registration_number: str,
    now: datetime,
) -> tuple[KycSubmission, PolicyHolder]:
    submission, holder = one(session, registration_number, for_update=True)
    WORKFLOW.check(submission, Move.APPROVE)  # the 409 before anything is read or written
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
    _decide(submission, Move.APPROVE, staff.user_name, now, None)
    session.flush()
    notices.approved(
        session,
        settings,
        to=holder.email,
        user_id=accounts.account_of(session, holder_id=holder.id),
        number=registration_number,
        at=now,
    )
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
    _decide(submission, Move.REJECT, staff.user_name, now, reason.strip())
    session.flush()
    notices.rejected(
        session,
        settings,
        to=holder.email,
        user_id=accounts.account_of(session, holder_id=holder.id),
        number=registration_number,
        reason=reason.strip(),
        at=now,
    )
    return submission, holder
