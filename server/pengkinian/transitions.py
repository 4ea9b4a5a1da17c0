"""How staff decide a Pengkinian Data submission (its
:class:`~server.casework.workflow.Workflow`): once, from PENDING. A second decision, or two
staff at once (the row is locked), is 409 naming who decided and when."""

from __future__ import annotations

import enum
from datetime import datetime

from server.casework.workflow import Workflow
from server.pengkinian import messages
from server.pengkinian.models import KycStatus, KycSubmission

S = KycStatus


class Move(enum.StrEnum):
    APPROVE = "APPROVE"
    REJECT = "REJECT"


def _refusal(submission: KycSubmission, seen: KycStatus, sources: tuple[KycStatus, ...]) -> str:
    assert submission.decided_by is not None and submission.decided_at is not None
    number = submission.registration_number
    return messages.decided(number, seen.value, submission.decided_by, submission.decided_at)


def _stamp(submission: KycSubmission, to: KycStatus, actor: str, now: datetime) -> None:
    """Who decided, and when."""
    submission.decided_at = now
    submission.decided_by = actor


WORKFLOW: Workflow[KycSubmission, Move, KycStatus] = Workflow(
    # move: (statuses it may start from, status it leads to)
    moves={
        Move.APPROVE: ((S.PENDING,), S.APPROVED),
        Move.REJECT: ((S.PENDING,), S.REJECTED),
    },
    refusal=_refusal,
    stamp=_stamp,
    detail=lambda move, seen: "The submission was already decided.",
)
