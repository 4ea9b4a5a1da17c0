"""A change of a unit-link policy's allocation of its next premiums, confirmed with a
one-time code (:mod:`server.investment.confirm`).

The customer's own issued unit-link policy, in force (INFORCE). A policy's funds are the
funds with an allocation row (:func:`server.investment.service.allocations`); the product
offers no others yet, so the new allocation names only those: each once, whole percents in
steps of 5 and at least 10 (the contract's), adding up to 100; a fund of the policy not named
gets 0 (it stays a fund of the policy, its units unchanged). Written at once: the next
premium is allocated by these rows. The customer gets an e-mail; the ledger has no kind for
a change that moves no money, so the transaction history does not show it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from sqlalchemy import update
from sqlalchemy.orm import Session

from server.errors import RuleViolation
from server.investment import messages, notices, service
from server.investment.models import Fund, PolicyFundAllocation
from server.investment.switch import fund_of
from server.policy.models import Policy, PolicyStatus


def policy_of(session: Session, holder_id: int | None, body: Mapping[str, Any]) -> Policy:
    """The customer's issued unit link in force (404, 422)."""
    policy = service.unit_link_policy(session, holder_id, str(body["policy_number"]))
    if policy.status != PolicyStatus.INFORCE:
        raise RuleViolation(
            messages.CHANGE_NOT_IN_FORCE.format(status=policy.status.description),
            detail=f"policy {policy.policy_number} is {policy.status.value}",
        )
    return policy


def checked(session: Session, policy: Policy, body: Mapping[str, Any]) -> list[tuple[Fund, int]]:
    """Every fund of the policy with its new percent, in fund order (422 when wrong)."""
    current = service.allocations(session, policy.id)
    funds = {fund.code: fund for fund, _ in current}
    chosen: set[int] = set()
    wanted: dict[int, int] = {}
    for item in body["allocation"]:
        fund = fund_of(funds, str(item["fund_code"]), chosen)
        wanted[fund.id] = int(item["percent"])
    total = sum(wanted.values())
    if total != 100:
        raise RuleViolation(
            messages.ALLOCATION_CHANGE_TOTAL.format(total=total),
            detail="The allocation does not add up to 100.",
        )
    return [(fund, wanted.get(fund.id, 0)) for fund, _ in current]


def change(
    session: Session, policy: Policy, percents: Sequence[tuple[Fund, int]], *, now: datetime
) -> None:
    for fund, percent in percents:
        session.execute(
            update(PolicyFundAllocation)
            .where(
                PolicyFundAllocation.policy_id == policy.id,
                PolicyFundAllocation.fund_id == fund.id,
            )
            .values(percent=percent)
        )
    notices.allocation_changed(session, policy.id, percents, now=now)
