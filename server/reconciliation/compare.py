"""The comparison: what the gateway's charges and the portal's payments, as read now, ask the
reconciliation to do. Nothing is changed here; :mod:`server.reconciliation.actions` does each
step, checking again under lock.

- A payment still ``CREATING`` after :data:`GRACE` lost the second phase of its creation (a
  crash after the gateway issued the charge, or before): it is closed (FAILED, bills
  released, key dropped). Closed first, so a creation that is somehow still running finds it
  no longer CREATING and cancels its own charge rather than making it live.
- A ``PENDING`` charge that is not the live payment of its order (no payment, a payment that
  ended, a payment that never recorded it, a payment on another charge) is cancelled.
- A ``SETTLED`` charge that no portal payment recorded and no refund case holds becomes a
  refund case (``UNKNOWN_PAYMENT``).
- A final status at the gateway that its own payment never heard of (the notifications
  failed for longer than the gateway retries them): money settled for a payment not PAID
  without a refund case, or a payment still PENDING whose charge failed, was cancelled or
  expired. It is applied exactly as the lost notification would have been (money that can
  no longer be applied becomes a refund case there).

Charges and payments younger than :data:`GRACE` are left alone: never race a payment being
created.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.clock import as_utc
from server.payment.models import Payment, PaymentStatus
from server.payment_gateway import ChargeInfo
from server.reconciliation import messages
from server.refund.models import RefundCase

GRACE = timedelta(minutes=10)
_CHUNK = 500  # values per IN (...)


@dataclass(frozen=True, slots=True)
class Seen:
    """The portal's payment of an order, as read before acting."""

    payment_id: int
    order_id: str
    amount: int
    status: PaymentStatus
    gateway_txn_id: str | None
    created_at: datetime


@dataclass(frozen=True, slots=True)
class ClosePayment:
    payment: Seen
    charge_txn_id: str | None  # the order's one charge at the gateway, recorded on closing


@dataclass(frozen=True, slots=True)
class CancelCharge:
    charge: ChargeInfo
    description: str
    # The order's payment that never recorded this charge (its only one): the charge is
    # recorded on it once it has ended, so the charge's notifications match the payment.
    record_on: int | None = None


@dataclass(frozen=True, slots=True)
class OpenRefund:
    charge: ChargeInfo
    payment_id: int | None
    description: str  # with {refund_number}
    record_on: int | None = None  # as CancelCharge's


@dataclass(frozen=True, slots=True)
class ApplyStatus:
    charge: ChargeInfo


Step = ClosePayment | CancelCharge | OpenRefund | ApplyStatus


def plan(session: Session, charges: Sequence[ChargeInfo], *, now: datetime) -> list[Step]:
    cutoff = now - GRACE
    old = sorted(
        (c for c in charges if as_utc(c.created_at) <= cutoff),
        key=lambda c: (as_utc(c.created_at), c.gateway_txn_id),
    )
    payments = _payments(session, {c.order_id for c in old})
    crashed = _crashed(session, cutoff)
    payments.update({p.order_id: p for p in crashed})
    per_order = Counter(c.order_id for c in charges)
    only_charge = {c.order_id: c.gateway_txn_id for c in charges if per_order[c.order_id] == 1}
    settled = [c.gateway_txn_id for c in old if c.status == "SETTLED"]
    cases = _with_case(session, settled)

    steps: list[Step] = [ClosePayment(p, only_charge.get(p.order_id)) for p in crashed]
    for charge in old:
        seen = payments.get(charge.order_id)
        known = seen is not None and seen.gateway_txn_id == charge.gateway_txn_id
        # The order's payment never recorded its only charge: recorded on it once it ended.
        single = only_charge.get(charge.order_id) == charge.gateway_txn_id
        record_on = seen.payment_id if seen and seen.gateway_txn_id is None and single else None
        if charge.status == "PENDING":
            why = _why_cancel(seen, charge, cutoff)
            if why is not None:
                steps.append(CancelCharge(charge, why, record_on))
        elif known and seen is not None and _missed(seen, charge, cases, cutoff):
            steps.append(ApplyStatus(charge))
        elif charge.status == "SETTLED" and not known and charge.gateway_txn_id not in cases:
            text = (
                messages.REFUND_UNKNOWN_ORDER if seen is None else messages.REFUND_UNRECORDED_CHARGE
            )
            steps.append(OpenRefund(charge, seen.payment_id if seen else None, text, record_on))
    return steps


def _missed(seen: Seen, charge: ChargeInfo, cases: set[str], cutoff: datetime) -> bool:
    """The charge's final status never reached its payment (changed before the grace: the
    gateway's own retries had their time)."""
    if as_utc(charge.updated_at) > cutoff:
        return False
    if charge.status == "SETTLED":
        return seen.status != PaymentStatus.PAID and charge.gateway_txn_id not in cases
    return charge.status in ("FAILED", "CANCELLED", "EXPIRED") and (
        seen.status == PaymentStatus.PENDING
    )


def _why_cancel(seen: Seen | None, charge: ChargeInfo, cutoff: datetime) -> str | None:
    """Why a PENDING charge must be cancelled; None when it is its order's live payment (or
    one still being created)."""
    if seen is None:
        return messages.CANCELLED_NO_PAYMENT
    if seen.status == PaymentStatus.CREATING:
        if as_utc(seen.created_at) > cutoff:
            return None
        return messages.CANCELLED_NEVER_CREATED
    if seen.gateway_txn_id not in (None, charge.gateway_txn_id):
        return messages.CANCELLED_OTHER_CHARGE
    if seen.status == PaymentStatus.PENDING:
        # Its own charge (a PENDING payment always recorded one): live, the customer may pay.
        return None
    return messages.CANCELLED_PAYMENT_ENDED.format(status=messages.ENDED_STATUS[seen.status])


def _seen(row: Payment) -> Seen:
    return Seen(
        row.id, row.payment_number, row.amount, row.status, row.gateway_txn_id, row.created_at
    )


def _payments(session: Session, orders: Iterable[str]) -> dict[str, Seen]:
    wanted = sorted(orders)
    found: dict[str, Seen] = {}
    for start in range(0, len(wanted), _CHUNK):
        chunk = wanted[start : start + _CHUNK]
        for row in session.scalars(select(Payment).where(Payment.payment_number.in_(chunk))):
            found[row.payment_number] = _seen(row)
    return found


def _crashed(session: Session, cutoff: datetime) -> list[Seen]:
    rows = session.scalars(
        select(Payment)
        .where(Payment.status == PaymentStatus.CREATING, Payment.created_at <= cutoff)
        .order_by(Payment.created_at, Payment.id)
    )
    return [_seen(row) for row in rows]


def _with_case(session: Session, txn_ids: Sequence[str]) -> set[str]:
    found: set[str] = set()
    for start in range(0, len(txn_ids), _CHUNK):
        chunk = txn_ids[start : start + _CHUNK]
        found.update(
            session.scalars(
                select(RefundCase.gateway_txn_id).where(RefundCase.gateway_txn_id.in_(chunk))
            )
        )
    return found
