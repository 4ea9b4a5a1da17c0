"""Registering a passkey from Pengaturan (WebAuthn registration, py_webauthn): the options
(a new challenge for this session, replacing any earlier one; the account's random user
handle; discoverable credential and user verification required; no attestation), then the
browser's answer checked against that challenge, the portal's origin and relying party,
user verification and the algorithms offered, and the public key kept under the name the
customer chose. Both need the session's live password confirmation for ``manage-passkeys``,
which they do not use up; at most :data:`~server.passkey.service.LIMIT` per account."""

from __future__ import annotations

import logging
from datetime import timedelta

from sqlalchemy import select
from webauthn import verify_registration_response
from webauthn.helpers.cose import COSEAlgorithmIdentifier
from webauthn.helpers.exceptions import WebAuthnException

from server import contract_types as contract
from server.access.caller import Customer
from server.access.models import User
from server.access.operation import Call
from server.clock import as_utc
from server.contract_values import listed
from server.db import insert_missing
from server.errors import Conflict, RuleViolation
from server.passkey import messages, notices, relying_party, service
from server.passkey.models import Passkey, PasskeyRegistration
from server.security import confirmations

log = logging.getLogger("server.passkey.registration")
# ES256 first (every platform authenticator), EdDSA, RS256 (Windows Hello).
ALGORITHMS = (
    COSEAlgorithmIdentifier.ECDSA_SHA_256,
    COSEAlgorithmIdentifier.EDDSA,
    COSEAlgorithmIdentifier.RSASSA_PKCS1_v1_5_SHA_256,
)
# What a malformed answer may raise inside the library besides its own exceptions.
MALFORMED = (WebAuthnException, ValueError, TypeError, KeyError, IndexError)


def _within_limit(call: Call[Customer], user: User) -> None:
    if service.count(call.session, user.id) >= service.LIMIT:
        message = messages.too_many(service.LIMIT)
        raise RuleViolation(message, detail=f"The account already has {service.LIMIT} passkeys.")


def options(call: Call[Customer]) -> contract.PasskeyCreationOptions:
    user = confirmations.locked_user(call)
    confirmations.require(call, service.MANAGE)
    _within_limit(call, user)
    rp = relying_party.current(call.settings)
    challenge = service.new_challenge()
    expires = call.now + timedelta(seconds=service.TIMEOUT_SECONDS)
    session_id = call.caller.session_id
    insert_missing(
        call.session,
        PasskeyRegistration,
        session_id=session_id,
        challenge=challenge,
        expires_at=expires,
    )
    row = call.session.get(PasskeyRegistration, session_id, populate_existing=True)
    assert row is not None
    row.challenge, row.expires_at = challenge, expires  # a newer challenge replaces the old
    handle = service.handle_of(call.session, user.id, call.now)
    existing = service.of_account(call.session, user.id)
    log.info("passkey registration options user_id=%s rp_id=%s", user.id, rp.id)
    return {
        "rp": {"id": rp.id, "name": relying_party.NAME},
        "user": {
            "id": service.b64url(handle),
            "name": user.user_name,
            "displayName": service.display_name(call.session, user),
        },
        "challenge": service.b64url(challenge),
        "pubKeyCredParams": [{"type": "public-key", "alg": int(alg)} for alg in ALGORITHMS],
        "timeout": service.TIMEOUT_SECONDS * 1000,
        "excludeCredentials": [
            {
                "id": service.b64url(row.credential_id),
                "type": "public-key",
                "transports": service.transports(row),
            }
            for row in existing
        ],
        "authenticatorSelection": {
            "residentKey": "required",
            "requireResidentKey": True,
            "userVerification": "required",
        },
        "attestation": "none",
    }


def _pending(call: Call[Customer]) -> bytes:
    """The session's waiting challenge, used up by this answer; 409 when there is none
    (never asked, already answered, replaced or expired)."""
    row = call.session.get(
        PasskeyRegistration, call.caller.session_id, with_for_update=True, populate_existing=True
    )
    if row is None or call.now >= as_utc(row.expires_at):
        if row is not None:
            call.session.delete(row)
        raise Conflict(
            messages.NO_PENDING_REGISTRATION,
            detail="No registration challenge is waiting for this session.",
        )
    challenge = row.challenge
    call.session.delete(row)
    return challenge


def _refused(user_id: int, reason: str) -> RuleViolation:
    log.warning("passkey registration refused user_id=%s reason=%r", user_id, reason)
    return RuleViolation(
        messages.REGISTRATION_FAILED,
        detail="The registration response failed verification.",
        errors=[{"field": "credential", "message": messages.REGISTRATION_FAILED}],
    )


def verify(
    call: Call[Customer], *, name: str, credential: contract.PasskeyRegistrationCredential
) -> contract.Passkey:
    user = confirmations.locked_user(call)
    confirmations.require(call, service.MANAGE)
    challenge = _pending(call)
    _within_limit(call, user)
    rp = relying_party.current(call.settings)
    try:
        verified = verify_registration_response(
            credential=dict(credential),
            expected_challenge=challenge,
            expected_rp_id=rp.id,
            expected_origin=rp.origin,
            require_user_verification=True,
            supported_pub_key_algs=list(ALGORITHMS),
        )
    except MALFORMED as exc:
        # The library's reason names no secret (a challenge, origin or flag that differs).
        raise _refused(user.id, str(exc)[:200]) from exc
    taken = call.session.scalar(
        select(Passkey.id).where(Passkey.credential_id == verified.credential_id)
    )
    if taken is not None:
        log.warning("passkey registration refused user_id=%s reason=already registered", user.id)
        raise Conflict(messages.ALREADY_REGISTERED, detail="This passkey is already registered.")
    sent = credential["response"].get("transports", [])
    attachment = credential.get("authenticatorAttachment")
    row = Passkey(
        public_id=service.new_public_id(call.session),
        user_id=user.id,
        credential_id=verified.credential_id,
        public_key=verified.credential_public_key,
        sign_count=verified.sign_count,
        transports=",".join(t for t in dict.fromkeys(sent) if t in service.TRANSPORTS),
        device=listed(service.DEVICES, attachment, what="passkey device"),
        name=name.strip(),
        created_at=call.now,
    )
    call.session.add(row)
    call.session.flush()
    notices.added(call.session, user=user, name=row.name, at=call.now)
    log.info("passkey added user_id=%s passkey=%s", user.id, row.public_id)
    return service.view(row)
