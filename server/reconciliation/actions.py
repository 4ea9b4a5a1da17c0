"""Doing one step of a run and recording it as soon as it is done, in a unit of work of its
own (no transaction stays open while the gateway is called).

Each step checks again what the comparison read: a payment closed meanwhile or a charge that
changed at the gateway is left as it is and nothing is recorded. A gateway that fails or
does not answer stops the run (:class:`GatewayFailed`)."""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from server import clock, payment_gateway
from server.clock import as_utc
from server.db import transaction
from server.errors import NotFound, RuleViolation
from server.payment import creation, settlement
from server.payment.lifecycle import LIVE
from server.payment.models import Payment
from server.reconciliation import messages
from server.reconciliation.compare import (
    GRACE,
    ApplyStatus,
    CancelCharge,
    ClosePayment,
    OpenRefund,
    Step,
)
from server.reconciliation.models import ActionKind, ReconciliationAction
from server.refund.cases import by_charge, open_case
from server.refund.models import RefundReason

log = logging.getLogger("server.reconciliation")
ACTOR = "rekonsiliasi"  # the refund case's history names the reconciliation as its actor


class GatewayFailed(Exception):
    """The gateway refused or did not answer: the run stops (FAILED)."""


def do(run_id: int, step: Step) -> bool:
    """Do ``step``; True when it was done (and recorded)."""
    if isinstance(step, ClosePayment):
        return _close_payment(run_id, step)
    if isinstance(step, CancelCharge):
        return _cancel_charge(run_id, step)
    if isinstance(step, ApplyStatus):
        return _apply_status(run_id, step)
    return _open_refund(run_id, step)


def _record(
    session: Session,
    run_id: int,
    kind: ActionKind,
    *,
    order_id: str,
    gateway_txn_id: str | None,
    amount: int | None,
    description: str,
    now: datetime,
    refund_number: str | None = None,
) -> None:
    session.add(
        ReconciliationAction(
            run_id=run_id,
            kind=kind,
            order_id=order_id,
            gateway_txn_id=gateway_txn_id,
            amount=amount,
            refund_number=refund_number,
            description=description,
            at=now,
        )
    )


def _record_charge(session: Session, payment_id: int, gateway_txn_id: str) -> None:
    """The charge the gateway issued for a payment that never recorded it (its creation
    died, or the gateway's answer never came), recorded on it now that the payment has
    ended: the charge's later notifications (cancelled, or money after all) then match it."""
    if session.scalar(select(Payment.id).where(Payment.gateway_txn_id == gateway_txn_id)):
        return
    session.execute(
        update(Payment)
        .where(
            Payment.id == payment_id,
            Payment.gateway_txn_id.is_(None),
            Payment.status.not_in(LIVE),
        )
        .values(gateway_txn_id=gateway_txn_id)
        .execution_options(synchronize_session=False)
    )


def _close_payment(run_id: int, step: ClosePayment) -> bool:
    seen = step.payment
    with transaction() as session:
        now = clock.now()
        payment = creation.abandon(session, seen.payment_id, now=now)
        if payment is None:
            log.info("reconciliation: payment %s no longer CREATING, left", seen.order_id)
            return False
        if step.charge_txn_id is not None:
            _record_charge(session, payment.id, step.charge_txn_id)
        minutes = int(GRACE.total_seconds() // 60)
        _record(
            session, run_id, ActionKind.PAYMENT_CLOSED, order_id=seen.order_id,
            gateway_txn_id=step.charge_txn_id, amount=seen.amount, now=now,
            description=messages.PAYMENT_CLOSED.format(minutes=minutes),
        )  # fmt: skip
    log.warning(
        "reconciliation: payment %s stuck CREATING since %s closed FAILED, bills released",
        seen.order_id, as_utc(seen.created_at).isoformat(),
    )  # fmt: skip
    return True


def _cancel_charge(run_id: int, step: CancelCharge) -> bool:
    charge = step.charge
    try:
        payment_gateway.current().cancel_charge(gateway_txn_id=charge.gateway_txn_id)
    except payment_gateway.ChargeClosed as exc:
        # Paid, expired or cancelled at the gateway meanwhile: its notification tells the
        # portal, and a payment nobody recorded is found by the next run.
        log.info(
            "reconciliation: charge %s of order_id=%s already %s, left",
            charge.gateway_txn_id, charge.order_id, exc.status,
        )  # fmt: skip
        return False
    except Exception as exc:
        raise GatewayFailed(f"cancel_charge {charge.gateway_txn_id}: {exc}") from exc
    with transaction() as session:
        if step.record_on is not None:
            _record_charge(session, step.record_on, charge.gateway_txn_id)
        _record(
            session, run_id, ActionKind.CHARGE_CANCELLED, order_id=charge.order_id,
            gateway_txn_id=charge.gateway_txn_id, amount=charge.amount,
            description=step.description, now=clock.now(),
        )  # fmt: skip
    log.warning(
        "reconciliation: charge %s of order_id=%s cancelled at the gateway (%s)",
        charge.gateway_txn_id, charge.order_id, step.description,
    )  # fmt: skip
    return True


def _open_refund(run_id: int, step: OpenRefund) -> bool:
    charge = step.charge
    with transaction() as session:
        now = clock.now()
        if by_charge(session, charge.gateway_txn_id) is not None:
            return False  # opened meanwhile (a late notification's settlement)
        if step.record_on is not None:
            _record_charge(session, step.record_on, charge.gateway_txn_id)
        payment = None
        if step.payment_id is not None:
            payment = session.get(Payment, step.payment_id)
        case = open_case(
            session,
            reason=RefundReason.UNKNOWN_PAYMENT,
            order_id=charge.order_id,
            gateway_txn_id=charge.gateway_txn_id,
            amount=charge.amount,
            received_at=as_utc(charge.updated_at),
            payment=payment,
            customer_name=charge.customer_name,
            method=charge.method,
            actor=ACTOR,
            note=messages.REFUND_CASE_NOTE.format(order_id=charge.order_id),
            now=now,
        )
        _record(
            session, run_id, ActionKind.REFUND_OPENED, order_id=charge.order_id,
            gateway_txn_id=charge.gateway_txn_id, amount=charge.amount, now=now,
            refund_number=case.refund_number,
            description=step.description.format(refund_number=case.refund_number),
        )  # fmt: skip
        number = case.refund_number
    log.warning(
        "reconciliation: gateway SETTLED order_id=%s gateway_txn_id=%s amount=%s that no "
        "payment recorded: refund case %s opened",
        charge.order_id, charge.gateway_txn_id, charge.amount, number,
    )  # fmt: skip
    return True


def _apply_status(run_id: int, step: ApplyStatus) -> bool:
    """The lost notification, applied as the gateway would have sent it (its own event id:
    a late delivery of the real one changes nothing more)."""
    charge = step.charge
    note = {
        "event_id": f"rcn_{charge.gateway_txn_id}_{charge.status}"[:64],
        "gateway_txn_id": charge.gateway_txn_id,
        "order_id": charge.order_id,
        "status": charge.status,
        "amount": charge.amount,
        "occurred_at": as_utc(charge.updated_at),
    }
    with transaction() as session:
        now = clock.now()
        try:
            ack = settlement.apply(session=session, note=note, now=now)
        except (NotFound, RuleViolation) as exc:  # changed meanwhile: the next run looks again
            log.warning(
                "reconciliation: %s of order_id=%s not applied: %s",
                charge.status, charge.order_id, exc,
            )  # fmt: skip
            return False
        case = by_charge(session, charge.gateway_txn_id)
        if not ack.applied and case is None:
            return False  # applied meanwhile by the notification itself
        if case is not None and charge.status == "SETTLED" and ack.payment_status != "PAID":
            text = messages.NOTIFICATION_APPLIED_REFUND.format(refund_number=case.refund_number)
        else:
            text = messages.NOTIFICATION_APPLIED.format(
                gateway_status=messages.GATEWAY_STATUS[charge.status],
                payment_status=messages.PAYMENT_STATUS.get(ack.payment_status, ack.payment_status),
            )
        _record(
            session, run_id, ActionKind.NOTIFICATION_APPLIED, order_id=charge.order_id,
            gateway_txn_id=charge.gateway_txn_id, amount=charge.amount, now=now,
            refund_number=case.refund_number if case is not None else None, description=text,
        )  # fmt: skip
    log.warning(
        "reconciliation: gateway %s order_id=%s gateway_txn_id=%s never notified, applied "
        "(payment %s)",
        charge.status, charge.order_id, charge.gateway_txn_id, ack.payment_status,
    )  # fmt: skip
    return True
