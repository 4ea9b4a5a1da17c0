"""The contract's bodies of the privacy area, built from its rows."""

from __future__ import annotations

from datetime import datetime, timedelta

from server import contract_types as contract
from server.clock import WIB, as_utc
from server.contract_values import listed, values_of
from server.privacy import messages
from server.privacy.models import (
    ExportStatus,
    PrivacyExport,
    PrivacyRequest,
    PrivacyRequestEvent,
    RequestStatus,
)

ACKNOWLEDGE_WITHIN = timedelta(hours=72)  # 3 x 24 hours from submission
ANSWER_WITHIN = timedelta(days=14)
WAITING = (RequestStatus.RECEIVED, RequestStatus.ACKNOWLEDGED)
EXPORT_STATUSES: tuple[contract.PrivacyExportStatus, ...] = values_of(contract.PrivacyExportStatus)
KINDS: tuple[contract.PrivacyRequestKind, ...] = values_of(contract.PrivacyRequestKind)
STATUSES: tuple[contract.PrivacyRequestStatus, ...] = values_of(contract.PrivacyRequestStatus)
EVENT_ACTIONS: tuple[contract.PrivacyReviewDetailEventsItemAction, ...] = values_of(
    contract.PrivacyReviewDetailEventsItemAction
)
CONSENT_KINDS: tuple[contract.ConsentKind, ...] = values_of(contract.ConsentKind)
CONSENT_ACTIONS: tuple[contract.ConsentEventAction, ...] = values_of(contract.ConsentEventAction)


def iso(at: datetime) -> str:
    return as_utc(at).isoformat().replace("+00:00", "Z")


def maybe_iso(at: datetime | None) -> str | None:
    return iso(at) if at is not None else None


def file_name(user_name: str, at: datetime, extension: str) -> str:
    """data-pribadi-<user name>-<YYYY-MM-DD>.<json|pdf> (the day the copy was ready, WIB)."""
    day = as_utc(at).astimezone(WIB).date().isoformat()
    return f"data-pribadi-{user_name}-{day}.{extension}"


def export(row: PrivacyExport, user_name: str) -> contract.PrivacyExport:
    files: list[contract.PrivacyExportFilesItem] = []
    if row.status == ExportStatus.READY and row.ready_at is not None:
        if row.pdf_size:
            files.append(
                {"format": "PDF", "file_name": file_name(user_name, row.ready_at, "pdf"),
                 "size": row.pdf_size}
            )  # fmt: skip
        if row.json_size:
            files.append(
                {"format": "JSON", "file_name": file_name(user_name, row.ready_at, "json"),
                 "size": row.json_size}
            )  # fmt: skip
    return {
        "export_id": row.export_id,
        "status": listed(EXPORT_STATUSES, row.status.value, what="export status"),
        "status_desc": messages.EXPORT_STATUS_DESC[row.status.value],
        "requested_at": iso(row.requested_at),
        "ready_at": maybe_iso(row.ready_at),
        "expires_at": maybe_iso(row.expires_at),
        "files": files,
    }


def overdue(row: PrivacyRequest, now: datetime) -> bool:
    """Past the acknowledgement's deadline while RECEIVED, or past the answer's while
    waiting (RECEIVED or ACKNOWLEDGED)."""
    if row.status == RequestStatus.RECEIVED and now > as_utc(row.acknowledge_due_at):
        return True
    return row.status in WAITING and now > as_utc(row.answer_due_at)


def request(row: PrivacyRequest, now: datetime) -> contract.PrivacyRequest:
    return {
        "request_number": row.request_number,
        "kind": listed(KINDS, row.kind.value, what="request kind"),
        "kind_desc": messages.KIND_DESC[row.kind.value],
        "description": row.description,
        "status": listed(STATUSES, row.status.value, what="request status"),
        "status_desc": messages.STATUS_DESC[row.status.value],
        "submitted_at": iso(row.submitted_at),
        "acknowledge_due_at": iso(row.acknowledge_due_at),
        "acknowledged_at": maybe_iso(row.acknowledged_at),
        "answer_due_at": iso(row.answer_due_at),
        "answered_at": maybe_iso(row.answered_at),
        "answer": row.answer,
        "overdue": overdue(row, now),
    }


def event(row: PrivacyRequestEvent) -> contract.PrivacyReviewDetailEventsItem:
    return {
        "action": listed(EVENT_ACTIONS, row.status.value, what="request event"),
        "action_desc": messages.EVENT_DESC[row.status.value],
        "actor": row.actor,
        "at": iso(row.at),
        "note": row.note,
    }


def retention() -> list[contract.PrivacyRetention]:
    return [
        {"data": data, "period": period, "basis": basis}
        for data, period, basis in messages.RETENTION
    ]
