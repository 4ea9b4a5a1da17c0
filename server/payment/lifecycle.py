"""Ending a payment and releasing its bills, and the lazy expiry done on every read. The
listeners of an end (:func:`server.payment.events.ended`: a top-up's order cancelled) run in
the same transaction.

Only a live payment (``CREATING`` or ``PENDING``) holds bills. Every status change starts
from a row read ``FOR UPDATE`` (PostgreSQL; SQLite transactions are serial), so a
notification, a cancellation and the lazy expiry racing for one payment are applied one
after the other and only the first one changes a live payment.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import ColumnElement, CursorResult, and_, delete, or_, select, update
from sqlalchemy.orm import Session, selectinload

from server.clock import as_utc
from server.payment import events
from server.payment.messages import GATEWAY_SILENT
from server.payment.models import (
    BillStatus,
    IdempotencyKey,
    IdempotencyState,
    Payment,
    PaymentStatus,
    PremiumBill,
)

log = logging.getLogger("server.payment")

LIVE = (PaymentStatus.CREATING, PaymentStatus.PENDING)
# A payment still CREATING after this long lost its second phase (a crash or a gateway that
# never answered): it is released as FAILED.
STALE_CREATING = timedelta(minutes=2)


def hold_bills(session: Session, bill_ids: Sequence[int], payment_id: int) -> bool:
    """Compare-and-set: the bills, if every one is still unpaid and free, now held by the
    payment. False when any was paid or taken meanwhile (the caller undoes the rest: a
    savepoint or the request's transaction)."""
    held = cast(
        CursorResult[Any],
        session.execute(
            update(PremiumBill)
            .where(
                PremiumBill.id.in_(bill_ids),
                PremiumBill.status == BillStatus.UNPAID,
                PremiumBill.hold_payment_id.is_(None),
            )
            .values(hold_payment_id=payment_id)
            .execution_options(synchronize_session=False)
        ),
    )
    return held.rowcount == len(bill_ids)


def release_bills(session: Session, payment_ids: Sequence[int]) -> None:
    """The bills held by these payments become payable again; an unfinished idempotency key
    of theirs is dropped so the same key may be used again."""
    if not payment_ids:
        return
    session.execute(
        update(PremiumBill)
        .where(PremiumBill.hold_payment_id.in_(payment_ids))
        .values(hold_payment_id=None)
        .execution_options(synchronize_session=False)
    )
    session.execute(
        delete(IdempotencyKey)
        .where(
            IdempotencyKey.payment_id.in_(payment_ids),
            IdempotencyKey.state == IdempotencyState.IN_PROGRESS,
        )
        .execution_options(synchronize_session=False)
    )


def end(
    session: Session,
    payment: Payment,
    status: PaymentStatus,
    *,
    at: datetime,
    reason: str | None = None,
) -> None:
    """A live payment (locked by the caller) becomes EXPIRED, FAILED or CANCELLED."""
    assert payment.status in LIVE and status not in LIVE and status != PaymentStatus.PAID
    payment.status = status
    payment.ended_at = at
    payment.failure_reason = reason
    release_bills(session, [payment.id])
    events.ended(session, [payment])
    log.info("payment %s %s", payment.payment_number, status.value)


def _stale(now: datetime) -> ColumnElement[bool]:
    return or_(
        and_(Payment.status == PaymentStatus.PENDING, Payment.expires_at <= now),
        and_(Payment.status == PaymentStatus.CREATING, Payment.created_at <= now - STALE_CREATING),
    )


def expire_stale(
    session: Session,
    *,
    now: datetime,
    policy_id: int | None = None,
    payment_id: int | None = None,
) -> list[Payment]:
    """Lazy expiry for one policy or one payment: a PENDING payment past ``expires_at``
    becomes EXPIRED (ended at its expiry), a CREATING one older than two minutes FAILED.
    One SELECT when nothing is stale."""
    stmt = (
        select(Payment)
        .where(_stale(now))
        .options(selectinload(Payment.bills))  # kept loaded for the answer
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if policy_id is not None:
        stmt = stmt.where(Payment.policy_id == policy_id)
    if payment_id is not None:
        stmt = stmt.where(Payment.id == payment_id)
    stale = list(session.scalars(stmt))
    for payment in stale:
        if payment.status == PaymentStatus.PENDING:
            payment.status = PaymentStatus.EXPIRED
            payment.ended_at = as_utc(payment.expires_at)
        else:
            payment.status = PaymentStatus.FAILED
            payment.ended_at = now
            payment.failure_reason = GATEWAY_SILENT
        log.info("payment %s %s (lazy expiry)", payment.payment_number, payment.status.value)
    release_bills(session, [p.id for p in stale])
    events.ended(session, stale)
    return stale
