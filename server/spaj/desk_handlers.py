"""HTTP edge of the underwriting desk (operationIds of openapi/paths/admin@spaj@*.yaml), for
admin sessions only (a customer or SPAJ token gets 403 from the guard). Every move locks the
application, is recorded with the staff member and the time, and e-mails the applicant."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import ADMIN
from server.access.operation import Call, Reply, operation
from server.contract_types import (
    SpajDecideRequest,
    SpajNumberRequest,
    SpajRejectRequest,
    SpajRequirementsRequest,
    SpajReviewDetail,
    SpajReviewPage,
)
from server.documents.service import desk_headers, read_document
from server.policy.models import Product
from server.spaj import desk, desk_serializers, expiry, notices, queries
from server.spaj.models import AskedBy, RequirementKind, SpajApplication, SpajStatus


def _detail(call: Call[Customer], app: SpajApplication) -> SpajReviewDetail:
    call.session.flush()
    view = queries.load(call.session, app, call.now)
    if expiry.lapsed(app, call.now, view.first):
        expiry.record_later(call.session, call.settings, app.spaj_number, call.now)
    return desk_serializers.review_detail(view, call.now, view.client_number)


def _done(call: Call[Customer], app: SpajApplication) -> SpajReviewDetail:
    product = call.session.get(Product, app.product_id)
    assert product is not None
    notices.status_changed(call.session, call.settings, app, product=product.name, at=call.now)
    return _detail(call, app)


@operation(ADMIN)  # writes: lapsed offers and payment deadlines are recorded first
def list_spaj_reviews(
    call: Call[Customer], status: str = "RECEIVED", page: int = 1, size: int = 20
) -> SpajReviewPage:
    expiry.sweep(call.session, call.settings, call.now)
    rows, total, counts = desk.queue(call.session, status=SpajStatus(status), page=page, size=size)
    return desk_serializers.page(rows, page=page, size=size, total=total, counts=counts)


@operation(ADMIN, read_only=True)
def get_spaj_review(call: Call[Customer], spaj_number: str) -> SpajReviewDetail:
    return _detail(call, queries.find(call.session, spaj_number))


@operation(ADMIN, read_only=True)
def download_spaj_document(call: Call[Customer], spaj_number: str, document_id: str) -> Reply:
    app = queries.find(call.session, spaj_number)
    document = queries.document_of(call.session, app, document_id)
    return Reply(read_document(document), headers=desk_headers(document))


@operation(ADMIN)
def start_spaj_review(call: Call[Customer], body: SpajNumberRequest) -> SpajReviewDetail:
    app = queries.find(call.session, str(body["spaj_number"]), for_update=True)
    desk.start_review(call.session, app, staff=call.caller.user_name, now=call.now)
    return _done(call, app)


@operation(ADMIN)
def request_spaj_requirements(
    call: Call[Customer], body: SpajRequirementsRequest
) -> SpajReviewDetail:
    app = queries.find(call.session, str(body["spaj_number"]), for_update=True)
    asks = [
        desk.Ask(RequirementKind(r["kind"]), AskedBy(r["asked_by"]), r["title"], r.get("note"))
        for r in body["requirements"]
    ]
    desk.ask(call.session, app, asks, staff=call.caller.user_name, now=call.now)
    return _done(call, app)


@operation(ADMIN)
def decide_spaj(call: Call[Customer], body: SpajDecideRequest) -> SpajReviewDetail:
    app = queries.find(call.session, str(body["spaj_number"]), for_update=True)
    desk.decide(
        call.session, app,
        loadings=[(str(x["reason"]), int(x["percent"])) for x in body["loadings"]],
        exclusions=[(str(x["title"]), str(x["reason"])) for x in body["exclusions"]],
        valid_days=int(body["valid_days"]), staff=call.caller.user_name, now=call.now,
    )  # fmt: skip
    return _done(call, app)


@operation(ADMIN)
def reject_spaj(call: Call[Customer], body: SpajRejectRequest) -> SpajReviewDetail:
    app = queries.find(call.session, str(body["spaj_number"]), for_update=True)
    desk.reject(call.session, app, reason=str(body["reason"]), staff=call.caller.user_name,
                now=call.now)  # fmt: skip
    return _done(call, app)
