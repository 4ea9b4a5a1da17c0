"""May this customer start an update on this policy now? Not on an ended policy (lapsed,
terminated, ended by a claim), and not while an earlier submission is being reviewed (one
PENDING per holder). Another customer's policy is answered like a missing one."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.orm import Session

from server.access.caller import Customer
from server.contract_types import PengkinianEligibility
from server.errors import Conflict, NotFound
from server.pengkinian import messages
from server.pengkinian.models import KycStatus, KycSubmission
from server.policy.models import Policy, PolicyStatus, issued

ENDED = frozenset({PolicyStatus.LAPSE, PolicyStatus.TERMINATED, PolicyStatus.CLAIMED})


def owned_policy(session: Session, customer: Customer, policy_number: str) -> Policy:
    policy = session.scalar(
        select(Policy).where(
            Policy.policy_number == policy_number,
            Policy.holder_id == customer.policy_holder_id,
            issued(),
        )
    )
    if policy is None or customer.policy_holder_id is None:
        raise NotFound(messages.POLICY_NOT_FOUND, detail="No such policy for this customer.")
    return policy


def pending_number(session: Session, holder_id: int) -> str | None:
    return session.scalar(
        select(KycSubmission.registration_number).where(
            KycSubmission.holder_id == holder_id, KycSubmission.status == KycStatus.PENDING
        )
    )


def eligibility(
    *, session: Session, customer: Customer, policy_number: str
) -> PengkinianEligibility:
    """The contract's PengkinianEligibility."""
    policy = owned_policy(session, customer, policy_number)
    body: PengkinianEligibility = {
        "policy_number": policy_number,
        "allowed": True,
        "reason": None,
        "message": None,
        "pending_registration_number": None,
    }
    if policy.status in ENDED:
        body.update({"allowed": False, "reason": "POLICY_ENDED", "message": messages.POLICY_ENDED})
        return body
    number = pending_number(session, policy.holder_id)
    if number is not None:
        body.update(
            {
                "allowed": False,
                "reason": "REVIEW_PENDING",
                "message": messages.review_pending(number),
                "pending_registration_number": number,
            }
        )
    return body


def require_eligible(session: Session, customer: Customer, policy_number: str) -> Policy:
    """The customer's policy, or 409 saying why no update can be made on it now."""
    policy = owned_policy(session, customer, policy_number)
    if policy.status in ENDED:
        raise Conflict(messages.POLICY_ENDED, detail="The policy has ended.")
    number = pending_number(session, policy.holder_id)
    if number is not None:
        raise Conflict(
            messages.review_pending(number), detail="Another submission is under review."
        )
    return policy
