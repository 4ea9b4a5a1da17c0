"""Which move takes an application from which status to which. Anything else is 409 with
the status it is in (as a reader sees it: a lapsed offer is EXPIRED already)."""

from __future__ import annotations

import enum
from datetime import datetime

from sqlalchemy.orm import Session

from server.errors import Conflict
from server.spaj import expiry, messages, queries
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


# move: (statuses it may start from, status it leads to)
MOVES: dict[Move, tuple[tuple[SpajStatus, ...], SpajStatus]] = {
    Move.START_REVIEW: ((S.RECEIVED,), S.RISK_SELECTION),
    Move.ASK: ((S.RECEIVED, S.RISK_SELECTION, S.WAITING_DOCUMENTS), S.WAITING_DOCUMENTS),
    Move.DECIDE: ((S.RISK_SELECTION,), S.DECISION),
    Move.REJECT: ((S.RECEIVED, S.WAITING_DOCUMENTS, S.RISK_SELECTION), S.REJECTED),
    # Answering the last open requirement goes on to RISK_SELECTION.
    Move.ANSWER: ((S.WAITING_DOCUMENTS,), S.WAITING_DOCUMENTS),
    Move.OFFER_CODE: ((S.DECISION,), S.DECISION),
    Move.APPROVE: ((S.DECISION,), S.WAITING_PAYMENT),
    Move.DECLINE: ((S.DECISION,), S.DECLINED),
}


def check(session: Session, app: SpajApplication, move: Move, now: datetime) -> SpajStatus:
    """The status ``move`` leads to; 409 when it may not start from where ``app`` is."""
    sources, target = MOVES[move]
    first = queries.first_premium(session, app, now) if app.status == S.WAITING_PAYMENT else None
    seen = expiry.status(app, now, first)
    if seen in sources:
        return target
    if seen == S.EXPIRED and app.approved_at is None and app.valid_until is not None:
        message = messages.offer_expired(app.valid_until)
    else:
        message = messages.wrong_status(app.spaj_number, seen.value, [s.value for s in sources])
    raise Conflict(message, detail=f"{move.value} is not allowed from {seen.value}.")
