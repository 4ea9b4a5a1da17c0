"""The sign-in's one-time codes, kept by :mod:`server.verification`: the subject is the
account (or the decoy of a name that names none), the context the sign-in flow. Checking a
code is a sign-in step like a password: it waits behind the per-address limits and is
recorded as an attempt.

Every code counts against the send limits (:mod:`server.verification.limits`); a forgotten
password's code is sent before anything is proved, so it also counts per client address and
only against codes sent signed out. A sign-in code by SMS goes only to an Indonesian mobile
number: an account whose phone is none is answered as one without a phone (404)."""

from __future__ import annotations

import enum
from typing import TypeVar

from server import notify, verification
from server.access.caller import SignInClaim, SignInStep
from server.access.models import User
from server.access.operation import Call
from server.auth import contacts, lockout, messages
from server.auth.lockout import Account, Subject
from server.contract_types import OtpInfo
from server.customer.masking import mask_email
from server.errors import NotFound
from server.verification import CodeLocked, CodeRefused, Destination, NotMobile, Target

S = TypeVar("S", SignInStep, SignInClaim)


class Purpose(enum.StrEnum):
    """The contract's ``caseOtp`` values of sign-in."""

    LOGIN = "LOGIN"
    FORGOT_PASSWORD = "FORGOT_PASSWORD"  # noqa: S105 - a purpose name


def _account(caller: SignInStep | SignInClaim) -> Account:
    return caller.user if isinstance(caller, SignInStep) else caller.account


def _target(call: Call[S], purpose: Purpose) -> Target:
    account = _account(call.caller)
    subject = f"user:{account.id}" if isinstance(account, User) else f"decoy:{account.key}"
    return Target(subject=subject, purpose=purpose.value, context=call.caller.flow.id)


def send_login(call: Call[SignInStep], channel: str) -> OtpInfo:
    """A new sign-in code by SMS or e-mail; the attempt/limit record."""
    user = call.caller.user
    if channel == "EMAIL":
        destination = contacts.email_destination(call.session, user)
    else:
        destination = contacts.phone_destination(call.session, user)
    if destination is None:
        raise NotFound(messages.NO_CONTACT, detail=f"No {channel} contact for this account.")
    try:
        return verification.issue(
            session=call.session,
            settings=call.settings,
            sender=notify.current(),
            target=_target(call, Purpose.LOGIN),
            destination=destination,
            now=call.now,
        )
    except NotMobile as exc:
        raise NotFound(exc.message, detail="The account's phone is no Indonesian mobile.") from exc


def send_recovery(call: Call[SignInClaim], email: str) -> OtpInfo:
    """A forgotten password's code to ``email`` (as the visitor typed it) when that is one of
    the account's addresses; otherwise, and for a decoy, the same answer with no code sent
    anywhere (a blind issue: every code entered is then wrong and counted as usual)."""
    typed = email.strip()
    user = call.caller.user
    known = contacts.recovery_match(call.session, user, typed) if user is not None else None
    destination = Destination("EMAIL", known or typed, mask_email(typed.lower()))
    target = _target(call, Purpose.FORGOT_PASSWORD)
    if known is None:
        return verification.issue_blind(
            session=call.session,
            settings=call.settings,
            target=target,
            destination=destination,
            now=call.now,
            client_address=call.address,
        )
    return verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=target,
        destination=destination,
        now=call.now,
        client_address=call.address,
        discreet=True,  # a typed address the account does not have is issued blind
    )


def info(call: Call[S], purpose: Purpose) -> OtpInfo:
    return verification.info(
        session=call.session, settings=call.settings, target=_target(call, purpose), now=call.now
    )


def check(call: Call[S], purpose: Purpose, code: str) -> None:
    """Accept the code or raise (see :func:`server.verification.verify`)."""
    subject = Subject.of(_account(call.caller))
    lockout.guard_address(call, subject=subject)
    try:
        verification.verify(
            session=call.session,
            settings=call.settings,
            target=_target(call, purpose),
            code=code,
            now=call.now,
        )
    except (CodeRefused, CodeLocked):
        lockout.record(call, kind="OTP", subject=subject, success=False)
        raise
    lockout.record(call, kind="OTP", subject=subject, success=True)
