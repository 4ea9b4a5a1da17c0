"""Entering with a SPAJ number: the number and the applicant's birth date, then a one-time
code to the phone or e-mail on the application (purpose SPAJ_LOGIN, the sign-in's code
rules: :mod:`server.verification`), then a SPAJ session for that one application.

The first step answers every number and birth date alike (ASVS 6.3.8): a flow and a step
token always, the destination only as "the phone / e-mail on the SPAJ"; the code is sent
only when both match, otherwise it is issued blind (nothing sent, every code entered is
wrong and counted). Codes are counted and locked per SPAJ number (its HMAC, whether it
exists or not), so guessing birth dates for one number locks it as wrong codes do; failed
codes also count per client address (:mod:`server.auth.lockout`, a high ceiling).

Each code sent, blind or not, counts against the send limits (:mod:`server.verification.limits`)
as sent signed out: per client address, per number and per destination, the destination
counting every code of the number by that channel (a blind code has no address to count, so
a real one counts the number's codes alike). An application whose phone is no Indonesian
mobile number gets an SMS code issued blind: the answer still tells nothing."""

from __future__ import annotations

import logging
import secrets
from datetime import date, timedelta
from typing import Any

from sqlalchemy import select

from server import notify, verification
from server.access.operation import Call
from server.auth import lockout, tokens
from server.contract_types import OtpInfo, SpajEntryStep, SpajSession
from server.spaj import keys, messages, sessions
from server.spaj.guard import SpajStep
from server.spaj.models import SpajApplication, SpajEntryFlow
from server.verification import CodeLocked, CodeRefused, Destination, Target

log = logging.getLogger("server.spaj.entry")
PURPOSE = "SPAJ_LOGIN"
FLOW_TTL = timedelta(minutes=15)


def _target(flow: SpajEntryFlow) -> Target:
    return Target(subject=f"spaj:{flow.number_key}", purpose=PURPOSE, context=flow.id)


def _send(call: Call[Any], flow: SpajEntryFlow, app: SpajApplication | None) -> OtpInfo:
    """The code of the flow (blind when the number and birth date did not match, or the
    application's phone cannot receive an SMS)."""
    sms = flow.channel == "SMS"
    shown = messages.PHONE_ON_SPAJ if sms else messages.EMAIL_ON_SPAJ
    address = f"spaj:{flow.number_key}:{flow.channel}"  # a blind code's own destination
    if app is not None:
        address = app.applicant_phone if sms else app.applicant_email
    if app is not None and sms and not verification.is_mobile(address):
        log.warning("SPAJ %s: the applicant's phone is no mobile; code issued blind", app.id)
        app = None
    if app is None:
        return verification.issue_blind(
            session=call.session,
            settings=call.settings,
            target=_target(flow),
            destination=Destination(flow.channel, address, shown),
            now=call.now,
            client_address=call.address,
            by_channel=True,
        )
    return verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=_target(flow),
        destination=Destination(flow.channel, address, shown),
        now=call.now,
        client_address=call.address,
        by_channel=True,
        discreet=True,  # a SPAJ number and birth date that do not match are issued blind
    )


def enter(call: Call[None], *, spaj_number: str, birth_date: date, channel: str) -> SpajEntryStep:
    key = keys.number_key(call.settings, spaj_number)
    lockout.guard_address(call, subject=keys.attempts_subject(call.settings, spaj_number))
    app = call.session.scalar(
        select(SpajApplication).where(SpajApplication.spaj_number == spaj_number)
    )
    matched = app if app is not None and app.applicant_birth_date == birth_date else None
    flow = SpajEntryFlow(
        id=secrets.token_hex(16),
        spaj_id=matched.id if matched is not None else None,
        number_key=key,
        channel=channel,
        client_address=call.address,
        created_at=call.now,
        expires_at=call.now + FLOW_TTL,
    )
    otp = _send(call, flow, matched)  # 429 while the number is locked: no flow is kept
    call.session.add(flow)
    token = tokens.issue_spaj_step_token(
        secret=call.settings.token_secret,
        flow_id=flow.id,
        expires_at=flow.expires_at,
        now=call.now,
    )
    return {"token": token, "otp": otp}


def resend(call: Call[SpajStep], channel: str) -> OtpInfo:
    """A new code of the flow, perhaps to the other channel, after the resend wait; the
    wrong-code count goes on."""
    flow = call.caller.flow
    flow.channel = channel
    app = call.session.get(SpajApplication, flow.spaj_id) if flow.spaj_id is not None else None
    return _send(call, flow, app)


def validate(call: Call[SpajStep], code: str) -> SpajSession:
    """A right code ends the flow with a SPAJ session."""
    flow = call.caller.flow
    subject = lockout.Subject(decoy_key=flow.number_key)
    lockout.guard_address(call, subject=subject)
    try:
        verification.verify(
            session=call.session,
            settings=call.settings,
            target=_target(flow),
            code=code,
            now=call.now,
        )
    except (CodeRefused, CodeLocked):
        lockout.record(call, kind=PURPOSE, subject=subject, success=False)
        raise
    lockout.record(call, kind=PURPOSE, subject=subject, success=True)
    flow.completed_at = call.now
    assert flow.spaj_id is not None  # a blind flow's code is never right
    app = call.session.get(SpajApplication, flow.spaj_id)
    assert app is not None
    return sessions.start(call, app)
