"""Applying a verified gateway notification, in one database transaction.

Idempotent (each ``event_id`` is recorded once; a replay changes nothing) and monotonic
(only a live payment changes; a terminal state never changes again). SETTLED on a PENDING
payment: the payment PAID with a receipt number, each bill PAID (compare-and-set), one
PREMIUM_PAYMENT transaction in the policy's history, the policy's next due date moved on and
a grace period ended when nothing is overdue any more. The settlement's listeners
(:mod:`server.payment.events`: a SPAJ's first premium issues its policy) run in the same
transaction, before the premium is posted. A top-up payment (purpose TOP_UP) has no bills: it
is PAID with its receipt number and its listener (the investment's order: its trade date,
AWAITING_PRICE, and the TOP_UP row of the history) does the rest; no premium is posted and
the policy's due date stays.

SETTLED for an EXPIRED payment is money the customer paid while the charge was still open at
the gateway, reported after the portal's own (lazy) expiry, e.g. a notification delayed by a
failed delivery: it is applied when the payment's bills are still unpaid and free (held
again by compare-and-set, then settled as usual). A top-up's order was cancelled with its
payment: its late money is never applied (below). Otherwise, and for a payment the portal
cancelled (after the gateway confirmed the charge closed) or that failed, SETTLED is money
that cannot be applied: logged at ERROR (monitoring), recorded, the payment and its bills
unchanged, and handed to the listeners of unapplied money (the refund cases open one:
BILLS_TAKEN when a bill was paid or is held by another payment, else PAYMENT_ENDED).

REFUNDED (the gateway returned money the portal asked it to refund) concerns a refund case,
not a payment (the order may never have been recorded): it goes to the refund listener
before any payment is looked up, which checks it against the case and closes it; an unknown
charge is refused as an unknown order.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, cast

from sqlalchemy import CursorResult, select, update
from sqlalchemy.orm import Session, selectinload

from server.clock import WIB, as_utc
from server.errors import NotFound, RuleViolation
from server.payment import events, lifecycle, numbers
from server.payment.messages import (
    DEFAULT_FAILURE,
    NOTIFICATION_MISMATCH,
    NOTIFICATION_TIME_UNREADABLE,
    PAYMENT_NOT_FOUND,
)
from server.payment.models import (
    BillStatus,
    GatewayEvent,
    Payment,
    PaymentPurpose,
    PaymentStatus,
    PremiumBill,
)
from server.payment.posting import post_premium_transaction
from server.policy.models import Policy, PolicyStatus

log = logging.getLogger("server.payment.notification")

_ENDING = {
    "EXPIRED": PaymentStatus.EXPIRED,
    "FAILED": PaymentStatus.FAILED,
    "CANCELLED": PaymentStatus.CANCELLED,
}


class SettlementError(RuntimeError):
    """The bills of a PENDING payment were not all held by it: never expected; rolled back."""


@dataclass(frozen=True, slots=True)
class Ack:
    applied: bool
    payment_status: PaymentStatus


def apply(*, session: Session, note: Mapping[str, Any], now: datetime) -> Ack:
    order_id = str(note["order_id"])
    try:
        occurred_at = _instant(note["occurred_at"])
    except ValueError as exc:  # RFC 3339 allows what Python cannot read ("t", "z", ":60")
        raise RuleViolation(
            NOTIFICATION_TIME_UNREADABLE, detail="occurred_at cannot be read as a date-time."
        ) from exc
    if str(note["status"]) == "REFUNDED":
        return _refunded(session, note, order_id=order_id, occurred_at=occurred_at, now=now)
    payment = session.scalar(
        select(Payment)
        .where(Payment.payment_number == order_id)
        .options(selectinload(Payment.bills))
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if payment is None:
        log.warning("gateway notification for an unknown order order_id=%s", order_id)
        raise NotFound(PAYMENT_NOT_FOUND, detail="Unknown order_id.")
    for field, mine in (("gateway_txn_id", payment.gateway_txn_id), ("amount", payment.amount)):
        if note[field] != mine:
            log.warning(
                "gateway notification refused order_id=%s reason=%s mismatch (%r, expected %r)",
                order_id, field, note[field], mine,
            )  # fmt: skip
            raise RuleViolation(NOTIFICATION_MISMATCH, detail=f"{field} does not match.")
    event_id = str(note["event_id"])
    if session.scalar(select(GatewayEvent.id).where(GatewayEvent.event_id == event_id)):
        log.warning("gateway notification refused order_id=%s reason=replayed event", order_id)
        return Ack(applied=False, payment_status=payment.status)
    applied = _transition(session, payment, note, occurred_at=occurred_at, now=now)
    session.add(
        GatewayEvent(
            event_id=event_id,
            gateway_txn_id=str(note["gateway_txn_id"]),
            order_id=order_id,
            status=str(note["status"]),
            amount=int(note["amount"]),
            occurred_at=occurred_at,
            received_at=now,
            applied=applied,
        )
    )
    return Ack(applied=applied, payment_status=payment.status)


def _refunded(
    session: Session, note: Mapping[str, Any], *, order_id: str, occurred_at: datetime,
    now: datetime,
) -> Ack:  # fmt: skip
    event_id = str(note["event_id"])
    refund = events.RefundNote(
        event_id=event_id, gateway_txn_id=str(note["gateway_txn_id"]), order_id=order_id,
        refund_id=note.get("refund_id"), amount=int(note["amount"]), refunded_at=occurred_at,
        now=now,
    )  # fmt: skip
    # The listener locks the case first (idempotent itself), so a duplicate delivered at the
    # same time finds this event recorded below.
    applied = events.refunded(session, refund)
    if applied is None:
        log.warning(
            "gateway REFUNDED for an unknown refund order_id=%s gateway_txn_id=%s",
            order_id, refund.gateway_txn_id,
        )  # fmt: skip
        raise NotFound(PAYMENT_NOT_FOUND, detail="Unknown order_id.")
    # The answer names a payment status: an order the portal never recorded has none, and is
    # answered as a payment that failed (the portal never took that money as a payment).
    status = session.scalar(select(Payment.status).where(Payment.payment_number == order_id))
    shown = status if status is not None else PaymentStatus.FAILED
    if session.scalar(select(GatewayEvent.id).where(GatewayEvent.event_id == event_id)):
        log.warning("gateway notification refused order_id=%s reason=replayed event", order_id)
        return Ack(applied=False, payment_status=shown)
    session.add(
        GatewayEvent(
            event_id=event_id, gateway_txn_id=refund.gateway_txn_id, order_id=order_id,
            status="REFUNDED", amount=refund.amount, occurred_at=occurred_at, received_at=now,
            applied=applied,
        )
    )  # fmt: skip
    return Ack(applied=applied, payment_status=shown)


def _instant(value: Any) -> datetime:
    parsed = value if isinstance(value, datetime) else datetime.fromisoformat(str(value))
    return as_utc(parsed)


def _transition(
    session: Session,
    payment: Payment,
    note: Mapping[str, Any],
    *,
    occurred_at: datetime,
    now: datetime,
) -> bool:
    status = str(note["status"])
    order_id = payment.payment_number
    if (
        status == "SETTLED"
        and payment.status == PaymentStatus.EXPIRED
        and payment.purpose == PaymentPurpose.PREMIUM
        and _hold_again(session, payment)
    ):
        log.warning(
            "gateway SETTLED order_id=%s after its expiry in the portal: bills still payable, "
            "applied", order_id,
        )  # fmt: skip
        payment.status = PaymentStatus.PENDING
        payment.ended_at = None
        settle(session, payment, paid_at=occurred_at, now=now)
        return True
    if payment.status != PaymentStatus.PENDING:
        if status == "SETTLED" and payment.status != PaymentStatus.PAID:
            log.error(
                "gateway SETTLED order_id=%s gateway_txn_id=%s amount=%s after the payment "
                "was %s: needs refund review",
                order_id, payment.gateway_txn_id, payment.amount, payment.status.value,
            )  # fmt: skip
            _unapplied(session, payment, occurred_at=occurred_at, now=now)
        else:
            log.info("gateway %s order_id=%s ignored: payment is %s", status, order_id,
                     payment.status.value)  # fmt: skip
        return False
    if status == "PENDING":
        return False
    if status == "SETTLED":
        settle(session, payment, paid_at=occurred_at, now=now)
        return True
    ending = _ENDING[status]
    at = as_utc(payment.expires_at) if ending == PaymentStatus.EXPIRED else now
    reason = (
        (note.get("failure_reason") or DEFAULT_FAILURE) if ending == PaymentStatus.FAILED else None
    )
    lifecycle.end(session, payment, ending, at=at, reason=reason)
    return True


def _unapplied(session: Session, payment: Payment, *, occurred_at: datetime, now: datetime) -> None:
    """Hand the money over (the refund cases open one): BILLS_TAKEN when a bill of the
    payment was paid or is held by another payment (named when it is a portal payment),
    else PAYMENT_ENDED."""
    taken = session.execute(
        select(PremiumBill.status, PremiumBill.paid_payment_id, PremiumBill.hold_payment_id).where(
            PremiumBill.id.in_([line.bill_id for line in payment.bills])
        )
    ).all()
    takers = [
        paid if status == BillStatus.PAID else held
        for status, paid, held in taken
        if status == BillStatus.PAID or held not in (None, payment.id)
    ]
    other = next((t for t in takers if t is not None), None)
    other_number = (
        session.scalar(select(Payment.payment_number).where(Payment.id == other))
        if other is not None
        else None
    )
    assert payment.gateway_txn_id is not None
    money = events.UnappliedMoney(
        reason="BILLS_TAKEN" if takers else "PAYMENT_ENDED", other_payment=other_number,
        gateway_txn_id=payment.gateway_txn_id, amount=payment.amount, received_at=occurred_at,
        now=now,
    )  # fmt: skip
    events.unapplied(session, payment, money)


def _hold_again(session: Session, payment: Payment) -> bool:
    """The bills of an expired payment held by it again, all or none (a savepoint): False when
    one was paid or taken by another payment meanwhile."""
    bill_ids = [line.bill_id for line in payment.bills]
    with session.begin_nested() as savepoint:
        if not lifecycle.hold_bills(session, bill_ids, payment.id):
            savepoint.rollback()
            return False
    return True


def settle(session: Session, payment: Payment, *, paid_at: datetime, now: datetime) -> None:
    policy = session.scalar(select(Policy).where(Policy.id == payment.policy_id).with_for_update())
    assert policy is not None
    payment.status = PaymentStatus.PAID
    payment.paid_at = paid_at
    payment.receipt_number = numbers.receipt_number(session, paid_at)
    if payment.purpose == PaymentPurpose.TOP_UP:
        events.settled(session, payment, policy, now)
        log.info("top-up payment %s PAID receipt %s", payment.payment_number,
                 payment.receipt_number)  # fmt: skip
        return
    bill_ids = [line.bill_id for line in payment.bills]
    paid = cast(
        CursorResult[Any],
        session.execute(
            update(PremiumBill)
            .where(
                PremiumBill.id.in_(bill_ids),
                PremiumBill.status == BillStatus.UNPAID,
                PremiumBill.paid_payment_id.is_(None),
                PremiumBill.hold_payment_id == payment.id,
            )
            .values(
                status=BillStatus.PAID,
                paid_payment_id=payment.id,
                paid_at=paid_at,
                hold_payment_id=None,
            )
            .execution_options(synchronize_session=False)
        ),
    )
    if paid.rowcount != len(bill_ids):
        raise SettlementError(f"bills of {payment.payment_number} were not all held by it")
    events.settled(session, payment, policy, now)
    post_premium_transaction(session, policy=policy, payment=payment)
    _advance_policy(session, policy, payment, now=now)
    log.info("payment %s PAID receipt %s", payment.payment_number, payment.receipt_number)


def _advance_policy(session: Session, policy: Policy, payment: Payment, *, now: datetime) -> None:
    remaining = list(
        session.scalars(
            select(PremiumBill.due_date)
            .where(PremiumBill.policy_id == policy.id, PremiumBill.status == BillStatus.UNPAID)
            .order_by(PremiumBill.due_date)
        )
    )
    if remaining:
        policy.next_due_date = remaining[0]
    else:
        policy.next_due_date = max(line.period_end for line in payment.bills) + timedelta(days=1)
    today = now.astimezone(WIB).date()
    if policy.status == PolicyStatus.GRACE_PERIOD and all(due >= today for due in remaining):
        policy.status = PolicyStatus.INFORCE
        policy.grace_period_end = None
