"""Reading claims: the customer's history and one claim with everything its page shows, in a
fixed number of SQL statements."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import func, select
from sqlalchemy.orm import Session, selectinload

from server.casework import queries as casework
from server.claim import messages
from server.claim.models import Claim, ClaimDocument, ClaimStatus
from server.documents.models import Document
from server.errors import NotFound
from server.policy.models import InsuredPerson, Policy, Product


@dataclass(frozen=True, slots=True)
class ClaimView:
    claim: Claim  # events and documents loaded
    policy_number: str
    product_name: str
    insured: InsuredPerson
    documents: list[tuple[ClaimDocument, Document]]


def _names(session: Session, claims: list[Claim]) -> dict[int, tuple[str, str, InsuredPerson]]:
    if not claims:
        return {}
    rows = session.execute(
        select(Claim.id, Policy.policy_number, Product.name, InsuredPerson)
        .join(Policy, Policy.id == Claim.policy_id)
        .join(Product, Product.id == Policy.product_id)
        .join(InsuredPerson, InsuredPerson.id == Claim.insured_person_id)
        .where(Claim.id.in_([c.id for c in claims]))
    ).all()
    return {row[0]: (row[1], row[2], row[3]) for row in rows}


def history(
    session: Session, holder_id: int | None, *, status: ClaimStatus | None, page: int, size: int
) -> tuple[list[ClaimView], int]:
    """The holder's claims, newest first (three SQL statements)."""
    if holder_id is None:
        return [], 0
    where = [Claim.holder_id == holder_id]
    if status is not None:
        where.append(Claim.status == status)
    total = session.scalar(select(func.count()).select_from(Claim).where(*where)) or 0
    claims = list(
        session.scalars(
            select(Claim)
            .where(*where)
            .order_by(Claim.submitted_at.desc(), Claim.id.desc())
            .offset((page - 1) * size)
            .limit(size)
        )
    )
    names = _names(session, claims)
    return [ClaimView(c, *names[c.id], documents=[]) for c in claims], total


def load(session: Session, claim: Claim) -> ClaimView:
    """Everything of one claim the pages show (the claim's events and documents loaded)."""
    names = _names(session, [claim])
    documents = session.execute(
        select(ClaimDocument, Document)
        .join(Document, Document.id == ClaimDocument.document_id)
        .where(ClaimDocument.claim_id == claim.id)
        .order_by(ClaimDocument.id)
    ).all()
    return ClaimView(claim, *names[claim.id], documents=[(row[0], row[1]) for row in documents])


def owned(
    session: Session, claim_number: str, holder_id: int | None, *, for_update: bool = False
) -> Claim:
    """The customer's claim; NotFound alike for another's (or for a caller with no holder)."""
    claim = find(session, claim_number, for_update=for_update)
    if holder_id is None or claim.holder_id != holder_id:
        raise NotFound(messages.NOT_FOUND, detail="No such claim for this customer.")
    return claim


def find(session: Session, claim_number: str, *, for_update: bool = False) -> Claim:
    """Any claim, for staff (locked for a decision when ``for_update``)."""
    return casework.find(
        session, Claim, Claim.claim_number == claim_number,
        load=[selectinload(Claim.events), selectinload(Claim.documents)],
        for_update=for_update,
        missing=NotFound(messages.NOT_FOUND, detail="No such claim for this customer."),
    )  # fmt: skip
