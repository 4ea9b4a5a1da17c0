"""Response bodies of complaints (ComplaintDetail, ComplaintPage, ComplaintReviewPage,
ComplaintReviewDetail): instants as UTC ``...Z``, dates as ISO, Indonesian descriptions. The
customer sees "Petugas" for a staff member and never the closing's internal note; the desk
sees the staff's user names."""

from __future__ import annotations

from datetime import datetime
from typing import cast

from server.clock import iso_z
from server.complaint import deadline, messages, transitions
from server.complaint.models import ComplaintAction, ComplaintStatus
from server.complaint.queries import Row, Sender, View
from server.contract_types import (
    ComplaintDeadline,
    ComplaintDeadlineWorkingDays,
    ComplaintDetail,
    ComplaintEvent,
    ComplaintPage,
    ComplaintReviewDetail,
    ComplaintReviewItem,
    ComplaintReviewPage,
    ComplaintSummary,
)


def _deadline(view: View, now: datetime) -> ComplaintDeadline:
    c = view.complaint
    return {
        "due_date": c.due_date.isoformat(),
        "working_days": cast(ComplaintDeadlineWorkingDays, deadline.working_days(c)),
        "extended": c.extended,
        "extension_reason": c.extension_reason,
        "overdue": deadline.overdue(c, now),
    }


def summary(view: View, now: datetime) -> ComplaintSummary:
    c = view.complaint
    return {
        "complaint_number": c.complaint_number,
        "category": c.category.value,
        "category_desc": messages.CATEGORY_DESC[c.category.value],
        "subject": c.subject,
        "policy_number": view.policy_number,
        "status": c.status.value,
        "status_desc": messages.STATUS_DESC[c.status.value],
        "submitted_at": iso_z(c.submitted_at),
        "deadline": _deadline(view, now),
    }


def page(views: list[View], now: datetime, page: int, size: int, total: int) -> ComplaintPage:
    return {
        "data": [summary(v, now) for v in views],
        "page": page,
        "size": size,
        "total_items": total,
        "total_pages": (total + size - 1) // size,
    }


def _timeline(view: View, *, staff: bool) -> list[ComplaintEvent]:
    events: list[ComplaintEvent] = []
    for event in view.complaint.events:
        if staff:
            actor = event.actor
        else:
            actor = messages.STAFF_ACTOR if event.by_staff else messages.CUSTOMER_ACTOR
        note = event.note
        if not staff and event.action == ComplaintAction.CLOSED:
            note = None  # the closing's note is internal
        events.append(
            {
                "action": event.action.value,
                "action_desc": messages.ACTION_DESC[event.action.value],
                "actor": actor,
                "at": iso_z(event.at),
                "note": note,
            }
        )
    return events


def detail(view: View, now: datetime, *, staff: bool) -> ComplaintDetail:
    c = view.complaint
    return {
        **summary(view, now),
        "description": c.description,
        "answer": c.answer,
        "answered_at": iso_z(c.answered_at) if c.answered_at else None,
        "closed_at": iso_z(c.closed_at) if c.closed_at else None,
        "documents": [
            {
                "document_id": d.id,
                "file_name": d.file_name,
                "content_type": d.media_type,
                "size": d.size_bytes,
            }
            for d in view.documents
        ],
        "timeline": _timeline(view, staff=staff),
    }


def review_item(row: Row, now: datetime) -> ComplaintReviewItem:
    item = summary(row.view, now)
    return {
        "complaint_number": item["complaint_number"],
        "customer_name": row.customer_name,
        "category": item["category"],
        "category_desc": item["category_desc"],
        "subject": item["subject"],
        "policy_number": item["policy_number"],
        "status": item["status"],
        "status_desc": item["status_desc"],
        "submitted_at": item["submitted_at"],
        "deadline": item["deadline"],
        "working_days_left": deadline.working_days_left(row.view.complaint, now),
    }


def review_page(
    rows: list[Row], counts: dict[ComplaintStatus, int], overdue: int, *,
    status: ComplaintStatus, now: datetime, page: int, size: int,
) -> ComplaintReviewPage:  # fmt: skip
    return {
        "data": [review_item(row, now) for row in rows],
        "page": page,
        "size": size,
        "total": counts[status],
        "counts": [{"status": s.value, "count": n} for s, n in counts.items()],
        "overdue": overdue,
    }


def review_detail(view: View, sender: Sender, now: datetime) -> ComplaintReviewDetail:
    return {
        "complaint": detail(view, now, staff=True),
        "customer_name": sender.customer_name,
        "user_name": sender.user_name,
        "email": sender.email,
        "mobile_number": sender.mobile_number,
        "working_days_left": deadline.working_days_left(view.complaint, now),
        "allowed_actions": [a.value for a in transitions.allowed(view.complaint)],
    }
