"""Changing the recovery e-mail (ASVS 7.5.1): the session's live confirmation for
``change-recovery-email``, then a code sent to the new address through
:mod:`server.verification` (the sign-in's code rules: attempts, resend wait, lock; wrong
codes counted per account across resends). The right code, sent to that address, makes it
the recovery e-mail; the address it replaces is told."""

from __future__ import annotations

import logging
from datetime import timedelta

from server import notify, verification
from server.access.caller import Customer
from server.access.operation import Call
from server.clock import as_utc
from server.contract_types import OtpInfo, RecoveryEmailChanged
from server.customer.masking import mask_email
from server.errors import NotFound, RuleViolation
from server.security import confirmations, messages, notices
from server.security.models import PasswordConfirmation
from server.verification import Destination, Target

log = logging.getLogger("server.security.recovery_email")
PURPOSE = "RECOVERY_EMAIL"


def _target(call: Call[Customer], row: PasswordConfirmation) -> Target:
    # One code context per confirmation: a code of an earlier confirmation never counts.
    return Target(
        subject=f"user:{call.caller.user_id}", purpose=PURPOSE, context=f"confirm:{row.nonce}"
    )


def send(call: Call[Customer], new_email: str) -> OtpInfo:
    user = confirmations.locked_user(call)
    row = confirmations.require(call, confirmations.CHANGE_RECOVERY_EMAIL)
    typed = new_email.strip()
    current = user.recovery_email
    if current and current.strip().lower() == typed.lower():
        raise RuleViolation(
            messages.SAME_RECOVERY_EMAIL,
            detail="The new recovery e-mail equals the current one.",
            errors=[{"field": "recovery_email_new", "message": messages.SAME_RECOVERY_EMAIL}],
        )
    info = verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=_target(call, row),
        destination=Destination("EMAIL", typed, mask_email(typed.lower())),
        now=call.now,
    )
    row.pending_email = typed
    # The confirmation lasts at least as long as the code it sent.
    code_end = call.now + timedelta(seconds=call.settings.otp_ttl_seconds)
    if code_end > as_utc(row.expires_at):
        row.expires_at = code_end
    log.info("recovery e-mail code sent user_id=%s", user.id)
    return info


def info(call: Call[Customer]) -> OtpInfo:
    row = confirmations.require(call, confirmations.CHANGE_RECOVERY_EMAIL)
    return verification.info(
        session=call.session, settings=call.settings, target=_target(call, row), now=call.now
    )


def check(call: Call[Customer], code: str) -> RecoveryEmailChanged:
    user = confirmations.locked_user(call)
    row = confirmations.require(call, confirmations.CHANGE_RECOVERY_EMAIL)
    new = row.pending_email
    if new is None:
        raise NotFound(messages.NO_PENDING_EMAIL, detail="No code was sent in this context.")
    verification.verify(
        session=call.session,
        settings=call.settings,
        target=_target(call, row),
        code=code,
        now=call.now,
        address=new,
    )
    old = notices.recovery_address(call.session, user)
    user.recovery_email = new
    confirmations.consume(call.session, row)
    if old and old.strip().lower() != new.lower():
        notices.recovery_email_changed(
            call.session, call.settings, user=user, old=old, new=new, at=call.now
        )
    log.info("recovery e-mail changed user_id=%s", user.id)
    return {"result": "Success", "recovery_email": mask_email(new.lower())}
