"""The customer's requests on their personal data (UU 27/2022: correction, restriction of
processing, erasure) and what staff do with them.

A submission gets its register number (PDP-YYYY-NNNNNN), its deadlines (reviewed within
:data:`~server.privacy.serializers.ACKNOWLEDGE_WITHIN`, 3 x 24 hours; answered within
:data:`~server.privacy.serializers.ANSWER_WITHIN`, 14 days, both from submission), its first
event and the customer's notice, in one unit with its Idempotency-Key (as a claim's: the same
key and body answer the first request, the key with another body is 422, a duplicate still
being written 409). One open request (RECEIVED or ACKNOWLEDGED) per kind: another is 422.

Staff acknowledge a RECEIVED request and then decide it with a written answer; each move
locks the row, is refused 409 when the request moved meanwhile (two staff at once), and is
recorded with who and when (:mod:`server.privacy.transitions`).

The decision does not itself correct, restrict or erase anything: staff do that work in the
back office (policy administration, the core systems, the archives) and answer in writing
what was done, what was not and on which legal basis (data the law obliges the company to
keep: ``retention`` of the overview). The portal records the answer and tells the customer.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from server.access.caller import Customer
from server.casework.idempotency import Keys, digest
from server.casework.queries import find
from server.errors import NotFound, RuleViolation
from server.privacy import messages, notices, numbers
from server.privacy.models import (
    PrivacyIdempotencyKey,
    PrivacyRequest,
    PrivacyRequestEvent,
    RequestKind,
    RequestStatus,
)
from server.privacy.serializers import ACKNOWLEDGE_WITHIN, ANSWER_WITHIN, WAITING
from server.privacy.transitions import WORKFLOW, Action

log = logging.getLogger("server.privacy")
KEYS = Keys(PrivacyIdempotencyKey, "request_id", messages.KEY_REUSED, messages.KEY_IN_PROGRESS)


def mine(session: Session, user_id: int) -> list[PrivacyRequest]:
    """The customer's requests, the newest first."""
    return list(
        session.scalars(
            select(PrivacyRequest)
            .where(PrivacyRequest.user_id == user_id)
            .order_by(PrivacyRequest.submitted_at.desc(), PrivacyRequest.id.desc())
            .limit(100)
        )
    )


def submit(
    *, session: Session, customer: Customer, key: str, body: Mapping[str, Any], now: datetime
) -> PrivacyRequest:
    hashed = digest(body)
    used = KEYS.earlier(session, user_id=customer.user_id, key=key, digest=hashed, now=now)
    if used is not None:
        return session.get_one(PrivacyRequest, used)
    kind = RequestKind(body["kind"])
    open_one = session.scalar(
        select(PrivacyRequest.request_number).where(
            PrivacyRequest.user_id == customer.user_id,
            PrivacyRequest.kind == kind,
            PrivacyRequest.status.in_(WAITING),
        )
    )
    if open_one is not None:
        message = messages.already_open(messages.KIND_DESC[kind.value], open_one)
        raise RuleViolation(
            message,
            detail="An open request of this kind exists.",
            errors=[{"field": "kind", "message": message}],
        )
    row = PrivacyRequest(
        request_number=numbers.request_number(session, now),
        user_id=customer.user_id,
        kind=kind,
        description=str(body["description"]).strip(),
        status=RequestStatus.RECEIVED,
        submitted_at=now,
        acknowledge_due_at=now + ACKNOWLEDGE_WITHIN,
        answer_due_at=now + ANSWER_WITHIN,
        updated_at=now,
        events=[PrivacyRequestEvent(status=RequestStatus.RECEIVED, at=now,
                                    actor=customer.user_name)],
    )  # fmt: skip
    session.add(row)
    session.flush()
    KEYS.record(session, user_id=customer.user_id, key=key, digest=hashed, case_id=row.id, now=now)
    notices.request_received(session, row, now)
    log.info("privacy request %s (%s) submitted", row.request_number, kind.value)
    return row


def _locked(session: Session, number: str) -> PrivacyRequest:
    return find(
        session, PrivacyRequest, PrivacyRequest.request_number == number,
        missing=NotFound(messages.REQUEST_NOT_FOUND, detail="No such privacy request."),
        load=(selectinload(PrivacyRequest.events),), for_update=True,
    )  # fmt: skip


def acknowledge(*, session: Session, staff: Customer, request_number: str, now: datetime) -> None:
    row = _locked(session, request_number)
    WORKFLOW.transition(
        row, Action.ACKNOWLEDGE, lambda to: PrivacyRequestEvent(status=to),
        actor=staff.user_name, now=now,
    )  # fmt: skip
    notices.request_acknowledged(session, row, now)
    log.info("privacy request %s acknowledged by %s", request_number, staff.user_name)


def decide(
    *,
    session: Session,
    staff: Customer,
    request_number: str,
    outcome: str,
    answer: str,
    now: datetime,
) -> None:
    row = _locked(session, request_number)
    WORKFLOW.check(row, Action.DECIDE)
    to = RequestStatus(outcome)
    row.answer = answer.strip()
    WORKFLOW.record(
        row, to, PrivacyRequestEvent(status=to), actor=staff.user_name, now=now, note=row.answer
    )
    notices.request_answered(session, row, now)
    log.info("privacy request %s answered %s by %s", request_number, to.value, staff.user_name)
