"""HTTP edge of the customer's complaint calls (operationIds of
openapi/paths/complaint@*.yaml)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Reply, created, operation
from server.complaint import queries, serializers, submission
from server.complaint.models import ComplaintStatus
from server.contract_types import ComplaintDetail, ComplaintPage, ComplaintSubmitRequest


@operation(CUSTOMER)
def submit_complaint(
    call: Call[Customer], body: ComplaintSubmitRequest, idempotency_key: str
) -> Reply:
    complaint = submission.submit(
        session=call.session, customer=call.caller, key=idempotency_key, body=body, now=call.now
    )
    found = queries.find(call.session, complaint.complaint_number)
    return created(serializers.detail(queries.load(call.session, found), call.now, staff=False))


@operation(CUSTOMER, read_only=True)
def list_complaints(
    call: Call[Customer], status: str | None = None, page: int = 1, size: int = 10
) -> ComplaintPage:
    views, total = queries.history(
        call.session, call.caller.user_id,
        status=ComplaintStatus(status) if status else None, page=page, size=size,
    )  # fmt: skip
    return serializers.page(views, call.now, page, size, total)


@operation(CUSTOMER, read_only=True)
def get_complaint(call: Call[Customer], complaint_number: str) -> ComplaintDetail:
    complaint = queries.owned(call.session, complaint_number, call.caller.user_id)
    return serializers.detail(queries.load(call.session, complaint), call.now, staff=False)
