"""Policy rules: a customer sees only the policies of their own policy holder.

Another customer's policy number is answered exactly like an unknown one. Every read runs a
fixed number of SQL statements, however many insured persons, riders or beneficiaries a
policy has (lists are loaded with ``selectinload``; relationships are ``lazy="raise"``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date

from sqlalchemy import ColumnElement, and_, exists, func, select
from sqlalchemy.orm import Session, aliased, contains_eager, joinedload, selectinload

from server.access.caller import Customer
from server.customer.models import PolicyHolder
from server.errors import NotFound
from server.policy.messages import NO_HEALTH_CARD, POLICY_NOT_FOUND
from server.policy.models import (
    AUTODEBIT,
    HealthCard,
    InsuredPerson,
    Policy,
    PolicyStatus,
    PremiumFrequency,
    Product,
    ProductType,
    issued,
)


@dataclass(frozen=True, slots=True)
class PolicyListItem:
    """One line of the policy list: only the columns it shows (no entities are built)."""

    policy_number: str
    product_name: str
    product_type: ProductType
    status: PolicyStatus
    start_date: date
    sum_assured: int
    premium_amount: int
    premium_frequency: PremiumFrequency
    next_due_date: date | None
    payment_method: str
    insured_name: str  # main insured (the holder's name if none is recorded)
    has_health_card: bool

    @property
    def autodebit(self) -> bool:
        return self.payment_method.startswith(AUTODEBIT)


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
        issued(),
    )


def list_policies(*, session: Session, customer: Customer) -> list[PolicyListItem]:
    """The customer's policies, newest start first (one SQL statement, columns only)."""
    if customer.policy_holder_id is None:
        return []
    main = aliased(InsuredPerson)
    stmt = (
        select(
            Policy.policy_number,
            Product.name,
            Product.type,
            Policy.status,
            Policy.start_date,
            Policy.sum_assured,
            Policy.premium_amount,
            Policy.premium_frequency,
            Policy.next_due_date,
            Policy.payment_method,
            func.coalesce(main.name, PolicyHolder.full_name),
            _has_health_card(),
        )
        .join(Product, Product.id == Policy.product_id)
        .join(PolicyHolder, PolicyHolder.id == Policy.holder_id)
        .outerjoin(main, and_(main.policy_id == Policy.id, main.is_main))
        .where(Policy.holder_id == customer.policy_holder_id, issued())
        .order_by(Policy.start_date.desc(), Policy.policy_number)
    )
    return [
        PolicyListItem(
            policy_number=row[0],
            product_name=row[1],
            product_type=row[2],
            status=row[3],
            start_date=row[4],
            sum_assured=row[5],
            premium_amount=row[6],
            premium_frequency=row[7],
            next_due_date=row[8],
            payment_method=row[9],
            insured_name=row[10],
            has_health_card=bool(row[11]),
        )
        for row in session.execute(stmt).all()
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
