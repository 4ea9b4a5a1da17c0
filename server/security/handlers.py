"""HTTP edge of the security settings (operationIds of openapi/paths/password@security@data,
password@setting@validate, password@setting@edit, session@revoke and password@emailPH).
Confirming the password and changing it commit their refusals: a wrong password leaves its
count and lock.

And the password menu's one-time codes (openapi/paths/password@otp@*.yaml, tag auth), which
serve two journeys by ``caseOtp``: FORGOT_PASSWORD, a sign-in step (token of the
VERIFY_PASSWORD step, :mod:`server.auth.signin`), and RECOVERY_EMAIL, a signed-in customer
changing their recovery e-mail (:mod:`server.security.recovery_email`). A purpose asked with
the other journey's token is refused (403) before anything else happens. Refusals commit:
wrong codes leave their count and lock."""

from __future__ import annotations

import logging

from server.access.caller import Customer, SignInClaim, SignInStep
from server.access.guards import CUSTOMER, PROVED_STEP, by_token, claim_step
from server.access.models import SignInStage, User
from server.access.operation import Call, operation
from server.auth import otp, signin
from server.contract_types import (
    EmailPhData,
    NewPasswordRequest,
    OtpInfo,
    PasswordChanged,
    PasswordConfirmation,
    PasswordConfirmRequest,
    PasswordOtpGenerateRequest,
    PasswordOtpRequest,
    PasswordOtpValidateRequest,
    RecoveryEmailChanged,
    ResultSuccess,
    SecurityData,
    SessionRevokeRequest,
    SignInStepResponse,
)
from server.errors import Forbidden
from server.security import (
    confirmations,
    email_ph,
    messages,
    overview,
    password_change,
    recovery_email,
)

# The password codes' refusals keep the logger they were written under.
log = logging.getLogger("server.security.password_codes")
# A customer's session, or a sign-in step after the account was proved (the code page).
PROVED = by_token(PROVED_STEP, CUSTOMER)
Caller = SignInClaim | Customer
CODES = by_token(claim_step(SignInStage.VERIFY_PASSWORD), CUSTOMER)
FORGOT = otp.Purpose.FORGOT_PASSWORD.value
RECOVERY = recovery_email.PURPOSE


@operation(CUSTOMER, read_only=True)
def get_security_data(call: Call[Customer]) -> SecurityData:
    return overview.security_data(call)


@operation(CUSTOMER, refusal_commits=True)
def confirm_password(call: Call[Customer], body: PasswordConfirmRequest) -> PasswordConfirmation:
    return confirmations.confirm(call, password=str(body["password"]), route=str(body["route"]))


@operation(CUSTOMER)
def change_password(call: Call[Customer], body: NewPasswordRequest) -> PasswordChanged:
    return password_change.change(
        call, password=str(body["password"]), confirm_password=str(body["confirmPassword"])
    )


@operation(CUSTOMER)
def revoke_session(call: Call[Customer], body: SessionRevokeRequest) -> ResultSuccess:
    return overview.revoke(call, str(body["session_id"]))


@operation(PROVED, read_only=True)
def get_email_ph(call: Call[SignInStep | Customer]) -> EmailPhData:
    caller = call.caller
    if isinstance(caller, SignInStep):
        user = caller.user
    else:
        found = call.session.get(User, caller.user_id)
        assert found is not None  # the guard read its session
        user = found
    return email_ph.email_ph(call.session, user)


# ------------------------------------------------ the password menu's codes (password/otp/*)


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
def generate_password_otp(call: Call[Caller], body: PasswordOtpGenerateRequest) -> OtpInfo:
    claim = _as_claim(call, body["caseOtp"])
    if body["caseOtp"] == "FORGOT_PASSWORD":
        assert claim is not None  # a sign-in step's (_as_claim refuses any other)
        return signin.send_forgot_password_code(claim, email=body["email"])
    return recovery_email.send(_as_customer(call), body["recovery_email_new"])


@operation(CODES, refusal_commits=True)
def get_password_otp_info(call: Call[Caller], body: PasswordOtpRequest) -> OtpInfo:
    claim = _as_claim(call, str(body["caseOtp"]))
    if claim is not None:
        return otp.info(claim, otp.Purpose.FORGOT_PASSWORD)
    return recovery_email.info(_as_customer(call))


@operation(CODES, refusal_commits=True)
def validate_password_otp(
    call: Call[Caller], body: PasswordOtpValidateRequest
) -> SignInStepResponse | RecoveryEmailChanged:
    claim = _as_claim(call, str(body["caseOtp"]))
    if claim is not None:
        return signin.validate_forgot_password_otp(claim, code=str(body["otp"]))
    return recovery_email.check(_as_customer(call), str(body["otp"]))
