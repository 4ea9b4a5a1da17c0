"""Issuing a policy when its first premium is settled (a listener of the payment engine's
settlement, :mod:`server.payment.events`, registered by ``server.app.create_app``), in the
settling transaction:

- the policy is in force from the payment day: its dates, its riders', its first bill's
  period and the payment's bill lines start that day (the settlement then posts the premium
  and moves the next due date one period on);
- the claimable benefits are booked as for every policy (:mod:`server.claim.booking`);
- a holder without a portal account gets one, NEW (the first-time journey: NIK, birth
  date, a code, a password of their own);
- the application is ISSUED with the policy number, and the applicant is told how to sign
  in.

Money for an application that expired meanwhile is applied when its charge was opened before
the deadline (the customer paid what we offered in time); otherwise it is logged for a
refund review and the policy stays unissued.
"""

from __future__ import annotations

import logging
from datetime import datetime

from sqlalchemy import select, update
from sqlalchemy.orm import Session, joinedload, selectinload

from server import settings
from server.access import accounts
from server.claim.booking import add_benefits
from server.clock import as_utc
from server.payment import methods
from server.payment.models import Payment, PremiumBill
from server.policy.models import Policy, PolicyStatus
from server.spaj import audit, messages, notices, prepare
from server.spaj.models import Action, ActorKind, SpajApplication, SpajStatus

log = logging.getLogger("server.spaj.issue")


def _application(session: Session, policy_id: int) -> SpajApplication | None:
    return session.scalar(
        select(SpajApplication)
        .where(SpajApplication.policy_id == policy_id)
        .options(selectinload(SpajApplication.requirements), selectinload(SpajApplication.events))
        .with_for_update(of=SpajApplication)
    )


def _issuable(app: SpajApplication, payment: Payment) -> bool:
    if app.status == SpajStatus.WAITING_PAYMENT:
        return True
    opened_in_time = app.pay_before is not None and as_utc(payment.created_at) <= as_utc(
        app.pay_before
    )
    return app.status == SpajStatus.EXPIRED and app.approved_at is not None and opened_in_time


def issue_on_settlement(session: Session, payment: Payment, policy: Policy, now: datetime) -> None:
    """The settlement listener: only a prepared (unissued) policy concerns SPAJ."""
    if policy.issued:
        return
    app = _application(session, policy.id)
    if app is None or not _issuable(app, payment):
        log.error(
            "first premium %s settled for policy %s whose application cannot be issued "
            "(status %s): needs refund review",
            payment.payment_number, policy.policy_number, app.status.value if app else "-",
        )  # fmt: skip
        return
    assert payment.paid_at is not None
    loaded = session.scalar(
        select(Policy)
        .where(Policy.id == policy.id)
        .options(
            joinedload(Policy.product, innerjoin=True),
            selectinload(Policy.insured),
            selectinload(Policy.riders),
        )
    )
    assert loaded is not None
    day = prepare.wib_day(payment.paid_at)
    end = prepare.add_months(day, 12 * app.term_years)
    loaded.start_date, loaded.end_date = day, end
    loaded.status = PolicyStatus.INFORCE
    loaded.issued = True
    loaded.payment_method = methods.info(payment.method.value).name
    for rider in loaded.riders:
        rider.end_date = end
    last = prepare.period_end(day, loaded.premium_frequency, end)
    for line in payment.bills:
        line.period_start, line.period_end, line.due_date = day, last, day
    session.execute(
        update(PremiumBill)
        .where(PremiumBill.id.in_([line.bill_id for line in payment.bills]))
        .values(period_start=day, period_end=last, due_date=day)
        .execution_options(synchronize_session=False)
    )
    session.flush()
    add_benefits(session, loaded, list(loaded.insured), list(loaded.riders), [])
    opened = accounts.open_account(session, holder_id=loaded.holder_id)
    app.issued_at = now
    audit.record(
        app, Action.ISSUED, SpajStatus.ISSUED, ActorKind.SYSTEM, messages.SYSTEM, now,
        note=messages.issued(loaded.policy_number),
    )  # fmt: skip
    session.flush()
    notices.status_changed(
        session, settings.current(), app, product=loaded.product.name, at=now,
        new_user_name=opened.user_name if opened else None,
        policy_number=loaded.policy_number,
    )  # fmt: skip
    log.info("policy %s issued for SPAJ %s", loaded.policy_number, app.spaj_number)
