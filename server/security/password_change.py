"""Changing the password from the settings: the sign-in's rules (one rule set,
:func:`server.auth.passwords.check_new_password`), proof of the current password by the
session's live confirmation for ``change-password`` (ASVS 6.2.3; used up on success), every
other session of the account ended with its refresh tokens (ASVS 7.4.3), and a notice to
the recovery e-mail."""

from __future__ import annotations

import logging
from datetime import timedelta

from sqlalchemy import func, select

from server.access.caller import Customer
from server.access.models import UserSession
from server.access.operation import Call
from server.auth import sessions
from server.auth.passwords import check_new_password, hash_password, verify_password
from server.contract_types import PasswordChanged
from server.errors import RuleViolation
from server.security import confirmations, messages, notices

log = logging.getLogger("server.security.password_change")


def _live_others(call: Call[Customer]) -> int:
    """The account's other sessions still alive (not ended, not past a limit)."""
    idle_since = call.now - timedelta(seconds=call.settings.idle_timeout_seconds)
    count = call.session.scalar(
        select(func.count(UserSession.id)).where(
            UserSession.user_id == call.caller.user_id,
            UserSession.id != call.caller.session_id,
            UserSession.revoked_at.is_(None),
            UserSession.expires_at > call.now,
            UserSession.last_seen_at > idle_since,
        )
    )
    return int(count or 0)


def change(call: Call[Customer], *, password: str, confirm_password: str) -> PasswordChanged:
    user = confirmations.locked_user(call)  # the account first, then its confirmation
    confirmation = confirmations.require(call, confirmations.CHANGE_PASSWORD)
    check_new_password(
        password=password, confirm_password=confirm_password, user_name=user.user_name
    )
    if user.password_hash is not None and verify_password(user.password_hash, password):
        raise RuleViolation(
            messages.SAME_PASSWORD,
            detail="The new password equals the current one.",
            errors=[{"field": "password", "message": messages.SAME_PASSWORD}],
        )
    ended = _live_others(call)
    user.password_hash = hash_password(password)
    user.password_changed_at = call.now
    user.failed_password_count = 0
    user.password_locked_until = None
    # Ending a session ends its refresh tokens too: a refresh of an ended session is refused.
    sessions.end_all_for_user(
        session=call.session,
        user_id=user.id,
        reason="password",
        now=call.now,
        keep=call.caller.session_id,
    )
    confirmations.consume(call.session, confirmation)
    notices.password_changed(call.session, call.settings, user=user, ended=ended, at=call.now)
    log.info("password changed from settings user_id=%s other_sessions_ended=%s", user.id, ended)
    return {"result": "Success", "ended_sessions": ended}
