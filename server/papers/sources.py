"""What the documents are made from, read only among the customer's own: their policies
(with product, holder, insured persons, beneficiaries and riders), the premiums paid (the
ledger's PREMIUM_PAYMENT rows, with the portal receipt's number where a portal payment made
them), their health cards, and the company's letterhead. Another customer's policy or card
is answered exactly like an unknown one (404)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from sqlalchemy import and_, func, select
from sqlalchemy.orm import Session, contains_eager, joinedload, selectinload
from sqlalchemy.sql.base import ExecutableOption

from server.access.caller import Customer
from server.clock import WIB, as_utc
from server.config.service import company_profile
from server.errors import NotFound, RuleViolation
from server.ledger.models import PolicyTransaction, TransactionType
from server.papers import messages
from server.papers.layout import Letterhead
from server.payment.references import receipt_number
from server.policy.models import HealthCard, InsuredPerson, Policy, issued
from server.settings import Settings


def letterhead(session: Session, settings: Settings) -> Letterhead:
    profile = company_profile(session=session)
    return Letterhead(
        name=profile["companyName"],
        address=profile["address"],
        phone=profile["csPhone"],
        portal_url=settings.portal_url,
    )


def _loaded() -> tuple[ExecutableOption, ...]:
    return (
        joinedload(Policy.product, innerjoin=True),
        joinedload(Policy.holder, innerjoin=True),
        selectinload(Policy.insured),
        selectinload(Policy.beneficiaries),
        selectinload(Policy.riders),
    )


def owned_policy(session: Session, customer: Customer, policy_number: str) -> Policy:
    """One of the customer's issued policies, everything its e-policy prints loaded; 404 for
    an unknown or another customer's, 422 for one of theirs not issued yet."""
    policy = None
    if customer.policy_holder_id is not None:
        policy = session.scalar(
            select(Policy)
            .where(
                Policy.policy_number == policy_number,
                Policy.holder_id == customer.policy_holder_id,
            )
            .options(*_loaded())
        )
    if policy is None:
        raise NotFound(messages.POLICY_NOT_FOUND, detail="No such policy for this customer.")
    if not policy.issued:
        raise RuleViolation(messages.NOT_ISSUED, detail="The policy is not issued yet.")
    return policy


def issued_policies(session: Session, customer: Customer) -> Sequence[Policy]:
    """The customer's issued policies in the policy list's order (newest start first)."""
    if customer.policy_holder_id is None:
        return []
    return session.scalars(
        select(Policy)
        .where(Policy.holder_id == customer.policy_holder_id, issued())
        .options(*_loaded())
        .order_by(Policy.start_date.desc(), Policy.policy_number)
    ).all()


@dataclass(frozen=True, slots=True)
class Premium:
    """A premium paid: when (its WIB day), its proof's number, the period it paid, how much."""

    paid_on: date
    number: str  # the portal receipt's number, else the transaction's
    period: tuple[date, date] | None
    amount: int


def _year_bounds(year: int) -> tuple[datetime, datetime]:
    start = datetime.combine(date(year, 1, 1), time(), WIB)
    return start, datetime.combine(date(year + 1, 1, 1), time(), WIB)


def premiums(
    session: Session, policy_id: int, *, year: int, until: date | None = None
) -> list[Premium]:
    """The premiums of one policy paid in the calendar year ``year`` (WIB), up to ``until``
    (inclusive) when given, oldest first."""
    start, end = _year_bounds(year)
    if until is not None:
        end = min(end, datetime.combine(until + timedelta(days=1), time(), WIB))
    rows = session.execute(
        select(
            PolicyTransaction.occurred_at,
            func.coalesce(
                receipt_number(PolicyTransaction.payment_id), PolicyTransaction.transaction_number
            ),
            PolicyTransaction.period_start,
            PolicyTransaction.period_end,
            PolicyTransaction.amount,
        )
        .where(
            PolicyTransaction.policy_id == policy_id,
            PolicyTransaction.type == TransactionType.PREMIUM_PAYMENT,
            PolicyTransaction.occurred_at >= start,
            PolicyTransaction.occurred_at < end,
        )
        .order_by(PolicyTransaction.occurred_at, PolicyTransaction.id)
    ).all()
    return [
        Premium(
            paid_on=as_utc(at).astimezone(WIB).date(),
            number=number,
            period=(period_start, period_end) if period_start and period_end else None,
            amount=amount,
        )
        for at, number, period_start, period_end, amount in rows
    ]


def premium_years(
    session: Session, policy_ids: Sequence[int], *, until: date
) -> dict[int, list[int]]:
    """The calendar years (WIB) with a premium paid up to ``until`` (inclusive), newest
    first, of each policy."""
    if not policy_ids:
        return {}
    rows = session.execute(
        select(PolicyTransaction.policy_id, PolicyTransaction.occurred_at).where(
            PolicyTransaction.policy_id.in_(policy_ids),
            PolicyTransaction.type == TransactionType.PREMIUM_PAYMENT,
            PolicyTransaction.occurred_at
            < datetime.combine(until + timedelta(days=1), time(), WIB),
        )
    ).all()
    years: dict[int, set[int]] = {}
    for policy_id, at in rows:
        years.setdefault(policy_id, set()).add(as_utc(at).astimezone(WIB).year)
    return {policy_id: sorted(found, reverse=True) for policy_id, found in years.items()}


def cards(session: Session, policy_ids: Sequence[int]) -> list[HealthCard]:
    """The health cards of these policies, main insured first, persons loaded."""
    if not policy_ids:
        return []
    return list(
        session.scalars(
            select(HealthCard)
            .join(HealthCard.insured_person)
            .options(contains_eager(HealthCard.insured_person))
            .where(HealthCard.policy_id.in_(policy_ids))
            .order_by(
                HealthCard.policy_id, InsuredPerson.is_main.desc(), InsuredPerson.id, HealthCard.id
            )
        )
        .unique()
        .all()
    )


def owned_card(session: Session, customer: Customer, card_number: str) -> tuple[HealthCard, Policy]:
    """One card of the customer's issued policies, by its number with or without spaces;
    404 for an unknown card or another customer's."""
    digits = card_number.replace(" ", "")
    row = None
    if customer.policy_holder_id is not None and digits:
        row = session.execute(
            select(HealthCard, Policy)
            .join(HealthCard.insured_person)
            .join(Policy, Policy.id == HealthCard.policy_id)
            .options(contains_eager(HealthCard.insured_person))
            .where(
                func.replace(HealthCard.card_number, " ", "") == digits,
                and_(Policy.holder_id == customer.policy_holder_id, issued()),
            )
        ).first()
    if row is None:
        raise NotFound(messages.CARD_NOT_FOUND, detail="No such health card for this customer.")
    return row[0], row[1]
