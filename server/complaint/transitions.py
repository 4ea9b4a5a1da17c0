"""What staff may do with a complaint (its :class:`~server.casework.workflow.Workflow`):
answer or extend (once) a RECEIVED one, close an ANSWERED one. Anything else is 409 with the
status it is in; a second extension is 409 too (:func:`server.complaint.desk.extend`)."""

from __future__ import annotations

import enum
from datetime import datetime

from server.casework.workflow import Workflow
from server.complaint import messages
from server.complaint.models import Complaint, ComplaintStatus

S = ComplaintStatus


class Action(enum.StrEnum):
    ANSWER = "ANSWER"
    EXTEND = "EXTEND"
    CLOSE = "CLOSE"


def _refusal(case: Complaint, seen: ComplaintStatus, sources: tuple[ComplaintStatus, ...]) -> str:
    return messages.wrong_status(case.complaint_number, seen.value)


def _stamp(case: Complaint, to: ComplaintStatus, actor: str, now: datetime) -> None:
    case.updated_at = now
    if to == S.ANSWERED:
        case.answered_at, case.answered_by = now, actor
    elif to == S.CLOSED:
        case.closed_at = now


WORKFLOW: Workflow[Complaint, Action, ComplaintStatus] = Workflow(
    # action: (statuses it may start from, status it leads to)
    moves={
        Action.ANSWER: ((S.RECEIVED,), S.ANSWERED),
        Action.EXTEND: ((S.RECEIVED,), S.RECEIVED),  # once: desk.allowed
        Action.CLOSE: ((S.ANSWERED,), S.CLOSED),
    },
    refusal=_refusal,
    stamp=_stamp,
)


def allowed(case: Complaint) -> list[Action]:
    """The workflow's moves; EXTEND only while not extended yet."""
    moves = WORKFLOW.allowed(case.status)
    return [m for m in moves if not (m == Action.EXTEND and case.extended)]
