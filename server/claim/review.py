"""The staff claims desk: the queue, one claim, and the actions that move it.

Every action locks the claim row, checks the move against :data:`transitions.WORKFLOW` (409
with the status it is in otherwise, so two staff cannot both decide), records who and when as
a status event (:mod:`server.casework`), and e-mails the policy holder after commit. Paying
books the payout in the policy's ledger (Riwayat Transaksi) in the same unit of work.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date, datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.casework.queries import page_of, status_counts
from server.claim import benefits, messages, notices, queries
from server.claim.models import Claim, ClaimEvent, ClaimStatus, PolicyBenefit
from server.claim.transitions import WORKFLOW, Action
from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.errors import RuleViolation
from server.ledger.models import PolicyTransaction, TransactionType
from server.master import lookup
from server.payment.numbers import transaction_number
from server.policy.models import InsuredPerson, Policy
from server.settings import Settings

FINAL = (ClaimStatus.REJECTED, ClaimStatus.PAID)


def queue(
    session: Session, *, status: ClaimStatus, page: int, size: int
) -> tuple[list[tuple[Claim, PolicyHolder, str, str]], int, dict[ClaimStatus, int]]:
    """Open statuses: the longest waiting (since the last change) first; decided ones (rejected,
    paid) the newest first. With the count of every status."""
    counts = status_counts(session, Claim.status, ClaimStatus)
    query = (
        select(Claim, PolicyHolder, Policy.policy_number, InsuredPerson.name)
        .join(PolicyHolder, PolicyHolder.id == Claim.holder_id)
        .join(Policy, Policy.id == Claim.policy_id)
        .join(InsuredPerson, InsuredPerson.id == Claim.insured_person_id)
        .where(Claim.status == status)
    )
    rows = session.execute(
        page_of(
            query, since=Claim.updated_at, key=Claim.id, newest_first=status in FINAL,
            page=page, size=size,
        )
    ).all()  # fmt: skip
    items = [(row[0], row[1], row[2], row[3]) for row in rows]
    return items, counts[status], counts


def limit_now(session: Session, claim: Claim) -> benefits.Limit:
    """The benefit's limit in the period of the claim's event."""
    row = session.get(PolicyBenefit, claim.benefit_id)
    policy = session.get(Policy, claim.policy_id)
    assert row is not None and policy is not None
    return benefits.limit_of(session, row, policy, claim.event_date)


def _move(claim: Claim, action: Action, staff: Customer, now: datetime, note: str | None) -> None:
    WORKFLOW.transition(
        claim, action, lambda to: ClaimEvent(status=to, by_staff=True),
        actor=staff.user_name, now=now, note=note,
    )  # fmt: skip


def _done(session: Session, settings: Settings, claim: Claim, now: datetime) -> Claim:
    session.flush()
    holder = session.get(PolicyHolder, claim.holder_id)
    insured = session.get(InsuredPerson, claim.insured_person_id)
    assert holder is not None and insured is not None
    notices.status_changed(
        session, settings, to=holder.email, claim=claim, insured=insured.name, at=now
    )
    return claim


def act(
    *,
    session: Session,
    settings: Settings,
    staff: Customer,
    action: Action,
    body: Mapping[str, Any],
    now: datetime,
) -> Claim:
    claim = queries.find(session, body["claim_number"], for_update=True)
    if action == Action.REQUEST_DOCUMENTS:
        _request_documents(claim, staff, body, now)
    elif action == Action.APPROVE:
        _approve(session, claim, staff, body, now)
    elif action == Action.REJECT:
        claim.rejection_reason = body["reason"].strip()
        _move(claim, action, staff, now, claim.rejection_reason)
    elif action == Action.PAY:
        _pay(session, claim, staff, body, now)
    else:
        _move(claim, action, staff, now, None)
    return _done(session, settings, claim, now)


def _request_documents(
    claim: Claim, staff: Customer, body: Mapping[str, Any], now: datetime
) -> None:
    items = body["items"]
    types = [item["type"] for item in items]
    if len(set(types)) != len(types):
        raise RuleViolation(
            messages.REQUEST_TWICE,
            detail="A document type is requested twice.",
            errors=[{"field": "items", "message": messages.REQUEST_TWICE}],
        )
    note = (body.get("note") or "").strip() or None
    asked = ", ".join(messages.DOCUMENT[t][0] for t in types)
    _move(claim, Action.REQUEST_DOCUMENTS, staff, now, f"Diminta: {asked}.")
    claim.document_request = {
        "requested_at": as_utc(now).isoformat().replace("+00:00", "Z"),
        "note": note,
        "items": [
            {"type": item["type"], "note": (item.get("note") or "").strip() or None}
            for item in items
        ],
    }


def _approve(
    session: Session, claim: Claim, staff: Customer, body: Mapping[str, Any], now: datetime
) -> None:
    WORKFLOW.check(claim, Action.APPROVE)  # the 409 before the amounts are checked
    amount = int(body["approved_amount"])
    deductions = [
        {"label": d["label"].strip(), "amount": int(d["amount"])} for d in body["deductions"]
    ]
    if amount > claim.claimed_amount:
        message = messages.over_claimed(claim.claimed_amount)
        raise RuleViolation(
            message, detail="More than claimed.",
            errors=[{"field": "approved_amount", "message": message}],
        )  # fmt: skip
    # The benefit row is locked first: two approvals of one benefit (two staff, two claims)
    # take turns, so together they cannot pass its limit.
    session.execute(
        select(PolicyBenefit.id).where(PolicyBenefit.id == claim.benefit_id).with_for_update()
    )
    remaining = limit_now(session, claim).remaining
    if amount > remaining:
        message = messages.over_limit(remaining)
        raise RuleViolation(
            message, detail="More than the remaining limit.",
            errors=[{"field": "approved_amount", "message": message}],
        )  # fmt: skip
    expected, given = claim.claimed_amount - amount, sum(d["amount"] for d in deductions)
    if expected != given:
        message = (
            messages.DEDUCTIONS_REQUIRED
            if not deductions
            else messages.deductions_mismatch(expected, given)
        )
        raise RuleViolation(
            message, detail="Deductions do not add up to claimed - approved.",
            errors=[{"field": "deductions", "message": message}],
        )  # fmt: skip
    note = (body.get("note") or "").strip() or None
    claim.approved_amount = amount
    claim.deductions = deductions
    claim.decision_note = note
    claim.decided_at = now
    _move(claim, Action.APPROVE, staff, now, f"Disetujui {messages.rupiah(amount)}.")


def _wib_day(at: datetime) -> date:
    return as_utc(at).astimezone(WIB).date()


def _pay(
    session: Session, claim: Claim, staff: Customer, body: Mapping[str, Any], now: datetime
) -> None:
    WORKFLOW.check(claim, Action.PAY)  # the 409 before the transfer is checked
    assert claim.decided_at is not None and claim.approved_amount is not None
    transfer = date.fromisoformat(body["transfer_date"])
    if transfer > _wib_day(now):
        message = messages.TRANSFER_FUTURE
    elif transfer < _wib_day(claim.decided_at):
        message = messages.TRANSFER_BEFORE_APPROVAL
    else:
        message = ""
    if message:
        raise RuleViolation(
            message, detail="Transfer date out of range.",
            errors=[{"field": "transfer_date", "message": message}],
        )  # fmt: skip
    insured = session.get(InsuredPerson, claim.insured_person_id)
    assert insured is not None
    bank = lookup.describe(session, "bank", claim.bank_code) or claim.bank_code
    breakdown = [{"label": "Jumlah diklaim", "amount": claim.claimed_amount}] + [
        {"label": d["label"], "amount": -int(d["amount"])} for d in claim.deductions or []
    ]
    place = f" - {claim.hospital_name}" if claim.hospital_name else ""
    booked = PolicyTransaction(
        transaction_number=transaction_number(session, now),
        policy_id=claim.policy_id,
        type=TransactionType.CLAIM_PAYOUT,
        amount=claim.approved_amount,
        occurred_at=now,
        effective_date=transfer,
        description=(
            f"Klaim {messages.BENEFIT_NAME[claim.benefit.value].lower()} {insured.name}{place}"
        )[:200],
        channel=f"Transfer ke Rekening {bank} ****{claim.account_number[-4:]}"[:100],
        reference_number=claim.claim_number,
        breakdown=breakdown,
        notes=f"{claim.diagnosis}. Referensi transfer {body['transfer_reference']}."[:500],
    )
    session.add(booked)
    session.flush()
    claim.paid_at = now
    claim.transfer_date = transfer
    claim.transfer_reference = body["transfer_reference"]
    claim.transaction_id = booked.id
    _move(claim, Action.PAY, staff, now, f"Ditransfer {messages.tanggal(transfer)}.")
