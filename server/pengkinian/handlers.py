"""HTTP edge of the customer's Pengkinian Data (operationIds of openapi/paths/
policy@*PengkinanData.yaml, pengkinian@*.yaml, transaction@kyc@*.yaml)."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import CUSTOMER
from server.access.operation import Call, Reply, created, operation
from server.contract_types import (
    CustomerData,
    KycDetail,
    KycPage,
    OtpInfo,
    PengkinianDraft,
    PengkinianDraftRequest,
    PengkinianEligibility,
    PengkinianOtpGenerateRequest,
    PengkinianOtpValidateRequest,
    PengkinianSubmitRequest,
)
from server.pengkinian import codes, drafts, eligibility, record, serializers, submissions


@operation(CUSTOMER, read_only=True)
def check_pengkinian_eligibility(call: Call[Customer], policy_number: str) -> PengkinianEligibility:
    return eligibility.eligibility(
        session=call.session, customer=call.caller, policy_number=policy_number
    )


@operation(CUSTOMER, read_only=True)
def get_pengkinian_data(call: Call[Customer], policy_number: str) -> CustomerData:
    policy = eligibility.owned_policy(call.session, call.caller, policy_number)
    current = record.load(call.session, policy.holder_id)
    return record.customer_data(call.session, current, policy_number)


@operation(CUSTOMER)
def create_pengkinian_draft(call: Call[Customer], body: PengkinianDraftRequest) -> Reply:
    draft = drafts.create(session=call.session, customer=call.caller, form=body, now=call.now)
    return created(serializers.draft(draft))


@operation(CUSTOMER)
def generate_pengkinian_otp(call: Call[Customer], body: PengkinianOtpGenerateRequest) -> OtpInfo:
    return codes.send(call, body["draft_id"], body["caseOtp"])


@operation(CUSTOMER, refusal_commits=True)
def validate_pengkinian_otp(
    call: Call[Customer], body: PengkinianOtpValidateRequest
) -> PengkinianDraft:
    draft = codes.check(call, body["draft_id"], body["caseOtp"], body["otp"])
    return serializers.draft(draft)


@operation(CUSTOMER)
def submit_pengkinian(call: Call[Customer], body: PengkinianSubmitRequest) -> Reply:
    submission = submissions.submit(
        session=call.session,
        settings=call.settings,
        customer=call.caller,
        draft_id=body["draft_id"],
        warnings_confirmed=body["warnings_confirmed"],
        now=call.now,
    )
    return created(serializers.receipt(submission))


@operation(CUSTOMER, read_only=True)
def list_kyc_submissions(
    call: Call[Customer], policy_number: str, page: int = 1, size: int = 20
) -> KycPage:
    rows, total = submissions.history(
        session=call.session, customer=call.caller, policy_number=policy_number,
        page=page, size=size,
    )  # fmt: skip
    return serializers.page([serializers.summary(s) for s in rows], page, size, total)


@operation(CUSTOMER, read_only=True)
def get_kyc_detail(call: Call[Customer], registration_number: str) -> KycDetail:
    submission = submissions.detail(
        session=call.session, customer=call.caller, registration_number=registration_number
    )
    return serializers.detail(submission)
