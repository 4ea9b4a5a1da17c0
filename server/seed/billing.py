"""Rows for the demo bills, portal payments and transaction history
(:mod:`server.seed.demo_billing`). Idempotent per policy: a policy that already has bills or
transactions gets nothing more."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import User
from server.clock import WIB
from server.ledger.models import PolicyTransaction
from server.payment.models import (
    BillStatus,
    Payment,
    PaymentBill,
    PaymentMethod,
    PaymentStatus,
    PremiumBill,
)
from server.policy.models import Policy
from server.seed.demo_billing import BillData, DemoBilling, bill_number


def seed_billing(session: Session, demo: DemoBilling) -> None:
    numbers = {b.policy_number for b in demo.bills} | {t.policy_number for t in demo.transactions}
    policies = {
        p.policy_number: p
        for p in session.scalars(select(Policy).where(Policy.policy_number.in_(numbers)))
    }
    seeded = set(
        session.scalars(
            select(Policy.policy_number)
            .join(PremiumBill, PremiumBill.policy_id == Policy.id)
            .where(Policy.policy_number.in_(numbers))
        )
    ) | set(
        session.scalars(
            select(Policy.policy_number)
            .join(PolicyTransaction, PolicyTransaction.policy_id == Policy.id)
            .where(Policy.policy_number.in_(numbers))
        )
    )
    todo = {n: p for n, p in policies.items() if n not in seeded}
    if not todo:
        return
    payments = _portal_payments(session, todo, demo)
    bills = [_bill(data, todo[data.policy_number], payments) for data in demo.bills
             if data.policy_number in todo]  # fmt: skip
    session.add_all(bills)
    session.flush()
    for payment in payments.values():
        covered = [b for b in bills if b.paid_payment_id == payment.id]
        session.add_all(
            PaymentBill(
                payment_id=payment.id,
                bill_id=b.id,
                bill_number=b.bill_number,
                period_start=b.period_start,
                period_end=b.period_end,
                due_date=b.due_date,
                amount=b.amount,
            )
            for b in covered
        )
    for number, data in demo.numbered():
        if data.policy_number not in todo:
            continue
        session.add(
            PolicyTransaction(
                transaction_number=number,
                policy_id=todo[data.policy_number].id,
                type=data.type,
                amount=data.amount,
                occurred_at=data.occurred_at,
                effective_date=data.effective_date or data.occurred_at.astimezone(WIB).date(),
                description=data.description,
                channel=data.channel,
                reference_number=data.reference_number,
                period_start=data.period[0] if data.period else None,
                period_end=data.period[1] if data.period else None,
                payment_id=payments[data.portal_payment].id if data.portal_payment else None,
                breakdown=data.breakdown_json(),
                notes=data.notes,
            )
        )
    session.flush()


def _portal_payments(
    session: Session, policies: dict[str, Policy], demo: DemoBilling
) -> dict[str, Payment]:
    users = {
        u.user_name: u
        for u in session.scalars(
            select(User).where(User.user_name.in_({p.user_name for p in demo.portal_payments}))
        )
    }
    out: dict[str, Payment] = {}
    for data in demo.portal_payments:
        if data.policy_number not in policies or data.user_name not in users:
            continue
        payment = Payment(
            payment_number=data.payment_number,
            policy_id=policies[data.policy_number].id,
            user_id=users[data.user_name].id,
            method=PaymentMethod(data.method),
            amount=data.amount,
            status=PaymentStatus.PAID,
            created_at=data.created_at,
            expires_at=data.created_at + timedelta(hours=24),
            paid_at=data.paid_at,
            gateway_txn_id=data.gateway_txn_id,
            va_number=data.va_number,
            receipt_number=data.receipt_number,
        )
        session.add(payment)
        out[data.payment_number] = payment
    session.flush()
    return out


def _bill(data: BillData, policy: Policy, payments: dict[str, Payment]) -> PremiumBill:
    paid_by = payments.get(data.portal_payment) if data.portal_payment else None
    return PremiumBill(
        bill_number=bill_number(data.policy_number, data.due_date),
        policy_id=policy.id,
        period_start=data.period_start,
        period_end=data.period_end,
        due_date=data.due_date,
        amount=data.amount,
        status=BillStatus.PAID if data.paid_at else BillStatus.UNPAID,
        paid_payment_id=paid_by.id if paid_by else None,
        paid_at=data.paid_at,
    )
