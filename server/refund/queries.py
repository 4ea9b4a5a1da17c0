"""Reads of the refund desk: the queue by status with the count of every status, and one case
with its steps, its policy, the portal payment's status and the holder's e-mail."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.casework.queries import page_of, status_counts
from server.customer.models import PolicyHolder
from server.payment.models import Payment
from server.policy.models import Policy
from server.refund import cases
from server.refund.models import RefundCase, RefundEvent, RefundStatus

WAITING = (RefundStatus.OPEN, RefundStatus.PROCESSING)
MAX_EVENTS = 50  # the contract's RefundDetail.events maxItems: the latest ones


@dataclass(frozen=True, slots=True)
class Row:
    case: RefundCase
    policy_number: str | None


@dataclass(frozen=True, slots=True)
class Detail:
    row: Row
    events: list[RefundEvent]  # oldest first
    payment_status: str | None
    customer_email: str | None


def queue(
    session: Session, *, status: RefundStatus, page: int, size: int
) -> tuple[list[Row], dict[RefundStatus, int]]:
    """Waiting cases the longest waiting (since the last change) first; closed ones the newest
    first. With the count of every status."""
    counts = status_counts(session, RefundCase.status, RefundStatus)
    query = (
        select(RefundCase, Policy.policy_number)
        .outerjoin(Policy, Policy.id == RefundCase.policy_id)
        .where(RefundCase.status == status)
    )
    rows = session.execute(
        page_of(
            query, since=RefundCase.updated_at, key=RefundCase.id,
            newest_first=status not in WAITING, page=page, size=size,
        )
    ).all()  # fmt: skip
    return [Row(case, number) for case, number in rows], counts


def detail(session: Session, refund_number: str) -> Detail:
    case = cases.find(session, refund_number)
    policy_number, email = None, None
    if case.policy_id is not None:
        found = session.execute(
            select(Policy.policy_number, PolicyHolder.email)
            .join(PolicyHolder, PolicyHolder.id == Policy.holder_id)
            .where(Policy.id == case.policy_id)
        ).one_or_none()
        if found is not None:
            policy_number, email = found
    payment_status = None
    if case.payment_id is not None:
        status = session.scalar(select(Payment.status).where(Payment.id == case.payment_id))
        payment_status = status.value if status is not None else None
    latest = list(
        session.scalars(
            select(RefundEvent)
            .where(RefundEvent.case_id == case.id)
            .order_by(RefundEvent.id.desc())
            .limit(MAX_EVENTS)
        )
    )
    return Detail(Row(case, policy_number), latest[::-1], payment_status, email)
