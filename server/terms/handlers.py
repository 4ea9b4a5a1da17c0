"""HTTP edge of termscondition/load, termscondition/store and token/checkValidTerm."""

from __future__ import annotations

from server.access.caller import Customer
from server.access.guards import CUSTOMER, PUBLIC, SIGNED_IN
from server.access.operation import Call, operation
from server.contract_types import TermsVersion, TermValidity
from server.terms import service


@operation(PUBLIC, read_only=True)
def load_terms(call: Call[None]) -> str:
    return service.current_html(session=call.session)


# Refusals commit: an expired session seen here is marked ended (as by the session calls).
@operation(CUSTOMER, refusal_commits=True)
def store_terms(call: Call[Customer], body: TermsVersion) -> TermsVersion:
    return service.accept(
        session=call.session,
        customer=call.caller,
        version=str(body["tnc_version"]),
        client_address=call.address,
        now=call.now,
    )


@operation(SIGNED_IN, read_only=True)
def check_valid_term(call: Call[Customer]) -> TermValidity:
    return service.validity(session=call.session, customer=call.caller)
