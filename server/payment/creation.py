"""Creating a payment, in two phases so that no database transaction stays open while the
gateway is called (:func:`charge`: the same for premium bills and, through
:func:`record_payment`, a unit-link top-up):

1. one transaction: the idempotency key (IN_PROGRESS), the rules, the payment (CREATING)
   and its bills held with ONE compare-and-set UPDATE;
2. the gateway creates the charge (no transaction open);
3. one transaction: the payment becomes PENDING with the gateway's instructions and the key
   COMPLETED - or, when the gateway failed, FAILED with its bills released and the key
   deleted (so the same key may be tried again), answered 503.

A retry with the same key and body returns the first payment in its current state; the same
key with another body is refused (422); a duplicate arriving while the first is still in
phase 2 gets 409.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, selectinload

from server import clock, payment_gateway
from server.access.caller import Applicant, Customer
from server.access.operation import Phases
from server.clock import as_utc
from server.db import transaction
from server.errors import Conflict, GatewayUnavailable, RuleViolation
from server.payment import idempotency, lifecycle, methods, numbers, service
from server.payment.messages import (
    ABOVE_MAX,
    BELOW_MIN,
    BILL_HELD,
    BILL_PAID,
    BILL_UNKNOWN,
    GATEWAY_DOWN,
    GATEWAY_SILENT,
    KEY_IN_PROGRESS,
    NO_BILLS,
    OUT_OF_ORDER,
    rupiah,
)
from server.payment.models import (
    BillStatus,
    IdempotencyKey,
    IdempotencyState,
    Payment,
    PaymentBill,
    PaymentMethod,
    PaymentPurpose,
    PaymentStatus,
    PremiumBill,
)
from server.payment.payers import Payer
from server.policy.models import Policy

log = logging.getLogger("server.payment")


@dataclass(frozen=True, slots=True)
class Reserved:
    payment_id: int
    order_id: str
    amount: int
    method: str
    customer_name: str


Reserve = Callable[[Session, Payer], Reserved | service.PaymentView]


def create_payment(
    *, phases: Phases[Customer | Applicant], key: str, body: Mapping[str, Any]
) -> service.PaymentView:
    """A premium payment of the bills ``body`` names (the caller: a customer, or an applicant
    paying their SPAJ's first premium)."""

    def reserve(session: Session, payer: Payer) -> Reserved | service.PaymentView:
        return _reserve(session=session, payer=payer, key=key, body=body)

    return charge(phases=phases, reserve=reserve)


def charge(*, phases: Phases[Any], reserve: Reserve) -> service.PaymentView:
    """The whole creation: ``reserve`` in the first unit (the rules, the key, the payment
    CREATING; or the first payment of a key used again), the gateway's charge with no unit
    open, then the payment PENDING (each phase opens its own transaction)."""
    with phases.unit() as call:
        payer = Payer.of(call.caller)
        outcome = reserve(call.session, payer)
        if isinstance(outcome, service.PaymentView):
            return outcome  # the same key and body again: the first payment, as it is now
    method = methods.info(outcome.method)
    try:
        charge = payment_gateway.current().create_charge(
            order_id=outcome.order_id,
            amount=outcome.amount,
            method=outcome.method,
            customer_name=outcome.customer_name,
            expires_in=method.expires_in,
        )
    except Exception as exc:
        log.warning("gateway create_charge failed order_id=%s: %s", outcome.order_id, exc)
        with transaction() as session:
            abandon(session, outcome.payment_id, now=clock.now())
        raise GatewayUnavailable(
            GATEWAY_DOWN, detail="The payment gateway did not answer."
        ) from exc
    with transaction() as session:
        view = _confirm(session, outcome.payment_id, charge)
    if view is None:  # released meanwhile (the gateway took longer than the lazy expiry)
        try:
            payment_gateway.current().cancel_charge(gateway_txn_id=charge.gateway_txn_id)
        except Exception as exc:  # the charge expires at the gateway anyway
            log.warning("gateway cancel_charge failed order_id=%s: %s", outcome.order_id, exc)
        raise GatewayUnavailable(GATEWAY_DOWN, detail="The payment gateway answered too late.")
    return view


def used_key(
    session: Session, payer: Payer, key: str, digest: str, *, now: datetime
) -> service.PaymentView | None:
    """The first payment of a key used again with the same request (422 with another, 409
    while the first is in progress); None when the key is new (or expired: dropped)."""
    existing = session.scalar(
        select(IdempotencyKey).where(payer.keys(), IdempotencyKey.key == key).with_for_update()
    )
    if existing is None:
        return None
    return idempotency.reuse(session, payer, existing, digest=digest, now=now)


def _reserve(
    *, session: Session, payer: Payer, key: str, body: Mapping[str, Any]
) -> Reserved | service.PaymentView:
    now = clock.now()
    digest = idempotency.request_hash(body)
    reused = used_key(session, payer, key, digest, now=now)
    if reused is not None:
        return reused
    try:
        policy, payment, amount, method = _validate_and_hold(session, payer, key, digest, body)
    except Conflict:
        # A duplicate with the same key that got ahead of us (PostgreSQL lets both pass the
        # key lookup) is reported as such, not as a bill held by "another" payment.
        idempotency.raise_if_taken(session, payer, key, digest)
        raise
    return Reserved(
        payment_id=payment.id,
        order_id=payment.payment_number,
        amount=amount,
        method=method.method.value,
        customer_name=policy.holder.full_name,
    )


def _validate_and_hold(
    session: Session, payer: Payer, key: str, digest: str, body: Mapping[str, Any]
) -> tuple[Policy, Payment, int, methods.MethodInfo]:
    now = clock.now()
    policy = service.owned_policy(
        session, payer, str(body["policy_number"]), holder=True, paying_at=now
    )
    lifecycle.expire_stale(session, now=now, policy_id=policy.id)
    bills = _payable(session, policy, list(body["bill_ids"]))
    method = methods.info(str(body["method"]))
    amount = sum(bill.amount for bill in bills)
    if amount < method.min_amount:
        raise RuleViolation(
            BELOW_MIN.format(method=method.name, limit=rupiah(method.min_amount)),
            detail="The amount is below the method's minimum.",
        )
    if amount > method.max_amount:
        raise RuleViolation(
            ABOVE_MAX.format(method=method.name, limit=rupiah(method.max_amount)),
            detail="The amount is above the method's maximum.",
        )
    payment = record_payment(
        session, payer, key=key, digest=digest, policy=policy, method=method, amount=amount,
        purpose=PaymentPurpose.PREMIUM, bills=bills, now=now,
    )  # fmt: skip
    return policy, payment, amount, method


def record_payment(
    session: Session, payer: Payer, *, key: str, digest: str, policy: Policy,
    method: methods.MethodInfo, amount: int, purpose: PaymentPurpose,
    bills: list[PremiumBill], now: datetime,
) -> Payment:  # fmt: skip
    """The payment CREATING with its key IN_PROGRESS and its bills held, in a savepoint: a
    lost race (the key or a bill taken meanwhile) leaves nothing behind (409)."""
    try:
        with session.begin_nested():
            return _insert(session, payer, key, digest, policy, bills, method, amount, purpose, now)
    except IntegrityError as exc:  # the same key inserted by a concurrent request
        raise Conflict(KEY_IN_PROGRESS, detail="A request with this key is in progress.") from exc


def _payable(session: Session, policy: Policy, wanted: Sequence[str]) -> list[PremiumBill]:
    """The requested bills: unpaid bills of the policy, the oldest ones, not held."""
    unpaid = list(
        session.scalars(
            select(PremiumBill)
            .where(PremiumBill.policy_id == policy.id, PremiumBill.status == BillStatus.UNPAID)
            .order_by(PremiumBill.due_date)
        )
    )
    by_number = {bill.bill_number: bill for bill in unpaid}
    for number in wanted:
        if number not in by_number:
            paid = session.scalar(
                select(PremiumBill.id).where(
                    PremiumBill.policy_id == policy.id, PremiumBill.bill_number == number
                )
            )
            if paid is None and not unpaid:
                raise RuleViolation(NO_BILLS, detail=f"No unpaid bill; policy is {policy.status}.")
            text = BILL_PAID if paid is not None else BILL_UNKNOWN
            raise RuleViolation(text.format(bill=number), detail="The bill is not payable.")
    prefix = unpaid[: len(wanted)]
    if {bill.bill_number for bill in prefix} != set(wanted):
        raise RuleViolation(OUT_OF_ORDER, detail="Bills must be paid oldest first.")
    if any(bill.hold_payment_id is not None for bill in prefix):
        raise Conflict(BILL_HELD, detail="The bill is already part of a pending payment.")
    return prefix


def _insert(
    session: Session,
    payer: Payer,
    key: str,
    digest: str,
    policy: Policy,
    bills: list[PremiumBill],
    method: methods.MethodInfo,
    amount: int,
    purpose: PaymentPurpose,
    now: datetime,
) -> Payment:
    payment = Payment(
        payment_number=numbers.payment_number(now),
        policy_id=policy.id,
        **payer.columns(),
        method=PaymentMethod(method.method),
        purpose=purpose,
        amount=amount,
        status=PaymentStatus.CREATING,
        created_at=now,
        expires_at=now + method.expires_in,  # replaced by the gateway's expiry
    )
    payment.bills = [
        PaymentBill(
            bill_id=bill.id,
            bill_number=bill.bill_number,
            period_start=bill.period_start,
            period_end=bill.period_end,
            due_date=bill.due_date,
            amount=bill.amount,
        )
        for bill in bills
    ]
    session.add(payment)
    session.flush()
    session.add(
        IdempotencyKey(
            **payer.columns(),
            key=key,
            request_hash=digest,
            state=IdempotencyState.IN_PROGRESS,
            payment_id=payment.id,
            created_at=now,
        )
    )
    session.flush()
    if bills and not lifecycle.hold_bills(session, [bill.id for bill in bills], payment.id):
        raise Conflict(BILL_HELD, detail="The bill was taken by another payment meanwhile.")
    return payment


def abandon(session: Session, payment_id: int, *, now: datetime) -> Payment | None:
    """A payment still CREATING (the gateway failed, or a crash left it between the phases:
    the reconciliation) becomes FAILED, its bills released and its key dropped so the same key
    may be tried again: the payment, or None when it was no longer CREATING."""
    payment = session.scalar(
        select(Payment)
        .where(Payment.id == payment_id)
        .with_for_update()
        .execution_options(populate_existing=True)
    )
    if payment is None or payment.status != PaymentStatus.CREATING:
        return None
    lifecycle.end(session, payment, PaymentStatus.FAILED, at=now, reason=GATEWAY_SILENT)
    return payment


def _confirm(
    session: Session, payment_id: int, charge: payment_gateway.Charge
) -> service.PaymentView | None:
    row = session.execute(
        select(Payment, Policy.policy_number)
        .join(Policy, Policy.id == Payment.policy_id)
        .where(Payment.id == payment_id)
        .options(selectinload(Payment.bills))
        .with_for_update(of=Payment)
        .execution_options(populate_existing=True)
    ).one()
    payment, policy_number = row
    if payment.status != PaymentStatus.CREATING:
        return None
    payment.status = PaymentStatus.PENDING
    payment.gateway_txn_id = charge.gateway_txn_id
    payment.expires_at = as_utc(charge.expires_at)
    payment.va_number = charge.va_number
    payment.qr_string = charge.qr_string
    payment.checkout_url = charge.checkout_url
    session.execute(
        update(IdempotencyKey)
        .where(IdempotencyKey.payment_id == payment.id)
        .values(state=IdempotencyState.COMPLETED)
        .execution_options(synchronize_session=False)
    )
    return service.view(session, payment, policy_number)
