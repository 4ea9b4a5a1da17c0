"""HTTP edge of the staff review desk (operationIds of openapi/paths/admin@pengkinian@*.yaml),
for admin sessions only (a customer token gets 403 from the guard)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Reply, operation
from server.contract_types import (
    KycApproveRequest,
    KycRejectRequest,
    KycReviewDetail,
    KycReviewPage,
)
from server.documents.models import Document
from server.documents.service import desk_headers, read_document
from server.errors import NotFound
from server.pengkinian import messages, review, serializers
from server.pengkinian.models import KycStatus


@operation(ADMIN, read_only=True)
def list_kyc_reviews(
    call: Call[Customer], status: str = "PENDING", page: int = 1, size: int = 20
) -> KycReviewPage:
    rows, total = review.queue(session=call.session, status=KycStatus(status), page=page, size=size)
    items = [serializers.review_item(s, holder) for s, holder in rows]
    return serializers.review_page(items, page, size, total)


@operation(ADMIN, read_only=True)
def get_kyc_review(call: Call[Customer], registration_number: str) -> KycReviewDetail:
    return serializers.review_detail(*review.one(call.session, registration_number))


@operation(ADMIN)
def approve_kyc(call: Call[Customer], body: KycApproveRequest) -> KycReviewDetail:
    decided = review.approve(
        session=call.session, settings=call.settings, staff=call.caller,
        registration_number=body["registration_number"], now=call.now,
    )  # fmt: skip
    return serializers.review_detail(*decided)


@operation(ADMIN)
def reject_kyc(call: Call[Customer], body: KycRejectRequest) -> KycReviewDetail:
    decided = review.reject(
        session=call.session, settings=call.settings, staff=call.caller,
        registration_number=body["registration_number"], reason=body["reason"], now=call.now,
    )  # fmt: skip
    return serializers.review_detail(*decided)


@operation(ADMIN, read_only=True)
def download_kyc_document(call: Call[Customer], registration_number: str) -> Reply:
    submission, _holder = review.one(call.session, registration_number)
    document = (
        call.session.get(Document, submission.document_id) if submission.document_id else None
    )
    if document is None:
        raise NotFound(messages.DOCUMENT_NOT_FOUND, detail="The submission has no document.")
    return Reply(read_document(document), headers=desk_headers(document))
