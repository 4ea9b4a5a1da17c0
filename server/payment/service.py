"""Payment reads and the cancellation's two steps.

A customer sees only the payments and bills of their own issued policies; another
customer's policy or payment is answered exactly like an unknown one. A SPAJ applicant
(:class:`~server.payment.payers.Payer`) reaches only the prepared policy of their own
application (to pay its first premium while the SPAJ area allows it) and the payments they
made for it. Every read first applies the lazy expiry, in the same transaction.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session, joinedload, selectinload

from server.access.caller import Customer
from server.errors import NotFound, RuleViolation
from server.payment import lifecycle, payers, purposes
from server.payment.messages import (
    NOT_CANCELLABLE,
    PAYMENT_NOT_FOUND,
    POLICY_NOT_FOUND,
    RECEIPT_NOT_READY,
)
from server.payment.models import BillStatus, Payment, PaymentPurpose, PaymentStatus, PremiumBill
from server.payment.payers import Payer
from server.policy.models import Policy, issued

MAX_PAYMENTS_LISTED = 20
# What the customer sees of their payments: the ones the gateway issued a charge for. A payment
# still being created, or one whose gateway never answered (the customer got a 503 and never
# saw its instructions), is kept for the audit trail but shown nowhere.
SHOWN = Payment.gateway_txn_id.is_not(None)


@dataclass(frozen=True, slots=True)
class HeldBill:
    bill: PremiumBill
    holder: Payment | None  # the live payment holding it


@dataclass(frozen=True, slots=True)
class PremiumInfo:
    policy: Policy  # product loaded
    bills: list[HeldBill]  # unpaid, oldest due first
    payments: list[Payment]  # newest first, bills loaded, only SHOWN ones


def owned_policy(
    session: Session,
    payer: Payer,
    policy_number: str,
    *,
    holder: bool = False,
    paying_at: datetime | None = None,
) -> Policy:
    """The payer's policy with this number: a customer's issued one; an applicant's prepared
    one (``paying_at``: only while its first premium may be paid then)."""
    stmt = (
        select(Policy)
        .where(Policy.policy_number == policy_number)
        .options(joinedload(Policy.product, innerjoin=True))
    )
    if payer.spaj_id is not None:
        first = payers.first_premiums()
        policy_id = (
            first.payable(session, spaj_id=payer.spaj_id, now=paying_at)
            if paying_at is not None
            else first.readable(session, spaj_id=payer.spaj_id)
        )
        stmt = stmt.where(Policy.id == policy_id)
    else:
        stmt = stmt.where(Policy.holder_id == payer.holder_id, issued())
    if holder:
        stmt = stmt.options(joinedload(Policy.holder, innerjoin=True))
    policy = session.scalar(stmt)
    if policy is None or (payer.spaj_id is None and payer.holder_id is None):
        raise NotFound(POLICY_NOT_FOUND, detail="No such policy for this customer.")
    return policy


def premium_info(
    *, session: Session, customer: Customer, policy_number: str, now: datetime
) -> PremiumInfo:
    policy = owned_policy(session, Payer.of(customer), policy_number)
    lifecycle.expire_stale(session, now=now, policy_id=policy.id)
    rows = session.execute(
        select(PremiumBill, Payment)
        .outerjoin(Payment, Payment.id == PremiumBill.hold_payment_id)
        .where(PremiumBill.policy_id == policy.id, PremiumBill.status == BillStatus.UNPAID)
        .order_by(PremiumBill.due_date)
    ).all()
    payments = list(
        session.scalars(
            select(Payment)
            .where(
                Payment.policy_id == policy.id,
                SHOWN,
                Payment.purpose == PaymentPurpose.PREMIUM,  # top-ups: on the investment's pages
            )
            .options(selectinload(Payment.bills))
            .order_by(Payment.created_at.desc(), Payment.id.desc())
            .limit(MAX_PAYMENTS_LISTED)
        )
    )
    return PremiumInfo(
        policy=policy,
        bills=[HeldBill(bill, holder) for bill, holder in rows],
        payments=payments,
    )


@dataclass(frozen=True, slots=True)
class PaymentView:
    payment: Payment  # bills loaded
    policy_number: str
    top_up: purposes.TopUpInfo | None = None  # what a TOP_UP payment pays for


def view(session: Session, payment: Payment, policy_number: str) -> PaymentView:
    """The payment as answered: a top-up's with its order."""
    top_up = None
    if payment.purpose == PaymentPurpose.TOP_UP:
        top_up = purposes.top_ups().describe(session, payment.id)
    return PaymentView(payment=payment, policy_number=policy_number, top_up=top_up)


def _load(
    session: Session, payer: Payer, payment_number: str, *, lock: bool = False
) -> PaymentView:
    mine = payer.made() if payer.is_applicant else (Policy.holder_id == payer.holder_id) & issued()
    stmt = (
        select(Payment, Policy.policy_number)
        .join(Policy, Policy.id == Payment.policy_id)
        .where(Payment.payment_number == payment_number, mine, SHOWN)
        .options(selectinload(Payment.bills))
    )
    if lock:
        stmt = stmt.with_for_update(of=Payment)
    row = session.execute(stmt).one_or_none()
    if row is None or (payer.spaj_id is None and payer.holder_id is None):
        raise NotFound(PAYMENT_NOT_FOUND, detail="No such payment for this customer.")
    return PaymentView(payment=row[0], policy_number=row[1])


def get_payment(
    *, session: Session, payer: Payer, payment_number: str, now: datetime
) -> PaymentView:
    found = _load(session, payer, payment_number)
    if found.payment.status == PaymentStatus.PENDING:
        lifecycle.expire_stale(session, now=now, payment_id=found.payment.id)
    return view(session, found.payment, found.policy_number)


def payment_to_cancel(
    *, session: Session, payer: Payer, payment_number: str, now: datetime
) -> PaymentView:
    """Step 1 of a cancellation: the payer's payment, still PENDING or already
    CANCELLED (then answered as it is); any other state cannot be cancelled (422)."""
    found = get_payment(session=session, payer=payer, payment_number=payment_number, now=now)
    if found.payment.status not in (PaymentStatus.PENDING, PaymentStatus.CANCELLED):
        raise RuleViolation(NOT_CANCELLABLE, detail=f"The payment is {found.payment.status}.")
    return found


def finish_cancel(
    *, session: Session, payer: Payer, payment_number: str, now: datetime
) -> PaymentView:
    """Step 2, after the gateway closed the charge: PENDING becomes CANCELLED (bills
    released). A notification that arrived in between wins (PAID: 422)."""
    found = _load(session, payer, payment_number, lock=True)
    payment = found.payment
    if payment.status == PaymentStatus.PENDING:
        lifecycle.end(session, payment, PaymentStatus.CANCELLED, at=now)
    elif payment.status != PaymentStatus.CANCELLED:
        raise RuleViolation(NOT_CANCELLABLE, detail=f"The payment is {payment.status}.")
    return view(session, payment, found.policy_number)


@dataclass(frozen=True, slots=True)
class ReceiptData:
    payment: Payment  # PAID, bills loaded
    policy: Policy  # product and holder loaded
    top_up: purposes.TopUpInfo | None = None


def receipt(*, session: Session, payer: Payer, payment_number: str) -> ReceiptData:
    """A PAID payment of the payer with what its receipt shows (422 before it is paid)."""
    loaded = _load(session, payer, payment_number)
    found = view(session, loaded.payment, loaded.policy_number)
    if found.payment.status != PaymentStatus.PAID:
        raise RuleViolation(RECEIPT_NOT_READY, detail=f"The payment is {found.payment.status}.")
    policy = owned_policy(session, payer, found.policy_number, holder=True)
    return ReceiptData(payment=found.payment, policy=policy, top_up=found.top_up)
