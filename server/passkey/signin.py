"""Signing in with a passkey (WebAuthn authentication, py_webauthn), without a user name:
``passkey/login/options`` starts a sign-in flow at stage PASSKEY whose challenge is kept
with it, the same answer for every visitor; ``passkey/login/verify`` looks the passkey up by
its credential id, checks that its ``userHandle`` is its account's, and checks the signature
over the challenge with the origin, the relying party, user verification and the signature
counter. A right answer finishes the flow as the sign-in code does
(:func:`server.auth.flows.authenticate`): a passkey with user verification is two factors.

Every refusal says the same 401, whatever failed (an unknown or removed passkey, a wrong
signature, a used or expired challenge, an account that is not active or is an admin's), so
nothing is learned about accounts; the flow's one answer ends it, right or wrong. Each is an
attempt counted with the sign-in's limits (:mod:`server.auth.lockout`): per address always,
per account like a wrong password when the passkey is known (and an account locked by wrong
passwords is locked here too: the password step's 429)."""

from __future__ import annotations

import hmac
import logging
import secrets
from datetime import timedelta

from sqlalchemy import select
from webauthn import verify_authentication_response

from server import contract_types as contract
from server.access.caller import SignInChallenge, SignInStep
from server.access.models import AccountStatus, SignInStage, User
from server.access.operation import Call
from server.auth import flows, lockout, signin
from server.auth.lockout import Subject
from server.errors import Locked, Unauthenticated
from server.passkey import messages, relying_party, service
from server.passkey.models import Passkey, PasskeySignIn, PasskeyUser
from server.passkey.registration import MALFORMED

log = logging.getLogger("server.passkey.signin")
KIND = "PASSKEY"  # the attempts' kind (auth_attempts)
NOT_RECOGNISED = "urn:tmanku:problem:invalid-credentials"
# The step token's signature outlives its challenge, so that an expired challenge is the
# server's to refuse (the same 401 as a wrong answer, counted) rather than the signature's.
GRACE = timedelta(minutes=5)


def options(call: Call[None]) -> contract.PasskeyLoginOptions:
    """A new flow and challenge. Until a passkey names an account the flow stands for itself
    in the per-address limits (a key of its own in place of a decoy's, never a decoy row)."""
    key = secrets.token_hex(16)
    lockout.guard_address(call, subject=Subject(decoy_key=key))
    rp = relying_party.current(call.settings)
    flow, token = flows.start_flow(
        call,
        user=None,
        decoy_key=key,
        stage=SignInStage.PASSKEY,
        is_admin=False,
        seconds=service.TIMEOUT_SECONDS,
        grace=GRACE,
    )
    challenge = service.new_challenge()
    call.session.add(PasskeySignIn(flow_id=flow.id, challenge=challenge))
    return {
        "token": token,
        "options": {
            "challenge": service.b64url(challenge),
            "rpId": rp.id,
            "timeout": service.TIMEOUT_SECONDS * 1000,
            "userVerification": "required",
            "allowCredentials": [],
        },
    }


def _not_recognised() -> Unauthenticated:
    return Unauthenticated(
        messages.NOT_RECOGNISED, type=NOT_RECOGNISED, detail="Passkey sign-in failed."
    )


def _find(
    call: Call[SignInChallenge], credential: contract.PasskeyAuthenticationCredential
) -> tuple[Passkey, User] | None:
    raw = service.from_b64url(credential["rawId"])
    if raw is None:
        return None
    row = call.session.execute(
        select(Passkey, User)
        .join(User, User.id == Passkey.user_id)
        .where(Passkey.credential_id == raw)
    ).one_or_none()
    if row is None:
        return None
    return row[0], row[1]


def verify(
    call: Call[SignInChallenge], credential: contract.PasskeyAuthenticationCredential
) -> contract.SignInStepResponse:
    flow = call.caller.flow
    found = _find(call, credential)
    if found is None:
        # No account to count for: the flow stands for itself (the per-address limits).
        anonymous = Subject(decoy_key=flow.decoy_key or flow.id)
        lockout.guard_address(call, subject=anonymous)
        _end(call)
        lockout.record(call, kind=KIND, subject=anonymous, success=False)
        log.warning("passkey sign-in failed: unknown passkey")
        raise _not_recognised()
    passkey, user = found
    # The account is locked for the step (parallel answers are counted one after the other).
    call.session.refresh(user, with_for_update=True)
    lockout.guard_address(call, subject=Subject.of(user))
    lockout.guard_account(account=user, now=call.now)
    reason = _check(call, credential, passkey, user)
    if reason is not None:
        _end(call)
        log.warning(
            "passkey sign-in failed user_id=%s passkey=%s reason=%r",
            user.id,
            passkey.public_id,
            reason,
        )
        error = lockout.fail(call, user, kind=KIND, message=messages.NOT_RECOGNISED)
        raise error if isinstance(error, Locked) else _not_recognised()
    lockout.succeed(call, user, kind=KIND)
    passkey.last_used_at = call.now
    _used(call)
    flow.user_id, flow.decoy_key = user.id, None  # the passkey named the account
    log.info("passkey sign-in user_id=%s passkey=%s", user.id, passkey.public_id)
    step = SignInStep(flow=flow, user=user)
    return flows.authenticate(Call(call.session, step, call.now, call.settings, call.address))


def _used(call: Call[SignInChallenge]) -> None:
    """One answer per challenge, right or wrong."""
    pending = call.session.get(PasskeySignIn, call.caller.flow.id)
    if pending is not None:
        call.session.delete(pending)


def _end(call: Call[SignInChallenge]) -> None:
    """A refused answer ends the flow with its challenge."""
    flow = call.caller.flow
    flow.completed_at = flow.completed_at or call.now
    _used(call)


def _check(
    call: Call[SignInChallenge],
    credential: contract.PasskeyAuthenticationCredential,
    passkey: Passkey,
    user: User,
) -> str | None:
    """Why the answer is refused; None when it signs the account in. The signature is
    checked whatever else fails, so every refusal takes the same work."""
    pending = call.session.get(PasskeySignIn, call.caller.flow.id)
    rp = relying_party.current(call.settings)
    reason: str | None = None
    try:
        verified = verify_authentication_response(
            credential=dict(credential),
            expected_challenge=pending.challenge if pending is not None else b"",
            expected_rp_id=rp.id,
            expected_origin=rp.origin,
            credential_public_key=passkey.public_key,
            credential_current_sign_count=passkey.sign_count,
            require_user_verification=True,
        )
        passkey.sign_count = verified.new_sign_count
    except MALFORMED as exc:
        reason = str(exc)[:200]
    handle = call.session.get(PasskeyUser, user.id)
    sent = service.from_b64url(credential["response"].get("userHandle") or "")
    if not call.caller.open or pending is None:
        return "challenge used or expired"
    if handle is None or not sent or not hmac.compare_digest(sent, handle.handle):
        return "user handle differs"
    if reason is not None:
        return reason
    signin.deactivate_if_unused(call, user)
    if user.status is not AccountStatus.ACTIVE:
        return f"account {user.status.value}"
    if user.is_admin:
        return "admin account"
    return None
