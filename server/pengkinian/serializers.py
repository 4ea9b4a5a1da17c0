"""Contract shapes of Pengkinian Data (PengkinianDraft, KycSubmissionReceipt, KycSummary,
KycDetail, KycReviewItem, KycReviewDetail). A draft's and a submission's changes, warnings
and proofs are kept as JSON; what the contract lists of them (a section, a warning's code, a
proof's caseOtp and channel) is narrowed to its values (server.contract_values)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from server import contract_types as contract
from server.clock import as_utc
from server.contract_values import listed, values_of
from server.customer.models import PolicyHolder
from server.pengkinian.messages import STATUS_DESC
from server.pengkinian.models import KycDraft, KycSubmission

SECTIONS: tuple[contract.PengkinianSection, ...] = values_of(contract.PengkinianSection)
WARNINGS: tuple[contract.DataWarningCode, ...] = values_of(contract.DataWarningCode)
CASES: tuple[contract.PengkinianCaseOtp, ...] = values_of(contract.PengkinianCaseOtp)
CHANNELS: tuple[contract.PengkinianProofChannel, ...] = values_of(contract.PengkinianProofChannel)


def _section(value: object) -> contract.PengkinianSection:
    return listed(SECTIONS, value, what="Pengkinian section")


def _change(change: Mapping[str, Any]) -> contract.FieldChange:
    return {
        "section": _section(change["section"]),
        "field": change["field"],
        "label": change["label"],
        "old_value": change["old_value"],
        "new_value": change["new_value"],
    }


def _warning(warning: Mapping[str, Any]) -> contract.DataWarning:
    return {
        "code": listed(WARNINGS, warning["code"], what="data warning"),
        "field": warning["field"],
        "message": warning["message"],
    }


def _proof(proof: Mapping[str, Any]) -> contract.PengkinianProof:
    return {
        "caseOtp": listed(CASES, proof["caseOtp"], what="Pengkinian caseOtp"),
        "channel": listed(CHANNELS, proof["channel"], what="proof channel"),
        "destination": proof["destination"],
        "verified": proof["verified"],
    }


def draft(row: KycDraft) -> contract.PengkinianDraft:
    return {
        "draft_id": row.id,
        "policy_number": row.policy_number,
        "changes": [_change(change) for change in row.changes],
        "warnings": [_warning(warning) for warning in row.warnings],
        "proofs": [_proof(proof) for proof in row.proofs],
        "expires_at": as_utc(row.expires_at).isoformat(),
    }


def receipt(s: KycSubmission) -> contract.KycSubmissionReceipt:
    return {
        "registration_number": s.registration_number,
        "policy_number": s.policy_number,
        "status": s.status.value,
        "status_desc": STATUS_DESC[s.status.value],
        "submitted_at": as_utc(s.submitted_at).isoformat(),
    }


def summary(s: KycSubmission) -> contract.KycSummary:
    return {
        "registration_number": s.registration_number,
        "policy_number": s.policy_number,
        "status": s.status.value,
        "status_desc": STATUS_DESC[s.status.value],
        "submitted_at": as_utc(s.submitted_at).isoformat(),
        "decided_at": as_utc(s.decided_at).isoformat() if s.decided_at else None,
        "sections": [_section(section) for section in s.sections],
    }


def _changes(s: KycSubmission) -> list[contract.FieldChange]:
    return [
        {
            "section": _section(c.section),
            "field": c.field,
            "label": c.label,
            "old_value": c.old_value,
            "new_value": c.new_value,
        }
        for c in s.changes
    ]


def detail(s: KycSubmission) -> contract.KycDetail:
    head = summary(s)
    return {
        "registration_number": head["registration_number"],
        "policy_number": head["policy_number"],
        "status": head["status"],
        "status_desc": head["status_desc"],
        "submitted_at": head["submitted_at"],
        "decided_at": head["decided_at"],
        "sections": head["sections"],
        "reason": s.reason,
        "changes": _changes(s),
        "history": [
            {
                "status": e.status.value,
                "status_desc": STATUS_DESC[e.status.value],
                "at": as_utc(e.at).isoformat(),
                "note": e.note,
            }
            for e in s.events
        ],
        "has_document": s.document_id is not None,
    }


def page(items: list[contract.KycSummary], page: int, size: int, total: int) -> contract.KycPage:
    return {"data": items, "page": page, "size": size, "total": total}


def review_page(
    items: list[contract.KycReviewItem], page: int, size: int, total: int
) -> contract.KycReviewPage:
    return {"data": items, "page": page, "size": size, "total": total}


def review_item(s: KycSubmission, holder: PolicyHolder) -> contract.KycReviewItem:
    head = summary(s)
    return {
        "registration_number": s.registration_number,
        "client_number": holder.client_number,
        "customer_name": holder.full_name,
        "policy_number": head["policy_number"],
        "status": head["status"],
        "status_desc": head["status_desc"],
        "submitted_at": head["submitted_at"],
        "decided_at": head["decided_at"],
        "sections": head["sections"],
        "has_document": s.document_id is not None,
        "has_warnings": bool(s.warnings),
    }


def review_detail(s: KycSubmission, holder: PolicyHolder) -> contract.KycReviewDetail:
    item = review_item(s, holder)
    return {
        "registration_number": item["registration_number"],
        "client_number": item["client_number"],
        "customer_name": item["customer_name"],
        "policy_number": item["policy_number"],
        "status": item["status"],
        "status_desc": item["status_desc"],
        "submitted_at": item["submitted_at"],
        "decided_at": item["decided_at"],
        "sections": item["sections"],
        "has_document": item["has_document"],
        "has_warnings": item["has_warnings"],
        "changes": _changes(s),
        "warnings": [_warning(warning) for warning in s.warnings],
        "reason": s.reason,
        "history": [
            {
                "status": e.status.value,
                "status_desc": STATUS_DESC[e.status.value],
                "at": as_utc(e.at).isoformat(),
                "actor": e.actor,
                "note": e.note,
            }
            for e in s.events
        ],
    }
