"""The steps of signing in: checkUser opens a flow whose next step depends only on what was
typed (a user name: the password; a NIK: NIK and birth date), never on whether it names an
account; a name that names none gets a decoy (:mod:`server.auth.decoys`) that fails those
steps exactly as a wrong password or birth date does. Who the account is (its status, its
role) shows only after the visitor has proved it: a right password, NIK and birth date, or
the forgotten password's code. Then a one-time code. Each step is a service of the step's
:class:`~server.access.operation.Call`.
"""

from __future__ import annotations

import logging
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select

from server.access.caller import SignInClaim, SignInStep
from server.access.messages import NOT_ADMIN, NOT_CUSTOMER
from server.access.models import AccountStatus, SignInStage, User
from server.access.operation import Call
from server.auth import decoys, flows, lockout, messages, otp, views
from server.auth.lockout import Account, Subject
from server.auth.passwords import dummy_hash, hash_password, needs_rehash, verify_password
from server.clock import as_utc
from server.contract_types import CheckUserResponse, OtpInfo, SignInStepResponse
from server.customer.models import PolicyHolder
from server.errors import Forbidden

log = logging.getLogger("server.auth.signin")
INACTIVE_AFTER = timedelta(days=365)
Step = Call[SignInStep]
Claim = Call[SignInClaim]


def _find(call: Call[None], *, user_name: str | None, nik: str | None) -> User | None:
    if user_name is not None:
        query = select(User).where(User.user_name == user_name.lower())
    elif nik is not None:
        query = select(User).join(PolicyHolder, PolicyHolder.id == User.policy_holder_id)
        query = query.where(PolicyHolder.nik == nik)
    else:
        return None
    return call.session.scalars(query).one_or_none()


def deactivate_if_unused(call: Call[Any], user: User) -> None:
    last = user.last_login_at
    if user.status is AccountStatus.ACTIVE and last and call.now - as_utc(last) > INACTIVE_AFTER:
        user.status = AccountStatus.INACTIVE
        log.info("account deactivated after 12 months without sign-in user_id=%s", user.id)


def check_user(
    call: Call[None], *, user_name: str | None, nik: str | None, check_admin: bool
) -> CheckUserResponse:
    """The same answer for every user name (the password next) and every NIK (NIK and birth
    date next), whether or not it names an account."""
    user = _find(call, user_name=user_name, nik=nik)
    decoy_key = None if user else decoys.key(call.settings, user_name=user_name, nik=nik)
    lockout.guard_address(call, subject=Subject(user.id if user else None, decoy_key))
    if user is not None:
        deactivate_if_unused(call, user)
    stage = SignInStage.VERIFY_PASSWORD if user_name is not None else SignInStage.ID_CARD
    token = flows.start(call, user=user, decoy_key=decoy_key, stage=stage, is_admin=check_admin)
    return {
        "token": token,
        "checkPassword": stage is SignInStage.VERIFY_PASSWORD,
        "data": {"next": views.next_stage(stage)},
    }


def _guard(call: Claim) -> Account:
    account = call.caller.account
    lockout.guard_address(call, subject=Subject.of(account))
    lockout.guard_account(account=account, now=call.now)
    return account


def _proved(call: Claim, user: User, stage: SignInStage) -> SignInStepResponse:
    """The visitor has proved who they are: the account's role must be the one this sign-in
    is for (the admin sign-in: an admin; the customer sign-in: a customer), which only now
    may be said; then on to ``stage``."""
    flow = call.caller.flow
    if flow.is_admin != user.is_admin:
        flow.completed_at = call.now  # the flow ends here: its token opens nothing more
        log.warning(
            "authorization failure: %s sign-in by %s account user_id=%s",
            "admin" if flow.is_admin else "customer",
            "admin" if user.is_admin else "customer",
            user.id,
        )
        raise Forbidden(
            NOT_ADMIN if flow.is_admin else NOT_CUSTOMER,
            detail="The account's role does not match this sign-in.",
        )
    return flows.advance(call, stage, account_status=user.status)


def check_id_card(call: Claim, *, nik: str, birth_date: date) -> SignInStepResponse:
    """NIK and birth date as on the KTP. Then: the password for an account that has one,
    a one-time code for a new or inactive account (which then creates its password)."""
    account = _guard(call)
    user = call.caller.user
    holder = (
        call.session.get(PolicyHolder, user.policy_holder_id)
        if user is not None and user.policy_holder_id is not None
        else None
    )
    if user is None or holder is None or holder.nik != nik or holder.birth_date != birth_date:
        raise lockout.fail(call, account, kind="ID_CARD", message=messages.ID_CARD_MISMATCH)
    lockout.succeed(call, user, kind="ID_CARD")
    active = user.status is AccountStatus.ACTIVE
    return _proved(call, user, SignInStage.VERIFY_PASSWORD if active else SignInStage.OTP)


def validate_password(call: Claim, *, password: str) -> SignInStepResponse:
    """The password; an unknown name and an account without a password are checked against
    a dummy hash, so every refusal takes the same time and says the same. Then: a one-time
    code, or the identity check that reactivates an inactive account."""
    account = _guard(call)
    user = call.caller.user
    stored = user.password_hash if user is not None else None
    # Verify even without a stored hash so every answer takes the same time.
    matches = verify_password(stored or dummy_hash(), password) and stored is not None
    if user is None or stored is None or not matches:
        raise lockout.fail(call, account, kind="PASSWORD", message=messages.WRONG_PASSWORD)
    if needs_rehash(stored):
        user.password_hash = hash_password(password)
    lockout.succeed(call, user, kind="PASSWORD")
    active = user.status is AccountStatus.ACTIVE
    return _proved(call, user, SignInStage.OTP if active else SignInStage.ID_CARD)


def validate_login_otp(call: Step, *, code: str) -> SignInStepResponse:
    """The sign-in code: existing customers are signed in, new or inactive accounts go on to
    create a password."""
    otp.check(call, otp.Purpose.LOGIN, code)
    user = call.caller.user
    if user.status is AccountStatus.ACTIVE:
        return flows.authenticate(call)
    return flows.advance(call, SignInStage.CREATE_PASSWORD, account_status=user.status)


def send_forgot_password_code(call: Claim, *, email: str) -> OtpInfo:
    """The forgotten password's code, to the e-mail address the visitor typed when it is the
    account's; the same answer (and no code anywhere) when it is not, or for a decoy."""
    return otp.send_recovery(call, email)


def validate_forgot_password_otp(call: Claim, *, code: str) -> SignInStepResponse:
    """The e-mailed recovery code opens the NEW_PASSWORD step of an account that has a
    password; a new or inactive account goes through the identity check instead, as its
    first password and its reactivation always do."""
    otp.check(call, otp.Purpose.FORGOT_PASSWORD, code)
    user = call.caller.user
    if user is None:  # a decoy's code is never sent, so never right
        raise RuntimeError("a decoy passed a recovery code")
    active = user.status is AccountStatus.ACTIVE
    return _proved(call, user, SignInStage.NEW_PASSWORD if active else SignInStage.ID_CARD)
