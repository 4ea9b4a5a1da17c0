"""When a signed-in session is over: logout, reuse of its refresh token, a password reset,
IDLE_TIMEOUT_SECONDS without activity or SESSION_MAX_SECONDS in total. Decided here, by the
server, for every call; an expired session is marked ended the first time it is seen."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from server.access.models import UserSession
from server.clock import as_utc
from server.edge.messages import SESSION_ENDED
from server.errors import Forbidden
from server.settings import Settings

log = logging.getLogger("server.access.liveness")


def expiry_reason(user_session: UserSession, *, settings: Settings, now: datetime) -> str | None:
    if user_session.revoked_at is not None:
        return user_session.revoke_reason or "revoked"
    if now >= as_utc(user_session.expires_at):
        return "absolute"
    if now >= as_utc(user_session.last_seen_at) + timedelta(seconds=settings.idle_timeout_seconds):
        return "idle"
    return None


def ensure_live(user_session: UserSession, *, settings: Settings, now: datetime) -> None:
    """Raise Forbidden when the session is over; an expired one is marked revoked."""
    reason = expiry_reason(user_session, settings=settings, now=now)
    if reason is None:
        return
    if user_session.revoked_at is None:
        user_session.revoked_at = now
        user_session.revoke_reason = reason
    log.info("session refused sid=%s reason=%s", user_session.id[:8], reason)
    raise Forbidden(
        SESSION_ENDED,
        type="urn:tmanku:problem:session-expired",
        detail="The session has expired or was ended.",
    )
