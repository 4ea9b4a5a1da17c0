"""Setting a password at the end of a sign-in journey: first password (NEW), reactivation
(INACTIVE), and reset after a forgotten password (which ends the account's other sessions).
Each finishes the flow with a signed-in session."""

from __future__ import annotations

import logging

from server.access.caller import SignInStep
from server.access.models import AccountStatus
from server.access.operation import Call
from server.auth import flows, messages, sessions
from server.auth.passwords import check_new_password, hash_password
from server.contract_types import SignInStepResponse
from server.errors import Forbidden

log = logging.getLogger("server.auth.credentials")


def set_password(
    call: Call[SignInStep],
    *,
    required_status: AccountStatus | None,
    password: str,
    confirm_password: str,
    end_other_sessions: bool,
) -> SignInStepResponse:
    """``required_status``: NEW for password/create, INACTIVE for userNotActive, None for a
    reset (the flow's stage already proves the forgotten-password OTP)."""
    user = call.caller.user
    if required_status is not None and user.status is not required_status:
        log.warning(
            "authorization failure: password step for status %s, account is %s user_id=%s",
            required_status.value,
            user.status.value,
            user.id,
        )
        raise Forbidden(messages.WRONG_ACCOUNT_STATUS, detail="Wrong account status.")
    check_new_password(
        password=password, confirm_password=confirm_password, user_name=user.user_name
    )
    was = user.status
    user.password_hash = hash_password(password)
    user.password_changed_at = call.now
    user.status = AccountStatus.ACTIVE
    user.failed_password_count = 0
    user.password_locked_until = None
    if end_other_sessions:
        sessions.end_all_for_user(
            session=call.session, user_id=user.id, reason="password", now=call.now
        )
    log.info("password set user_id=%s (was %s)", user.id, was.value)
    return flows.authenticate(call)
