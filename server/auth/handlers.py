"""HTTP edge of the sign-in and session operations (tags auth and session): each handler
names its guard and calls its service. Every sign-in and session operation commits its
refusals (``refusal_commits``): a wrong password, NIK or code leaves its failure counter,
lock and attempt record; a reused refresh token or an expired session is marked ended.

And sms/delivery, the SMS gateway's delivery reports (tag auth; no client credentials: the
send's random reference is the proof). Always 204, whatever the reference: nothing can be
learned from the answer."""

from __future__ import annotations

from datetime import date

from server.access.caller import Customer, SignInClaim, SignInStep
from server.access.guards import EXTEND, PUBLIC, SESSION, claim_step, step
from server.access.models import AccountStatus, SignInStage, UserSession
from server.access.operation import Call, Reply, operation
from server.auth import credentials, otp, sessions, signin
from server.auth.views import refresh_response
from server.contract_types import (
    CheckUserRequest,
    CheckUserResponse,
    IdCardRequest,
    NewPasswordRequest,
    OtpGenerateRequest,
    OtpInfo,
    OtpValidateRequest,
    PasswordRequest,
    ResultSuccess,
    SessionStatus,
    SignInStepResponse,
    TokenRefreshRequest,
    TokenRefreshResponse,
)
from server.verification import delivery

Step = Call[SignInStep]
Claim = Call[SignInClaim]
# The steps that prove who the visitor is: for the account named, or its decoy.
ID_CARD = claim_step(SignInStage.ID_CARD)
VERIFY_PASSWORD = claim_step(SignInStage.VERIFY_PASSWORD)
# The steps after it.
OTP = step(SignInStage.OTP)
CREATE_PASSWORD = step(SignInStage.CREATE_PASSWORD)
NEW_PASSWORD = step(SignInStage.NEW_PASSWORD)


@operation(PUBLIC, refusal_commits=True)
def check_user(call: Call[None], body: CheckUserRequest) -> CheckUserResponse:
    user_name, nik = body.get("userName"), body.get("nik")  # one of the two (oneOf)
    return signin.check_user(
        call,
        user_name=user_name if isinstance(user_name, str) else None,
        nik=nik if isinstance(nik, str) else None,
        check_admin=bool(body.get("checkAdmin", False)),
    )


@operation(ID_CARD, refusal_commits=True)
def check_id_card(call: Claim, body: IdCardRequest) -> SignInStepResponse:
    birth_date = date.fromisoformat(str(body["birthDate"]))
    return signin.check_id_card(call, nik=str(body["nik"]), birth_date=birth_date)


@operation(VERIFY_PASSWORD, refusal_commits=True)
def validate_password(call: Claim, body: PasswordRequest) -> SignInStepResponse:
    return signin.validate_password(call, password=str(body["password"]))


@operation(OTP, refusal_commits=True)
def generate_otp(call: Step, body: OtpGenerateRequest | None = None) -> OtpInfo:
    return otp.send_login(call, str((body or {}).get("channel", "SMS")))


@operation(OTP, refusal_commits=True)
def get_otp_info(call: Step) -> OtpInfo:
    return otp.info(call, otp.Purpose.LOGIN)


@operation(OTP, refusal_commits=True)
def validate_otp(call: Step, body: OtpValidateRequest) -> SignInStepResponse:
    return signin.validate_login_otp(call, code=str(body["otp"]))


def _set_password(
    call: Step, body: NewPasswordRequest, status: AccountStatus | None, end_others: bool
) -> SignInStepResponse:
    return credentials.set_password(
        call,
        required_status=status,
        password=str(body["password"]),
        confirm_password=str(body["confirmPassword"]),
        end_other_sessions=end_others,
    )


@operation(CREATE_PASSWORD, refusal_commits=True)
def create_password(call: Step, body: NewPasswordRequest) -> SignInStepResponse:
    return _set_password(call, body, AccountStatus.NEW, end_others=False)


@operation(CREATE_PASSWORD, refusal_commits=True)
def activate_user(call: Step, body: NewPasswordRequest) -> SignInStepResponse:
    return _set_password(call, body, AccountStatus.INACTIVE, end_others=True)


@operation(NEW_PASSWORD, refusal_commits=True)
def reset_password(call: Step, body: NewPasswordRequest) -> SignInStepResponse:
    return _set_password(call, body, None, end_others=True)


@operation(PUBLIC, refusal_commits=True)
def refresh_token(call: Call[None], body: TokenRefreshRequest) -> TokenRefreshResponse:
    issued, user, holder = sessions.refresh(
        session=call.session,
        settings=call.settings,
        user_name=str(body["userName"]),
        refresh_token=str(body["refreshToken"]),
        now=call.now,
    )
    return refresh_response(user=user, holder=holder, issued=issued)


def _row(call: Call[Customer]) -> UserSession:
    row = call.session.get(UserSession, call.caller.session_id)  # loaded by the guard
    assert row is not None
    return row


@operation(SESSION, refusal_commits=True)
def check_session(call: Call[Customer]) -> SessionStatus:
    return sessions.status(_row(call), settings=call.settings, now=call.now)


@operation(EXTEND, refusal_commits=True)
def update_session(call: Call[Customer]) -> SessionStatus:
    return sessions.status(_row(call), settings=call.settings, now=call.now)


@operation(SESSION, refusal_commits=True)
def logout(call: Call[Customer]) -> ResultSuccess:
    sessions.revoke(_row(call), reason="logout", now=call.now)
    return {"result": "Success"}


@operation(PUBLIC)
def receive_sms_delivery(call: Call[None], ref: str, status: int) -> Reply:
    delivery.record(call.session, ref=ref, report=status, now=call.now)
    return Reply(None, 204, {})
