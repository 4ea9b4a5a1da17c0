"""The staff's actions on a refund case, each recorded with who and when.

Refunding calls the gateway between units of work (:mod:`server.refund.desk_handlers`):

1. :func:`start_refund` locks the case, checks it may be refunded (OPEN; 409 otherwise, with
   its status) and makes it PROCESSING with the request recorded, so a second staff member's
   refund or rejection meanwhile is refused (the case is held for the action);
2. the gateway refunds (no transaction open), keyed by the case number: asked again, it
   answers the same refund and returns the money once;
3. :func:`refund_accepted` keeps the gateway's refund reference, or :func:`refund_failed`
   records the failure and makes the case OPEN again.

A case left PROCESSING without a reference (the server died between the steps) may be
refunded again after :data:`STUCK_AFTER` (the same key: the gateway refunds once).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.casework.workflow import log as log_step
from server.clock import as_utc
from server.refund import cases, messages
from server.refund.models import RefundAction, RefundCase, RefundEvent, RefundStatus
from server.refund.transitions import WORKFLOW, Action

log = logging.getLogger("server.refund")
STUCK_AFTER = timedelta(minutes=5)


@dataclass(frozen=True, slots=True)
class RefundRequest:
    """What the gateway is asked: the whole amount of the charge, keyed by the case number."""

    refund_number: str
    gateway_txn_id: str
    amount: int
    reason: str


def allowed(case: RefundCase, now: datetime) -> list[Action]:
    """The workflow's moves, and refunding again a case stuck in PROCESSING."""
    return [Action.REFUND] if _stuck(case, now) else WORKFLOW.allowed(case.status)


def _stuck(case: RefundCase, now: datetime) -> bool:
    return (
        case.status == RefundStatus.PROCESSING
        and case.refund_id is None
        and as_utc(case.updated_at) <= now - STUCK_AFTER
    )


def _locked(session: Session, refund_number: str, action: Action, now: datetime) -> RefundCase:
    case = cases.find(session, refund_number, for_update=True)
    if action not in allowed(case, now):
        raise WORKFLOW.refuse(case, action, case.status)
    return case


def start_refund(
    *, session: Session, staff: Customer, refund_number: str, now: datetime
) -> RefundRequest:
    case = _locked(session, refund_number, Action.REFUND, now)
    step = RefundEvent(action=RefundAction.REFUND_REQUESTED)
    WORKFLOW.record(case, RefundStatus.PROCESSING, step, actor=staff.user_name, now=now)
    log.info("refund case %s: refund requested by %s", case.refund_number, staff.user_name)
    return RefundRequest(
        refund_number=case.refund_number,
        gateway_txn_id=case.gateway_txn_id,
        amount=case.amount,
        reason=messages.gateway_reason(case.refund_number, case.reason.value),
    )


def refund_accepted(*, session: Session, refund_number: str, refund_id: str) -> None:
    """The gateway's answer: its refund reference (the notification may have brought it
    already)."""
    case = cases.find(session, refund_number, for_update=True)
    if case.refund_id is None and case.status == RefundStatus.PROCESSING:
        case.refund_id = refund_id
    elif case.refund_id != refund_id:
        log.error(
            "refund case %s: the gateway answered refund %s, the case holds %s (%s)",
            case.refund_number, refund_id, case.refund_id, case.status.value,
        )  # fmt: skip


def refund_failed(
    *, session: Session, staff: Customer, refund_number: str, note: str, now: datetime
) -> bool:
    """The failure recorded, the case OPEN again; False when the money went back meanwhile
    (the gateway's notification came although its answer did not)."""
    case = cases.find(session, refund_number, for_update=True)
    if case.status == RefundStatus.REFUNDED:
        return False
    step = RefundEvent(action=RefundAction.REFUND_FAILED)
    if case.status == RefundStatus.PROCESSING and case.refund_id is None:
        WORKFLOW.record(case, RefundStatus.OPEN, step, actor=staff.user_name, now=now, note=note)
    else:
        log_step(case, step, actor=staff.user_name, now=now, note=note)
    return True


def reject(
    *, session: Session, staff: Customer, refund_number: str, reason: str, now: datetime
) -> None:
    case = _locked(session, refund_number, Action.REJECT, now)
    case.rejection_reason = reason.strip()
    WORKFLOW.record(
        case, RefundStatus.REJECTED, RefundEvent(action=RefundAction.REJECTED),
        actor=staff.user_name, now=now, note=case.rejection_reason,
    )  # fmt: skip
    log.info("refund case %s rejected by %s", case.refund_number, staff.user_name)
