"""Listeners of a settlement: called inside the settling transaction, after the payment is
PAID and its bills are paid, before the premium is posted to the policy's history and its
next due date is moved on. A listener may complete what the payment stands for (SPAJ: the
first premium issues the prepared policy, re-dating it, its bill and the payment's bill
lines to start on the payment day); whatever it raises rolls the whole settlement back.

This layer may not import the areas above it: they register here (``server.app.create_app``
wires SPAJ's issuer), once per process whatever the number of apps built.
"""

from __future__ import annotations

from collections.abc import Callable
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
