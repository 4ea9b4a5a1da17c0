"""Password confirmations (docs/product.md P4.5: the confirmation for one route, kept by
the server): the current password opens one route of the settings for
PASSWORD_CONFIRM_SECONDS. A wrong password counts with the sign-in's wrong passwords (the
same per-account lock and per-address waits of :mod:`server.auth.lockout`)."""

from __future__ import annotations

import logging
import secrets
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from server import contract_types as contract
from server.access.caller import Customer
from server.access.models import User
from server.access.operation import Call
from server.auth import lockout
from server.auth import messages as auth_messages
from server.auth.passwords import dummy_hash, hash_password, needs_rehash, verify_password
from server.clock import as_utc, iso_z
from server.contract_values import listed, values_of
from server.db import insert_missing
from server.errors import Unauthenticated
from server.security import messages
from server.security.models import PasswordConfirmation

log = logging.getLogger("server.security.confirmations")
CHANGE_PASSWORD = "change-password"  # noqa: S105 - a route name
CHANGE_RECOVERY_EMAIL = "change-recovery-email"
ROUTES: tuple[contract.ConfirmRoute, ...] = values_of(contract.ConfirmRoute)
CONFIRMATION_REQUIRED = "urn:tmanku:problem:confirmation-required"


def locked_user(call: Call[Customer]) -> User:
    """The caller's account, locked for this request (parallel wrong passwords are counted
    one after the other)."""
    user = call.session.get(User, call.caller.user_id, with_for_update=True, populate_existing=True)
    assert user is not None  # the guard found its session
    return user


def confirm(call: Call[Customer], *, password: str, route: str) -> contract.PasswordConfirmation:
    """Check the current password; open ``route`` for this session (replacing any earlier
    confirmation)."""
    user = locked_user(call)
    lockout.guard_account(account=user, now=call.now)
    lockout.guard_address(call, subject=lockout.Subject.of(user))
    stored = user.password_hash
    matches = verify_password(stored or dummy_hash(), password) and stored is not None
    if not matches:
        log.warning("password confirmation failed user_id=%s route=%s", user.id, route)
        raise lockout.fail(call, user, kind="PASSWORD", message=auth_messages.WRONG_PASSWORD)
    assert stored is not None
    if needs_rehash(stored):
        user.password_hash = hash_password(password)
    lockout.succeed(call, user, kind="PASSWORD")
    expires = call.now + timedelta(seconds=call.settings.password_confirm_seconds)
    row = _row(call.session, call.caller.session_id)
    if row is None:
        insert_missing(
            call.session,
            PasswordConfirmation,
            session_id=call.caller.session_id,
            route=route,
            nonce=secrets.token_hex(16),
            confirmed_at=call.now,
            expires_at=expires,
        )
        row = _row(call.session, call.caller.session_id)
        assert row is not None
    row.route = route
    row.nonce = secrets.token_hex(16)
    row.confirmed_at = call.now
    row.expires_at = expires
    row.pending_email = None
    log.info("password confirmed user_id=%s route=%s", user.id, route)
    return view(row)


def _row(session: Session, session_id: str) -> PasswordConfirmation | None:
    return session.get(
        PasswordConfirmation, session_id, with_for_update=True, populate_existing=True
    )


def view(row: PasswordConfirmation) -> contract.PasswordConfirmation:
    return {"route": listed(ROUTES, row.route, what="route"), "expires_at": iso_z(row.expires_at)}


def live(session: Session, session_id: str, now: datetime) -> PasswordConfirmation | None:
    """The session's confirmation while it lasts (read only: for the settings page)."""
    row = session.get(PasswordConfirmation, session_id)
    if row is None or now >= as_utc(row.expires_at):
        return None
    return row


def require(call: Call[Customer], route: str) -> PasswordConfirmation:
    """The session's live confirmation for ``route``, locked for this request; 401
    confirmation-required otherwise (none, another route, expired or used)."""
    row = _row(call.session, call.caller.session_id)
    if row is None or row.route != route or call.now >= as_utc(row.expires_at):
        log.warning(
            "authorization failure: no live password confirmation for %s user_id=%s",
            route,
            call.caller.user_id,
        )
        raise Unauthenticated(
            messages.CONFIRMATION_REQUIRED,
            type=CONFIRMATION_REQUIRED,
            detail="A live password confirmation for this route is required.",
        )
    return row


def consume(session: Session, row: PasswordConfirmation) -> None:
    """The change succeeded: the confirmation opens nothing any more."""
    session.delete(row)
