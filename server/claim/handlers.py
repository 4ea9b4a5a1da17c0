"""HTTP edge of the customer's claim calls (operationIds of openapi/paths/claim@*.yaml)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Reply, created, operation
from server.claim import benefits, queries, serializers, submission
from server.claim.models import Benefit, ClaimStatus
from server.contract_types import (
    ClaimDetail,
    ClaimDocumentAnswerRequest,
    ClaimEligibility,
    ClaimOptions,
    ClaimPage,
    ClaimSubmitRequest,
)


@operation(CUSTOMER, read_only=True)
def list_claim_benefits(call: Call[Customer]) -> ClaimOptions:
    return serializers.options(benefits.options(call.session, call.caller))


@operation(CUSTOMER, read_only=True)
def validate_claim_benefit(
    call: Call[Customer], policy_number: str, insured_id: int, benefit: str
) -> ClaimEligibility:
    eligible = benefits.check(
        call.session, call.caller, policy_number=policy_number, insured_id=insured_id,
        benefit=Benefit(benefit), today=submission.today(call.now),
    )  # fmt: skip
    return serializers.eligibility(eligible)


@operation(CUSTOMER)
def submit_claim(call: Call[Customer], body: ClaimSubmitRequest, idempotency_key: str) -> Reply:
    claim = submission.submit(
        session=call.session, settings=call.settings, customer=call.caller,
        key=idempotency_key, body=body, now=call.now,
    )  # fmt: skip
    return created(serializers.detail(call.session, queries.load(call.session, claim), staff=False))


@operation(CUSTOMER, read_only=True)
def list_claims(
    call: Call[Customer], status: str | None = None, page: int = 1, size: int = 10
) -> ClaimPage:
    views, total = queries.history(
        call.session, call.caller.policy_holder_id,
        status=ClaimStatus(status) if status else None, page=page, size=size,
    )  # fmt: skip
    return serializers.page([serializers.summary(v) for v in views], page, size, total)


@operation(CUSTOMER, read_only=True)
def get_claim(call: Call[Customer], claim_number: str) -> ClaimDetail:
    claim = queries.owned(call.session, claim_number, call.caller.policy_holder_id)
    return serializers.detail(call.session, queries.load(call.session, claim), staff=False)


@operation(CUSTOMER)
def answer_claim_document_request(
    call: Call[Customer], body: ClaimDocumentAnswerRequest
) -> ClaimDetail:
    claim = queries.owned(
        call.session, body["claim_number"], call.caller.policy_holder_id, for_update=True
    )
    view = queries.load(call.session, claim)
    submission.answer(
        session=call.session, settings=call.settings, customer=call.caller, claim=claim,
        refs=list(body["documents"]), insured=view.insured.name, now=call.now,
    )  # fmt: skip
    return serializers.detail(call.session, queries.load(call.session, claim), staff=False)
