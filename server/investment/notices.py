"""The customer's e-mails, written to the notice outbox in the unit of work that makes them
true (sent only when it commits): a top-up invested, a fund switch invested, the premium
allocation changed. Each is also kept in the holder's inbox, linking to the policy's
Investasi page."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime
from decimal import Decimal

from sqlalchemy import select
from sqlalchemy.orm import Session

from server import notify
from server.access.accounts import account_of
from server.clock import WIB
from server.customer.models import PolicyHolder
from server.investment import messages
from server.investment.models import Fund, FundOrder, FundOrderLeg
from server.notify import Notice
from server.payment.messages import rupiah, tanggal
from server.policy.models import Policy

KIND = "TOP_UP_INVESTED"
SWITCHED = "FUND_SWITCH_INVESTED"
ALLOCATION_CHANGED = "FUND_ALLOCATION_CHANGED"
INVESTMENT_LINK = "/polis/investasi?policy={policy}"  # web: features/investment/paths.ts


def angka(value: Decimal) -> str:
    """1.523,4567: an exact decimal as Indonesians write it (4 places)."""
    whole, _, fraction = f"{value:.4f}".partition(".")
    return f"{int(whole):,}".replace(",", ".") + "," + fraction


def _recipient(session: Session, policy_id: int) -> tuple[str, str] | None:
    """The holder's e-mail address and the policy number (None: no address)."""
    row = session.execute(
        select(PolicyHolder.email, Policy.policy_number)
        .join(Policy, Policy.holder_id == PolicyHolder.id)
        .where(Policy.id == policy_id)
    ).one_or_none()
    return None if row is None or not row.email else (row.email, row.policy_number)


def _notice(
    session: Session,
    policy_id: int,
    *,
    to: str,
    kind: str,
    subject: str,
    text: str,
    now: datetime,
    policy: str,
) -> None:
    """Send one notice about ``policy``: to ``to`` and the holder's inbox."""
    holder_id = session.scalar(select(Policy.holder_id).where(Policy.id == policy_id))
    notify.send_after_commit(
        session,
        Notice(
            to=to,
            kind=kind,
            subject=subject,
            text=text,
            created_at=now,
            user_id=None if holder_id is None else account_of(session, holder_id=holder_id),
            link=INVESTMENT_LINK.format(policy=policy),
        ),
    )


def _names(session: Session, fund_ids: Sequence[int]) -> dict[int, str]:
    return dict(session.execute(select(Fund.id, Fund.name).where(Fund.id.in_(fund_ids))).all())


def switched(
    session: Session,
    order: FundOrder,
    sells: Sequence[FundOrderLeg],
    buys: Sequence[FundOrderLeg],
    *,
    now: datetime,
) -> None:
    found = _recipient(session, order.policy_id)
    if found is None:
        return
    to, policy = found
    names = _names(session, [leg.fund_id for leg in (*sells, *buys)])

    def lines(legs: Sequence[FundOrderLeg]) -> str:
        return "\n".join(
            messages.INVESTED_LINE.format(
                fund=names[leg.fund_id],
                units=angka(leg.units or Decimal(0)),
                price=angka(leg.unit_price or Decimal(0)),
                amount=rupiah(leg.amount),
            )
            for leg in legs
        )

    assert order.trade_date is not None
    text = messages.SWITCHED_TEXT.format(
        policy=policy, order=order.order_number, day=tanggal(order.trade_date),
        sells=lines(sells), buys=lines(buys), fee=rupiah(order.charge),
    )  # fmt: skip
    subject = messages.SWITCHED_SUBJECT.format(policy=policy)
    _notice(
        session, order.policy_id, to=to, kind=SWITCHED, subject=subject, text=text, now=now,
        policy=policy,
    )  # fmt: skip


def allocation_changed(
    session: Session, policy_id: int, percents: Sequence[tuple[Fund, int]], *, now: datetime
) -> None:
    found = _recipient(session, policy_id)
    if found is None:
        return
    to, policy = found
    lines = "\n".join(
        messages.ALLOCATION_LINE.format(fund=fund.name, percent=percent)
        for fund, percent in percents
    )
    text = messages.ALLOCATION_CHANGED_TEXT.format(
        policy=policy, day=tanggal(now.astimezone(WIB).date()), lines=lines
    )
    subject = messages.ALLOCATION_CHANGED_SUBJECT.format(policy=policy)
    _notice(
        session, policy_id, to=to, kind=ALLOCATION_CHANGED, subject=subject, text=text, now=now,
        policy=policy,
    )  # fmt: skip


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
    _notice(
        session, order.policy_id, to=row.email, kind=KIND, subject=subject, text=text, now=now,
        policy=row.policy_number,
    )  # fmt: skip
