"""Sign-in flows: start one, move it to its next stage (a new step token; the old one stops
working), and finish it with a signed-in session."""

from __future__ import annotations

import secrets
from datetime import timedelta
from typing import Any, TypeVar

from server.access.caller import SignInClaim, SignInStep
from server.access.models import AccountStatus, SignInFlow, SignInStage, User
from server.access.operation import Call
from server.auth import sessions, tokens
from server.auth.views import authenticated_response, step_response
from server.clock import as_utc
from server.contract_types import SignInStepResponse
from server.customer.models import PolicyHolder
from server.edge.client import client_user_agent

S = TypeVar("S", SignInStep, SignInClaim)


def _token(call: Call[Any], flow: SignInFlow, grace: timedelta = timedelta(0)) -> str:
    return tokens.issue_step_token(
        secret=call.settings.token_secret,
        flow_id=flow.id,
        stage=flow.stage.value,
        seq=flow.seq,
        expires_at=as_utc(flow.expires_at) + grace,
        now=call.now,
    )


def start(
    call: Call[None],
    *,
    user: User | None,
    decoy_key: str | None,
    stage: SignInStage,
    is_admin: bool,
) -> str:
    """A new flow at ``stage`` for the account, or for the decoy of a name that names none;
    its step token (the same kind of token either way)."""
    return start_flow(call, user=user, decoy_key=decoy_key, stage=stage, is_admin=is_admin)[1]


def start_flow(
    call: Call[None],
    *,
    user: User | None,
    decoy_key: str | None,
    stage: SignInStage,
    is_admin: bool,
    seconds: int | None = None,
    grace: timedelta = timedelta(0),
) -> tuple[SignInFlow, str]:
    """:func:`start`, answering the flow too. ``seconds``: the flow's life
    (SIGNIN_FLOW_SECONDS by default); ``grace``: how much longer the step token's signature
    lasts, so that the flow's end is the server's to say (a passkey's expired challenge is
    refused like a wrong answer, not by the token's signature)."""
    flow = SignInFlow(
        id=secrets.token_hex(16),
        user_id=user.id if user is not None else None,
        decoy_key=decoy_key,
        stage=stage,
        seq=1,
        is_admin=is_admin,
        client_address=call.address,
        created_at=call.now,
        expires_at=call.now + timedelta(seconds=seconds or call.settings.signin_flow_seconds),
    )
    call.session.add(flow)
    return flow, _token(call, flow, grace)


def advance(
    call: Call[S], stage: SignInStage, *, account_status: AccountStatus
) -> SignInStepResponse:
    """Move to ``stage``; answers the SignInStepResponse with the new step token and the
    account's status (only ever after a step the visitor has proved)."""
    flow = call.caller.flow
    flow.stage = stage
    flow.seq += 1
    return step_response(stage, _token(call, flow), account_status)


def authenticate(call: Call[SignInStep]) -> SignInStepResponse:
    """Finish the flow: a new session, an access token and a refresh token."""
    flow, user = call.caller.flow, call.caller.user
    flow.stage = SignInStage.AUTHENTICATED
    flow.seq += 1
    flow.completed_at = call.now
    issued = sessions.start(
        session=call.session,
        settings=call.settings,
        user=user,
        # An admin account always gets an admin session (never a customer's: it is refused
        # customer data); checkAdmin only keeps customers out of the admin sign-in.
        is_admin=user.is_admin,
        client_address=call.address,
        user_agent=client_user_agent(),
        now=call.now,
    )
    holder = (
        call.session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    return authenticated_response(user=user, holder=holder, issued=issued)
