"""Response bodies of the policy operations, shaped exactly as the contract's schemas
(PolicyList, PolicyDetail, AAACardInfo): dates as ``YYYY-MM-DD``, money as integer rupiah."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import date

from server import contract_types as contract
from server.customer.masking import mask_email, mask_phone
from server.policy.models import Beneficiary, HealthCard, InsuredPerson, Rider
from server.policy.service import PolicyDetail, PolicyListItem


def _day(value: date) -> str:
    return value.isoformat()


def _optional_day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


def policy_list(items: Iterable[PolicyListItem]) -> contract.PolicyList:
    data = [_summary(item) for item in items]
    return {"data": data, "total": len(data)}


def _summary(item: PolicyListItem) -> contract.PolicySummary:
    return {
        "policy_number": item.policy_number,
        "product_name": item.product_name,
        "product_type": item.product_type.value,
        "status": item.status.value,
        "status_desc": item.status.description,
        "insured_name": item.insured_name,
        "start_date": _day(item.start_date),
        "sum_assured": item.sum_assured,
        "premium_amount": item.premium_amount,
        "premium_frequency": item.premium_frequency.value,
        "next_due_date": _optional_day(item.next_due_date),
        "autodebit": item.autodebit,
        "has_health_card": item.has_health_card,
    }


def policy_detail(detail: PolicyDetail) -> contract.PolicyDetail:
    policy = detail.policy
    holder = policy.holder
    return {
        "policy_number": policy.policy_number,
        "product_code": policy.product.code,
        "product_name": policy.product.name,
        "product_type": policy.product.type.value,
        "status": policy.status.value,
        "status_desc": policy.status.description,
        "currency": "IDR",
        "start_date": _day(policy.start_date),
        "end_date": _day(policy.end_date),
        "sum_assured": policy.sum_assured,
        "premium_amount": policy.premium_amount,
        "premium_frequency": policy.premium_frequency.value,
        "next_due_date": _optional_day(policy.next_due_date),
        "grace_period_end": _optional_day(policy.grace_period_end),
        "payment_method": policy.payment_method,
        "has_health_card": detail.has_health_card,
        "holder": {
            "client_number": holder.client_number,
            "name": holder.full_name,
            "email": mask_email(holder.email),
            "phone": mask_phone(holder.phone),
        },
        "insured": [_person(person) for person in policy.insured],
        "beneficiaries": [_beneficiary(b) for b in policy.beneficiaries],
        "riders": [_rider(rider) for rider in policy.riders],
    }


def _person(person: InsuredPerson) -> contract.Person:
    return {
        "name": person.name,
        "relation": person.relation,
        "birth_date": _day(person.birth_date),
        "gender": person.gender.value,
    }


def _beneficiary(beneficiary: Beneficiary) -> contract.Beneficiary:
    return {
        "name": beneficiary.name,
        "relation": beneficiary.relation,
        "share_percent": beneficiary.share_percent,
    }


def _rider(rider: Rider) -> contract.Rider:
    return {
        "rider_code": rider.rider_code,
        "rider_name": rider.rider_name,
        "sum_assured": rider.sum_assured,
        "premium_amount": rider.premium_amount,
        "status": rider.status.value,
        "end_date": _day(rider.end_date),
    }


def aaa_card_info(policy_number: str, cards: Sequence[HealthCard]) -> contract.AAACardInfo:
    return {"policy_number": policy_number, "cards": [_card(card) for card in cards]}


def _card(card: HealthCard) -> contract.HealthCard:
    member = card.insured_person
    return {
        "card_number": card.card_number,
        "member_name": member.name,
        "relation": member.relation,
        "birth_date": _day(member.birth_date),
        "plan_name": card.plan_name,
        "room_class": card.room_class,
        "annual_limit": card.annual_limit,
        "valid_from": _day(card.valid_from),
        "valid_until": _day(card.valid_until),
        "status": card.status.value,
        "tpa_name": card.tpa_name,
        "emergency_phone": card.emergency_phone,
    }
