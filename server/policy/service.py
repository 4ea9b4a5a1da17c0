"""Policy rules: a customer sees only the policies of their own policy holder.

Another customer's policy number is answered exactly like an unknown one. Every read runs a
fixed number of SQL statements, however many insured persons, riders or beneficiaries a
policy has (lists are loaded with ``selectinload``; relationships are ``lazy="raise"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import ColumnElement, and_, exists, func, select
from sqlalchemy.orm import Session, aliased, contains_eager, joinedload, selectinload

from server.access.caller import Customer
from server.customer.models import PolicyHolder
from server.errors import NotFound
from server.policy.messages import NO_HEALTH_CARD, POLICY_NOT_FOUND
from server.policy.models import HealthCard, InsuredPerson, Policy


@dataclass(frozen=True, slots=True)
class PolicyListItem:
    policy: Policy  # product loaded
    insured_name: str  # main insured (the holder's name if none is recorded)
    has_health_card: bool


@dataclass(frozen=True, slots=True)
class PolicyDetail:
    policy: Policy  # product, holder, insured, beneficiaries and riders loaded
    has_health_card: bool


def _has_health_card() -> ColumnElement[bool]:
    return exists().where(HealthCard.policy_id == Policy.id).label("has_health_card")


def _owned(customer: Customer, policy_number: str) -> ColumnElement[bool]:
    """The policy with this number, if it belongs to the customer's policy holder."""
    return and_(
        Policy.policy_number == policy_number,
        Policy.holder_id == customer.policy_holder_id,
    )


def list_policies(*, session: Session, customer: Customer) -> list[PolicyListItem]:
    """The customer's policies, newest start first (one SQL statement)."""
    if customer.policy_holder_id is None:
        return []
    main = aliased(InsuredPerson)
    stmt = (
        select(Policy, func.coalesce(main.name, PolicyHolder.full_name), _has_health_card())
        .join(Policy.holder)
        .outerjoin(main, and_(main.policy_id == Policy.id, main.is_main))
        .options(joinedload(Policy.product, innerjoin=True))
        .where(Policy.holder_id == customer.policy_holder_id)
        .order_by(Policy.start_date.desc(), Policy.policy_number)
    )
    return [
        PolicyListItem(policy=policy, insured_name=name, has_health_card=bool(has_card))
        for policy, name, has_card in session.execute(stmt).all()
    ]


def get_policy_detail(*, session: Session, customer: Customer, policy_number: str) -> PolicyDetail:
    """One of the customer's policies with everything the detail page shows (four SQL
    statements: the policy with product and holder, then insured, beneficiaries, riders)."""
    stmt = (
        select(Policy, _has_health_card())
        .where(_owned(customer, policy_number))
        .options(
            joinedload(Policy.product, innerjoin=True),
            joinedload(Policy.holder, innerjoin=True),
            selectinload(Policy.insured),
            selectinload(Policy.beneficiaries),
            selectinload(Policy.riders),
        )
    )
    row = session.execute(stmt).one_or_none()
    if row is None:
        raise NotFound(POLICY_NOT_FOUND, detail="No such policy for this customer.")
    policy, has_card = row
    return PolicyDetail(policy=policy, has_health_card=bool(has_card))


def get_health_cards(
    *, session: Session, customer: Customer, policy_number: str
) -> Sequence[HealthCard]:
    """The AAA cards of one of the customer's policies, main insured first, each with its
    insured person loaded (two SQL statements)."""
    policy_id = session.scalar(select(Policy.id).where(_owned(customer, policy_number)))
    if policy_id is None:
        raise NotFound(POLICY_NOT_FOUND, detail="No such policy for this customer.")
    cards = (
        session.scalars(
            select(HealthCard)
            .join(HealthCard.insured_person)
            .options(contains_eager(HealthCard.insured_person))
            .where(HealthCard.policy_id == policy_id)
            .order_by(InsuredPerson.is_main.desc(), InsuredPerson.id, HealthCard.id)
        )
        .unique()
        .all()
    )
    if not cards:
        raise NotFound(NO_HEALTH_CARD, detail="The policy has no health card.")
    return cards
