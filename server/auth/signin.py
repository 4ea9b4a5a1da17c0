"""The steps of signing in: find the account (checkUser), prove who you are with the
password (existing customers) or with NIK and birth date (new or inactive accounts), then a
one-time code. Each step is a service of the step's :class:`~server.access.operation.Call`.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select

from server.access.caller import SignInStep
from server.access.messages import NOT_ADMIN
from server.access.models import AccountStatus, SignInStage, User
from server.access.operation import Call
from server.auth import flows, lockout, messages, otp
from server.auth.passwords import dummy_hash, hash_password, needs_rehash, verify_password
from server.clock import as_utc
from server.customer.masking import mask_name
from server.customer.models import PolicyHolder
from server.errors import Forbidden, NotFound

log = logging.getLogger("server.auth.signin")
INACTIVE_AFTER = timedelta(days=365)
Step = Call[SignInStep]


def _find(
    call: Call[None], *, user_name: str | None, nik: str | None
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
    row = call.session.execute(query).one_or_none()
    return (row[0], row[1]) if row else None


def check_user(
    call: Call[None], *, user_name: str | None, nik: str | None, check_admin: bool
) -> dict[str, Any]:
    found = _find(call, user_name=user_name, nik=nik)
    lockout.guard_address(call, user_id=found[0].id if found else None)
    if found is None:
        lockout.record(call, kind="CHECK_USER", user_id=None, success=False)
        raise NotFound(messages.USER_UNKNOWN, detail="No portal account for this user name or NIK.")
    user, holder = found
    if check_admin and not user.is_admin:
        lockout.record(call, kind="CHECK_ADMIN", user_id=user.id, success=False)
        log.warning("authorization failure: admin sign-in by non-admin user_id=%s", user.id)
        raise Forbidden(NOT_ADMIN, detail="The account has no admin role.")
    last = user.last_login_at
    if user.status is AccountStatus.ACTIVE and last and call.now - as_utc(last) > INACTIVE_AFTER:
        user.status = AccountStatus.INACTIVE
        log.info("account deactivated after 12 months without sign-in user_id=%s", user.id)
    stage = (
        SignInStage.VERIFY_PASSWORD if user.status is AccountStatus.ACTIVE else SignInStage.ID_CARD
    )
    token = flows.start(call, user, stage=stage, is_admin=check_admin)
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


def _guard(call: Step) -> User:
    user = call.caller.user
    lockout.guard_address(call, user_id=user.id)
    lockout.guard_account(user=user, now=call.now)
    return user


def check_id_card(call: Step, *, nik: str, birth_date: date) -> dict[str, Any]:
    user = _guard(call)
    holder = (
        call.session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    if holder is None or holder.nik != nik or holder.birth_date != birth_date:
        raise lockout.fail(call, user, kind="ID_CARD", message=messages.ID_CARD_MISMATCH)
    lockout.succeed(call, user, kind="ID_CARD")
    return flows.advance(call, SignInStage.OTP)


def validate_password(call: Step, *, password: str) -> dict[str, Any]:
    user = _guard(call)
    stored = user.password_hash
    # Verify even without a stored hash so both answers take the same time.
    matches = verify_password(stored or dummy_hash(), password) and stored is not None
    if not matches:
        raise lockout.fail(call, user, kind="PASSWORD", message=messages.WRONG_PASSWORD)
    if stored is not None and needs_rehash(stored):
        user.password_hash = hash_password(password)
    lockout.succeed(call, user, kind="PASSWORD")
    return flows.advance(call, SignInStage.OTP)


def validate_login_otp(call: Step, *, code: str) -> dict[str, Any]:
    """The sign-in code: existing customers are signed in, new or inactive accounts go on to
    create a password."""
    otp.check(call, otp.Purpose.LOGIN, code)
    if call.caller.user.status is AccountStatus.ACTIVE:
        return flows.authenticate(call)
    return flows.advance(call, SignInStage.CREATE_PASSWORD)


def validate_forgot_password_otp(call: Step, *, purpose: otp.Purpose, code: str) -> dict[str, Any]:
    """The e-mailed recovery code opens the NEW_PASSWORD step."""
    otp.check(call, purpose, code)
    return flows.advance(call, SignInStage.NEW_PASSWORD)
