"""The one-time code that confirms a fund switch or an allocation change, through
:mod:`server.verification` as the data update's codes are: the subject the portal account
(wrong codes counted per account and purpose, the sign-in's limits and lock), the purpose
``FUND_SWITCH`` or ``FUND_ALLOCATION``, the context the policy and a digest of the request
(a code proves that exact switch or allocation: another body finds no code, 404), the
destination the policy holder's registered mobile number (SMS) or e-mail address."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import select

from server import notify, verification
from server.access.caller import Customer
from server.access.operation import Call
from server.contract_types import OtpInfo
from server.customer.masking import mask_email, mask_phone
from server.customer.models import PolicyHolder
from server.policy.models import Policy
from server.verification import Destination, Target

SWITCH = "FUND_SWITCH"
ALLOCATION = "FUND_ALLOCATION"
_CONTEXT = {SWITCH: "fund-switch", ALLOCATION: "fund-allocation"}


def _kept(value: Any) -> Any:
    """The value with its null fields left out (``"units": null`` is no units)."""
    if isinstance(value, Mapping):
        return {k: _kept(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [_kept(v) for v in value]
    return value


def digest(body: Mapping[str, Any]) -> str:
    """sha256 of the request without its code and channel, its null fields left out
    (canonical JSON; the funds in the customer's order, as they are ordered)."""
    kept = _kept({k: v for k, v in body.items() if k not in ("otp", "channel")})
    text = json.dumps(kept, sort_keys=True, separators=(",", ":"), default=str)
    return hashlib.sha256(text.encode()).hexdigest()


def _target(call: Call[Customer], purpose: str, policy: Policy, body: Mapping[str, Any]) -> Target:
    context = f"{_CONTEXT[purpose]}:{policy.id}:{digest(body)[:32]}"
    return Target(subject=f"user:{call.caller.user_id}", purpose=purpose, context=context)


def _destination(call: Call[Customer], policy: Policy, channel: str) -> Destination:
    holder = call.session.scalar(select(PolicyHolder).where(PolicyHolder.id == policy.holder_id))
    assert holder is not None
    if channel == "EMAIL":
        return Destination("EMAIL", holder.email, mask_email(holder.email))
    return Destination("SMS", holder.phone, mask_phone(holder.phone))


def send(call: Call[Customer], purpose: str, policy: Policy, body: Mapping[str, Any]) -> OtpInfo:
    """A code for this request of the policy's; the attempt/limit record."""
    return verification.issue(
        session=call.session,
        settings=call.settings,
        sender=notify.current(),
        target=_target(call, purpose, policy, body),
        destination=_destination(call, policy, str(body["channel"])),
        now=call.now,
    )


def check(call: Call[Customer], purpose: str, policy: Policy, body: Mapping[str, Any]) -> None:
    """Accept the request's code or raise (the wrong-code counter is written first: the
    operation commits refusals)."""
    verification.verify(
        session=call.session,
        settings=call.settings,
        target=_target(call, purpose, policy, body),
        code=str(body["otp"]),
        now=call.now,
    )
