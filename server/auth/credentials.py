"""Setting a password at the end of a sign-in journey: first password (NEW), reactivation
(INACTIVE), and reset after a forgotten password (which ends the account's other sessions).
Each finishes the flow with a signed-in session."""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from sqlalchemy.orm import Session

from server.auth import flows, messages, sessions
from server.auth.models import AccountStatus, SignInFlow, User
from server.auth.passwords import check_new_password, hash_password
from server.errors import Forbidden
from server.settings import Settings

log = logging.getLogger("server.auth.credentials")


def _set_password(user: User, password: str, now: datetime) -> None:
    user.password_hash = hash_password(password)
    user.password_changed_at = now
    user.status = AccountStatus.ACTIVE
    user.failed_password_count = 0
    user.password_locked_until = None


def set_password(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    required_status: AccountStatus | None,
    password: str,
    confirm_password: str,
    end_other_sessions: bool,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    """``required_status``: NEW for password/create, INACTIVE for userNotActive, None for a
    reset (the flow's stage already proves the forgotten-password OTP)."""
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
    _set_password(user, password, now)
    if end_other_sessions:
        sessions.end_all_for_user(session=session, user_id=user.id, reason="password", now=now)
    log.info("password set user_id=%s (was %s)", user.id, was.value)
    return flows.authenticate(
        session=session,
        settings=settings,
        flow=flow,
        user=user,
        client_address=client_address,
        now=now,
    )
