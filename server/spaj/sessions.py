"""SPAJ sessions: one application, two hours at most, ended after IDLE_TIMEOUT_SECONDS
without activity, at logout, or (opened by ``spaj/open``) with the customer session that
opened it (the rows are :class:`server.access.models.SpajSession`; the guard enforces the
limits). A policy holder signed in to TManKu opens one for an application whose applicant
they are (the same NIK) without a new code: they proved who they are when they signed in."""

from __future__ import annotations

import secrets
from datetime import timedelta
from typing import Any

from sqlalchemy import select

from server import contract_types as contract
from server.access.caller import Applicant, Customer
from server.access.models import SpajSession
from server.access.operation import Call
from server.auth import tokens
from server.clock import iso_z
from server.customer.models import PolicyHolder
from server.errors import NotFound
from server.spaj import messages
from server.spaj.models import SpajApplication

LIFETIME = timedelta(hours=2)
MAX_LISTED = 50


def start(
    call: Call[Any], app: SpajApplication, *, opened_by: str | None = None
) -> contract.SpajSession:
    """A new SPAJ session for ``app``: the contract's SpajSession. ``opened_by``: the
    customer session that opened it, which it does not outlive (the guard checks)."""
    row = SpajSession(
        id=secrets.token_hex(16),
        spaj_id=app.id,
        spaj_number=app.spaj_number,
        opened_by_session_id=opened_by,
        client_address=call.address,
        created_at=call.now,
        last_seen_at=call.now,
        expires_at=call.now + LIFETIME,
    )
    call.session.add(row)
    token = tokens.issue_spaj_token(
        secret=call.settings.token_secret,
        spaj_id=app.id,
        session_id=row.id,
        expires_at=row.expires_at,
        now=call.now,
    )
    return {
        "token": token,
        "spaj_number": app.spaj_number,
        "expires_at": iso_z(row.expires_at),
        "idle_timeout_seconds": call.settings.idle_timeout_seconds,
    }


def end(call: Call[Applicant]) -> None:
    row = call.session.get(SpajSession, call.caller.session_id)
    assert row is not None  # loaded by the guard
    row.revoked_at = call.now
    row.revoke_reason = "logout"


def mine(call: Call[Customer]) -> list[SpajApplication]:
    """The applications whose applicant is the signed-in holder (same NIK), newest first."""
    if call.caller.policy_holder_id is None:
        return []
    nik = select(PolicyHolder.nik).where(PolicyHolder.id == call.caller.policy_holder_id)
    return list(
        call.session.scalars(
            select(SpajApplication)
            .where(SpajApplication.applicant_nik == nik.scalar_subquery())
            .order_by(SpajApplication.submitted_at.desc(), SpajApplication.id.desc())
            .limit(MAX_LISTED)
        )
    )


def open_mine(call: Call[Customer], spaj_number: str) -> contract.SpajSession:
    """A SPAJ session for one of the holder's applications; another's is 404 like none."""
    holder = (
        call.session.get(PolicyHolder, call.caller.policy_holder_id)
        if call.caller.policy_holder_id is not None
        else None
    )
    app = call.session.scalar(
        select(SpajApplication).where(SpajApplication.spaj_number == spaj_number)
    )
    if app is None or holder is None or app.applicant_nik != holder.nik:
        raise NotFound(messages.NOT_FOUND, detail="No such application for this customer.")
    return start(call, app, opened_by=call.caller.session_id)
