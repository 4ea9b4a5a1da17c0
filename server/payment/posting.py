"""The PREMIUM_PAYMENT row a settled portal payment books in the policy's transaction
history (one per payment: ``policy_transactions.payment_id`` is unique)."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from server.clock import WIB, as_utc
from server.ledger.models import PolicyTransaction, TransactionType
from server.payment import methods, numbers
from server.payment.messages import FREQUENCY_WORD, periode
from server.payment.models import Payment
from server.policy.models import Policy

CHANNEL_SUFFIX = " (Portal TManKu)"
MAX_BREAKDOWN_LINES = 10  # the contract's TransactionDetail.breakdown maxItems


def description(policy: Policy, payment: Payment) -> str:
    """'Premi triwulanan periode 1 Oktober 2026 - 31 Desember 2026' (+ '(2 tagihan)')."""
    lines = payment.bills
    word = FREQUENCY_WORD[policy.premium_frequency.value]
    text = f"Premi {word} periode {periode(lines[0].period_start, lines[-1].period_end)}"
    return text + (f" ({len(lines)} tagihan)" if len(lines) > 1 else "")


def breakdown(payment: Payment) -> list[dict[str, Any]]:
    """One line per bill; past ten bills the rest share the last line."""
    lines = [
        {"label": f"Premi periode {periode(b.period_start, b.period_end)}", "amount": b.amount}
        for b in payment.bills
    ]
    if len(lines) <= MAX_BREAKDOWN_LINES:
        return lines
    head, rest = lines[: MAX_BREAKDOWN_LINES - 1], payment.bills[MAX_BREAKDOWN_LINES - 1 :]
    label = f"Premi periode {periode(rest[0].period_start, rest[-1].period_end)}"
    return [*head, {"label": label, "amount": sum(b.amount for b in rest)}]


def post_premium_transaction(
    session: Session, *, policy: Policy, payment: Payment
) -> PolicyTransaction:
    assert payment.paid_at is not None
    paid_at = as_utc(payment.paid_at)
    row = PolicyTransaction(
        transaction_number=numbers.transaction_number(session, paid_at),
        policy_id=policy.id,
        type=TransactionType.PREMIUM_PAYMENT,
        amount=payment.amount,
        occurred_at=paid_at,
        effective_date=paid_at.astimezone(WIB).date(),
        description=description(policy, payment),
        channel=methods.info(payment.method.value).name + CHANNEL_SUFFIX,
        reference_number=payment.gateway_txn_id,
        period_start=payment.bills[0].period_start,
        period_end=payment.bills[-1].period_end,
        payment_id=payment.id,
        breakdown=breakdown(payment),
    )
    session.add(row)
    session.flush()
    return row
