"""HTTP edge of the staff claims desk (operationIds of openapi/paths/admin@claim@*.yaml), for
admin sessions only (a customer token gets 403 from the guard)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Reply, operation
from server.claim import messages, queries, review, serializers
from server.claim.models import ClaimStatus
from server.claim.transitions import Action
from server.contract_types import (
    ClaimApproveRequest,
    ClaimNumberRequest,
    ClaimPayRequest,
    ClaimRejectRequest,
    ClaimRequestDocumentsRequest,
    ClaimReviewDetail,
    ClaimReviewPage,
)
from server.customer.models import PolicyHolder
from server.documents.service import desk_headers, read_document
from server.errors import NotFound

# The bodies of the desk's moves.
Move = (
    ClaimNumberRequest
    | ClaimRequestDocumentsRequest
    | ClaimApproveRequest
    | ClaimRejectRequest
    | ClaimPayRequest
)


def _detail(call: Call[Customer], claim_number: str) -> ClaimReviewDetail:
    claim = queries.find(call.session, claim_number)
    holder = call.session.get(PolicyHolder, claim.holder_id)
    assert holder is not None
    view = queries.load(call.session, claim)
    return serializers.review_detail(
        call.session, view, holder, review.limit_now(call.session, claim)
    )


@operation(ADMIN, read_only=True)
def list_claim_reviews(
    call: Call[Customer], status: str = "SUBMITTED", page: int = 1, size: int = 20
) -> ClaimReviewPage:
    rows, total, counts = review.queue(
        call.session, status=ClaimStatus(status), page=page, size=size
    )
    items = [serializers.review_item(*row) for row in rows]
    return serializers.review_page(items, page, size, total, counts)


@operation(ADMIN, read_only=True)
def get_claim_review(call: Call[Customer], claim_number: str) -> ClaimReviewDetail:
    return _detail(call, claim_number)


@operation(ADMIN, read_only=True)
def download_claim_document(call: Call[Customer], claim_number: str, document_id: str) -> Reply:
    claim = queries.find(call.session, claim_number)
    view = queries.load(call.session, claim)
    document = next((d for link, d in view.documents if d.id == document_id), None)
    if document is None:
        raise NotFound(messages.DOCUMENT_NOT_FOUND, detail="The claim has no such document.")
    return Reply(read_document(document), headers=desk_headers(document))


def _act(call: Call[Customer], action: Action, body: Move) -> ClaimReviewDetail:
    claim = review.act(
        session=call.session, settings=call.settings, staff=call.caller,
        action=action, body=body, now=call.now,
    )  # fmt: skip
    return _detail(call, claim.claim_number)


@operation(ADMIN)
def verify_claim(call: Call[Customer], body: ClaimNumberRequest) -> ClaimReviewDetail:
    return _act(call, Action.VERIFY, body)


@operation(ADMIN)
def analyse_claim(call: Call[Customer], body: ClaimNumberRequest) -> ClaimReviewDetail:
    return _act(call, Action.ANALYSE, body)


@operation(ADMIN)
def request_claim_documents(
    call: Call[Customer], body: ClaimRequestDocumentsRequest
) -> ClaimReviewDetail:
    return _act(call, Action.REQUEST_DOCUMENTS, body)


@operation(ADMIN)
def approve_claim(call: Call[Customer], body: ClaimApproveRequest) -> ClaimReviewDetail:
    return _act(call, Action.APPROVE, body)


@operation(ADMIN)
def reject_claim(call: Call[Customer], body: ClaimRejectRequest) -> ClaimReviewDetail:
    return _act(call, Action.REJECT, body)


@operation(ADMIN)
def pay_claim(call: Call[Customer], body: ClaimPayRequest) -> ClaimReviewDetail:
    return _act(call, Action.PAY, body)
