"""The underwriting desk's moves on a locked application: start the risk selection, ask the
applicant for documents or answers, decide (the offer, with loadings and exclusions), reject.
Each move is checked against :mod:`server.spaj.transitions` (409 otherwise) and recorded as
an event with the staff member and the time (:mod:`server.casework`).
The caller sends the e-mail."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server.casework.queries import page_of, status_counts
from server.clock import WIB, as_utc
from server.errors import Conflict, RuleViolation
from server.policy.models import Product
from server.spaj import audit, messages, premiums
from server.spaj.expiry import check
from server.spaj.models import (
    Action,
    ActorKind,
    AskedBy,
    RequirementKind,
    RequirementStatus,
    SpajApplication,
    SpajRequirement,
    SpajStatus,
)
from server.spaj.transitions import Move

MAX_REQUIREMENTS = 30  # the contract's SpajDetail.requirements
ENDED = (SpajStatus.ISSUED, SpajStatus.REJECTED, SpajStatus.DECLINED, SpajStatus.EXPIRED)


@dataclass(frozen=True, slots=True)
class Ask:
    kind: RequirementKind
    asked_by: AskedBy
    title: str
    note: str | None
    id: int | None = None  # the demo's fixed ids; the database's otherwise


def _refuse(message: str, field: str) -> RuleViolation:
    return RuleViolation(message, detail=message, errors=[{"field": field, "message": message}])


def start_review(session: Session, app: SpajApplication, *, staff: str, now: datetime) -> None:
    to = check(session, app, Move.START_REVIEW, now)
    audit.record(
        app, Action.REVIEW_STARTED, to, ActorKind.STAFF, staff, now, note=messages.REVIEW_STARTED
    )


def ask(
    session: Session, app: SpajApplication, asks: Sequence[Ask], *, staff: str, now: datetime
) -> None:
    to = check(session, app, Move.ASK, now)
    wanted = [(a.kind, a.title.strip().lower()) for a in asks]
    open_ = {
        (r.kind, r.title.strip().lower())
        for r in app.requirements
        if r.status == RequirementStatus.OPEN
    }
    if len(set(wanted)) != len(wanted) or open_ & set(wanted):
        raise _refuse(messages.DUPLICATE_REQUIREMENT, "requirements")
    if len(app.requirements) + len(asks) > MAX_REQUIREMENTS:
        raise _refuse(messages.TOO_MANY_REQUIREMENTS, "requirements")
    for a in asks:
        app.requirements.append(
            SpajRequirement(
                id=a.id, kind=a.kind, asked_by=a.asked_by, title=a.title.strip(),
                note=(a.note or "").strip() or None, asked_at=now, asked_by_user=staff,
                status=RequirementStatus.OPEN, documents=[],
            )
        )  # fmt: skip
    by: dict[AskedBy, list[str]] = {}
    for a in asks:
        by.setdefault(a.asked_by, []).append(a.title.strip())
    note = " ".join(messages.asked(who.value, titles) for who, titles in by.items())
    audit.record(app, Action.REQUIREMENTS_ASKED, to, ActorKind.STAFF, staff, now, note=note)


def decide(
    session: Session,
    app: SpajApplication,
    *,
    loadings: Sequence[tuple[str, int]],
    exclusions: Sequence[tuple[str, str]],
    valid_days: int,
    staff: str,
    now: datetime,
) -> None:
    to = check(session, app, Move.DECIDE, now)
    if any(r.status == RequirementStatus.OPEN for r in app.requirements):
        raise Conflict(messages.OPEN_REQUIREMENTS, detail="Open requirements remain.")
    reasons = [reason.strip().lower() for reason, _ in loadings]
    if len(set(reasons)) != len(reasons):
        raise _refuse(messages.DUPLICATE_LOADING, "loadings")
    titles = [title.strip().lower() for title, _ in exclusions]
    if len(set(titles)) != len(titles):
        raise _refuse(messages.DUPLICATE_EXCLUSION, "exclusions")
    money = premiums.compute(
        app.premium,
        [int(r["premium"]) for r in app.riders],
        [(reason.strip(), percent) for reason, percent in loadings],
    )
    app.decided_at = now
    app.valid_until = as_utc(now).astimezone(WIB).date() + timedelta(days=valid_days)
    app.loadings = money.loadings
    app.exclusions = [{"title": t.strip(), "reason": r.strip()} for t, r in exclusions]
    app.base_premium, app.extra_premium, app.final_premium = money.base, money.extra, money.final
    note = messages.decided(money.final, bool(loadings), bool(exclusions))
    audit.record(app, Action.DECIDED, to, ActorKind.STAFF, staff, now, note=note)


def reject(
    session: Session, app: SpajApplication, *, reason: str, staff: str, now: datetime
) -> None:
    to = check(session, app, Move.REJECT, now)
    app.rejection_reason = reason.strip()
    audit.record(app, Action.REJECTED, to, ActorKind.STAFF, staff, now, note=app.rejection_reason)


def queue(
    session: Session, *, status: SpajStatus, page: int, size: int
) -> tuple[list[tuple[SpajApplication, str, int]], int, dict[SpajStatus, int]]:
    """One page of a status: running ones the longest waiting (since their last change)
    first, ended ones the newest first; each with its product's name and open requirements.
    With the count of every status."""
    counts = status_counts(session, SpajApplication.status, SpajStatus)
    open_count = (
        select(func.count(SpajRequirement.id))
        .where(
            SpajRequirement.spaj_id == SpajApplication.id,
            SpajRequirement.status == RequirementStatus.OPEN,
        )
        .correlate(SpajApplication)
        .scalar_subquery()
    )
    query = (
        select(SpajApplication, Product.name, open_count)
        .join(Product, Product.id == SpajApplication.product_id)
        .where(SpajApplication.status == status)
    )
    rows = session.execute(
        page_of(
            query, since=SpajApplication.status_changed_at, key=SpajApplication.id,
            newest_first=status in ENDED, page=page, size=size,
        )
    ).all()  # fmt: skip
    items = [(row[0], row[1], int(row[2])) for row in rows]
    return items, counts[status], counts
