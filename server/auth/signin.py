"""The first steps of signing in: find the account (checkUser), then prove who you are with
the password (existing customers) or with NIK and birth date (new or inactive accounts)."""

from __future__ import annotations

import logging
from datetime import date, datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.auth import flows, lockout, messages, otp
from server.auth.models import AccountStatus, OtpPurpose, SignInFlow, SignInStage, User
from server.auth.passwords import dummy_hash, hash_password, needs_rehash, verify_password
from server.auth.views import mask_name
from server.clock import as_utc
from server.errors import Forbidden, NotFound
from server.policy.models import PolicyHolder
from server.settings import Settings

log = logging.getLogger("server.auth.signin")
INACTIVE_AFTER = timedelta(days=365)


def _find(
    session: Session, *, user_name: str | None, nik: str | None
) -> tuple[User, PolicyHolder | None] | None:
    query = select(User, PolicyHolder).outerjoin(
        PolicyHolder, PolicyHolder.id == User.policy_holder_id
    )
    if user_name is not None:
        query = query.where(User.user_name == user_name.lower())
    elif nik is not None:
        query = query.where(PolicyHolder.nik == nik)
    else:
        return None
    row = session.execute(query).one_or_none()
    return (row[0], row[1]) if row else None


def check_user(
    *,
    session: Session,
    settings: Settings,
    user_name: str | None,
    nik: str | None,
    check_admin: bool,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    lockout.guard_address(
        session=session, settings=settings, client_address=client_address, now=now
    )
    found = _find(session, user_name=user_name, nik=nik)
    if found is None:
        lockout.record(
            session=session,
            kind="CHECK_USER",
            user_id=None,
            client_address=client_address,
            success=False,
            now=now,
        )
        raise NotFound(messages.USER_UNKNOWN, detail="No portal account for this user name or NIK.")
    user, holder = found
    if check_admin and not user.is_admin:
        lockout.record(
            session=session,
            kind="CHECK_ADMIN",
            user_id=user.id,
            client_address=client_address,
            success=False,
            now=now,
        )
        log.warning("authorization failure: admin sign-in by non-admin user_id=%s", user.id)
        raise Forbidden(messages.NOT_ADMIN, detail="The account has no admin role.")
    last = user.last_login_at
    if user.status is AccountStatus.ACTIVE and last and now - as_utc(last) > INACTIVE_AFTER:
        user.status = AccountStatus.INACTIVE
        log.info("account deactivated after 12 months without sign-in user_id=%s", user.id)
    stage = (
        SignInStage.VERIFY_PASSWORD if user.status is AccountStatus.ACTIVE else SignInStage.ID_CARD
    )
    _flow, token = flows.start(
        session=session,
        settings=settings,
        user=user,
        stage=stage,
        is_admin=check_admin,
        client_address=client_address,
        now=now,
    )
    return {
        "token": token,
        "checkPassword": user.status is AccountStatus.ACTIVE,
        "tnc_version": user.tnc_version,
        "data": {
            "userName": user.user_name,
            "display_name": mask_name(holder.full_name) if holder else user.user_name,
            "accountStatus": user.status.value,
            "isAdmin": user.is_admin,
            "next": stage.value,
        },
    }


def check_id_card(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    nik: str,
    birth_date: date,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    lockout.guard_address(
        session=session, settings=settings, client_address=client_address, now=now
    )
    lockout.guard_account(user=user, now=now)
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    if holder is None or holder.nik != nik or holder.birth_date != birth_date:
        raise lockout.fail(
            session=session,
            settings=settings,
            user=user,
            kind="ID_CARD",
            message=messages.ID_CARD_MISMATCH,
            client_address=client_address,
            now=now,
        )
    lockout.succeed(
        session=session, user=user, kind="ID_CARD", client_address=client_address, now=now
    )
    return flows.advance(settings=settings, flow=flow, stage=SignInStage.OTP, now=now)


def validate_password(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    password: str,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    lockout.guard_address(
        session=session, settings=settings, client_address=client_address, now=now
    )
    lockout.guard_account(user=user, now=now)
    stored = user.password_hash
    # Verify even without a stored hash so both answers take the same time.
    matches = verify_password(stored or dummy_hash(), password) and stored is not None
    if not matches:
        raise lockout.fail(
            session=session,
            settings=settings,
            user=user,
            kind="PASSWORD",
            message="Kata sandi yang Anda masukkan salah.",
            client_address=client_address,
            now=now,
        )
    if stored is not None and needs_rehash(stored):
        user.password_hash = hash_password(password)
    lockout.succeed(
        session=session, user=user, kind="PASSWORD", client_address=client_address, now=now
    )
    return flows.advance(settings=settings, flow=flow, stage=SignInStage.OTP, now=now)


def validate_login_otp(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    code: str,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    """The sign-in code: existing customers are signed in, new or inactive accounts go on to
    create a password."""
    otp.validate(
        session=session,
        settings=settings,
        flow=flow,
        user=user,
        purpose=OtpPurpose.LOGIN,
        code=code,
        client_address=client_address,
        now=now,
    )
    if user.status is AccountStatus.ACTIVE:
        return flows.authenticate(
            session=session,
            settings=settings,
            flow=flow,
            user=user,
            client_address=client_address,
            now=now,
        )
    return flows.advance(settings=settings, flow=flow, stage=SignInStage.CREATE_PASSWORD, now=now)


def validate_forgot_password_otp(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    purpose: OtpPurpose,
    code: str,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    """The e-mailed recovery code opens the NEW_PASSWORD step."""
    otp.validate(
        session=session,
        settings=settings,
        flow=flow,
        user=user,
        purpose=purpose,
        code=code,
        client_address=client_address,
        now=now,
    )
    return flows.advance(settings=settings, flow=flow, stage=SignInStage.NEW_PASSWORD, now=now)
