"""HTTP edge of the staff's complaint desk (operationIds of
openapi/paths/admin@complaint@*.yaml), for admin sessions only (a customer token gets 403
from the guard)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Reply, operation
from server.complaint import deadline, desk, messages, queries, serializers
from server.complaint.models import ComplaintStatus
from server.contract_types import (
    ComplaintAnswerRequest,
    ComplaintCloseRequest,
    ComplaintExtendRequest,
    ComplaintReviewDetail,
    ComplaintReviewPage,
)
from server.documents.service import desk_headers, read_document
from server.errors import NotFound


def _detail(call: Call[Customer], complaint_number: str) -> ComplaintReviewDetail:
    complaint = queries.find(call.session, complaint_number)
    view = queries.load(call.session, complaint)
    return serializers.review_detail(view, queries.sender(call.session, complaint), call.now)


@operation(ADMIN, read_only=True)
def list_complaint_reviews(
    call: Call[Customer], status: str = "RECEIVED", page: int = 1, size: int = 20
) -> ComplaintReviewPage:
    wanted = ComplaintStatus(status)
    rows, counts, overdue = queries.queue(
        call.session, status=wanted, today=deadline.wib_day(call.now), page=page, size=size
    )
    return serializers.review_page(
        rows, counts, overdue, status=wanted, now=call.now, page=page, size=size
    )


@operation(ADMIN, read_only=True)
def get_complaint_review(call: Call[Customer], complaint_number: str) -> ComplaintReviewDetail:
    return _detail(call, complaint_number)


@operation(ADMIN)
def answer_complaint(call: Call[Customer], body: ComplaintAnswerRequest) -> ComplaintReviewDetail:
    complaint = desk.answer(
        session=call.session, staff=call.caller, complaint_number=body["complaint_number"],
        text=body["answer"], now=call.now,
    )  # fmt: skip
    return _detail(call, complaint.complaint_number)


@operation(ADMIN)
def extend_complaint(call: Call[Customer], body: ComplaintExtendRequest) -> ComplaintReviewDetail:
    complaint = desk.extend(
        session=call.session, staff=call.caller, complaint_number=body["complaint_number"],
        reason=body["reason"], now=call.now,
    )  # fmt: skip
    return _detail(call, complaint.complaint_number)


@operation(ADMIN)
def close_complaint(call: Call[Customer], body: ComplaintCloseRequest) -> ComplaintReviewDetail:
    complaint = desk.close(
        session=call.session, staff=call.caller, complaint_number=body["complaint_number"],
        note=body["note"], now=call.now,
    )  # fmt: skip
    return _detail(call, complaint.complaint_number)


@operation(ADMIN, read_only=True)
def download_complaint_document(
    call: Call[Customer], complaint_number: str, document_id: str
) -> Reply:
    view = queries.load(call.session, queries.find(call.session, complaint_number))
    document = next((d for d in view.documents if d.id == document_id), None)
    if document is None:
        raise NotFound(messages.DOCUMENT_NOT_FOUND, detail="The complaint has no such document.")
    return Reply(read_document(document), headers=desk_headers(document))
