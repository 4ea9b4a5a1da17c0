"""The demo's claims as seeded: one consistent story (claim tests of the demo, on the seed
day and on other days)."""

from __future__ import annotations

from datetime import timedelta

from sqlalchemy import select

from server import clock
from server.claim.models import Claim
from server.clock import WIB
from server.customer.models import PolicyHolder
from server.db import transaction
from server.documents.models import Document


def demo_claims_hold_together() -> dict[str, list[str]]:
    """Budi's demo claims, as seeded, tell one consistent story (checked on the rows): each
    timeline starts with the submission and ends in the claim's status, in order and not
    after now; the event before the submission and within the deadline, on or after the
    waiting period; hospital cash the nights times the daily amount, a lump sum the rider's
    sum, an approval plus its deductions the amount claimed; a paid claim linked to its
    payout in the ledger (its number, amount and date), no other claim to any; every
    required document attached, Budi's, its file in storage. Their numbers by status."""
    from sqlalchemy.orm import selectinload

    from server.claim import catalogue
    from server.claim.models import BenefitKind, ClaimStatus, PolicyBenefit
    from server.documents import service
    from server.ledger.models import PolicyTransaction, TransactionType
    from server.policy.models import Policy
    from server.seed.demo_data import BUDI

    now = clock.now()
    by_status: dict[str, list[str]] = {}
    with transaction() as session:
        holder = session.scalar(select(PolicyHolder).where(PolicyHolder.nik == BUDI.nik))
        assert holder is not None
        claims = session.scalars(
            select(Claim)
            .where(Claim.holder_id == holder.id)
            .options(selectinload(Claim.events), selectinload(Claim.documents))
            .order_by(Claim.id)
        ).all()
        for claim in claims:
            number = claim.claim_number
            by_status.setdefault(claim.status.value, []).append(number)
            benefit = session.get(PolicyBenefit, claim.benefit_id)
            policy = session.get(Policy, claim.policy_id)
            assert benefit is not None and policy is not None

            times = [clock.as_utc(e.at) for e in claim.events]
            assert claim.events[0].status == ClaimStatus.SUBMITTED, number
            assert times[0] == clock.as_utc(claim.submitted_at), number
            assert times == sorted(set(times)) and times[-1] <= now, number
            assert claim.events[-1].status == claim.status, number
            assert times[-1] == clock.as_utc(claim.updated_at), number

            filed = times[0].astimezone(WIB).date()
            last = claim.end_date or claim.event_date
            assert claim.event_date <= last < filed, number
            assert (filed - last).days <= catalogue.SUBMIT_WITHIN_DAYS[claim.benefit], number
            waiting_end = policy.start_date + timedelta(days=benefit.waiting_days)
            assert waiting_end <= claim.event_date <= benefit.valid_until, number

            if claim.kind == BenefitKind.DAILY_CASH:
                assert claim.end_date is not None
                nights = (claim.end_date - claim.event_date).days
                assert claim.claimed_amount == nights * benefit.amount, number
            elif claim.kind == BenefitKind.LUMP_SUM:
                assert claim.claimed_amount == benefit.amount, number
            if claim.approved_amount is not None:
                cuts = sum(d["amount"] for d in claim.deductions or [])
                assert claim.approved_amount + cuts == claim.claimed_amount, number

            if claim.status == ClaimStatus.PAID:
                paid = session.get(PolicyTransaction, claim.transaction_id)
                assert paid is not None, number
                assert (paid.reference_number, paid.amount, paid.type, paid.policy_id) == (
                    number, claim.approved_amount, TransactionType.CLAIM_PAYOUT, claim.policy_id,
                )  # fmt: skip
                assert paid.effective_date == claim.transfer_date, number
                assert sum(line["amount"] for line in paid.breakdown or []) == paid.amount
            else:
                assert claim.transaction_id is None and claim.paid_at is None, number

            required = set(catalogue.required_types(claim.benefit))
            assert required <= {d.type for d in claim.documents}, number
            for link in claim.documents:
                document = session.get(Document, link.document_id)
                assert document is not None and document.attached_to == number
                assert document.owner_user_id == claim.user_id
                content = service.read_document(document)
                assert content.startswith(b"%PDF-") and len(content) == document.size_bytes
    return by_status
