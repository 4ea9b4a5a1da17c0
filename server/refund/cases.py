"""Opening a refund case, and finding one.

:func:`open_case` is the one way a case comes to be: from a settlement that cannot be applied
(:mod:`server.refund.listeners`) and from the reconciliation (money for an order the portal
never recorded). One case per gateway charge: opening again for the same ``gateway_txn_id``
returns the case there is and records nothing new, also when two openings race (the unique
``gateway_txn_id`` decides; the loser reads the winner's case).
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from server.casework import queries as casework
from server.errors import NotFound
from server.payment.models import Payment
from server.refund import messages, numbers
from server.refund.models import RefundAction, RefundCase, RefundEvent, RefundReason, RefundStatus

log = logging.getLogger("server.refund")


def open_case(
    session: Session,
    *,
    reason: RefundReason,
    order_id: str,
    gateway_txn_id: str,
    amount: int,
    received_at: datetime,
    payment: Payment | None,
    customer_name: str | None,
    method: str | None,
    actor: str,
    note: str,
    now: datetime,
) -> RefundCase:
    """The OPEN case of the money a gateway charge received (``actor``: who found it), or the
    case already opened for that charge, unchanged."""
    existing = by_charge(session, gateway_txn_id)
    if existing is not None:
        return existing
    try:
        with session.begin_nested():  # a lost race leaves nothing behind, its number included
            case = RefundCase(
                refund_number=numbers.refund_number(session, now),
                status=RefundStatus.OPEN,
                reason=reason,
                amount=amount,
                order_id=order_id,
                gateway_txn_id=gateway_txn_id,
                payment_id=payment.id if payment is not None else None,
                policy_id=payment.policy_id if payment is not None else None,
                customer_name=customer_name[:100] if customer_name else None,
                method=method,
                received_at=received_at,
                created_at=now,
                updated_at=now,
            )
            case.events = [
                RefundEvent(action=RefundAction.OPENED, actor=actor, at=now, note=note[:500])
            ]
            session.add(case)
            session.flush()
    except IntegrityError:
        raced = by_charge(session, gateway_txn_id)
        if raced is None:
            raise
        return raced
    log.warning(
        "refund case %s opened by %s: %s order_id=%s gateway_txn_id=%s amount=%s",
        case.refund_number, actor, reason.value, order_id, gateway_txn_id, amount,
    )  # fmt: skip
    return case


def by_charge(
    session: Session, gateway_txn_id: str, *, for_update: bool = False
) -> RefundCase | None:
    """The case of a gateway charge, if any (locked for a step, its steps loaded)."""
    stmt = select(RefundCase).where(RefundCase.gateway_txn_id == gateway_txn_id)
    if for_update:
        stmt = (
            stmt.options(selectinload(RefundCase.events))
            .with_for_update(of=RefundCase)
            .execution_options(populate_existing=True)
        )
    return session.scalar(stmt)


def find(session: Session, refund_number: str, *, for_update: bool = False) -> RefundCase:
    """The case with this number (locked for an action, its steps loaded), or 404."""
    return casework.find(
        session, RefundCase, RefundCase.refund_number == refund_number,
        load=[selectinload(RefundCase.events)] if for_update else [],
        for_update=for_update,
        missing=NotFound(messages.NOT_FOUND, detail="No such refund case."),
    )  # fmt: skip
