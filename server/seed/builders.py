"""Rows from the plain data of :mod:`server.seed.demo_data` (also used by tests to build
policies of any shape)."""

from __future__ import annotations

from sqlalchemy.orm import Session

from server.customer.models import PolicyHolder
from server.policy.models import Beneficiary, HealthCard, InsuredPerson, Policy, Product, Rider
from server.seed.benefits import add_benefits
from server.seed.demo_data import HolderData, InsuredData, PolicyData


def add_holder(session: Session, data: HolderData) -> PolicyHolder:
    holder = PolicyHolder(
        client_number=data.client_number,
        full_name=data.full_name,
        nik=data.nik,
        birth_date=data.birth_date,
        gender=data.gender,
        email=data.email,
        phone=data.phone,
        address_line=data.address_line,
        village=data.village,
        district=data.district,
        city=data.city,
        province=data.province,
        postal_code=data.postal_code,
    )
    session.add(holder)
    session.flush()  # the account refers to the holder's id
    return holder


def add_policy(session: Session, data: PolicyData, holder: PolicyHolder, product: Product) -> None:
    insured = [_insured(person) for person in data.insured]
    policy = Policy(
        policy_number=data.policy_number,
        product=product,
        holder=holder,
        status=data.status,
        start_date=data.start_date,
        end_date=data.end_date,
        sum_assured=data.sum_assured,
        premium_amount=data.premium_amount,
        premium_frequency=data.premium_frequency,
        next_due_date=data.next_due_date,
        grace_period_end=data.grace_period_end,
        payment_method=data.payment_method,
        insured=insured,
        beneficiaries=[
            Beneficiary(name=b.name, relation=b.relation, share_percent=b.share_percent)
            for b in data.beneficiaries
        ],
        riders=[
            Rider(
                rider_code=r.code,
                rider_name=r.name,
                sum_assured=r.sum_assured,
                premium_amount=r.premium_amount,
                status=r.status,
                end_date=r.end_date,
            )
            for r in data.riders
        ],
    )
    session.add(policy)
    session.flush()  # cards refer to the policy's and the insured persons' ids
    cards: list[HealthCard] = []
    for person, row in zip(data.insured, insured, strict=True):
        if person.card is not None:
            card = person.card
            cards.append(
                HealthCard(
                    policy_id=policy.id,
                    insured_person_id=row.id,
                    card_number=card.card_number,
                    plan_name=card.plan_name,
                    room_class=card.room_class,
                    annual_limit=card.annual_limit,
                    valid_from=card.valid_from,
                    valid_until=card.valid_until,
                    status=card.status,
                    tpa_name=card.tpa_name,
                    emergency_phone=card.emergency_phone,
                )
            )
    session.add_all(cards)
    add_benefits(session, policy, insured, list(policy.riders), cards)


def _insured(data: InsuredData) -> InsuredPerson:
    return InsuredPerson(
        name=data.name,
        relation=data.relation,
        birth_date=data.birth_date,
        gender=data.gender,
        is_main=data.is_main,
    )
