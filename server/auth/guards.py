"""Who may call what, decided inside the request's transaction.

Connexion has already checked the signatures (:mod:`server.auth.security`) and passes the
claims as ``token_info``: ``{'clientBasic': ..., 'accessToken': claims}`` when an operation
requires both schemes. These guards check the claims against the database.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import clock, settings
from server.auth import messages
from server.auth.context import Customer
from server.auth.models import SignInFlow, SignInStage, User, UserSession
from server.auth.sessions import ensure_live
from server.clock import as_utc
from server.errors import Forbidden

log = logging.getLogger("server.auth.guards")


def _claims(token_info: Mapping[str, Any] | None) -> Mapping[str, Any]:
    if not token_info:
        return {}
    inner = token_info.get("accessToken", token_info)
    return inner if isinstance(inner, Mapping) else {}


def _ended(detail: str) -> Forbidden:
    return Forbidden(
        messages.SESSION_ENDED, type="urn:tmanku:problem:session-expired", detail=detail
    )


def live_session(
    session: Session, token_info: Mapping[str, Any] | None, *, touch: bool
) -> tuple[UserSession, User]:
    """The live session and user behind an access token; Forbidden otherwise."""
    claims = _claims(token_info)
    if claims.get("typ") != "access":
        log.warning("authorization failure: not an access token (typ=%s)", claims.get("typ"))
        raise _ended("A sign-in step token cannot open portal calls.")
    row = session.execute(
        select(UserSession, User)
        .join(User, User.id == UserSession.user_id)
        .where(UserSession.id == str(claims.get("sid", "")))
    ).one_or_none()
    if row is None or str(row[1].id) != str(claims.get("sub")):
        log.warning("authorization failure: unknown session")
        raise _ended("Unknown session.")
    user_session, user = row
    now = clock.now()
    ensure_live(user_session, settings=settings.current(), now=now)
    if touch:
        user_session.last_seen_at = now
    return user_session, user


def require_customer(session: Session, token_info: Mapping[str, Any] | None) -> Customer:
    """The signed-in caller of a portal operation. Touches the session's last-seen time.

    Raises Forbidden ('Sesi Anda telah berakhir. Silakan masuk kembali.') for a sign-in step
    token, an unknown, revoked, idle-expired or absolutely expired session.
    """
    user_session, user = live_session(session, token_info, touch=True)
    return Customer(
        user_id=user.id,
        user_name=user.user_name,
        session_id=user_session.id,
        is_admin=user_session.is_admin,
        policy_holder_id=user.policy_holder_id,
    )


def require_admin(session: Session, token_info: Mapping[str, Any] | None) -> Customer:
    customer = require_customer(session, token_info)
    if not customer.is_admin:
        log.warning("authorization failure: admin role required user_id=%s", customer.user_id)
        raise Forbidden(messages.NOT_ADMIN, detail="The admin role is required.")
    return customer


def require_step(
    session: Session, token_info: Mapping[str, Any] | None, *stages: SignInStage
) -> tuple[SignInFlow, User]:
    """The sign-in flow a step token opens, when it stands at one of ``stages``.

    A token of an earlier step (its ``seq`` is behind the flow's), of another stage, of a
    finished or expired flow, or an access token: Forbidden.
    """
    claims = _claims(token_info)
    if claims.get("typ") != "step":
        log.warning("authorization failure: step token expected")
        raise Forbidden(messages.STEP_INVALID, detail="A sign-in step token is required.")
    # Locked for the step (FOR UPDATE on PostgreSQL; SQLite transactions are serial): two
    # requests of one flow or account run one after the other, so a step token opens its
    # step once and parallel wrong passwords are all counted.
    row = session.execute(
        select(SignInFlow, User)
        .join(User, User.id == SignInFlow.user_id)
        .where(SignInFlow.id == str(claims.get("fid", "")))
        .with_for_update()
    ).one_or_none()
    if row is None:
        raise Forbidden(messages.STEP_INVALID, detail="Unknown sign-in flow.")
    flow, user = row
    stage = flow.stage
    ok = (
        stage in stages
        and claims.get("stg") == stage.value
        and claims.get("seq") == flow.seq
        and flow.completed_at is None
        and clock.now() < as_utc(flow.expires_at)
    )
    if not ok:
        log.warning(
            "authorization failure: step token for %s (flow at %s, seq %s/%s)",
            claims.get("stg"),
            stage.value,
            claims.get("seq"),
            flow.seq,
        )
        raise Forbidden(messages.STEP_INVALID, detail="The step token does not open this step.")
    return flow, user
