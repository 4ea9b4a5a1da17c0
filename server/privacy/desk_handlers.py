"""HTTP edge of the privacy requests' desk (operationIds of openapi/paths/admin@privacy@*.yaml),
for admin sessions only (a customer token gets 403 from the guard)."""

from __future__ import annotations

from server import contract_types as contract
from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, operation
from server.contract_values import listed, values_of
from server.privacy import desk, requests, serializers
from server.privacy.models import RequestStatus

ACTIONS: tuple[contract.PrivacyRequestAction, ...] = values_of(contract.PrivacyRequestAction)


def _detail(call: Call[Customer], request_number: str) -> contract.PrivacyReviewDetail:
    found = desk.detail(call.session, request_number)
    row = found.row.request
    return {
        "request": serializers.request(row, call.now),
        "customer_name": found.row.customer_name,
        "user_name": found.user_name,
        "email": found.email,
        "events": [serializers.event(e) for e in row.events[-10:]],
        "allowed_actions": [listed(ACTIONS, a.value, what="privacy action") for a in found.allowed],
    }


@operation(ADMIN, read_only=True)
def list_privacy_requests(
    call: Call[Customer], status: str = "RECEIVED", page: int = 1, size: int = 20
) -> contract.PrivacyReviewPage:
    wanted = RequestStatus(status)
    rows, total, counts, overdue = desk.queue(
        call.session, status=wanted, page=page, size=size, now=call.now
    )
    return {
        "data": [
            {"request": serializers.request(r.request, call.now), "customer_name": r.customer_name}
            for r in rows
        ],
        "page": page,
        "size": size,
        "total": total,
        "counts": [
            {"status": listed(serializers.STATUSES, s.value, what="request status"), "count": n}
            for s, n in counts.items()
        ],
        "overdue": overdue,
    }


@operation(ADMIN, read_only=True)
def get_privacy_request(call: Call[Customer], request_number: str) -> contract.PrivacyReviewDetail:
    return _detail(call, request_number)


@operation(ADMIN)
def acknowledge_privacy_request(
    call: Call[Customer], body: contract.PrivacyAcknowledgeRequest
) -> contract.PrivacyReviewDetail:
    number = str(body["request_number"])
    requests.acknowledge(session=call.session, staff=call.caller, request_number=number,
                         now=call.now)  # fmt: skip
    return _detail(call, number)


@operation(ADMIN)
def decide_privacy_request(
    call: Call[Customer], body: contract.PrivacyDecideRequest
) -> contract.PrivacyReviewDetail:
    number = str(body["request_number"])
    requests.decide(
        session=call.session, staff=call.caller, request_number=number, outcome=body["outcome"],
        answer=body["answer"], now=call.now,
    )  # fmt: skip
    return _detail(call, number)
