"""Applications as the underwriting desk sees them (SpajReviewPage, SpajReviewDetail): the
applicant's full identity and every action with who, when and from where."""

from __future__ import annotations

from datetime import datetime

from server import contract_types as contract
from server.clock import iso_z
from server.spaj import messages, serializers
from server.spaj.models import SpajApplication, SpajEvent, SpajStatus
from server.spaj.queries import SpajView


def review_item(
    app: SpajApplication, product_name: str, open_requirements: int
) -> contract.SpajReviewItem:
    return {
        "spaj_number": app.spaj_number,
        "applicant_name": app.applicant_name,
        "product_name": product_name,
        "sum_assured": app.sum_assured,
        "agent_name": app.agent_name,
        "status": app.status.value,
        "status_desc": messages.STATUS_DESC[app.status.value],
        "submitted_at": iso_z(app.submitted_at),
        "status_since": iso_z(app.status_changed_at),
        "open_requirements": min(open_requirements, 30),
    }


def page(
    rows: list[tuple[SpajApplication, str, int]],
    *,
    page: int,
    size: int,
    total: int,
    counts: dict[SpajStatus, int],
) -> contract.SpajReviewPage:
    return {
        "data": [review_item(*row) for row in rows],
        "page": page,
        "size": size,
        "total": total,
        "counts": [{"status": s.value, "count": n} for s, n in counts.items()],
    }


def _event(event: SpajEvent) -> contract.SpajAuditEvent:
    return {
        "action": event.action.value,
        "status_from": event.status_from.value if event.status_from else None,
        "status_to": event.status_to.value,
        "actor_kind": event.actor_kind.value,
        "actor": event.actor,
        "at": iso_z(event.at),
        "note": event.note,
        "client_address": event.client_address,
        "user_agent": event.user_agent,
    }


def review_detail(
    view: SpajView, now: datetime, client_number: str | None
) -> contract.SpajReviewDetail:
    app = view.app
    address = (
        f"{app.address_line}, RT {app.rt}/RW {app.rw}, {app.village}, {app.district}, "
        f"{app.city}, {app.province} {app.postal_code}"
    )
    return {
        "application": serializers.detail(view, now),
        "identity": {
            "name": app.applicant_name,
            "nik": app.applicant_nik,
            "birth_date": app.applicant_birth_date.isoformat(),
            "gender": app.applicant_gender.value,
            "phone": app.applicant_phone,
            "email": app.applicant_email,
            "address": address[:400],
            "policy_holder_client_number": client_number,
        },
        "audit": [_event(e) for e in reversed(app.events[-100:])],
    }
