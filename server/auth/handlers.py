"""HTTP edge of the auth and session operations: check who calls, run one unit of work,
answer JSON. The rules live in the services."""

from __future__ import annotations

from datetime import date
from typing import Any

from server import clock, notify, settings
from server.auth import credentials, otp, sessions, signin
from server.auth.context import client_address
from server.auth.guards import live_session, require_step
from server.auth.models import AccountStatus, OtpPurpose, SignInStage
from server.auth.unit import unit
from server.auth.views import refresh_response

JSON = {"Content-Type": "application/json"}
Answer = tuple[dict[str, Any], int, dict[str, str]]
Stage = SignInStage


def _ok(body: dict[str, Any]) -> Answer:
    return body, 200, JSON


def check_user(body: dict[str, Any]) -> Answer:
    with unit() as session:
        return _ok(
            signin.check_user(
                session=session,
                settings=settings.current(),
                user_name=body.get("userName"),
                nik=body.get("nik"),
                check_admin=bool(body.get("checkAdmin", False)),
                client_address=client_address(),
                now=clock.now(),
            )
        )


def check_id_card(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, Stage.ID_CARD)
        return _ok(
            signin.check_id_card(
                session=session,
                settings=settings.current(),
                flow=flow,
                user=user,
                nik=str(body["nik"]),
                birth_date=date.fromisoformat(str(body["birthDate"])),
                client_address=client_address(),
                now=clock.now(),
            )
        )


def validate_password(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, Stage.VERIFY_PASSWORD)
        return _ok(
            signin.validate_password(
                session=session,
                settings=settings.current(),
                flow=flow,
                user=user,
                password=str(body["password"]),
                client_address=client_address(),
                now=clock.now(),
            )
        )


def _generate(
    token_info: dict[str, Any], stage: Stage, purpose: OtpPurpose, channel: str
) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, stage)
        return _ok(
            otp.generate(
                session=session,
                settings=settings.current(),
                sender=notify.current(),
                flow=flow,
                user=user,
                purpose=purpose,
                channel=channel,
                now=clock.now(),
            )
        )


def _info(token_info: dict[str, Any], stage: Stage, purpose: OtpPurpose) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, stage)
        return _ok(
            otp.info(
                session=session,
                settings=settings.current(),
                flow=flow,
                user=user,
                purpose=purpose,
                now=clock.now(),
            )
        )


def generate_otp(token_info: dict[str, Any], body: dict[str, Any] | None = None) -> Answer:
    channel = str((body or {}).get("channel", "SMS"))
    return _generate(token_info, Stage.OTP, OtpPurpose.LOGIN, channel)


def get_otp_info(token_info: dict[str, Any]) -> Answer:
    return _info(token_info, Stage.OTP, OtpPurpose.LOGIN)


def validate_otp(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, Stage.OTP)
        return _ok(
            signin.validate_login_otp(
                session=session,
                settings=settings.current(),
                flow=flow,
                user=user,
                code=str(body["otp"]),
                client_address=client_address(),
                now=clock.now(),
            )
        )


def get_policy_holder_email(token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        _flow, user = require_step(session, token_info, Stage.VERIFY_PASSWORD)
        return _ok(otp.recovery_email(session=session, user=user))


def generate_password_otp(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    purpose = OtpPurpose(str(body["caseOtp"]))
    return _generate(token_info, Stage.VERIFY_PASSWORD, purpose, "EMAIL")


def get_password_otp_info(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    return _info(token_info, Stage.VERIFY_PASSWORD, OtpPurpose(str(body["caseOtp"])))


def validate_password_otp(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, Stage.VERIFY_PASSWORD)
        return _ok(
            signin.validate_forgot_password_otp(
                session=session,
                settings=settings.current(),
                flow=flow,
                user=user,
                purpose=OtpPurpose(str(body["caseOtp"])),
                code=str(body["otp"]),
                client_address=client_address(),
                now=clock.now(),
            )
        )


def _set_password(
    body: dict[str, Any],
    token_info: dict[str, Any],
    *,
    stage: Stage,
    required_status: AccountStatus | None,
    end_other_sessions: bool,
) -> Answer:
    with unit() as session:
        flow, user = require_step(session, token_info, stage)
        return _ok(
            credentials.set_password(
                session=session,
                settings=settings.current(),
                flow=flow,
                user=user,
                required_status=required_status,
                password=str(body["password"]),
                confirm_password=str(body["confirmPassword"]),
                end_other_sessions=end_other_sessions,
                client_address=client_address(),
                now=clock.now(),
            )
        )


def create_password(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    return _set_password(
        body,
        token_info,
        stage=Stage.CREATE_PASSWORD,
        required_status=AccountStatus.NEW,
        end_other_sessions=False,
    )


def activate_user(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    return _set_password(
        body,
        token_info,
        stage=Stage.CREATE_PASSWORD,
        required_status=AccountStatus.INACTIVE,
        end_other_sessions=True,
    )


def reset_password(body: dict[str, Any], token_info: dict[str, Any]) -> Answer:
    return _set_password(
        body, token_info, stage=Stage.NEW_PASSWORD, required_status=None, end_other_sessions=True
    )


def refresh_token(body: dict[str, Any]) -> Answer:
    with unit() as session:
        issued, user, holder = sessions.refresh(
            session=session,
            settings=settings.current(),
            user_name=str(body["userName"]),
            refresh_token=str(body["refreshToken"]),
            now=clock.now(),
        )
        return _ok(refresh_response(user=user, holder=holder, issued=issued))


def check_session(token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        user_session, _user = live_session(session, token_info, touch=False)
        return _ok(sessions.status(user_session, settings=settings.current(), now=clock.now()))


def update_session(token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        user_session, _user = live_session(session, token_info, touch=True)
        return _ok(sessions.status(user_session, settings=settings.current(), now=clock.now()))


def logout(token_info: dict[str, Any]) -> Answer:
    with unit() as session:
        user_session, _user = live_session(session, token_info, touch=False)
        sessions.revoke(user_session, reason="logout", now=clock.now())
        return _ok({"result": "Success"})
