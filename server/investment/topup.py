"""A top-up (premi top-up) of a unit-link policy: its rules, its order and its payment.

The customer's own issued unit-link policy, in force (INFORCE); the amount whole rupiah from
Rp 1.000.000 to Rp 1.000.000.000 (the contract's limits) and within the payment method's; the
allocation over the policy's funds, each at most once, whole percents in steps of 5 and at
least 10 (the contract's), adding up to 100. The top-up charge is 5% of the amount rounded
down to whole rupiah; the rest (the invested amount) is split over the funds by percent,
each share rounded down to whole rupiah and the split's remainder on the last fund, so the
shares add up exactly.

Created through the payment engine's phases (:func:`server.payment.creation.charge`): the
first unit checks the rules and writes the payment (purpose TOP_UP, no bills, its
``Idempotency-Key`` IN_PROGRESS) and the order AWAITING_PAYMENT with its legs; the gateway's
charge follows with no unit open; the key is then COMPLETED as for a premium. The same key
and body answer the first payment; another body 422; one still in progress 409."""

from __future__ import annotations

import hashlib
import json
import secrets
import string
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import clock
from server.access.caller import Customer
from server.access.operation import Phases
from server.clock import WIB, as_utc
from server.customer.models import PolicyHolder
from server.errors import Conflict, RuleViolation
from server.investment import messages, service
from server.investment.models import (
    Fund,
    FundOrder,
    FundOrderLeg,
    LegSide,
    OrderKind,
    OrderStatus,
)
from server.payment import creation, idempotency, lifecycle, methods
from server.payment.messages import rupiah
from server.payment.models import PaymentPurpose
from server.payment.payers import Payer
from server.payment.service import PaymentView
from server.policy.models import Policy, PolicyStatus

CHARGE_PERCENT = 5
_ALPHABET = string.ascii_uppercase + string.digits


def charge_of(amount: int) -> int:
    """The top-up charge: 5% of ``amount``, rounded down to whole rupiah."""
    return amount * CHARGE_PERCENT // 100


def split(invested: int, percents: Sequence[int]) -> list[int]:
    """Each fund's share of ``invested`` rupiah, rounded down; the remainder on the last."""
    shares = [invested * percent // 100 for percent in percents[:-1]]
    return [*shares, invested - sum(shares)]


def order_number(at: datetime) -> str:
    """TU-20261130-Q4M7K2XA (the order's day in WIB, 8 characters from a CSPRNG)."""
    day = f"{as_utc(at).astimezone(WIB):%Y%m%d}"
    return f"TU-{day}-{''.join(secrets.choice(_ALPHABET) for _ in range(8))}"


def request_hash(body: Mapping[str, Any]) -> str:
    """sha256 of the canonical top-up request (its funds sorted): never equal to a premium
    payment's, so one key cannot stand for both."""
    canonical = {
        "purpose": "TOP_UP",
        "policy_number": body["policy_number"],
        "amount": body["amount"],
        "method": body["method"],
        "allocation": sorted([a["fund_code"], a["percent"]] for a in body["allocation"]),
    }
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()


def create_topup(*, phases: Phases[Customer], key: str, body: Mapping[str, Any]) -> PaymentView:
    def reserve(session: Session, payer: Payer) -> creation.Reserved | PaymentView:
        return _reserve(session, payer, key=key, body=body)

    return creation.charge(phases=phases, reserve=reserve)


def _reserve(
    session: Session, payer: Payer, *, key: str, body: Mapping[str, Any]
) -> creation.Reserved | PaymentView:
    now = clock.now()
    digest = request_hash(body)
    reused = creation.used_key(session, payer, key, digest, now=now)
    if reused is not None:
        return reused
    policy = service.unit_link_policy(session, payer.holder_id, str(body["policy_number"]))
    if policy.status != PolicyStatus.INFORCE:
        raise RuleViolation(
            messages.NOT_IN_FORCE.format(status=policy.status.description),
            detail=f"policy {policy.policy_number} is {policy.status.value}",
        )
    lifecycle.expire_stale(session, now=now, policy_id=policy.id)  # their orders cancelled
    legs = _legs(session, policy, body["allocation"])
    amount = int(body["amount"])
    method = _method(str(body["method"]), amount)
    try:
        payment = creation.record_payment(
            session, payer, key=key, digest=digest, policy=policy, method=method,
            amount=amount, purpose=PaymentPurpose.TOP_UP, bills=[], now=now,
        )  # fmt: skip
    except Conflict:
        idempotency.raise_if_taken(session, payer, key, digest)
        raise
    charge = charge_of(amount)
    shares = split(amount - charge, [percent for _, percent in legs])
    order = FundOrder(
        order_number=order_number(now),
        policy_id=policy.id,
        kind=OrderKind.TOP_UP,
        status=OrderStatus.AWAITING_PAYMENT,
        amount=amount,
        charge=charge,
        invested_amount=amount - charge,
        payment_id=payment.id,
        created_at=now,
    )
    order.legs = [
        FundOrderLeg(position=i, side=LegSide.BUY, fund_id=fund.id, percent=percent, amount=share)
        for i, ((fund, percent), share) in enumerate(zip(legs, shares, strict=True))
    ]
    session.add(order)
    session.flush()
    name = session.scalar(select(PolicyHolder.full_name).where(PolicyHolder.id == policy.holder_id))
    return creation.Reserved(
        payment_id=payment.id,
        order_id=payment.payment_number,
        amount=amount,
        method=method.method.value,
        customer_name=name or "",
    )


def _legs(
    session: Session, policy: Policy, wanted: Sequence[Mapping[str, Any]]
) -> list[tuple[Fund, int]]:
    """The requested funds of the policy in the customer's order, each once, 100% in all."""
    held = {fund.code: fund for fund, _ in service.allocations(session, policy.id)}
    legs: list[tuple[Fund, int]] = []
    for item in wanted:
        code = str(item["fund_code"])
        fund = held.get(code)
        if fund is None:
            names = ", ".join(f.name for f in held.values())
            raise RuleViolation(
                messages.ALLOCATION_NOT_HELD.format(fund=code, funds=names),
                detail=f"{code} is not a fund of policy {policy.policy_number}",
            )
        if any(f.id == fund.id for f, _ in legs):
            raise RuleViolation(
                messages.ALLOCATION_TWICE.format(fund=fund.name), detail=f"{code} twice"
            )
        legs.append((fund, int(item["percent"])))
    total = sum(percent for _, percent in legs)
    if total != 100:
        raise RuleViolation(
            messages.ALLOCATION_TOTAL.format(total=total),
            detail="The allocation does not add up to 100.",
        )
    return legs


def _method(method: str, amount: int) -> methods.MethodInfo:
    info = methods.info(method)
    if amount < info.min_amount:
        raise RuleViolation(
            messages.BELOW_METHOD.format(method=info.name, limit=rupiah(info.min_amount)),
            detail="The amount is below the method's minimum.",
        )
    if amount > info.max_amount:
        raise RuleViolation(
            messages.ABOVE_METHOD.format(method=info.name, limit=rupiah(info.max_amount)),
            detail="The amount is above the method's maximum.",
        )
    return info
