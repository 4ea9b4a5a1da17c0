"""The account's passkeys: the list, the removal, and what the registration and the sign-in
share (the user handle, base64url, the limit, the body of one passkey)."""

from __future__ import annotations

import base64
import logging
import secrets
import string
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from server import contract_types as contract
from server.access.caller import Customer
from server.access.models import User
from server.access.operation import Call
from server.clock import iso_z
from server.contract_values import listed, values_of
from server.customer.models import PolicyHolder
from server.db import insert_missing
from server.errors import NotFound
from server.passkey import messages, notices
from server.passkey.models import Passkey, PasskeyUser
from server.security import confirmations

log = logging.getLogger("server.passkey")
LIMIT = 10  # passkeys per account (the contract's PasskeyList maxItems)
TIMEOUT_SECONDS = 300  # a challenge's life, the options' timeout
HANDLE_BYTES = 64
CHALLENGE_BYTES = 32
MANAGE = "manage-passkeys"  # the password confirmation's route
DEVICES: tuple[contract.PasskeyAttachment, ...] = values_of(contract.PasskeyAttachment)
TRANSPORTS: tuple[contract.PasskeyTransport, ...] = values_of(contract.PasskeyTransport)
_ID_CHARS = string.ascii_uppercase + string.digits


def b64url(data: bytes) -> str:
    """Base64url without padding (the contract's Base64Url)."""
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def from_b64url(text: str) -> bytes | None:
    """The bytes of a Base64Url, None when it is none (a length no encoding has)."""
    try:
        return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError:
        return None


def handle_of(session: Session, user_id: int, now: datetime) -> bytes:
    """The account's user handle, made (64 random bytes) the first time it is asked for."""
    insert_missing(
        session,
        PasskeyUser,
        user_id=user_id,
        handle=secrets.token_bytes(HANDLE_BYTES),
        created_at=now,
    )
    row = session.get(PasskeyUser, user_id)
    assert row is not None
    return row.handle


def new_public_id(session: Session) -> str:
    while True:
        candidate = "PK-" + "".join(secrets.choice(_ID_CHARS) for _ in range(10))
        if session.scalar(select(Passkey.id).where(Passkey.public_id == candidate)) is None:
            return candidate


def count(session: Session, user_id: int) -> int:
    return int(
        session.scalar(select(func.count(Passkey.id)).where(Passkey.user_id == user_id)) or 0
    )


def of_account(session: Session, user_id: int) -> list[Passkey]:
    """The account's passkeys, newest first."""
    return list(
        session.scalars(
            select(Passkey)
            .where(Passkey.user_id == user_id)
            .order_by(Passkey.created_at.desc(), Passkey.id.desc())
            .limit(LIMIT)
        )
    )


def transports(row: Passkey) -> list[contract.PasskeyTransport]:
    return [listed(TRANSPORTS, t, what="transport") for t in row.transports.split(",") if t]


def view(row: Passkey) -> contract.Passkey:
    return {
        "passkey_id": row.public_id,
        "name": row.name,
        "created_at": iso_z(row.created_at),
        "last_used_at": iso_z(row.last_used_at) if row.last_used_at else None,
        "device": listed(DEVICES, row.device, what="passkey device"),
    }


def listing(session: Session, user_id: int) -> contract.PasskeyList:
    return {"passkeys": [view(row) for row in of_account(session, user_id)], "limit": LIMIT}


def delete(call: Call[Customer], passkey_id: str) -> contract.PasskeyList:
    """Remove one passkey of the account (the live confirmation, not used up); 404 for any
    other id, another account's too."""
    user = confirmations.locked_user(call)
    confirmations.require(call, MANAGE)
    row = call.session.scalars(
        select(Passkey).where(Passkey.public_id == passkey_id, Passkey.user_id == user.id)
    ).one_or_none()
    if row is None:
        raise NotFound(messages.NOT_FOUND, detail="No such passkey for this account.")
    name = row.name
    call.session.delete(row)
    call.session.flush()
    notices.removed(call.session, user=user, name=name, at=call.now)
    log.info("passkey removed user_id=%s passkey=%s", user.id, passkey_id)
    return listing(call.session, user.id)


def display_name(session: Session, user: User) -> str:
    holder = (
        session.get(PolicyHolder, user.policy_holder_id)
        if user.policy_holder_id is not None
        else None
    )
    return (holder.full_name if holder is not None else user.user_name)[:100]


def new_challenge() -> bytes:
    return secrets.token_bytes(CHALLENGE_BYTES)
