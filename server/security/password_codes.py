"""HTTP edge of the password menu's one-time codes (openapi/paths/password@otp@*.yaml), which
serve two journeys by ``caseOtp``: FORGOT_PASSWORD, a sign-in step (token of the
VERIFY_PASSWORD step, :mod:`server.auth.signin`), and RECOVERY_EMAIL, a signed-in customer
changing their recovery e-mail (:mod:`server.security.recovery_email`). A purpose asked with
the other journey's token is refused (403) before anything else happens. Refusals commit:
wrong codes leave their count and lock."""

from __future__ import annotations

import logging
from typing import Any

from server.access.caller import Customer, SignInClaim
from server.access.guards import CUSTOMER, by_token, claim_step
from server.access.models import SignInStage
from server.access.operation import Call, operation
from server.auth import otp, signin
from server.errors import Forbidden
from server.security import messages, recovery_email

log = logging.getLogger("server.security.password_codes")
Body = dict[str, Any]
Caller = SignInClaim | Customer
CODES = by_token(claim_step(SignInStage.VERIFY_PASSWORD), CUSTOMER)
FORGOT = otp.Purpose.FORGOT_PASSWORD.value
RECOVERY = recovery_email.PURPOSE


def _as_claim(call: Call[Caller], case: str) -> Call[SignInClaim] | None:
    """The call as a sign-in step for FORGOT_PASSWORD; None for RECOVERY_EMAIL from a
    customer's session; Forbidden for a purpose the token does not belong to."""
    caller = call.caller
    if case == FORGOT and isinstance(caller, SignInClaim):
        return Call(call.session, caller, call.now, call.settings, call.address)
    if case == RECOVERY and isinstance(caller, Customer):
        return None
    log.warning("authorization failure: caseOtp %s with a %s", case, type(caller).__name__)
    raise Forbidden(messages.WRONG_TOKEN_FOR_CASE, detail="caseOtp does not fit this token.")


def _as_customer(call: Call[Caller]) -> Call[Customer]:
    assert isinstance(call.caller, Customer)
    return Call(call.session, call.caller, call.now, call.settings, call.address)


@operation(CODES, refusal_commits=True)
def generate_password_otp(call: Call[Caller], body: Body) -> Body:
    claim = _as_claim(call, str(body["caseOtp"]))
    if claim is not None:
        return signin.send_forgot_password_code(claim, email=str(body["email"]))
    return recovery_email.send(_as_customer(call), str(body["recovery_email_new"]))


@operation(CODES, refusal_commits=True)
def get_password_otp_info(call: Call[Caller], body: Body) -> Body:
    claim = _as_claim(call, str(body["caseOtp"]))
    if claim is not None:
        return otp.info(claim, otp.Purpose.FORGOT_PASSWORD)
    return recovery_email.info(_as_customer(call))


@operation(CODES, refusal_commits=True)
def validate_password_otp(call: Call[Caller], body: Body) -> Body:
    claim = _as_claim(call, str(body["caseOtp"]))
    if claim is not None:
        return signin.validate_forgot_password_otp(claim, code=str(body["otp"]))
    return recovery_email.check(_as_customer(call), str(body["otp"]))
