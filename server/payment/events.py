"""Listeners of a settlement and of money that cannot be applied.

Settled: called inside the settling transaction, after the payment is
PAID and its bills are paid, before the premium is posted to the policy's history and its
next due date is moved on. A listener may complete what the payment stands for (SPAJ: the
first premium issues the prepared policy, re-dating it, its bill and the payment's bill
lines to start on the payment day); whatever it raises rolls the whole settlement back.

Ended: called in the transaction that ends live payments unpaid (EXPIRED, FAILED or
CANCELLED, by the gateway, the customer, the lazy expiry or the reconciliation): a top-up's
order is cancelled with its payment.

Unapplied: SETTLED money the settlement cannot apply (the bills were taken meanwhile, or the
payment had ended) is handed over, in the notification's transaction, to the refund cases
(which open a case); a REFUNDED notification is handed to them too (they close the case).

This layer may not import the areas above it: they register here (``server.app.create_app``
wires SPAJ's issuer, the investment's orders and the refund cases), once per process whatever
the number of apps built.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.orm import Session

from server.payment.models import Payment
from server.policy.models import Policy

Settled = Callable[[Session, Payment, Policy, datetime], None]
_listeners: list[Settled] = []


def on_settled(listener: Settled) -> None:
    """Call ``listener(session, payment, policy, now)`` on every settlement (registering the
    same listener again changes nothing)."""
    if listener not in _listeners:
        _listeners.append(listener)


def settled(session: Session, payment: Payment, policy: Policy, now: datetime) -> None:
    for listener in _listeners:
        listener(session, payment, policy, now)


Ended = Callable[[Session, Sequence[Payment]], None]
_ended: list[Ended] = []


def on_ended(listener: Ended) -> None:
    """Call ``listener(session, payments)`` whenever live payments end unpaid, in the
    transaction that ends them (registering the same listener again changes nothing)."""
    if listener not in _ended:
        _ended.append(listener)


def ended(session: Session, payments: Sequence[Payment]) -> None:
    if not payments:
        return
    for listener in _ended:
        listener(session, payments)


# ---------------------------------------------------------------- money that cannot be applied
@dataclass(frozen=True, slots=True)
class UnappliedMoney:
    """SETTLED money the settlement could not apply to ``payment`` (left as it was):
    ``reason`` BILLS_TAKEN (a bill was paid or is held by ``other_payment``) or
    PAYMENT_ENDED (the payment had ended and its bills are free)."""

    reason: str
    other_payment: str | None  # the payment number that took the bills, if any
    gateway_txn_id: str
    amount: int
    received_at: datetime  # the gateway's time of the settlement
    now: datetime


@dataclass(frozen=True, slots=True)
class RefundNote:
    """A verified REFUNDED notification: the gateway returned ``amount`` of the charge."""

    event_id: str
    gateway_txn_id: str
    order_id: str
    refund_id: str | None
    amount: int
    refunded_at: datetime
    now: datetime


Unapplied = Callable[[Session, Payment, UnappliedMoney], None]
Refunded = Callable[[Session, RefundNote], bool | None]
_unapplied: list[Unapplied] = []
_refunded: list[Refunded] = []


def on_unapplied(listener: Unapplied) -> None:
    """Call ``listener(session, payment, money)`` for money that could not be applied, in the
    notification's transaction (registering the same listener again changes nothing)."""
    if listener not in _unapplied:
        _unapplied.append(listener)


def unapplied(session: Session, payment: Payment, money: UnappliedMoney) -> None:
    for listener in _unapplied:
        listener(session, payment, money)


def on_refunded(listener: Refunded) -> None:
    """Call ``listener(session, note)`` for a REFUNDED notification, in its transaction: True
    when it changed something, False when not (already known), None when no listener knows
    the charge (the notification is then refused as for an unknown order)."""
    if listener not in _refunded:
        _refunded.append(listener)


def refunded(session: Session, note: RefundNote) -> bool | None:
    for listener in _refunded:
        outcome = listener(session, note)
        if outcome is not None:
            return outcome
    return None
