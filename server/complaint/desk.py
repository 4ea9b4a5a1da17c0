"""The staff's moves on a complaint, each on the complaint's row locked for it
(:func:`server.complaint.queries.find`), recorded with the staff's user name and the time,
and told to the customer after commit (the extension and the answer). Two staff at once: the
second meets the status (or the extension) the first left and gets 409."""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.complaint import deadline, messages, notices, queries
from server.complaint.models import Complaint, ComplaintAction, ComplaintEvent
from server.complaint.transitions import WORKFLOW, Action
from server.errors import Conflict

log = logging.getLogger("server.complaint")


def _event(action: ComplaintAction) -> ComplaintEvent:
    return ComplaintEvent(action=action, by_staff=True)


def answer(
    *, session: Session, staff: Customer, complaint_number: str, text: str, now: datetime
) -> Complaint:
    complaint = queries.find(session, complaint_number, for_update=True)
    to = WORKFLOW.check(complaint, Action.ANSWER)
    complaint.answer = text.strip()
    WORKFLOW.record(complaint, to, _event(ComplaintAction.ANSWERED), actor=staff.user_name, now=now)
    session.flush()
    notices.answered(session, queries.sender(session, complaint), complaint, now)
    log.info("complaint %s answered by %s", complaint.complaint_number, staff.user_name)
    return complaint


def extend(
    *, session: Session, staff: Customer, complaint_number: str, reason: str, now: datetime
) -> Complaint:
    complaint = queries.find(session, complaint_number, for_update=True)
    to = WORKFLOW.check(complaint, Action.EXTEND)
    if complaint.extended:
        raise Conflict(
            messages.already_extended(complaint.complaint_number, complaint.due_date),
            detail="The complaint's deadline was extended already.",
        )
    complaint.extended = True
    complaint.extension_reason = reason.strip()
    complaint.due_date = deadline.due_date(complaint.submitted_at, extended=True)
    WORKFLOW.record(
        complaint, to, _event(ComplaintAction.EXTENDED), actor=staff.user_name, now=now,
        note=complaint.extension_reason,
    )  # fmt: skip
    session.flush()
    notices.extended(session, queries.sender(session, complaint), complaint, now)
    log.info("complaint %s extended by %s", complaint.complaint_number, staff.user_name)
    return complaint


def close(
    *, session: Session, staff: Customer, complaint_number: str, note: str | None, now: datetime
) -> Complaint:
    complaint = queries.find(session, complaint_number, for_update=True)
    to = WORKFLOW.check(complaint, Action.CLOSE)
    WORKFLOW.record(
        complaint, to, _event(ComplaintAction.CLOSED), actor=staff.user_name, now=now,
        note=note.strip() if note else None,
    )  # fmt: skip
    session.flush()
    log.info("complaint %s closed by %s", complaint.complaint_number, staff.user_name)
    return complaint
