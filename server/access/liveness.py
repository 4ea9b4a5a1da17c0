"""When a signed-in session is over: logout, reuse of its refresh token, a password reset,
IDLE_TIMEOUT_SECONDS without activity or SESSION_MAX_SECONDS in total. Decided here, by the
server, for every call; an expired session is marked ended the first time it is seen. The
same rules hold for a SPAJ applicant's session (``model=SpajSession``; its absolute limit is
the ``expires_at`` it was given)."""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Protocol

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.access.models import SpajSession, UserSession
from server.clock import as_utc
from server.db import after_read
from server.edge.messages import SESSION_ENDED
from server.errors import Forbidden
from server.settings import Settings

log = logging.getLogger("server.access.liveness")
SessionModel = type[UserSession] | type[SpajSession]


class SessionState(Protocol):
    """What liveness reads of a session: a :class:`UserSession`, or the guard's row of it."""

    @property
    def id(self) -> str: ...
    @property
    def revoked_at(self) -> datetime | None: ...
    @property
    def revoke_reason(self) -> str | None: ...
    @property
    def expires_at(self) -> datetime: ...
    @property
    def last_seen_at(self) -> datetime: ...


def expiry_reason(user_session: SessionState, *, settings: Settings, now: datetime) -> str | None:
    if user_session.revoked_at is not None:
        return user_session.revoke_reason or "revoked"
    if now >= as_utc(user_session.expires_at):
        return "absolute"
    if now >= as_utc(user_session.last_seen_at) + timedelta(seconds=settings.idle_timeout_seconds):
        return "idle"
    return None


def ensure_live(
    session: Session,
    user_session: SessionState,
    *,
    settings: Settings,
    now: datetime,
    model: SessionModel = UserSession,
) -> None:
    """Raise Forbidden when the session is over; an expired one is marked revoked (after
    the unit, when it only reads)."""
    reason = expiry_reason(user_session, settings=settings, now=now)
    if reason is None:
        return
    if user_session.revoked_at is None:
        mark_ended(session, user_session.id, reason=reason, now=now, model=model)
    log.info("session refused sid=%s reason=%s", user_session.id[:8], reason)
    raise Forbidden(
        SESSION_ENDED,
        type="urn:tmanku:problem:session-expired",
        detail="The session has expired or was ended.",
    )


def mark_ended(
    session: Session, sid: str, *, reason: str, now: datetime, model: SessionModel
) -> None:
    """Record that the session ``sid`` ended at ``now`` (in this unit or, for a read, right
    after it); a session already ended keeps its first reason."""

    def mark(writer: Session) -> None:
        writer.execute(
            update(model)
            .where(model.id == sid, model.revoked_at.is_(None))
            .values(revoked_at=now, revoke_reason=reason)
            .execution_options(synchronize_session=False)
        )

    after_read(session, mark)


# Activity is written at most once a minute: a read of a session seen less than this long
# ago writes nothing, so the idle deadline the server keeps may be up to this much older
# than the customer's last call. The web app's idle watcher extends the session
# (session/update, which always writes) at most once a minute while the customer is active.
TOUCH_INTERVAL = timedelta(seconds=60)


def record_activity(
    session: Session,
    user_session: SessionState,
    *,
    now: datetime,
    always: bool = False,
    model: SessionModel = UserSession,
) -> None:
    """The session was active at ``now``: written when the last record is a minute old (or
    ``always``), in this unit or, for a read, right after it."""
    if not always and now - as_utc(user_session.last_seen_at) < TOUCH_INTERVAL:
        return
    sid = user_session.id

    def touch(writer: Session) -> None:
        writer.execute(
            update(model)
            .where(model.id == sid, model.last_seen_at < now)
            .values(last_seen_at=now)
            .execution_options(synchronize_session=False)
        )

    after_read(session, touch)
