"""The customer's side of a claim: submitting it and answering a request for documents.

A submission is checked again as the validation does (:func:`benefits.check`), then its event,
amount, account and documents; it is written in one unit of work (the claim, its first
status event, its documents attached, its Idempotency-Key) or not at all. The key makes a
repeat of the same submission (a double click, a second tab on the same draft, a retry after
a timeout) answer the first claim; the key with another body is 422; a duplicate still being
written is 409. Documents are taken with one conditional UPDATE, so two claims can never
share one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from server.access.caller import Customer
from server.casework.idempotency import Keys, digest
from server.claim import benefits, catalogue, messages, notices
from server.claim.models import (
    Benefit,
    BenefitKind,
    Claim,
    ClaimDocument,
    ClaimEvent,
    ClaimIdempotencyKey,
    ClaimStatus,
    DocumentType,
)
from server.claim.numbers import claim_number
from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.documents import service as documents
from server.documents.models import Document, DocumentPurpose
from server.documents.owner import Owner
from server.errors import Conflict, RuleViolation
from server.hospital.models import Hospital
from server.master import lookup
from server.settings import Settings

Errors = list[dict[str, str]]
KEYS = Keys(ClaimIdempotencyKey, "claim_id", messages.KEY_REUSED, messages.KEY_IN_PROGRESS)


def today(now: datetime) -> date:
    return as_utc(now).astimezone(WIB).date()


def _refuse(errors: Errors, detail: str) -> None:
    if errors:
        raise RuleViolation(errors[0]["message"], detail=detail, errors=errors)


def _earlier(session: Session, claim_id: int | None) -> Claim | None:
    """The claim the key already made, as a new submission answers it."""
    if claim_id is None:
        return None
    return session.scalar(
        select(Claim)
        .where(Claim.id == claim_id)
        .options(selectinload(Claim.events), selectinload(Claim.documents))
    )


@dataclass(frozen=True, slots=True)
class _Event:
    start: date
    end: date | None
    hospital_id: str | None
    hospital_name: str | None


def _event(
    session: Session, eligible: benefits.Eligible, event: Mapping[str, Any], day: date
) -> _Event:
    benefit = eligible.benefit.benefit
    start = date.fromisoformat(event["event_date"])
    end = date.fromisoformat(event["end_date"]) if event.get("end_date") else None
    errors: Errors = []

    def error(field: str, message: str) -> None:
        errors.append({"field": f"event.{field}", "message": message})

    if start > day:
        error("event_date", messages.FUTURE_DATE)
    elif start < eligible.waiting_end or start < eligible.benefit.valid_from:
        error(
            "event_date",
            messages.before_waiting(max(eligible.waiting_end, eligible.benefit.valid_from)),
        )
    elif start > eligible.benefit.valid_until:
        error("event_date", messages.outside_coverage(eligible.benefit.valid_until))
    if benefit == Benefit.RAWAT_INAP:
        if end is None:
            error("end_date", messages.END_REQUIRED)
        elif end < start:
            error("end_date", messages.END_BEFORE_START)
        elif end > day:
            error("end_date", messages.FUTURE_DATE)
    elif end is not None:
        error("end_date", messages.END_NOT_USED)
    within = catalogue.SUBMIT_WITHIN_DAYS[benefit]
    if not errors and (end or start) + timedelta(days=within) < day:
        error("event_date", messages.too_late(within))
    hospital_id, hospital_name = event.get("hospital_id"), event.get("hospital_name")
    if hospital_id and hospital_name:
        error("hospital_name", messages.HOSPITAL_BOTH)
    elif hospital_id:
        partner = session.get(Hospital, hospital_id)
        if partner is None:
            error("hospital_id", messages.HOSPITAL_UNKNOWN)
        else:
            hospital_name = partner.name
    elif not (hospital_name or "").strip() and benefit in catalogue.AT_A_HOSPITAL:
        error("hospital_id", messages.HOSPITAL_REQUIRED)
    _refuse(errors, "The event breaks a claim rule.")
    name = hospital_name.strip() if hospital_name else None
    return _Event(start, end, hospital_id or None, name)


def _amount(
    session: Session, eligible: benefits.Eligible, body: Mapping[str, Any], event: _Event
) -> int:
    row, claimed = eligible.benefit, body.get("claimed_amount")
    if row.kind == BenefitKind.REIMBURSEMENT:
        if claimed is None:
            raise RuleViolation(
                messages.AMOUNT_REQUIRED,
                detail="No amount.",
                errors=[{"field": "claimed_amount", "message": messages.AMOUNT_REQUIRED}],
            )
        return int(claimed)
    if claimed is not None:
        _refuse([{"field": "claimed_amount", "message": messages.AMOUNT_NOT_USED}], "Amount sent.")
    if row.kind == BenefitKind.DAILY_CASH:
        assert event.end is not None
        nights = max((event.end - event.start).days, 1)
        # Capped by what is left in the period of the stay (as the approval counts it).
        left = benefits.limit_of(session, row, eligible.policy, event.start).remaining
        return min(nights * row.amount, max(left, 1))
    return row.amount


def _documents(benefit: Benefit, refs: list[Mapping[str, Any]]) -> None:
    allowed = catalogue.allowed_types(benefit)
    errors: Errors = []
    seen: set[str] = set()
    for i, ref in enumerate(refs):
        if DocumentType(ref["type"]) not in allowed:
            errors.append(
                {"field": f"documents[{i}].type", "message": messages.DOCUMENT_TYPE_NOT_USED}
            )
        if ref["document_id"] in seen:
            errors.append(
                {"field": f"documents[{i}].document_id", "message": messages.DOCUMENT_TWICE}
            )
        seen.add(ref["document_id"])
    given = {DocumentType(ref["type"]) for ref in refs}
    for needed in catalogue.required_types(benefit):
        if needed not in given:
            name = messages.DOCUMENT[needed.value][0]
            errors.append({"field": "documents", "message": messages.document_missing(name)})
    _refuse(errors, "The documents break a claim rule.")


def _attach(
    session: Session, customer: Customer, claim: Claim, refs: list[Mapping[str, Any]],
    now: datetime, *, requested: bool,
) -> None:  # fmt: skip
    taken = documents.attach(
        session,
        owner=Owner.customer(customer.user_id),
        purpose=DocumentPurpose.CLAIM_DOCUMENT,
        document_ids=[ref["document_id"] for ref in refs],
        to=claim.claim_number,
        now=now,
    )
    total = sum(
        d.size_bytes
        for d in session.scalars(select(Document).where(Document.attached_to == claim.claim_number))
    )
    if total > catalogue.MAX_CLAIM_BYTES:
        raise RuleViolation(messages.CLAIM_TOO_LARGE, detail="The claim's files exceed 50 MB.")
    by_id = {d.id: d for d in taken}
    for ref in refs:
        claim.documents.append(
            ClaimDocument(
                document_id=by_id[ref["document_id"]].id,
                type=DocumentType(ref["type"]),
                requested=requested,
            )
        )


def submit(
    *,
    session: Session,
    settings: Settings,
    customer: Customer,
    key: str,
    body: Mapping[str, Any],
    now: datetime,
) -> Claim:
    hashed = digest(body)
    used = KEYS.earlier(session, user_id=customer.user_id, key=key, digest=hashed, now=now)
    earlier = _earlier(session, used)
    if earlier is not None:
        return earlier
    day = today(now)
    benefit = Benefit(body["benefit"])
    eligible = benefits.check(
        session, customer, policy_number=body["policy_number"],
        insured_id=body["insured_id"], benefit=benefit, today=day,
    )  # fmt: skip
    event = _event(session, eligible, body["event"], day)
    amount = _amount(session, eligible, body, event)
    same = session.scalar(
        select(Claim.claim_number).where(
            Claim.benefit_id == eligible.benefit.id,
            Claim.event_date == event.start,
            Claim.status != ClaimStatus.REJECTED,
        )
    )
    if same is not None:
        raise RuleViolation(
            messages.same_event(same),
            detail="The same event was already claimed.",
            errors=[{"field": "event.event_date", "message": messages.same_event(same)}],
        )
    account = body["bank_account"]
    if lookup.describe(session, "bank", account["bank_code"]) is None:
        _refuse([{"field": "bank_account.bank_code", "message": messages.UNKNOWN_BANK}], "Bank.")
    _documents(benefit, list(body["documents"]))

    claim = Claim(
        claim_number=claim_number(session, now),
        holder_id=eligible.policy.holder_id,
        user_id=customer.user_id,
        policy_id=eligible.policy.id,
        insured_person_id=eligible.insured.id,
        benefit_id=eligible.benefit.id,
        benefit=benefit,
        kind=eligible.benefit.kind,
        status=ClaimStatus.SUBMITTED,
        event_date=event.start,
        end_date=event.end,
        diagnosis=body["event"]["diagnosis"].strip(),
        hospital_id=event.hospital_id,
        hospital_name=event.hospital_name,
        claimed_amount=amount,
        bank_code=account["bank_code"],
        account_number=account["account_number"],
        account_holder=account["account_holder"].strip(),
        submitted_at=now,
        updated_at=now,
        events=[
            ClaimEvent(
                status=ClaimStatus.SUBMITTED, at=now, actor=customer.user_name, by_staff=False
            )
        ],
        documents=[],
    )
    session.add(claim)
    session.flush()
    KEYS.record(
        session, user_id=customer.user_id, key=key, digest=hashed, case_id=claim.id, now=now
    )
    _attach(session, customer, claim, list(body["documents"]), now, requested=False)
    session.flush()
    _notify(session, settings, claim, eligible.insured.name, now)
    return claim


def _notify(session: Session, settings: Settings, claim: Claim, insured: str, at: datetime) -> None:
    holder = session.get(PolicyHolder, claim.holder_id)
    assert holder is not None
    notices.status_changed(session, settings, to=holder.email, claim=claim, insured=insured, at=at)


def answer(
    *,
    session: Session,
    settings: Settings,
    customer: Customer,
    claim: Claim,
    refs: list[Mapping[str, Any]],
    insured: str,
    now: datetime,
) -> Claim:
    """The requested documents, exactly: every requested type, no other. The claim goes back
    to Verifikasi Dokumen."""
    if claim.status != ClaimStatus.DOCUMENTS_REQUESTED or claim.document_request is None:
        raise Conflict(
            messages.wrong_status(
                claim.claim_number, claim.status.value, [ClaimStatus.DOCUMENTS_REQUESTED.value]
            ),
            detail="The claim is not waiting for documents.",
        )
    asked = [DocumentType(item["type"]) for item in claim.document_request["items"]]
    errors: Errors = []
    for i, ref in enumerate(refs):
        if DocumentType(ref["type"]) not in asked:
            errors.append({"field": f"documents[{i}].type", "message": messages.NOT_REQUESTED})
    given = {DocumentType(ref["type"]) for ref in refs}
    for wanted in asked:
        if wanted not in given:
            name = messages.DOCUMENT[wanted.value][0]
            errors.append({"field": "documents", "message": messages.requested_missing(name)})
    if len({ref["document_id"] for ref in refs}) != len(refs):
        errors.append({"field": "documents", "message": messages.DOCUMENT_TWICE})
    _refuse(errors, "The documents do not answer the request.")
    _attach(session, customer, claim, refs, now, requested=True)
    claim.status = ClaimStatus.DOCUMENT_VERIFICATION
    claim.updated_at = now
    claim.document_request = None
    claim.events.append(
        ClaimEvent(
            status=ClaimStatus.DOCUMENT_VERIFICATION,
            at=now,
            actor=customer.user_name,
            by_staff=False,
            note=f"Dokumen dikirim: {notices.names(sorted(given))}.",
        )
    )
    session.flush()
    _notify(session, settings, claim, insured, now)
    return claim
