"""What staff may do with a request on personal data (its
:class:`~server.casework.workflow.Workflow`): ACKNOWLEDGE a RECEIVED request (the review
begins), DECIDE an ACKNOWLEDGED one (COMPLETED, PARTIAL or DECLINED, with the written answer).
Anything else is 409 with the status it is in. Each move stamps who and when on the row."""

from __future__ import annotations

import enum
from datetime import datetime

from server.casework.workflow import Workflow
from server.privacy import messages
from server.privacy.models import PrivacyRequest, RequestStatus

S = RequestStatus


class Action(enum.StrEnum):
    ACKNOWLEDGE = "ACKNOWLEDGE"
    DECIDE = "DECIDE"


def _refusal(row: PrivacyRequest, seen: RequestStatus, sources: tuple[RequestStatus, ...]) -> str:
    return messages.wrong_status(row.request_number, seen.value)


def _stamp(row: PrivacyRequest, to: RequestStatus, actor: str, now: datetime) -> None:
    row.updated_at = now
    if to == S.ACKNOWLEDGED:
        row.acknowledged_at, row.acknowledged_by = now, actor
    else:
        row.answered_at, row.answered_by = now, actor


WORKFLOW: Workflow[PrivacyRequest, Action, RequestStatus] = Workflow(
    # action: (statuses it may start from, status it leads to; DECIDE's is the outcome's)
    moves={
        Action.ACKNOWLEDGE: ((S.RECEIVED,), S.ACKNOWLEDGED),
        Action.DECIDE: ((S.ACKNOWLEDGED,), S.COMPLETED),
    },
    refusal=_refusal,
    stamp=_stamp,
    detail=lambda action, seen: f"{action.value} is not allowed from {seen.value}.",
)
