"""What staff may do with a refund case (its :class:`~server.casework.workflow.Workflow`):
refund or reject an OPEN case. Anything else is 409 with the status it is in. The gateway's
REFUNDED notification closes a case from any status (:mod:`server.refund.closing`), and a
failed refund opens it again (:func:`server.refund.desk.refund_failed`)."""

from __future__ import annotations

import enum

from server.casework.workflow import Workflow, touch
from server.refund import messages
from server.refund.models import RefundCase, RefundStatus

S = RefundStatus


class Action(enum.StrEnum):
    REFUND = "REFUND"
    REJECT = "REJECT"


def _refusal(case: RefundCase, seen: RefundStatus, sources: tuple[RefundStatus, ...]) -> str:
    return messages.wrong_status(case.refund_number, seen.value)


WORKFLOW: Workflow[RefundCase, Action, RefundStatus] = Workflow(
    # action: (statuses it may start from, status it leads to)
    moves={
        Action.REFUND: ((S.OPEN,), S.PROCESSING),  # and a stuck one: desk.allowed
        Action.REJECT: ((S.OPEN,), S.REJECTED),
    },
    refusal=_refusal,
    stamp=touch,  # updated_at: the desk's queue waits since the last change
    detail=lambda action, seen: "The refund case is not in a status that allows this action.",
)
