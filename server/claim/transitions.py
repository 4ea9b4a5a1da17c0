"""Which staff action moves a claim from which status to which. Anything else is 409."""

from __future__ import annotations

import enum

from server.claim.models import ClaimStatus

S = ClaimStatus


class Action(enum.StrEnum):
    VERIFY = "VERIFY"
    ANALYSE = "ANALYSE"
    REQUEST_DOCUMENTS = "REQUEST_DOCUMENTS"
    APPROVE = "APPROVE"
    REJECT = "REJECT"
    PAY = "PAY"


# action: (statuses it may start from, status it leads to)
MOVES: dict[Action, tuple[tuple[ClaimStatus, ...], ClaimStatus]] = {
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
}


def allowed(status: ClaimStatus) -> list[Action]:
    return [action for action, (sources, _) in MOVES.items() if status in sources]
