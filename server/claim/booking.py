"""What a policy covers, as the core system books it from the product, the riders and the
health cards (``policy_benefits``): for the demo policies, and for a policy issued from a
SPAJ when its first premium is paid:

- life products (unit link, term, whole life): the death benefit of the sum assured for the
  main insured, for the policy's term;
- the family health product: for every insured person with a card, hospital stays up to the
  card's annual limit and outpatient care up to the plan's outpatient limit, over the card's
  year, after a 30-day waiting period;
- riders for the main insured until the rider's end: CI100 critical illness (lump sum, 90-day
  waiting period), HCP500 hospital cash (per night, at most 90 nights a policy year, 30 days),
  ADD250 accidental disability (lump sum, no waiting period).
"""

from __future__ import annotations

from sqlalchemy.orm import Session

from server.claim.models import Benefit, BenefitKind, LimitPeriod, PolicyBenefit
from server.policy.models import HealthCard, InsuredPerson, Policy, ProductType, Rider

OUTPATIENT_LIMIT = {"Plan Gold": 20_000_000, "Plan Silver": 10_000_000}
ILLNESS_WAIT = 30
# rider code: (benefit, kind, period, waiting days, nights a year)
RIDERS = {
    "CI100": (Benefit.PENYAKIT_KRITIS, BenefitKind.LUMP_SUM, LimitPeriod.LIFETIME, 90, None),
    "HCP500": (Benefit.RAWAT_INAP, BenefitKind.DAILY_CASH, LimitPeriod.POLICY_YEAR, 30, 90),
    "ADD250": (Benefit.CACAT_TETAP, BenefitKind.LUMP_SUM, LimitPeriod.LIFETIME, 0, None),
}


def add_benefits(
    session: Session,
    policy: Policy,
    insured: list[InsuredPerson],
    riders: list[Rider],
    cards: list[HealthCard],
) -> None:
    main = next(person for person in insured if person.is_main)
    product = policy.product
    rows: list[PolicyBenefit] = []
    if product.type != ProductType.HEALTH and policy.sum_assured > 0:
        rows.append(
            PolicyBenefit(
                policy_id=policy.id,
                insured_person_id=main.id,
                benefit=Benefit.MENINGGAL_DUNIA,
                kind=BenefitKind.LUMP_SUM,
                source=product.name,
                amount=policy.sum_assured,
                period=LimitPeriod.LIFETIME,
                valid_from=policy.start_date,
                valid_until=policy.end_date,
                waiting_days=0,
            )
        )
    for card in cards:
        source = f"{product.name} - {card.plan_name}"
        for benefit, amount in (
            (Benefit.RAWAT_INAP, card.annual_limit),
            (Benefit.RAWAT_JALAN, OUTPATIENT_LIMIT.get(card.plan_name, 10_000_000)),
        ):
            rows.append(
                PolicyBenefit(
                    policy_id=policy.id,
                    insured_person_id=card.insured_person_id,
                    benefit=benefit,
                    kind=BenefitKind.REIMBURSEMENT,
                    source=source,
                    amount=amount,
                    period=LimitPeriod.CARD_YEAR,
                    valid_from=card.valid_from,
                    valid_until=card.valid_until,
                    waiting_days=ILLNESS_WAIT,
                )
            )
    for rider in riders:
        if rider.rider_code not in RIDERS:
            continue
        benefit, kind, period, wait, nights = RIDERS[rider.rider_code]
        rows.append(
            PolicyBenefit(
                policy_id=policy.id,
                insured_person_id=main.id,
                benefit=benefit,
                kind=kind,
                source=rider.rider_name,
                amount=rider.sum_assured,
                max_days=nights,
                period=period,
                valid_from=policy.start_date,
                valid_until=rider.end_date,
                waiting_days=wait,
            )
        )
    session.add_all(rows)
