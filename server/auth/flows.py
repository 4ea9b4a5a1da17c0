"""Sign-in flows: start one, move it to its next stage (a new step token; the old one stops
working), and finish it with a signed-in session."""

from __future__ import annotations

import secrets
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session

from server.auth import sessions, tokens
from server.auth.models import SignInFlow, SignInStage, User
from server.auth.views import authenticated_response, step_response
from server.clock import as_utc
from server.policy.models import PolicyHolder
from server.settings import Settings


def _token(settings: Settings, flow: SignInFlow, now: datetime) -> str:
    return tokens.issue_step_token(
        secret=settings.token_secret,
        flow_id=flow.id,
        stage=flow.stage.value,
        seq=flow.seq,
        expires_at=as_utc(flow.expires_at),
        now=now,
    )


def start(
    *,
    session: Session,
    settings: Settings,
    user: User,
    stage: SignInStage,
    is_admin: bool,
    client_address: str,
    now: datetime,
) -> tuple[SignInFlow, str]:
    flow = SignInFlow(
        id=secrets.token_hex(16),
        user_id=user.id,
        stage=stage,
        seq=1,
        is_admin=is_admin,
        client_address=client_address,
        created_at=now,
        expires_at=now + timedelta(seconds=settings.signin_flow_seconds),
    )
    session.add(flow)
    return flow, _token(settings, flow, now)


def advance(
    *, settings: Settings, flow: SignInFlow, stage: SignInStage, now: datetime
) -> dict[str, Any]:
    """Move to ``stage``; answers the SignInStepResponse with the new step token."""
    flow.stage = stage
    flow.seq += 1
    return step_response(stage, _token(settings, flow, now))


def authenticate(
    *,
    session: Session,
    settings: Settings,
    flow: SignInFlow,
    user: User,
    client_address: str,
    now: datetime,
) -> dict[str, Any]:
    """Finish the flow: a new session, an access token and a refresh token."""
    flow.stage = SignInStage.AUTHENTICATED
    flow.seq += 1
    flow.completed_at = now
    issued = sessions.start(
        session=session,
        settings=settings,
        user=user,
        is_admin=flow.is_admin and user.is_admin,
        client_address=client_address,
        now=now,
    )
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    return authenticated_response(user=user, holder=holder, issued=issued)
