"""What the payment engine's settlement tells the refund cases (:mod:`server.payment.events`,
registered by ``server.app.create_app``), inside the notification's transaction:

- money it could not apply opens a case (by ``payment-gateway``), noting what the payment
  had become and which payment took its bills;
- a REFUNDED notification closes the case of its charge (:mod:`server.refund.closing`).
"""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.customer.models import PolicyHolder
from server.payment.events import RefundNote, UnappliedMoney
from server.payment.models import Payment
from server.policy.models import Policy
from server.refund import cases, closing, messages
from server.refund.models import RefundReason


def open_for_unapplied(session: Session, payment: Payment, money: UnappliedMoney) -> None:
    payer = session.scalar(
        select(PolicyHolder.full_name)
        .join(Policy, Policy.holder_id == PolicyHolder.id)
        .where(Policy.id == payment.policy_id)
    )
    reason = RefundReason(money.reason)
    cases.open_case(
        session,
        reason=reason,
        order_id=payment.payment_number,
        gateway_txn_id=money.gateway_txn_id,
        amount=money.amount,
        received_at=money.received_at,
        payment=payment,
        customer_name=payer,
        method=payment.method.value,
        actor=messages.GATEWAY_ACTOR,
        note=messages.opened_note(payment.status.value, reason.value, money.other_payment),
        now=money.now,
    )


def close_on_refunded(session: Session, note: RefundNote) -> bool | None:
    case = cases.by_charge(session, note.gateway_txn_id, for_update=True)
    if case is None:
        return None
    return closing.refunded(session, case, note)
