"""Which staff action moves a claim from which status to which (the claim's
:class:`~server.casework.workflow.Workflow`). Anything else is 409 with the status it is in."""

from __future__ import annotations

import enum

from server.casework.workflow import Workflow, touch
from server.claim import messages
from server.claim.models import Claim, ClaimStatus

S = ClaimStatus


class Action(enum.StrEnum):
    VERIFY = "VERIFY"
    ANALYSE = "ANALYSE"
    REQUEST_DOCUMENTS = "REQUEST_DOCUMENTS"
    APPROVE = "APPROVE"
    REJECT = "REJECT"
    PAY = "PAY"


def _refusal(claim: Claim, seen: ClaimStatus, sources: tuple[ClaimStatus, ...]) -> str:
    return messages.wrong_status(claim.claim_number, seen.value, [s.value for s in sources])


WORKFLOW: Workflow[Claim, Action, ClaimStatus] = Workflow(
    # action: (statuses it may start from, status it leads to)
    moves={
        Action.VERIFY: ((S.SUBMITTED,), S.DOCUMENT_VERIFICATION),
        Action.ANALYSE: ((S.DOCUMENT_VERIFICATION,), S.ANALYSIS),
        Action.REQUEST_DOCUMENTS: (
            (S.SUBMITTED, S.DOCUMENT_VERIFICATION, S.ANALYSIS),
            S.DOCUMENTS_REQUESTED,
        ),
        Action.APPROVE: ((S.ANALYSIS,), S.APPROVED),
        Action.REJECT: (
            (S.SUBMITTED, S.DOCUMENT_VERIFICATION, S.DOCUMENTS_REQUESTED, S.ANALYSIS),
            S.REJECTED,
        ),
        Action.PAY: ((S.APPROVED,), S.PAID),
    },
    refusal=_refusal,
    stamp=touch,  # updated_at: the desk's queue waits since the last change
)


def allowed(status: ClaimStatus) -> list[Action]:
    return WORKFLOW.allowed(status)
