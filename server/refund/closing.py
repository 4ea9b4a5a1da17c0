"""A REFUNDED notification closes the refund case of its charge, in the notification's
transaction: checked against what the gateway was asked (the full amount of the case, the
refund reference it answered), the case REFUNDED with the reference and the gateway's time,
a step by ``payment-gateway``, a REFUND row 'Dana dikembalikan' in the history of the
case's policy (when it has one), and an e-mail to the policy holder after commit.

The gateway may notify before the staff's request has recorded its answer (the sandbox
notifies in process, before the refund call returns): a case still PROCESSING without a
reference takes the one notified. The gateway's word is final: a case OPEN or REJECTED whose
money the gateway says it returned (refunded at the gateway's own dashboard) is REFUNDED too.
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import notify
from server.access.accounts import account_of
from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.errors import RuleViolation
from server.ledger.models import PolicyTransaction, TransactionType
from server.notify import Notice
from server.payment import methods
from server.payment.events import RefundNote
from server.payment.messages import NOTIFICATION_MISMATCH
from server.payment.numbers import transaction_number
from server.policy.models import Policy
from server.refund import messages
from server.refund.models import RefundAction, RefundCase, RefundEvent, RefundStatus
from server.refund.transitions import WORKFLOW

HISTORY_LINK = "/transaction-history"  # Riwayat Transaksi (web: features/transaction)

log = logging.getLogger("server.refund")


def method_name(method: str | None) -> str | None:
    """``BCA Virtual Account`` for ``VA_BCA``; a method the portal does not offer as given."""
    if method is None:
        return None
    return methods.info(method).name if method in methods.BY_METHOD else method


def refunded(session: Session, case: RefundCase, note: RefundNote) -> bool:
    """Close the (locked) case; False when it was closed by this refund already."""
    _check(case, note)
    assert note.refund_id is not None
    if case.status == RefundStatus.REFUNDED:
        return False
    if case.status != RefundStatus.PROCESSING:
        log.warning(
            "refund case %s was %s when the gateway notified REFUNDED %s",
            case.refund_number, case.status.value, note.refund_id,
        )  # fmt: skip
    case.refund_id = note.refund_id
    case.refunded_at = note.refunded_at
    WORKFLOW.record(  # the gateway's word is final: from any status
        case, RefundStatus.REFUNDED, RefundEvent(action=RefundAction.REFUNDED),
        actor=messages.GATEWAY_ACTOR, now=note.now, note=messages.refunded_note(note.refund_id),
    )  # fmt: skip
    if case.policy_id is not None:
        _post(session, case, note.refund_id, note.refunded_at)
        _tell(session, case, note.refund_id, note.refunded_at)
    log.info("refund case %s REFUNDED %s", case.refund_number, note.refund_id)
    return True


def _check(case: RefundCase, note: RefundNote) -> None:
    """The notification is of this case's refund: the full amount, the reference the gateway
    answered (when known), the case's order."""
    wrong = (
        "refund_id" if note.refund_id is None
        or (case.refund_id is not None and note.refund_id != case.refund_id)
        else "amount" if note.amount != case.amount
        else "order_id" if note.order_id != case.order_id
        else None
    )  # fmt: skip
    if wrong is not None:
        log.warning(
            "gateway notification refused order_id=%s reason=%s mismatch (refund case %s)",
            note.order_id, wrong, case.refund_number,
        )  # fmt: skip
        raise RuleViolation(NOTIFICATION_MISMATCH, detail=f"{wrong} does not match.")


def _post(session: Session, case: RefundCase, refund_id: str, at: datetime) -> None:
    assert case.policy_id is not None
    when = as_utc(at)
    session.add(
        PolicyTransaction(
            transaction_number=transaction_number(session, when),
            policy_id=case.policy_id,
            type=TransactionType.REFUND,
            amount=case.amount,
            occurred_at=when,
            effective_date=when.astimezone(WIB).date(),
            description=messages.ledger_description(case.order_id),
            channel=method_name(case.method),  # the money went back the way it came
            reference_number=refund_id,
            payment_id=case.payment_id,  # never PAID (its money was not applied): no premium row
            notes=messages.ledger_notes(case.refund_number, case.reason.value),
        )
    )
    session.flush()


def _tell(session: Session, case: RefundCase, refund_id: str, at: datetime) -> None:
    found = session.execute(
        select(PolicyHolder.email, PolicyHolder.id)
        .join(Policy, Policy.holder_id == PolicyHolder.id)
        .where(Policy.id == case.policy_id)
    ).one_or_none()
    if found is None or not found.email:
        return
    email = found.email
    text = messages.notice_text(
        amount=case.amount, order_id=case.order_id, method_name=method_name(case.method),
        refund_id=refund_id, when=f"{as_utc(at).astimezone(WIB):%d-%m-%Y %H.%M} WIB",
    )  # fmt: skip
    notice = Notice(
        to=email, kind="REFUND_REFUNDED", subject=messages.notice_subject(case.amount),
        text=text, created_at=at,
        # The holder's inbox too; the refund is a line of Riwayat Transaksi.
        user_id=account_of(session, holder_id=found.id), link=HISTORY_LINK,
    )  # fmt: skip
    notify.send_after_commit(session, notice)
