"""Signed-in sessions: start, check, touch, end, and refresh-token rotation.

A session dies on logout, after ``IDLE_TIMEOUT_SECONDS`` without activity, after
``SESSION_MAX_SECONDS`` in total, when its refresh token is reused, or when the password is
reset. Expired sessions are marked revoked the first time they are seen expired.
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import select, update
from sqlalchemy.orm import Session

from server.access.liveness import expiry_reason
from server.access.models import User, UserSession
from server.auth import devices, messages, tokens
from server.auth.models import RefreshToken
from server.clock import as_utc, iso_z
from server.contract_types import SessionStatus
from server.customer.models import PolicyHolder
from server.errors import Unauthenticated
from server.settings import Settings

log = logging.getLogger("server.auth.sessions")


@dataclass(frozen=True, slots=True)
class Issued:
    """What a successful sign-in or refresh hands to the web."""

    access_token: str
    refresh_token: str
    session: UserSession


def _new_refresh(session: Session, user_session: UserSession, now: datetime) -> str:
    plain = tokens.new_refresh_token()
    session.add(
        RefreshToken(session_id=user_session.id, token_hash=tokens.sha256(plain), created_at=now)
    )
    return plain


def _access(settings: Settings, user: User, user_session: UserSession, now: datetime) -> str:
    return tokens.issue_access_token(
        secret=settings.token_secret,
        user_id=user.id,
        user_name=user.user_name,
        session_id=user_session.id,
        is_admin=user_session.is_admin,
        lifetime_seconds=settings.access_token_seconds,
        now=now,
    )


def start(
    *,
    session: Session,
    settings: Settings,
    user: User,
    is_admin: bool,
    client_address: str,
    now: datetime,
    user_agent: str = "",
) -> Issued:
    device = devices.describe(user_agent)
    user_session = UserSession(
        id=secrets.token_hex(16),
        user_id=user.id,
        is_admin=is_admin,
        client_address=client_address,
        device=device.kind,
        os_name=device.os,
        browser=device.browser,
        created_at=now,
        last_seen_at=now,
        expires_at=now + timedelta(seconds=settings.session_max_seconds),
    )
    session.add(user_session)
    session.flush()  # the refresh token row refers to it
    user.last_login_at = now
    refresh = _new_refresh(session, user_session, now)
    log.info("session started user_id=%s admin=%s", user.id, is_admin)
    return Issued(_access(settings, user, user_session, now), refresh, user_session)


def status(user_session: UserSession, *, settings: Settings, now: datetime) -> SessionStatus:
    idle_end = as_utc(user_session.last_seen_at) + timedelta(seconds=settings.idle_timeout_seconds)
    return {
        "active": True,
        "idleTimeoutSeconds": settings.idle_timeout_seconds,
        "idleExpiresAt": iso_z(min(idle_end, as_utc(user_session.expires_at))),
        "absoluteExpiresAt": iso_z(user_session.expires_at),
        "serverTime": iso_z(now),
    }


def revoke(user_session: UserSession, *, reason: str, now: datetime) -> None:
    if user_session.revoked_at is None:
        user_session.revoked_at = now
        user_session.revoke_reason = reason


def end_all_for_user(
    *, session: Session, user_id: int, reason: str, now: datetime, keep: str | None = None
) -> None:
    stmt = (
        update(UserSession)
        .where(UserSession.user_id == user_id, UserSession.revoked_at.is_(None))
        .values(revoked_at=now, revoke_reason=reason)
    )
    if keep is not None:
        stmt = stmt.where(UserSession.id != keep)
    session.execute(stmt)


def _refused(detail: str) -> Unauthenticated:
    return Unauthenticated(messages.REFRESH_INVALID, detail=detail)


def refresh(
    *, session: Session, settings: Settings, user_name: str, refresh_token: str, now: datetime
) -> tuple[Issued, User, PolicyHolder | None]:
    """Rotate: the presented token becomes used and a new one is issued. A token that was
    already used is a sign of theft: the whole session ends."""
    row = session.execute(
        select(RefreshToken, UserSession, User, PolicyHolder)
        .join(UserSession, UserSession.id == RefreshToken.session_id)
        .join(User, User.id == UserSession.user_id)
        .outerjoin(PolicyHolder, PolicyHolder.id == User.policy_holder_id)
        .where(RefreshToken.token_hash == tokens.sha256(refresh_token))
        # Two refreshes with one token run one after the other: the second sees it used.
        .with_for_update(of=[RefreshToken, UserSession])
    ).one_or_none()
    if row is None:
        log.warning("refresh refused: unknown token")
        raise _refused("Unknown refresh token.")
    token, user_session, user, holder = row
    if user.user_name != user_name.lower():
        log.warning("refresh refused: token of another user sid=%s", user_session.id[:8])
        raise _refused("The refresh token belongs to another user.")
    if token.used_at is not None:
        revoke(user_session, reason="reuse", now=now)
        log.warning("refresh token reused: session ended sid=%s", user_session.id[:8])
        raise _refused("Refresh token reuse; the session was ended.")
    if expiry_reason(user_session, settings=settings, now=now) is not None:
        revoke(user_session, reason=user_session.revoke_reason or "expired", now=now)
        raise _refused("The session has ended.")
    token.used_at = now
    plain = _new_refresh(session, user_session, now)
    issued = Issued(_access(settings, user, user_session, now), plain, user_session)
    return issued, user, holder
