"""HTTP edge of the SPAJ entry and session (operationIds of openapi/paths/spaj@login,
otp@*, logout, mine and open): the number and birth date, the code step (its step token
only), the end of a SPAJ session, and a policy holder's own applications. The entry's steps
commit their refusals (a wrong code leaves its count and lock behind)."""

from __future__ import annotations

from datetime import date
from typing import Any

from sqlalchemy import select

from server.access.caller import Applicant, Customer
from server.access.guards import CUSTOMER, PUBLIC
from server.access.operation import Call, operation
from server.policy.models import Product
from server.spaj import entry, expiry, queries, serializers, sessions
from server.spaj.guard import APPLICANT_SESSION, SPAJ_STEP, SpajStep
from server.spaj.models import SpajStatus

Body = dict[str, Any]


@operation(PUBLIC, refusal_commits=True)
def enter_spaj(call: Call[None], body: Body) -> Body:
    return entry.enter(
        call,
        spaj_number=str(body["spaj_number"]),
        birth_date=date.fromisoformat(body["birth_date"]),  # checked by the validator
        channel=str(body["channel"]),
    )


@operation(SPAJ_STEP, refusal_commits=True)
def resend_spaj_otp(call: Call[SpajStep], body: Body) -> Body:
    return entry.resend(call, str(body["channel"]))


@operation(SPAJ_STEP, refusal_commits=True)
def validate_spaj_otp(call: Call[SpajStep], body: Body) -> Body:
    return entry.validate(call, str(body["otp"]))


@operation(APPLICANT_SESSION, refusal_commits=True)
def logout_spaj(call: Call[Applicant]) -> Body:
    sessions.end(call)
    return {"result": "Success"}


@operation(CUSTOMER, read_only=True)
def list_my_spaj(call: Call[Customer]) -> Body:
    apps = sessions.mine(call)
    names = dict(
        call.session.execute(
            select(Product.id, Product.name).where(Product.id.in_({a.product_id for a in apps}))
        ).all()
    )
    data = []
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
def open_my_spaj(call: Call[Customer], body: Body) -> Body:
    return sessions.open_mine(call, str(body["spaj_number"]))
