"""An application ends EXPIRED when the underwriter's offer is not approved by the end of
``valid_until`` (WIB), or its first premium is not paid by ``pay_before`` (approval + 30
days) while no payment is still open for it (a charge opened in time may still be paid).

Evaluated lazily: a read shows EXPIRED as soon as the date has passed, without writing in a
read-only unit; it has the expiry recorded right after it (:func:`record_later`), as does
the next write on that application and the desk's queue (:func:`sweep`). Recording it is an
event of the system and an e-mail to the applicant.
"""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import and_, or_, select
from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.db import after_read
from server.policy.models import Product
from server.settings import Settings
from server.spaj import audit, messages, notices, queries
from server.spaj.models import Action, ActorKind, SpajApplication, SpajStatus
from server.spaj.queries import FirstPremium
from server.spaj.transitions import WORKFLOW, Move


def lapsed(app: SpajApplication, now: datetime, first: FirstPremium | None) -> bool:
    if app.status == SpajStatus.DECISION and app.valid_until is not None:
        return as_utc(now).astimezone(WIB).date() > app.valid_until
    if app.status == SpajStatus.WAITING_PAYMENT and app.pay_before is not None:
        return now > as_utc(app.pay_before) and not (first is not None and first.held)
    return False


def status(app: SpajApplication, now: datetime, first: FirstPremium | None) -> SpajStatus:
    """The status a reader sees now."""
    return SpajStatus.EXPIRED if lapsed(app, now, first) else app.status


def check(session: Session, app: SpajApplication, move: Move, now: datetime) -> SpajStatus:
    """The status ``move`` leads to; 409 when it may not start from where ``app`` is as a
    reader sees it now."""
    first = (
        queries.first_premium(session, app, now)
        if app.status == SpajStatus.WAITING_PAYMENT
        else None
    )
    return WORKFLOW.check(app, move, seen=status(app, now, first))


def record(session: Session, settings: Settings, app: SpajApplication, now: datetime) -> bool:
    """Record the expiry of a locked application when it has lapsed; True when it did."""
    if not lapsed(app, now, queries.first_premium(session, app, now)):
        return False
    note = messages.expired_payment() if app.approved_at else messages.expired_offer()
    audit.record(
        app, Action.EXPIRED, SpajStatus.EXPIRED, ActorKind.SYSTEM, messages.SYSTEM, now, note=note
    )
    session.flush()
    product = session.get(Product, app.product_id)
    assert product is not None
    notices.status_changed(session, settings, app, product=product.name, at=now)
    return True


def record_later(session: Session, settings: Settings, spaj_number: str, now: datetime) -> None:
    """After a read that saw a lapsed application: record it in a unit of its own."""

    def write(writer: Session) -> None:
        record(writer, settings, queries.find(writer, spaj_number, for_update=True), now)

    after_read(session, write)


def sweep(session: Session, settings: Settings, now: datetime) -> int:
    """Record every lapsed application (the desk's queue shows them where they now are)."""
    today = as_utc(now).astimezone(WIB).date()
    numbers = list(
        session.scalars(
            select(SpajApplication.spaj_number).where(
                or_(
                    and_(
                        SpajApplication.status == SpajStatus.DECISION,
                        SpajApplication.valid_until < today,
                    ),
                    and_(
                        SpajApplication.status == SpajStatus.WAITING_PAYMENT,
                        SpajApplication.pay_before < now,
                    ),
                )
            )
        )
    )
    return sum(
        record(session, settings, queries.find(session, n, for_update=True), now) for n in numbers
    )
