"""Claims as the contract shows them (ClaimOptions, ClaimEligibility, ClaimSummary,
ClaimDetail, ClaimReviewItem, ClaimReviewDetail)."""

from __future__ import annotations

from datetime import date

from sqlalchemy.orm import Session

from server.claim import catalogue, messages
from server.claim.benefits import Eligible, Limit, PolicyOption
from server.claim.models import Claim, ClaimStatus, PolicyBenefit
from server.claim.queries import ClaimView
from server.claim.transitions import allowed
from server.clock import iso_z
from server.contract_types import (
    ClaimBenefitOption,
    ClaimDecision,
    ClaimDetail,
    ClaimDocumentRequest,
    ClaimEligibility,
    ClaimLimit,
    ClaimOptions,
    ClaimPage,
    ClaimPayout,
    ClaimReviewDetail,
    ClaimReviewItem,
    ClaimReviewPage,
    ClaimSummary,
)
from server.customer.models import PolicyHolder
from server.ledger.models import PolicyTransaction
from server.master import lookup


def _day(value: date | None) -> str | None:
    return value.isoformat() if value else None


def _benefit(row: PolicyBenefit) -> ClaimBenefitOption:
    return {
        "benefit": row.benefit.value,
        "benefit_name": messages.BENEFIT_NAME[row.benefit.value],
        "kind": row.kind.value,
        "source": row.source,
    }


def options(found: list[PolicyOption]) -> ClaimOptions:
    return {
        "policies": [
            {
                "policy_number": o.policy.policy_number,
                "product_name": o.policy.product.name,
                "status": o.policy.status.value,
                "status_desc": o.policy.status.description,
                "claimable": o.claimable,
                "reason": None
                if o.claimable
                else messages.policy_inactive(o.policy.policy_number, o.policy.status.description),
                "insured": [
                    {
                        "insured_id": person.id,
                        "name": person.name,
                        "relation": person.relation,
                        "benefits": [_benefit(row) for row in rows],
                    }
                    for person, rows in o.insured
                ],
            }
            for o in found
        ]
    }


def limit(value: Limit) -> ClaimLimit:
    return {
        "limit_amount": value.limit,
        "used_amount": value.used,
        "reserved_amount": value.reserved,
        "remaining_amount": value.remaining,
        "period_start": _day(value.period_start),
        "period_end": _day(value.period_end),
    }


def eligibility(e: Eligible) -> ClaimEligibility:
    row = e.benefit
    return {
        "policy_number": e.policy.policy_number,
        "product_name": e.policy.product.name,
        "insured": {
            "insured_id": e.insured.id,
            "name": e.insured.name,
            "relation": e.insured.relation,
        },
        **_benefit(row),
        "limit": limit(e.limit),
        "daily_amount": row.amount if row.kind.value == "DAILY_CASH" else None,
        "lump_sum_amount": row.amount if row.kind.value == "LUMP_SUM" else None,
        "waiting_period_end": e.waiting_end.isoformat(),
        "submit_within_days": catalogue.SUBMIT_WITHIN_DAYS[row.benefit],
        "documents": [
            {
                "type": t.value,
                "name": messages.DOCUMENT[t.value][0],
                "description": messages.DOCUMENT[t.value][1],
                "required": required,
            }
            for t, required in catalogue.REQUIREMENTS[row.benefit]
        ],
        "max_file_bytes": catalogue.MAX_FILE_BYTES,
        "max_claim_bytes": catalogue.MAX_CLAIM_BYTES,
    }


def summary(view: ClaimView) -> ClaimSummary:
    claim = view.claim
    return {
        "claim_number": claim.claim_number,
        "policy_number": view.policy_number,
        "product_name": view.product_name,
        "insured_name": view.insured.name,
        "benefit": claim.benefit.value,
        "benefit_name": messages.BENEFIT_NAME[claim.benefit.value],
        "status": claim.status.value,
        "status_desc": messages.STATUS_DESC[claim.status.value],
        "submitted_at": iso_z(claim.submitted_at),
        "updated_at": iso_z(claim.updated_at),
        "event_date": claim.event_date.isoformat(),
        "claimed_amount": claim.claimed_amount,
        "approved_amount": claim.approved_amount,
        "paid_at": iso_z(claim.paid_at) if claim.paid_at else None,
        "needs_action": claim.status == ClaimStatus.DOCUMENTS_REQUESTED,
    }


def _request(claim: Claim) -> ClaimDocumentRequest | None:
    request = claim.document_request
    if claim.status != ClaimStatus.DOCUMENTS_REQUESTED or not request:
        return None
    return {
        "requested_at": request["requested_at"],
        "note": request.get("note"),
        "items": [
            {
                "type": item["type"],
                "type_name": messages.DOCUMENT[item["type"]][0],
                "note": item.get("note"),
            }
            for item in request["items"]
        ],
    }


def _masked(number: str) -> str:
    return "*" * max(len(number) - 4, 0) + number[-4:]


def detail(session: Session, view: ClaimView, *, staff: bool) -> ClaimDetail:
    claim = view.claim
    payout: ClaimPayout | None = None
    if claim.status == ClaimStatus.PAID and claim.transaction_id is not None:
        booked = session.get(PolicyTransaction, claim.transaction_id)
        assert booked is not None and claim.paid_at and claim.transfer_date
        assert claim.transfer_reference is not None
        payout = {
            "paid_at": iso_z(claim.paid_at),
            "transfer_date": claim.transfer_date.isoformat(),
            "transfer_reference": claim.transfer_reference,
            "transaction_number": booked.transaction_number,
        }
    decision: ClaimDecision | None = None
    if claim.approved_amount is not None and claim.decided_at is not None:
        decision = {
            "approved_amount": claim.approved_amount,
            "deductions": [
                {"label": d["label"], "amount": d["amount"]} for d in claim.deductions or []
            ],
            "note": claim.decision_note,
            "decided_at": iso_z(claim.decided_at),
        }
    # The summary's fields, but for those the detail says in its parts (insured, event,
    # decision, payout).
    head = summary(view)
    return {
        "claim_number": head["claim_number"],
        "policy_number": head["policy_number"],
        "product_name": head["product_name"],
        "benefit": head["benefit"],
        "benefit_name": head["benefit_name"],
        "status": head["status"],
        "status_desc": head["status_desc"],
        "submitted_at": head["submitted_at"],
        "updated_at": head["updated_at"],
        "claimed_amount": head["claimed_amount"],
        "needs_action": head["needs_action"],
        "insured": {
            "insured_id": view.insured.id,
            "name": view.insured.name,
            "relation": view.insured.relation,
        },
        "kind": claim.kind.value,
        "event": {
            "event_date": claim.event_date.isoformat(),
            "end_date": _day(claim.end_date),
            "diagnosis": claim.diagnosis,
            "hospital_id": claim.hospital_id,
            "hospital_name": claim.hospital_name,
        },
        "bank_account": {
            "bank_code": claim.bank_code,
            "bank_name": lookup.describe(session, "bank", claim.bank_code) or claim.bank_code,
            "account_number": claim.account_number if staff else _masked(claim.account_number),
            "account_holder": claim.account_holder,
        },
        "documents": [
            {
                "document_id": document.id,
                "type": link.type.value,
                "type_name": messages.DOCUMENT[link.type.value][0],
                "file_name": document.file_name,
                "content_type": document.media_type,
                "size_bytes": document.size_bytes,
                "uploaded_at": iso_z(document.uploaded_at),
                "requested": link.requested,
            }
            for link, document in view.documents
        ],
        "document_request": _request(claim),
        "decision": decision,
        "rejection_reason": claim.rejection_reason
        if claim.status == ClaimStatus.REJECTED
        else None,
        "payout": payout,
        "timeline": [
            {
                "status": e.status.value,
                "status_desc": messages.STATUS_DESC[e.status.value],
                "at": iso_z(e.at),
                "actor": e.actor
                if staff
                else (messages.STAFF_ACTOR if e.by_staff else messages.CUSTOMER_ACTOR),
                "note": e.note,
            }
            for e in claim.events
        ],
    }


def page(items: list[ClaimSummary], page_: int, size: int, total: int) -> ClaimPage:
    return {"data": items, "page": page_, "size": size, "total": total}


def review_page(
    items: list[ClaimReviewItem], page_: int, size: int, total: int, counts: dict[ClaimStatus, int]
) -> ClaimReviewPage:
    return {
        "data": items,
        "page": page_,
        "size": size,
        "total": total,
        "counts": [{"status": s.value, "count": n} for s, n in counts.items()],
    }


def review_item(
    claim: Claim, holder: PolicyHolder, policy_number: str, insured: str
) -> ClaimReviewItem:
    return {
        "claim_number": claim.claim_number,
        "client_number": holder.client_number,
        "customer_name": holder.full_name,
        "policy_number": policy_number,
        "insured_name": insured,
        "benefit": claim.benefit.value,
        "benefit_name": messages.BENEFIT_NAME[claim.benefit.value],
        "status": claim.status.value,
        "status_desc": messages.STATUS_DESC[claim.status.value],
        "submitted_at": iso_z(claim.submitted_at),
        "updated_at": iso_z(claim.updated_at),
        "claimed_amount": claim.claimed_amount,
    }


def review_detail(
    session: Session, view: ClaimView, holder: PolicyHolder, current: Limit
) -> ClaimReviewDetail:
    return {
        "claim": detail(session, view, staff=True),
        "customer": {
            "client_number": holder.client_number,
            "name": holder.full_name,
            "email": holder.email,
            "phone": holder.phone,
        },
        "limit": limit(current),
        "allowed_actions": [a.value for a in allowed(view.claim.status)],
    }
