"""The customer's e-mail once a top-up is invested, written to the notice outbox in the unit
of work that invests it (sent only when it commits)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import notify
from server.customer.models import PolicyHolder
from server.investment import messages
from server.investment.models import Fund, FundOrder, FundOrderLeg
from server.notify import Notice
from server.payment.messages import rupiah, tanggal
from server.policy.models import Policy

KIND = "TOP_UP_INVESTED"


def angka(value: Decimal) -> str:
    """1.523,4567: an exact decimal as Indonesians write it (4 places)."""
    whole, _, fraction = f"{value:.4f}".partition(".")
    return f"{int(whole):,}".replace(",", ".") + "," + fraction


def invested(
    session: Session, order: FundOrder, legs: Sequence[FundOrderLeg], *, now: datetime
) -> None:
    row = session.execute(
        select(PolicyHolder.email, Policy.policy_number)
        .join(Policy, Policy.holder_id == PolicyHolder.id)
        .where(Policy.id == order.policy_id)
    ).one_or_none()
    if row is None or not row.email:
        return
    names = dict(
        session.execute(
            select(Fund.id, Fund.name).where(Fund.id.in_([leg.fund_id for leg in legs]))
        ).all()
    )
    lines = "\n".join(
        messages.INVESTED_LINE.format(
            fund=names[leg.fund_id],
            units=angka(leg.units or Decimal(0)),
            price=angka(leg.unit_price or Decimal(0)),
            amount=rupiah(leg.amount),
        )
        for leg in legs
    )
    assert order.trade_date is not None
    text = messages.INVESTED_TEXT.format(
        amount=rupiah(order.amount), policy=row.policy_number, order=order.order_number,
        day=tanggal(order.trade_date), lines=lines, charge=rupiah(order.charge),
    )  # fmt: skip
    subject = messages.INVESTED_SUBJECT.format(
        amount=rupiah(order.amount), policy=row.policy_number
    )
    notify.send_after_commit(
        session, Notice(to=row.email, kind=KIND, subject=subject, text=text, created_at=now)
    )
