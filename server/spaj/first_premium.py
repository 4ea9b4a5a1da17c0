"""The first premium of an approved application, paid through the portal's payment engine
with the SPAJ token (``payment/create``, ``payment/detail``, ``payment/cancel``,
``payment/receipt``): what the applicant may reach there (:class:`FirstPremiums`, installed
into :mod:`server.payment.payers` by ``server.app.create_app``) and the page that starts it
(``spaj/payment/info``)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import select
from sqlalchemy.orm import Session, selectinload

from server.customer.models import PolicyHolder
from server.errors import Conflict, NotFound
from server.payment import lifecycle
from server.payment.models import Payment
from server.payment.service import MAX_PAYMENTS_LISTED, SHOWN
from server.policy.models import Policy, Product
from server.spaj import expiry, messages, prepare, queries
from server.spaj.models import SpajApplication, SpajStatus

AFTER_APPROVAL = (SpajStatus.WAITING_PAYMENT, SpajStatus.ISSUED, SpajStatus.EXPIRED)


class FirstPremiums:
    """An applicant pays only the prepared policy of their own application, only its first
    bill (its only one), only while it waits for payment and before ``pay_before``."""

    def payable(self, session: Session, *, spaj_id: int, now: datetime) -> int:
        app = session.get(SpajApplication, spaj_id)
        if app is None:
            raise NotFound(messages.NOT_FOUND, detail="No such application.")
        after_approval = app.status in (SpajStatus.WAITING_PAYMENT, SpajStatus.EXPIRED)
        if after_approval and app.policy_id is not None and app.pay_before is not None:
            first = queries.first_premium(session, app, now)
            if app.status == SpajStatus.WAITING_PAYMENT and not expiry.lapsed(app, now, first):
                return app.policy_id
            raise Conflict(
                messages.payment_closed(prepare.wib_day(app.pay_before)),
                detail="The first premium's deadline has passed.",
            )
        sources = (SpajStatus.WAITING_PAYMENT.value,)
        seen = expiry.status(app, now, None).value
        raise Conflict(
            messages.wrong_status(app.spaj_number, seen, sources),
            detail=f"The application is {seen}.",
        )

    def readable(self, session: Session, *, spaj_id: int) -> int | None:
        return session.scalar(
            select(SpajApplication.policy_id).where(SpajApplication.id == spaj_id)
        )


@dataclass(frozen=True, slots=True)
class PaymentInfo:
    app: SpajApplication
    policy: Policy
    holder_name: str
    product_name: str
    first: queries.FirstPremium
    payments: list[Payment]  # newest first, bills loaded


def info(session: Session, app: SpajApplication, now: datetime) -> PaymentInfo:
    """The first premium's page: its bill, deadline, the applicant's payments and whether
    the policy is issued. Before approval: 409. Overdue payments are expired first."""
    if app.status not in AFTER_APPROVAL or app.policy_id is None:
        seen = expiry.status(app, now, None).value
        allowed = [SpajStatus.WAITING_PAYMENT.value, SpajStatus.ISSUED.value]
        raise Conflict(
            messages.wrong_status(app.spaj_number, seen, allowed),
            detail="The application was not approved.",
        )
    lifecycle.expire_stale(session, now=now, policy_id=app.policy_id)
    policy = session.get(Policy, app.policy_id)
    assert policy is not None
    holder = session.get(PolicyHolder, policy.holder_id)
    first = queries.first_premium(session, app, now)
    assert holder is not None and first is not None
    product = session.get(Product, policy.product_id)
    assert product is not None
    payments = list(
        session.scalars(
            select(Payment)
            .where(Payment.spaj_id == app.id, SHOWN)
            .options(selectinload(Payment.bills))
            .order_by(Payment.created_at.desc(), Payment.id.desc())
            .limit(MAX_PAYMENTS_LISTED)
        )
    )
    return PaymentInfo(app, policy, holder.full_name, product.name, first, payments)
