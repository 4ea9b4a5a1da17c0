"""The ``Idempotency-Key`` of payment creation: per payer (customer or applicant), kept 24
hours, bound to the canonical request (sorted keys, bill ids sorted). A key in use with
another body is refused (422); one whose first request is still running gets 409; a
completed one answers the first payment as it is now."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.clock import as_utc
from server.errors import Conflict, RuleViolation
from server.payment import lifecycle, service
from server.payment.messages import KEY_IN_PROGRESS, KEY_REUSED
from server.payment.models import IdempotencyKey, IdempotencyState, Payment
from server.payment.payers import Payer

KEY_TTL = timedelta(hours=24)


def request_hash(body: Mapping[str, Any]) -> str:
    """sha256 of the canonical request: sorted keys, bill ids sorted."""
    canonical = {
        "policy_number": body["policy_number"],
        "bill_ids": sorted(body["bill_ids"]),
        "method": body["method"],
    }
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def reuse(
    session: Session, payer: Payer, existing: IdempotencyKey, *, digest: str, now: datetime
) -> service.PaymentView | None:
    """What an already used key means: None when it may be used afresh."""
    if as_utc(existing.created_at) <= now - KEY_TTL:
        session.delete(existing)  # kept 24 hours; an older key starts over
        session.flush()
        return None
    if existing.request_hash != digest:
        raise RuleViolation(KEY_REUSED, detail="The key was used for another request.")
    if existing.state == IdempotencyState.IN_PROGRESS:
        payment_id = existing.payment_id
        if payment_id is not None and lifecycle.expire_stale(
            session, now=now, payment_id=payment_id
        ):
            return None  # the first attempt died between the phases; its key was dropped
        raise Conflict(KEY_IN_PROGRESS, detail="A request with this key is in progress.")
    payment = session.get(Payment, existing.payment_id)
    assert payment is not None
    number = payment.payment_number
    return service.get_payment(session=session, payer=payer, payment_number=number, now=now)


def raise_if_taken(session: Session, payer: Payer, key: str, digest: str) -> None:
    taken = session.scalar(
        select(IdempotencyKey.request_hash).where(payer.keys(), IdempotencyKey.key == key)
    )
    if taken is not None and taken != digest:
        raise RuleViolation(KEY_REUSED, detail="The key was used for another request.")
    if taken is not None:
        raise Conflict(KEY_IN_PROGRESS, detail="A request with this key is in progress.")
