"""The applicant's answer to the underwriter's offer: a one-time code to approve it (purpose
SPAJ_APPROVAL, the sign-in's code rules, sent to the phone or e-mail on the application),
the approval with that code (recorded with the time, the client address and the
User-Agent; the policy prepared with its first bill in the same unit of work), or the
decline with its reason. A wrong code is counted (the handler commits refusals); an expired
offer is recorded as such and refused."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy.orm import Session

from server import notify, verification
from server.access.caller import Applicant
from server.access.operation import Call
from server.auth import lockout
from server.contract_types import OtpInfo
from server.customer.masking import mask_email, mask_phone
from server.edge.client import client_user_agent
from server.errors import RuleViolation
from server.settings import Settings
from server.spaj import audit, expiry, keys, messages, prepare
from server.spaj.models import Action, ActorKind, SpajApplication, SpajStatus
from server.spaj.transitions import Move
from server.verification import CodeLocked, CodeRefused, Destination, Target

APPROVAL = "SPAJ_APPROVAL"


def _target(settings: Settings, app: SpajApplication) -> Target:
    subject = keys.code_subject(settings, app.spaj_number)
    return Target(subject=subject, purpose=APPROVAL, context=f"offer:{app.id}")


def _destination(app: SpajApplication, channel: str) -> Destination:
    if channel == "EMAIL":
        return Destination("EMAIL", app.applicant_email, mask_email(app.applicant_email))
    return Destination("SMS", app.applicant_phone, mask_phone(app.applicant_phone))


def _check(call: Call[Applicant], app: SpajApplication, move: Move) -> SpajStatus:
    """The move's target status; a lapsed offer is recorded first (the handlers commit their
    refusals) and the move refused (409)."""
    expiry.record(call.session, call.settings, app, call.now)
    return expiry.check(call.session, app, move, call.now)


def send_code(call: Call[Applicant], app: SpajApplication, channel: str) -> OtpInfo:
    _check(call, app, Move.OFFER_CODE)
    return verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=_target(call.settings, app),
        destination=_destination(app, channel),
        now=call.now,
    )


def approve(call: Call[Applicant], app: SpajApplication, code: str) -> None:
    """Approve with the code: the policy prepared, WAITING_PAYMENT."""
    to = _check(call, app, Move.APPROVE)
    target = _target(call.settings, app)
    subject = keys.attempts_subject(call.settings, app.spaj_number)
    lockout.guard_address(call, subject=subject)
    sent = verification.info(
        session=call.session, settings=call.settings, target=target, now=call.now
    )
    try:
        verification.verify(
            session=call.session, settings=call.settings, target=target, code=code, now=call.now
        )
    except (CodeRefused, CodeLocked):
        lockout.record(call, kind=APPROVAL, subject=subject, success=False)
        raise
    lockout.record(call, kind=APPROVAL, subject=subject, success=True)
    accept(
        call.session, app, now=call.now, destination=str(sent["destination"]),
        client_address=call.address or None, user_agent=client_user_agent() or None,
    )  # fmt: skip
    assert app.status == to


def accept(
    session: Session,
    app: SpajApplication,
    *,
    now: datetime,
    destination: str,
    client_address: str | None,
    user_agent: str | None,
    policy_number: str | None = None,
) -> None:
    """The approval, its code proved: recorded with the time, address and device, the policy
    prepared with its first bill (``policy_number``: the demo's fixed one)."""
    app.approved_at = now
    prepare.prepare(session, app, now=now, number=policy_number)
    audit.record(
        app, Action.OFFER_APPROVED, SpajStatus.WAITING_PAYMENT, ActorKind.APPLICANT,
        app.applicant_name, now, note=f"Disetujui dengan kode OTP ke {destination}.",
        client_address=client_address, user_agent=user_agent,
    )  # fmt: skip


def decline(call: Call[Applicant], app: SpajApplication, *, reason: str, note: str | None) -> None:
    to = _check(call, app, Move.DECLINE)
    written = (note or "").strip() or None
    if reason == "OTHER" and written is None:
        message = messages.DECLINE_NOTE_REQUIRED
        raise RuleViolation(message, detail=message, errors=[{"field": "note", "message": message}])
    app.declined_at = call.now
    app.decline_reason = reason
    app.decline_note = written
    text = messages.DECLINE_REASON[reason] + (f": {written}" if written else ".")
    audit.record(
        app, Action.OFFER_DECLINED, to, ActorKind.APPLICANT, app.applicant_name, call.now,
        note=text,
    )  # fmt: skip
