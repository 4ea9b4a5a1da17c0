"""Submitting a draft, and the customer's history of submissions.

A draft is submitted once every code it asks for was entered and, when it carries NIK
warnings, the customer confirmed them. The submission is PENDING until staff decide; its
registration number is ``KYC-<yyyymmdd>-<6 characters>`` (the day in Jakarta and six random
Crockford base32 characters, e.g. ``KYC-20261124-7QH2MX``: not guessable, not sequential).
At most one PENDING per holder, held by a partial unique index: of two racing submissions
the second gets 409.
"""

from __future__ import annotations

import secrets
from datetime import datetime
from typing import Any

from sqlalchemy import func, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from server.access.caller import Customer
from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.documents.models import Document
from server.errors import Conflict, NotFound, RuleViolation
from server.pengkinian import drafts, messages, notices
from server.pengkinian.eligibility import owned_policy, require_eligible
from server.pengkinian.fields import SECTIONS
from server.pengkinian.models import KycChange, KycEvent, KycStatus, KycSubmission
from server.settings import Settings

CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CUSTOMER_ACTOR = "nasabah"


def registration_number(now: datetime) -> str:
    day = as_utc(now).astimezone(WIB)
    tail = "".join(secrets.choice(CROCKFORD) for _ in range(6))
    return f"KYC-{day:%Y%m%d}-{tail}"


def submit(
    *,
    session: Session,
    settings: Settings,
    customer: Customer,
    draft_id: str,
    warnings_confirmed: bool,
    now: datetime,
) -> KycSubmission:
    draft = drafts.live(session, customer, draft_id, now, for_update=True)
    missing = [p["caseOtp"] for p in draft.proofs if not p["verified"]]
    if missing:
        raise RuleViolation(
            messages.PROOFS_MISSING,
            detail="Codes not entered: " + ", ".join(missing),
            errors=[
                {"field": f"proofs.{case}", "message": messages.PROOF_MISSING} for case in missing
            ],
        )
    if draft.warnings and not warnings_confirmed:
        raise RuleViolation(
            messages.WARNINGS_UNCONFIRMED,
            detail="Warnings not confirmed.",
            errors=[{"field": "warnings_confirmed", "message": messages.CONFIRM_WARNINGS}],
        )
    require_eligible(session, customer, draft.policy_number)
    submission = _insert(session, customer, draft, now)
    session.delete(draft)
    holder = session.get(PolicyHolder, submission.holder_id)
    assert holder is not None
    notices.submitted(
        session,
        settings,
        to=holder.email,
        user_id=customer.user_id,
        number=submission.registration_number,
        at=now,
    )
    return submission


def _insert(session: Session, customer: Customer, draft: Any, now: datetime) -> KycSubmission:
    for _ in range(5):
        submission = KycSubmission(
            registration_number=registration_number(now),
            holder_id=draft.holder_id,
            user_id=customer.user_id,
            policy_number=draft.policy_number,
            status=KycStatus.PENDING,
            sections=sorted({c["section"] for c in draft.changes}, key=_section_order),
            warnings=list(draft.warnings),
            document_id=draft.document_id,
            submitted_at=now,
            changes=[
                KycChange(position=i, **{k: c[k] for k in _CHANGE_KEYS})
                for i, c in enumerate(draft.changes)
            ],
            events=[KycEvent(status=KycStatus.PENDING, at=now, actor=CUSTOMER_ACTOR)],
        )
        try:
            with session.begin_nested():
                session.add(submission)
                session.flush()
            if submission.document_id is not None:  # no longer a draft's: cannot be discarded
                session.execute(
                    update(Document)
                    .where(Document.id == submission.document_id)
                    .values(attached_to=submission.registration_number)
                )
            return submission
        except IntegrityError:
            pending = session.scalar(
                select(KycSubmission.registration_number).where(
                    KycSubmission.holder_id == draft.holder_id,
                    KycSubmission.status == KycStatus.PENDING,
                )
            )
            if pending is not None:
                raise Conflict(
                    messages.review_pending(pending), detail="Another submission came first."
                ) from None
    raise RuntimeError("no free registration number after five tries")


_CHANGE_KEYS = ("section", "field", "label", "old_value", "new_value", "old_raw", "new_raw")


def _section_order(section: str) -> int:
    return SECTIONS.index(section)


# ---------------------------------------------------------------- the customer's history
def history(
    *, session: Session, customer: Customer, policy_number: str, page: int, size: int
) -> tuple[list[KycSubmission], int]:
    """The holder's submissions (from any of their policies), newest first."""
    policy = owned_policy(session, customer, policy_number)
    mine = KycSubmission.holder_id == policy.holder_id
    total = session.scalar(select(func.count()).select_from(KycSubmission).where(mine)) or 0
    rows = session.scalars(
        select(KycSubmission)
        .where(mine)
        .order_by(KycSubmission.submitted_at.desc(), KycSubmission.id.desc())
        .offset((page - 1) * size)
        .limit(size)
    ).all()
    return list(rows), total


def detail(*, session: Session, customer: Customer, registration_number: str) -> KycSubmission:
    """One of the holder's submissions with its changes and events; 404 for anyone else's."""
    submission = session.scalar(
        select(KycSubmission)
        .where(
            KycSubmission.registration_number == registration_number,
            KycSubmission.holder_id == customer.policy_holder_id,
        )
        .options(selectinload(KycSubmission.changes), selectinload(KycSubmission.events))
    )
    if submission is None or customer.policy_holder_id is None:
        raise NotFound(messages.KYC_NOT_FOUND, detail="No such KYC submission for this customer.")
    return submission
