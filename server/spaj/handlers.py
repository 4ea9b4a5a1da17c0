"""HTTP edge of the SPAJ operations for the applicant and the policy holder (tag spaj).

The entry and the session (operationIds of openapi/paths/spaj@login, otp@*, logout, mine and
open): the number and birth date, the code step (its step token only), the end of a SPAJ
session, and a policy holder's own applications. The entry's steps commit their refusals (a
wrong code leaves its count and lock behind).

The applicant's calls (spaj@detail, requirement@answer, offer@*, payment@info), for a live
SPAJ session only. Every call names its SPAJ number, which must be the session's own
(another is 404 like a missing one). The offer's calls commit their refusals: a wrong code is
counted, a lapsed offer recorded."""

from __future__ import annotations

from datetime import date

from sqlalchemy import select

from server.access.caller import Applicant, Customer
from server.access.guards import CUSTOMER, PUBLIC
from server.access.operation import Call, operation
from server.contract_types import (
    OtpInfo,
    ResultSuccess,
    SpajDetail,
    SpajEntryRequest,
    SpajEntryStep,
    SpajOfferApproveRequest,
    SpajOfferDeclineRequest,
    SpajOfferOtpRequest,
    SpajOpenRequest,
    SpajOtpResendRequest,
    SpajOtpValidateRequest,
    SpajPaymentInfo,
    SpajRequirementAnswerRequest,
    SpajSession,
    SpajSummary,
    SpajSummaryList,
)
from server.policy.models import Product
from server.spaj import (
    answers,
    entry,
    expiry,
    first_premium,
    notices,
    offer,
    queries,
    serializers,
    sessions,
)
from server.spaj.guard import APPLICANT, APPLICANT_SESSION, SPAJ_STEP, SpajStep
from server.spaj.models import SpajApplication, SpajStatus

# -------------------------------------------------------- the entry and the SPAJ session


@operation(PUBLIC, refusal_commits=True)
def enter_spaj(call: Call[None], body: SpajEntryRequest) -> SpajEntryStep:
    return entry.enter(
        call,
        spaj_number=str(body["spaj_number"]),
        birth_date=date.fromisoformat(body["birth_date"]),  # checked by the validator
        channel=str(body["channel"]),
    )


@operation(SPAJ_STEP, refusal_commits=True)
def resend_spaj_otp(call: Call[SpajStep], body: SpajOtpResendRequest) -> OtpInfo:
    return entry.resend(call, str(body["channel"]))


@operation(SPAJ_STEP, refusal_commits=True)
def validate_spaj_otp(call: Call[SpajStep], body: SpajOtpValidateRequest) -> SpajSession:
    return entry.validate(call, str(body["otp"]))


@operation(APPLICANT_SESSION, refusal_commits=True)
def logout_spaj(call: Call[Applicant]) -> ResultSuccess:
    sessions.end(call)
    return {"result": "Success"}


@operation(CUSTOMER, read_only=True)
def list_my_spaj(call: Call[Customer]) -> SpajSummaryList:
    apps = sessions.mine(call)
    names = dict(
        call.session.execute(
            select(Product.id, Product.name).where(Product.id.in_({a.product_id for a in apps}))
        ).all()
    )
    data: list[SpajSummary] = []
    for app in apps:
        first = (
            queries.first_premium(call.session, app, call.now)
            if app.status == SpajStatus.WAITING_PAYMENT
            else None
        )
        status = expiry.status(app, call.now, first)
        data.append(serializers.summary(app, names[app.product_id], status))
    return {"data": data}


@operation(CUSTOMER)
def open_my_spaj(call: Call[Customer], body: SpajOpenRequest) -> SpajSession:
    return sessions.open_mine(call, str(body["spaj_number"]))


# -------------------------------------------------------- the applicant's calls


def _detail(call: Call[Applicant], app: SpajApplication) -> SpajDetail:
    call.session.flush()
    return serializers.detail(queries.load(call.session, app, call.now), call.now)


def _tell(call: Call[Applicant], app: SpajApplication) -> None:
    product = call.session.get(Product, app.product_id)
    assert product is not None
    notices.status_changed(call.session, call.settings, app, product=product.name, at=call.now)


@operation(APPLICANT, read_only=True)
def get_spaj(call: Call[Applicant], spaj_number: str) -> SpajDetail:
    app = queries.own(call.session, call.caller, spaj_number)
    view = queries.load(call.session, app, call.now)
    if expiry.lapsed(app, call.now, view.first):
        expiry.record_later(call.session, call.settings, app.spaj_number, call.now)
    return serializers.detail(view, call.now)


@operation(APPLICANT)
def answer_spaj_requirement(
    call: Call[Applicant], body: SpajRequirementAnswerRequest
) -> SpajDetail:
    app = queries.own(call.session, call.caller, str(body["spaj_number"]), for_update=True)
    back = answers.answer(
        call.session, app, requirement_id=int(body["requirement_id"]),
        text=body.get("answer"), document_ids=list(body["document_ids"]), now=call.now,
    )  # fmt: skip
    if back:
        _tell(call, app)
    return _detail(call, app)


@operation(APPLICANT, refusal_commits=True)
def send_spaj_offer_otp(call: Call[Applicant], body: SpajOfferOtpRequest) -> OtpInfo:
    app = queries.own(call.session, call.caller, str(body["spaj_number"]), for_update=True)
    return offer.send_code(call, app, str(body["channel"]))


@operation(APPLICANT, refusal_commits=True)
def approve_spaj_offer(call: Call[Applicant], body: SpajOfferApproveRequest) -> SpajDetail:
    app = queries.own(call.session, call.caller, str(body["spaj_number"]), for_update=True)
    offer.approve(call, app, str(body["otp"]))
    _tell(call, app)
    return _detail(call, app)


@operation(APPLICANT, refusal_commits=True)
def decline_spaj_offer(call: Call[Applicant], body: SpajOfferDeclineRequest) -> SpajDetail:
    app = queries.own(call.session, call.caller, str(body["spaj_number"]), for_update=True)
    offer.decline(call, app, reason=str(body["reason"]), note=body.get("note"))
    _tell(call, app)
    return _detail(call, app)


@operation(APPLICANT)
def get_spaj_payment_info(call: Call[Applicant], spaj_number: str) -> SpajPaymentInfo:
    # A writing unit: payments past their time are expired (as payment/info does) and a
    # lapsed deadline recorded.
    app = queries.own(call.session, call.caller, spaj_number, for_update=True)
    expiry.record(call.session, call.settings, app, call.now)
    info = first_premium.info(call.session, app, call.now)
    return serializers.payment_info(info, call.now)
