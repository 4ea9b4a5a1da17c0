"""What the settings page shows (masked contacts, last password change, the live
confirmation, the account's live sessions by device and place) and ending another session.

A session is named to the page by an opaque handle (an HMAC of its id), never its id: the
page learns nothing it could use as a credential or to find a session of someone else."""

from __future__ import annotations

import hashlib
import hmac
from datetime import timedelta

from sqlalchemy import select

from server import contract_types as contract
from server.access.caller import Customer
from server.access.models import User, UserSession
from server.access.operation import Call
from server.auth import contacts, sessions
from server.clock import iso_z
from server.contract_values import listed, values_of
from server.customer.masking import mask_email
from server.errors import NotFound
from server.security import confirmations, messages, places

HANDLE_LENGTH = 24
# The kinds of device the contract lists (server.auth.devices names one at sign-in).
DEVICES: tuple[contract.DeviceSessionDevice, ...] = values_of(contract.DeviceSessionDevice)


def handle(call: Call[Customer], session_id: str) -> str:
    digest = hmac.new(
        call.settings.token_secret.encode(), f"device:{session_id}".encode(), hashlib.sha256
    )
    return digest.hexdigest()[:HANDLE_LENGTH]


def _live_sessions(call: Call[Customer]) -> list[UserSession]:
    """The account's sessions that are still alive, this one first, then by last activity."""
    idle_since = call.now - timedelta(seconds=call.settings.idle_timeout_seconds)
    rows = call.session.scalars(
        select(UserSession)
        .where(
            UserSession.user_id == call.caller.user_id,
            UserSession.revoked_at.is_(None),
            UserSession.expires_at > call.now,
            UserSession.last_seen_at > idle_since,
        )
        .order_by(UserSession.last_seen_at.desc(), UserSession.created_at.desc())
        .limit(100)
    ).all()
    return sorted(rows, key=lambda row: row.id != call.caller.session_id)


def _device(call: Call[Customer], row: UserSession) -> contract.DeviceSession:
    return {
        "session_id": handle(call, row.id),
        "current": row.id == call.caller.session_id,
        "device": listed(DEVICES, row.device, what="device"),
        "os": row.os_name,
        "browser": row.browser,
        "place": places.place(row.client_address),
        "address": places.masked(row.client_address),
        "signed_in_at": iso_z(row.created_at),
        "last_seen_at": iso_z(row.last_seen_at),
    }


def security_data(call: Call[Customer]) -> contract.SecurityData:
    user = call.session.get(User, call.caller.user_id)
    assert user is not None
    phone = contacts.phone_destination(call.session, user)
    confirmation = confirmations.live(call.session, call.caller.session_id, call.now)
    return {
        "recovery_email": mask_email(user.recovery_email.lower()) if user.recovery_email else None,
        "mobile_number": phone.masked if phone else None,
        "password_changed_at": iso_z(user.password_changed_at)
        if user.password_changed_at
        else None,
        "confirmation": confirmations.view(confirmation) if confirmation else None,
        "sessions": [_device(call, row) for row in _live_sessions(call)],
    }


def revoke(call: Call[Customer], session_handle: str) -> contract.ResultSuccess:
    """End one other live session of the account; 404 for any other handle (this session,
    an ended one, another account's: all alike)."""
    for row in _live_sessions(call):
        if row.id != call.caller.session_id and hmac.compare_digest(
            handle(call, row.id), session_handle
        ):
            sessions.revoke(row, reason="device", now=call.now)
            return {"result": "Success"}
    raise NotFound(messages.SESSION_NOT_FOUND, detail="No other live session with this id.")
