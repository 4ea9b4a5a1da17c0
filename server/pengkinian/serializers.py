"""Contract shapes of submissions (KycSummary, KycDetail, KycReviewItem, KycReviewDetail)."""

from __future__ import annotations

from typing import Any

from server.clock import as_utc
from server.customer.models import PolicyHolder
from server.pengkinian.messages import STATUS_DESC
from server.pengkinian.models import KycSubmission

PUBLIC_CHANGE = ("section", "field", "label", "old_value", "new_value")


def summary(s: KycSubmission) -> dict[str, Any]:
    return {
        "registration_number": s.registration_number,
        "policy_number": s.policy_number,
        "status": s.status.value,
        "status_desc": STATUS_DESC[s.status.value],
        "submitted_at": as_utc(s.submitted_at),
        "decided_at": as_utc(s.decided_at) if s.decided_at else None,
        "sections": list(s.sections),
    }


def _changes(s: KycSubmission) -> list[dict[str, Any]]:
    return [{k: getattr(c, k) for k in PUBLIC_CHANGE} for c in s.changes]


def detail(s: KycSubmission) -> dict[str, Any]:
    return {
        **summary(s),
        "reason": s.reason,
        "changes": _changes(s),
        "history": [
            {
                "status": e.status.value,
                "status_desc": STATUS_DESC[e.status.value],
                "at": as_utc(e.at),
                "note": e.note,
            }
            for e in s.events
        ],
        "has_document": s.document_id is not None,
    }


def page(items: list[dict[str, Any]], page: int, size: int, total: int) -> dict[str, Any]:
    return {"data": items, "page": page, "size": size, "total": total}


def review_item(s: KycSubmission, holder: PolicyHolder) -> dict[str, Any]:
    return {
        "registration_number": s.registration_number,
        "client_number": holder.client_number,
        "customer_name": holder.full_name,
        **{k: v for k, v in summary(s).items() if k != "registration_number"},
        "has_document": s.document_id is not None,
        "has_warnings": bool(s.warnings),
    }


def review_detail(s: KycSubmission, holder: PolicyHolder) -> dict[str, Any]:
    return {
        **review_item(s, holder),
        "changes": _changes(s),
        "warnings": list(s.warnings),
        "reason": s.reason,
        "history": [
            {
                "status": e.status.value,
                "status_desc": STATUS_DESC[e.status.value],
                "at": as_utc(e.at),
                "actor": e.actor,
                "note": e.note,
            }
            for e in s.events
        ],
    }
