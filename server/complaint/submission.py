"""The customer's complaint (POJK 22/2023): checked, then written in one unit of work (the
complaint with its due date, its RECEIVED step, its documents attached, its Idempotency-Key,
the acknowledgement's notice after commit) or not at all.

Refused with 422 (nothing changes): a policy that is not the customer's (an issued policy of
their holder), an attachment that is not the customer's recent unattached COMPLAINT_DOCUMENT
upload, and a sixth complaint while :data:`MAX_OPEN` are being handled (RECEIVED). The key
makes a repeat of the same submission (a double click, a retry after a timeout) answer the
first complaint; the key with another body is 422; a duplicate still being written is 409.
Documents are taken with one conditional UPDATE, so two complaints never share one; the
customer's row is locked before the count of those being handled.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.access.models import User
from server.casework.idempotency import Keys, digest
from server.complaint import deadline, messages, notices, queries
from server.complaint.models import (
    Complaint,
    ComplaintAction,
    ComplaintCategory,
    ComplaintDocument,
    ComplaintEvent,
    ComplaintIdempotencyKey,
    ComplaintStatus,
)
from server.complaint.numbers import complaint_number
from server.documents import service as documents
from server.documents.limits import pending
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner
from server.errors import RuleViolation
from server.policy.models import Policy, issued

MAX_OPEN = 5  # complaints being handled (RECEIVED) at once, per customer
Errors = list[dict[str, str]]
KEYS = Keys(ComplaintIdempotencyKey, "complaint_id", messages.KEY_REUSED, messages.KEY_IN_PROGRESS)


def _refuse(errors: Errors, detail: str) -> None:
    if errors:
        raise RuleViolation(errors[0]["message"], detail=detail, errors=errors)


def _policy(session: Session, customer: Customer, policy_number: str | None) -> int | None:
    if policy_number is None:
        return None
    policy_id = None
    if customer.policy_holder_id is not None:
        policy_id = session.scalar(
            select(Policy.id).where(
                Policy.policy_number == policy_number,
                Policy.holder_id == customer.policy_holder_id,
                issued(),
            )
        )
    if policy_id is None:
        message = messages.policy_not_yours(policy_number)
        _refuse([{"field": "policy_number", "message": message}], messages.POLICY_NOT_FOUND_DETAIL)
    return policy_id


def _documents(session: Session, customer: Customer, ids: list[str], now: datetime) -> None:
    """Each attachment is the customer's recent unattached COMPLAINT_DOCUMENT upload (named
    by its position; the attaching UPDATE checks it again against a race)."""
    if not ids:
        return
    owner = Owner.customer(customer.user_id)
    usable = set(
        session.scalars(
            select(Document.id).where(
                Document.id.in_(ids), pending(owner, DocumentPurpose.COMPLAINT_DOCUMENT, now)
            )
        )
    )
    errors = [
        {"field": f"document_ids[{i}]", "message": messages.DOCUMENT_NOT_ATTACHABLE}
        for i, document_id in enumerate(ids)
        if document_id not in usable
    ]
    _refuse(errors, "A document cannot be attached.")


def _text(body: Mapping[str, Any]) -> tuple[str, str]:
    """The subject and description without surrounding spaces, checked again (the contract
    counts the spaces)."""
    subject, description = body["subject"].strip(), body["description"].strip()
    errors: Errors = []
    if len(subject) < 5:
        errors.append({"field": "subject", "message": messages.SUBJECT_SHORT})
    if len(description) < 20:
        errors.append({"field": "description", "message": messages.DESCRIPTION_SHORT})
    _refuse(errors, "The text is too short.")
    return subject, description


def submit(
    *, session: Session, customer: Customer, key: str, body: Mapping[str, Any], now: datetime
) -> Complaint:
    hashed = digest(body)
    used = KEYS.earlier(session, user_id=customer.user_id, key=key, digest=hashed, now=now)
    if used is not None:
        earlier = session.get(Complaint, used)
        if earlier is not None:
            return earlier
    subject, description = _text(body)
    policy_id = _policy(session, customer, body.get("policy_number"))
    ids = list(body["document_ids"])
    _documents(session, customer, ids, now)
    # The customer's row locked first: two submissions at the same instant count one after
    # the other, so they never make a sixth complaint being handled.
    session.scalar(select(User.id).where(User.id == customer.user_id).with_for_update())
    if queries.open_count(session, customer.user_id) >= MAX_OPEN:
        message = messages.too_many_open(MAX_OPEN)
        raise RuleViolation(message, detail=f"{MAX_OPEN} complaints are being handled already.")

    complaint = Complaint(
        complaint_number=complaint_number(session, now),
        user_id=customer.user_id,
        policy_id=policy_id,
        category=ComplaintCategory(body["category"]),
        subject=subject,
        description=description,
        status=ComplaintStatus.RECEIVED,
        submitted_at=now,
        due_date=deadline.due_date(now, extended=False),
        extended=False,
        updated_at=now,
        events=[
            ComplaintEvent(
                action=ComplaintAction.RECEIVED, at=now, actor=customer.user_name, by_staff=False
            )
        ],
        documents=[],
    )
    session.add(complaint)
    session.flush()
    KEYS.record(
        session, user_id=customer.user_id, key=key, digest=hashed, case_id=complaint.id, now=now
    )
    if ids:
        try:
            taken = documents.attach(
                session, owner=Owner.customer(customer.user_id),
                purpose=DocumentPurpose.COMPLAINT_DOCUMENT, document_ids=ids,
                to=complaint.complaint_number, now=now,
            )  # fmt: skip
        except RuleViolation:  # taken meanwhile by another submission
            _documents(session, customer, ids, now)
            raise
        by_id = {d.id: d for d in taken}
        for document_id in ids:
            complaint.documents.append(ComplaintDocument(document_id=by_id[document_id].id))
    session.flush()
    notices.received(session, queries.sender(session, complaint), complaint, now)
    return complaint
