"""Which move takes an application from which status to which (the application's
:class:`~server.casework.workflow.Workflow`). Anything else is 409 with the status it is in,
as a reader sees it (:func:`server.spaj.expiry.check`: a lapsed offer is EXPIRED already)."""

from __future__ import annotations

import enum
from datetime import datetime

from server.casework.workflow import Workflow
from server.spaj import messages
from server.spaj.models import SpajApplication, SpajStatus

S = SpajStatus


class Move(enum.StrEnum):
    START_REVIEW = "START_REVIEW"  # staff
    ASK = "ASK"  # staff: documents or answers
    DECIDE = "DECIDE"  # staff: the offer
    REJECT = "REJECT"  # staff
    ANSWER = "ANSWER"  # applicant: one requirement
    OFFER_CODE = "OFFER_CODE"  # applicant: a code to approve the offer
    APPROVE = "APPROVE"  # applicant
    DECLINE = "DECLINE"  # applicant


def _refusal(app: SpajApplication, seen: SpajStatus, sources: tuple[SpajStatus, ...]) -> str:
    if seen == S.EXPIRED and app.approved_at is None and app.valid_until is not None:
        return messages.offer_expired(app.valid_until)
    return messages.wrong_status(app.spaj_number, seen.value, [s.value for s in sources])


def _stamp(app: SpajApplication, to: SpajStatus, actor: str, now: datetime) -> None:
    """The time of the last change, and of the last change of status (the queue's age)."""
    if app.status != to:
        app.status_changed_at = now
    app.updated_at = now


WORKFLOW: Workflow[SpajApplication, Move, SpajStatus] = Workflow(
    # move: (statuses it may start from, status it leads to)
    moves={
        Move.START_REVIEW: ((S.RECEIVED,), S.RISK_SELECTION),
        Move.ASK: ((S.RECEIVED, S.RISK_SELECTION, S.WAITING_DOCUMENTS), S.WAITING_DOCUMENTS),
        Move.DECIDE: ((S.RISK_SELECTION,), S.DECISION),
        Move.REJECT: ((S.RECEIVED, S.WAITING_DOCUMENTS, S.RISK_SELECTION), S.REJECTED),
        # Answering the last open requirement goes on to RISK_SELECTION.
        Move.ANSWER: ((S.WAITING_DOCUMENTS,), S.WAITING_DOCUMENTS),
        Move.OFFER_CODE: ((S.DECISION,), S.DECISION),
        Move.APPROVE: ((S.DECISION,), S.WAITING_PAYMENT),
        Move.DECLINE: ((S.DECISION,), S.DECLINED),
    },
    refusal=_refusal,
    stamp=_stamp,
)
