"""What a customer may claim: their policies' insured persons and benefits, whether one
benefit can be claimed today (the validation before the form), and a benefit's limit and
how much of it is used, computed here from the claims (never sent by a client)."""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import date, timedelta

from sqlalchemy import and_, func, select
from sqlalchemy.orm import Session, joinedload

from server.access.caller import Customer
from server.claim import catalogue, messages
from server.claim.models import Benefit, BenefitKind, Claim, LimitPeriod, PolicyBenefit
from server.errors import DomainError, NotFound
from server.policy.models import InsuredPerson, Policy, PolicyStatus, issued

CLAIMABLE = (PolicyStatus.INFORCE, PolicyStatus.GRACE_PERIOD)
SELF = "Diri Sendiri"


class NotEligible(DomainError):
    """Claim Validation: the benefit cannot be claimed (422 with the reason)."""

    status = 422
    type = "urn:tmanku:problem:claim-not-eligible"
    title = "Claim not eligible"


@dataclass(frozen=True, slots=True)
class Limit:
    limit: int
    used: int  # approved or paid in the period
    reserved: int  # claimed on open claims in the period
    period_start: date | None
    period_end: date | None

    @property
    def remaining(self) -> int:
        return max(self.limit - self.used, 0)


@dataclass(frozen=True, slots=True)
class Eligible:
    policy: Policy  # product loaded
    insured: InsuredPerson
    benefit: PolicyBenefit
    limit: Limit

    @property
    def waiting_end(self) -> date:
        """Events from this day are covered (the waiting period runs from the policy's start,
        not from each renewal of a card)."""
        return self.policy.start_date + timedelta(days=self.benefit.waiting_days)


def _add_years(day: date, years: int) -> date:
    year = day.year + years
    return date(year, day.month, min(day.day, calendar.monthrange(year, day.month)[1]))


def period_of(benefit: PolicyBenefit, policy: Policy, day: date) -> tuple[date | None, date | None]:
    """The limit's period holding ``day``: the card's validity, the policy year, or none."""
    if benefit.period == LimitPeriod.CARD_YEAR:
        return benefit.valid_from, benefit.valid_until
    if benefit.period == LimitPeriod.POLICY_YEAR:
        years = day.year - policy.start_date.year
        start = _add_years(policy.start_date, years)
        if start > day:
            start = _add_years(policy.start_date, years - 1)
        return start, _add_years(start, 1) - timedelta(days=1)
    return None, None


def limit_of(session: Session, benefit: PolicyBenefit, policy: Policy, day: date) -> Limit:
    start, end = period_of(benefit, policy, day)
    total = benefit.amount * (benefit.max_days or 1)
    where = [Claim.benefit_id == benefit.id]
    if start is not None and end is not None:
        where.append(Claim.event_date.between(start, end))
    granted = func.coalesce(
        func.sum(Claim.approved_amount).filter(Claim.status.in_(catalogue.GRANTED)), 0
    )
    pending = func.coalesce(
        func.sum(Claim.claimed_amount).filter(Claim.status.in_(catalogue.OPEN)), 0
    )
    used, reserved = session.execute(select(granted, pending).where(and_(*where))).one()
    return Limit(total, int(used or 0), int(reserved or 0), start, end)


def owned(
    session: Session, customer: Customer, policy_number: str, insured_id: int
) -> tuple[Policy, InsuredPerson]:
    """The customer's policy and its insured person; NotFound alike for another's."""
    row = session.execute(
        select(Policy, InsuredPerson)
        .join(InsuredPerson, InsuredPerson.policy_id == Policy.id)
        .where(
            Policy.policy_number == policy_number,
            Policy.holder_id == customer.policy_holder_id,
            issued(),
            InsuredPerson.id == insured_id,
        )
        .options(joinedload(Policy.product, innerjoin=True))
    ).one_or_none()
    if customer.policy_holder_id is None or row is None:
        raise NotFound(messages.POLICY_NOT_FOUND, detail="No such policy or insured person.")
    return row[0], row[1]


def check(
    session: Session,
    customer: Customer,
    *,
    policy_number: str,
    insured_id: int,
    benefit: Benefit,
    today: date,
) -> Eligible:
    """Whether the benefit can be claimed today; NotEligible (422) with the reason if not."""
    policy, insured = owned(session, customer, policy_number, insured_id)
    if policy.status not in CLAIMABLE:
        raise NotEligible(
            messages.policy_inactive(policy.policy_number, policy.status.description),
            detail="The policy is not in force.",
        )
    row = session.scalar(
        select(PolicyBenefit).where(
            PolicyBenefit.policy_id == policy.id,
            PolicyBenefit.insured_person_id == insured.id,
            PolicyBenefit.benefit == benefit,
        )
    )
    if row is None:
        raise NotEligible(
            messages.not_covered(insured.name, benefit.value, policy.policy_number),
            detail="The insured person is not covered for this benefit.",
        )
    if benefit == Benefit.MENINGGAL_DUNIA and insured.relation == SELF:
        raise NotEligible(
            messages.holder_death(policy.policy_number),
            detail="The holder's own death is claimed by the heirs.",
        )
    if today > row.valid_until:
        raise NotEligible(
            messages.coverage_ended(benefit.value, row.valid_until),
            detail="The coverage has ended.",
        )
    if today < row.valid_from:
        raise NotEligible(
            messages.coverage_not_started(benefit.value, row.valid_from),
            detail="The coverage has not started.",
        )
    eligible = Eligible(policy, insured, row, limit_of(session, row, policy, today))
    if today < eligible.waiting_end:
        raise NotEligible(
            messages.waiting(benefit.value, eligible.waiting_end, row.waiting_days),
            detail="The waiting period has not passed.",
        )
    if row.kind == BenefitKind.LUMP_SUM:
        earlier = session.scalar(
            select(Claim.claim_number)
            .where(
                Claim.benefit_id == row.id,
                Claim.status.in_((*catalogue.OPEN, *catalogue.GRANTED)),
            )
            .limit(1)
        )
        if earlier is not None:
            raise NotEligible(
                messages.already_claimed(benefit.value, earlier),
                detail="The lump sum was already claimed.",
            )
    if eligible.limit.remaining <= 0:
        raise NotEligible(
            messages.limit_used(benefit.value, eligible.limit.limit, eligible.limit.period_end),
            detail="The limit of the period is used up.",
        )
    return eligible


@dataclass(frozen=True, slots=True)
class PolicyOption:
    policy: Policy
    insured: list[tuple[InsuredPerson, list[PolicyBenefit]]]

    @property
    def claimable(self) -> bool:
        return self.policy.status in CLAIMABLE


def options(session: Session, customer: Customer) -> list[PolicyOption]:
    """Every policy of the customer with its insured persons and their benefits (three SQL
    statements)."""
    if customer.policy_holder_id is None:
        return []
    policies = list(
        session.scalars(
            select(Policy)
            .where(Policy.holder_id == customer.policy_holder_id, issued())
            .options(joinedload(Policy.product, innerjoin=True))
            .order_by(Policy.start_date.desc(), Policy.policy_number)
        )
    )
    ids = [p.id for p in policies]
    persons = list(
        session.scalars(
            select(InsuredPerson)
            .where(InsuredPerson.policy_id.in_(ids))
            .order_by(InsuredPerson.is_main.desc(), InsuredPerson.id)
        )
    )
    rows = list(
        session.scalars(
            select(PolicyBenefit).where(PolicyBenefit.policy_id.in_(ids)).order_by(PolicyBenefit.id)
        )
    )
    order = list(Benefit)
    result = []
    for policy in policies:
        insured = []
        for person in (p for p in persons if p.policy_id == policy.id):
            mine = [r for r in rows if r.insured_person_id == person.id]
            mine.sort(key=lambda r: order.index(r.benefit))
            insured.append((person, mine))
        result.append(PolicyOption(policy, insured))
    return result
