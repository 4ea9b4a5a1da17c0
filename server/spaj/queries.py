"""Reading applications: one by its number (for staff, or for its own applicant only), and
everything its pages show, in a fixed number of SQL statements."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from server.access.caller import Applicant
from server.casework import queries as casework
from server.customer.models import PolicyHolder
from server.documents.models import Document
from server.errors import NotFound
from server.payment.lifecycle import LIVE
from server.payment.models import Payment, PremiumBill
from server.policy.models import Policy, Product, issued
from server.spaj import messages
from server.spaj.models import SpajApplication, SpajRequirement, SpajRequirementDocument


def find(session: Session, spaj_number: str, *, for_update: bool = False) -> SpajApplication:
    """Any application (staff), its requirements (with their documents) and events loaded;
    locked for a change when ``for_update``."""
    return casework.find(
        session, SpajApplication, SpajApplication.spaj_number == spaj_number,
        load=[
            selectinload(SpajApplication.requirements).selectinload(SpajRequirement.documents),
            selectinload(SpajApplication.events),
        ],
        for_update=for_update,
        missing=NotFound(messages.NOT_FOUND, detail="No such application."),
    )  # fmt: skip


def own(
    session: Session, applicant: Applicant, spaj_number: str, *, for_update: bool = False
) -> SpajApplication:
    """The applicant's own application; any other number is answered like a missing one
    (without even looking it up)."""
    if spaj_number != applicant.spaj_number:
        raise NotFound(messages.NOT_FOUND, detail="No such application for this applicant.")
    return find(session, spaj_number, for_update=for_update)


@dataclass(frozen=True, slots=True)
class FirstPremium:
    """The prepared policy's one bill and who holds it."""

    policy_number: str
    bill: PremiumBill
    held_by: Payment | None  # the live payment holding the bill, if any

    @property
    def held(self) -> bool:
        return self.held_by is not None


@dataclass(frozen=True, slots=True)
class SpajView:
    app: SpajApplication  # requirements (with documents) and events loaded
    product: Product
    documents: dict[str, Document]  # the requirements' documents by id
    first: FirstPremium | None  # after approval
    client_number: str | None  # the applicant's, when they hold an issued policy already

    @property
    def is_policy_holder(self) -> bool:
        return self.client_number is not None


def first_premium(session: Session, app: SpajApplication, now: datetime) -> FirstPremium | None:
    """The prepared policy's bill and the live payment holding it (one statement)."""
    if app.policy_id is None:
        return None
    row = session.execute(
        select(Policy.policy_number, PremiumBill, Payment)
        .join(PremiumBill, PremiumBill.policy_id == Policy.id)
        .outerjoin(
            Payment,
            (Payment.id == PremiumBill.hold_payment_id)
            & Payment.status.in_(LIVE)
            & (Payment.expires_at > now),
        )
        .where(Policy.id == app.policy_id)
        .order_by(PremiumBill.due_date)
        .limit(1)
    ).one()
    return FirstPremium(row[0], row[1], row[2])


def load(session: Session, app: SpajApplication, now: datetime) -> SpajView:
    product = session.get(Product, app.product_id)
    assert product is not None
    ids = [link.document_id for r in app.requirements for link in r.documents]
    documents = (
        {d.id: d for d in session.scalars(select(Document).where(Document.id.in_(ids)))}
        if ids
        else {}
    )
    client_number = session.scalar(
        select(PolicyHolder.client_number)
        .join(Policy, Policy.holder_id == PolicyHolder.id)
        .where(PolicyHolder.nik == app.applicant_nik, issued())
        .limit(1)
    )
    return SpajView(app, product, documents, first_premium(session, app, now), client_number)


def document_of(session: Session, app: SpajApplication, document_id: str) -> Document:
    """A document attached to one of the application's requirements; NotFound otherwise."""
    document = session.scalar(
        select(Document)
        .join(SpajRequirementDocument, SpajRequirementDocument.document_id == Document.id)
        .join(SpajRequirement, SpajRequirement.id == SpajRequirementDocument.requirement_id)
        .where(SpajRequirement.spaj_id == app.id, Document.id == document_id)
    )
    if document is None:
        raise NotFound(messages.DOCUMENT_NOT_FOUND, detail="The application has no such document.")
    return document
