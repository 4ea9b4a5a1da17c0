"""The sign-in's one-time codes, kept by :mod:`server.verification`: the subject is the
account, the context the sign-in flow. Checking a code is a sign-in step like a password: it
waits behind the per-address limits and is recorded as an attempt."""

from __future__ import annotations

import enum
from typing import Any

from server import notify, verification
from server.access.caller import SignInStep
from server.access.operation import Call
from server.auth import contacts, lockout, messages
from server.errors import NotFound
from server.verification import CodeLocked, CodeRefused, Target

Step = Call[SignInStep]


class Purpose(enum.StrEnum):
    """The contract's ``caseOtp`` values of sign-in."""

    LOGIN = "LOGIN"
    FORGOT_PASSWORD = "FORGOT_PASSWORD"  # noqa: S105 - a purpose name


def _target(call: Step, purpose: Purpose) -> Target:
    return Target(
        subject=f"user:{call.caller.user.id}", purpose=purpose.value, context=call.caller.flow.id
    )


def send(call: Step, purpose: Purpose, channel: str) -> dict[str, Any]:
    """A new code by SMS or e-mail (a forgotten password's: by e-mail, to the recovery
    address first); the attempt/limit record."""
    user = call.caller.user
    if purpose is Purpose.FORGOT_PASSWORD or channel == "EMAIL":
        recovery = purpose is Purpose.FORGOT_PASSWORD
        destination = contacts.email_destination(call.session, user, recovery=recovery)
    else:
        destination = contacts.phone_destination(call.session, user)
    if destination is None:
        raise NotFound(messages.NO_CONTACT, detail=f"No {channel} contact for this account.")
    return verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=_target(call, purpose),
        destination=destination,
        now=call.now,
    )


def info(call: Step, purpose: Purpose) -> dict[str, Any]:
    return verification.info(
        session=call.session, settings=call.settings, target=_target(call, purpose), now=call.now
    )


def check(call: Step, purpose: Purpose, code: str) -> None:
    """Accept the code or raise (see :func:`server.verification.verify`)."""
    user = call.caller.user
    lockout.guard_address(call, user_id=user.id)
    try:
        verification.verify(
            session=call.session,
            settings=call.settings,
            target=_target(call, purpose),
            code=code,
            now=call.now,
        )
    except (CodeRefused, CodeLocked):
        lockout.record(call, kind="OTP", user_id=user.id, success=False)
        raise
    lockout.record(call, kind="OTP", user_id=user.id, success=True)
