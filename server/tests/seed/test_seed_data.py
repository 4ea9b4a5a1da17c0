"""The demo data is realistic (valid Indonesian identifiers, consistent policies) and tells
the same story on every seed day: an overdue bill inside its grace period, one upcoming
bill, a year of history up to the seed day, Budi's last sign-in a few days back, Andi
inactive for more than a year. The days are reckoned from the real date of the run."""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest

from server.clock import WIB
from server.customer.models import Gender
from server.policy.models import PolicyStatus, ProductType
from server.seed.calendar import DemoCalendar, add_months, seed_day
from server.seed.demo_billing import DemoBilling
from server.seed.demo_data import PRODUCTS, HolderData, PolicyData, demo_accounts

TODAY = seed_day(datetime.now(UTC))
ACCOUNTS = demo_accounts(DemoCalendar(TODAY))
HOLDERS = [a.holder for a in ACCOUNTS if a.holder is not None]
POLICIES = [p for a in ACCOUNTS for p in a.policies]
# Every day of four years from one year back: month ends, 29 February, the 15th and 16th.
EVERY_DAY = [add_months(TODAY, -12) + timedelta(days=n) for n in range(4 * 366)]
PRODUCT_TYPES = {p.code: p.type for p in PRODUCTS}
PHONE = re.compile(r"^(\+62|0)\d{8,12}$")  # security.md


def nik_matches(holder: HolderData) -> bool:
    """NIK: 16 digits, DDMMYY of birth at positions 7-12, day + 40 for women."""
    if not re.fullmatch(r"\d{16}", holder.nik):
        return False
    day, month, year = int(holder.nik[6:8]), int(holder.nik[8:10]), int(holder.nik[10:12])
    if holder.gender is Gender.P:
        day -= 40
    born = holder.birth_date
    return (day, month, year) == (born.day, born.month, born.year % 100)


def test_nik_check_rejects_a_woman_without_the_plus_40() -> None:
    siti = next(h for h in HOLDERS if h.full_name == "Siti Rahmawati")
    assert nik_matches(siti)
    assert not nik_matches(replace(siti, nik="3273012406900002"))


@pytest.mark.parametrize("holder", HOLDERS, ids=lambda h: h.full_name)
def test_holder_identifiers_are_valid(holder: HolderData) -> None:
    assert nik_matches(holder)
    assert PHONE.fullmatch(holder.phone)
    assert re.fullmatch(r"[1-9]\d{4}", holder.postal_code)
    assert re.fullmatch(r"C\d{9}", holder.client_number)
    assert re.fullmatch(r"[^@\s]+@[^@\s]+\.[a-z.]+", holder.email)


def test_identifiers_are_unique() -> None:
    for values in (
        [a.user_name for a in ACCOUNTS],
        [h.nik for h in HOLDERS],
        [h.client_number for h in HOLDERS],
        [p.policy_number for p in POLICIES],
    ):
        assert len(values) == len(set(values))
    for account in ACCOUNTS:  # own contact only without a holder (else the holder's is used)
        assert (account.email is None) == (account.holder is not None)
        assert account.phone is None or PHONE.fullmatch(account.phone)


@pytest.mark.parametrize("policy", POLICIES, ids=lambda p: p.policy_number)
def test_policies_are_consistent(policy: PolicyData) -> None:
    assert re.fullmatch(r"[A-Z0-9]{8,16}", policy.policy_number)
    assert policy.product_code in PRODUCT_TYPES
    assert sum(1 for person in policy.insured if person.is_main) == 1
    assert policy.start_date < policy.end_date
    if policy.beneficiaries:
        assert sum(b.share_percent for b in policy.beneficiaries) == 100
    assert (policy.status is PolicyStatus.GRACE_PERIOD) == (policy.grace_period_end is not None)
    if policy.status in (PolicyStatus.TERMINATED, PolicyStatus.CLAIMED):
        assert policy.next_due_date is None
        assert policy.end_date <= TODAY
    has_cards = any(person.card is not None for person in policy.insured)
    assert has_cards == (PRODUCT_TYPES[policy.product_code] is ProductType.HEALTH)
    for rider in policy.riders:
        assert rider.end_date <= policy.end_date


def test_the_main_insured_of_each_policy_is_its_holder() -> None:
    for account in ACCOUNTS:
        for policy in account.policies:
            main = next(person for person in policy.insured if person.is_main)
            assert account.holder is not None
            assert (main.name, main.birth_date) == (
                account.holder.full_name,
                account.holder.birth_date,
            )


def test_budis_family_health_policy_is_in_its_grace_period() -> None:
    health = next(p for p in POLICIES if p.policy_number == "KS23000456")
    assert health.next_due_date is not None and health.grace_period_end is not None
    assert health.next_due_date < health.grace_period_end
    assert [person.relation for person in health.insured] == ["Diri Sendiri", "Istri", "Anak"]
    assert all(person.card is not None for person in health.insured)


def test_the_demo_tells_the_same_story_on_every_day() -> None:
    for day in EVERY_DAY:
        cal = DemoCalendar(day)
        accounts = {a.user_name: a for a in demo_accounts(cal)}
        policies = {p.policy_number: p for a in accounts.values() for p in a.policies}
        demo = DemoBilling(cal)
        start = datetime.combine(day, datetime.min.time(), WIB).astimezone(UTC)

        health = policies["KS23000456"]
        assert health.next_due_date is not None and health.grace_period_end is not None
        assert health.next_due_date < day <= health.grace_period_end, day
        unpaid = [b for b in demo.bills if b.paid_at is None]
        assert [b.due_date < day for b in unpaid] == [True, False], day
        assert all(b.paid_at < start for b in demo.bills if b.paid_at is not None), day
        for person in health.insured:
            assert person.card is not None
            assert person.card.valid_from <= day <= person.card.valid_until, day

        booked = [t.occurred_at.astimezone(WIB).date() for t in demo.transactions]
        assert max(booked) < day and min(booked) >= add_months(day, -12), day
        premiums = [t for t in demo.transactions if t.policy_number == "UL24000123" and t.period]
        assert len(premiums) == 12, day
        unit_link = policies["UL24000123"]
        assert unit_link.next_due_date is not None and unit_link.next_due_date >= day, day
        for number in ("WL22000789", "TL19000321"):
            due = policies[number].next_due_date
            assert due is not None and day < due <= add_months(day, 12), (number, day)

        budi, andi = accounts["budi.santoso"], accounts["andi.wijaya"]
        assert budi.last_login_at is not None and andi.last_login_at is not None
        assert timedelta(days=1) < start - budi.last_login_at < timedelta(days=7), day
        assert start - andi.last_login_at > timedelta(days=366), day
