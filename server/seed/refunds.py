"""Budi's demo refund case, so the refund desk is not empty: reckoned from the seed day
(:mod:`server.seed.calendar`); on 22 November 2026:

On 2 July 2026 Budi opened a Mandiri virtual account payment for KS23000456's July bill at
08.51 WIB, transferred from his bank's app, and cancelled the payment in the portal at
09.02 (the transfer seemed stuck); he paid again through a BCA virtual account (the demo's
PAY-20260702-M2X8D4QA, paid at 09.20). The bank posted his Mandiri transfer at 09.38: the
gateway settled the cancelled charge and the portal opened refund case RFD-2026-000001
(BILLS_TAKEN, OPEN). The sandbox gateway holds the settled charge, so refunding it through
the desk works as with any other.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.models import User
from server.clock import WIB
from server.payment.models import (
    GatewayEvent,
    Payment,
    PaymentBill,
    PaymentMethod,
    PaymentStatus,
    PremiumBill,
)
from server.policy.models import Policy
from server.refund import cases, messages
from server.refund.models import RefundCase, RefundReason
from server.sandbox_gateway.models import ChargeStatus, SandboxCharge
from server.seed.calendar import DemoCalendar, wib
from server.seed.demo_billing import KS, KS_PREMIUM, DemoBilling, bill_number
from server.seed.demo_data import BUDI

METHOD = PaymentMethod.VA_MANDIRI


@dataclass(frozen=True, slots=True)
class DemoRefund:
    payment_number: str  # the cancelled payment whose money came late
    gateway_txn_id: str
    va_number: str
    bill_id: str
    created_at: datetime
    cancelled_at: datetime
    received_at: datetime  # the bank posted the transfer; the gateway settled
    paid_with: str  # the payment that paid the bill meanwhile

    @property
    def refund_number(self) -> str:
        """The first case of its year (the seed opens it on a fresh database)."""
        return f"RFD-{self.received_at.astimezone(WIB).year}-000001"

    @classmethod
    def on(cls, cal: DemoCalendar) -> DemoRefund:
        billing = DemoBilling(cal)
        due = billing.ks_portal_paid_due
        day = due + timedelta(days=1)
        return cls(
            payment_number=f"PAY-{day:%Y%m%d}-R7K2V9WD",
            gateway_txn_id="sbx_7d2e9a41c06b5f38",
            va_number=f"896080081{due:%Y%m}2",
            bill_id=bill_number(KS, due),
            created_at=wib(day, 8, 51, 10),
            cancelled_at=wib(day, 9, 2, 37),
            received_at=wib(day, 9, 38, 12),
            paid_with=billing.ks_payment_number,
        )


def seed_refunds(session: Session, cal: DemoCalendar) -> None:
    """Budi's case, unless there is any case (or his cancelled payment) already."""
    demo = DemoRefund.on(cal)
    if session.scalar(select(RefundCase.id).limit(1)) is not None or session.scalar(
        select(Payment.id).where(Payment.payment_number == demo.payment_number)
    ):
        return
    found = session.execute(
        select(Policy.id, User.id, PremiumBill)
        .join(User, User.policy_holder_id == Policy.holder_id)
        .join(PremiumBill, PremiumBill.policy_id == Policy.id)
        .where(Policy.policy_number == KS, PremiumBill.bill_number == demo.bill_id)
    ).one_or_none()
    if found is None:  # the demo accounts and bills are not there
        return
    policy_id, user_id, bill = found
    payment = _cancelled_payment(session, demo, policy_id, user_id, bill)
    _settled_charge(session, demo)
    cases.open_case(
        session,
        reason=RefundReason.BILLS_TAKEN,
        order_id=demo.payment_number,
        gateway_txn_id=demo.gateway_txn_id,
        amount=KS_PREMIUM,
        received_at=demo.received_at,
        payment=payment,
        customer_name=BUDI.full_name,
        method=METHOD.value,
        actor=messages.GATEWAY_ACTOR,
        note=messages.opened_note("CANCELLED", RefundReason.BILLS_TAKEN.value, demo.paid_with),
        now=demo.received_at + timedelta(seconds=1),
    )


def _cancelled_payment(
    session: Session, demo: DemoRefund, policy_id: int, user_id: int, bill: PremiumBill
) -> Payment:
    payment = Payment(
        payment_number=demo.payment_number,
        policy_id=policy_id,
        user_id=user_id,
        method=METHOD,
        amount=KS_PREMIUM,
        status=PaymentStatus.CANCELLED,
        created_at=demo.created_at,
        expires_at=demo.created_at + timedelta(hours=24),
        ended_at=demo.cancelled_at,
        gateway_txn_id=demo.gateway_txn_id,
        va_number=demo.va_number,
    )
    payment.bills = [
        PaymentBill(
            bill_id=bill.id, bill_number=bill.bill_number, period_start=bill.period_start,
            period_end=bill.period_end, due_date=bill.due_date, amount=bill.amount,
        )
    ]  # fmt: skip
    session.add(payment)
    session.add(
        GatewayEvent(
            event_id="evt_5c81f0a7d2e94b36", gateway_txn_id=demo.gateway_txn_id,
            order_id=demo.payment_number, status="SETTLED", amount=KS_PREMIUM,
            occurred_at=demo.received_at, received_at=demo.received_at + timedelta(seconds=1),
            applied=False,
        )
    )  # fmt: skip
    session.flush()
    return payment


def _settled_charge(session: Session, demo: DemoRefund) -> None:
    """The sandbox gateway's side: the charge settled by the late transfer (told)."""
    session.add(
        SandboxCharge(
            gateway_txn_id=demo.gateway_txn_id, order_id=demo.payment_number,
            method=METHOD.value, amount=KS_PREMIUM, customer_name=BUDI.full_name,
            va_number=demo.va_number, status=ChargeStatus.SETTLED, created_at=demo.created_at,
            expires_at=demo.created_at + timedelta(hours=24), updated_at=demo.received_at,
            event_id="evt_5c81f0a7d2e94b36", notified=True, notify_attempts=1,
        )
    )  # fmt: skip
