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
from server.edge.messages import BAD_FORMAT, INVALID_INPUT
from server.errors import InvalidRequest
from server.policy.models import Product
from server.spaj import entry, expiry, queries, serializers, sessions
from server.spaj.guard import APPLICANT_SESSION, SPAJ_STEP, SpajStep
from server.spaj.models import SpajStatus

Body = dict[str, Any]


def _birth_date(value: Any) -> date:
    """The contract's ``format: date`` (YYYY-MM-DD), which the body validator does not
    check: anything else is 400 naming the field."""
    text = str(value)
    try:
        if len(text) == 10 and text[4] == text[7] == "-":
            return date.fromisoformat(text)
    except ValueError:
        pass
    raise InvalidRequest(
        INVALID_INPUT,
        detail="birth_date is not a date (YYYY-MM-DD).",
        errors=[{"field": "birth_date", "message": BAD_FORMAT}],
    )


@operation(PUBLIC, refusal_commits=True)
def enter_spaj(call: Call[None], body: Body) -> Body:
    return entry.enter(
        call,
        spaj_number=str(body["spaj_number"]),
        birth_date=_birth_date(body["birth_date"]),
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
