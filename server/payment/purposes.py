"""What a top-up payment pays for. A payment of purpose TOP_UP has no bills: its order (the
investment area's, which this layer may not import) says what the money buys. The answers
about such a payment (its detail, its receipt) show the order through :class:`TopUps`, which
the investment area installs (``server.app.create_app``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Protocol

from sqlalchemy.orm import Session


@dataclass(frozen=True, slots=True)
class TopUpLeg:
    fund_code: str
    fund_name: str
    percent: int
    amount: int  # rupiah of the invested amount that buys units of this fund


@dataclass(frozen=True, slots=True)
class TopUpInfo:
    order_number: str
    charge: int
    invested_amount: int
    legs: Sequence[TopUpLeg]
    status: str  # the order's status (FundOrderStatus)
    trade_date: date | None


class TopUps(Protocol):
    def describe(self, session: Session, payment_id: int) -> TopUpInfo | None:
        """The order a top-up payment pays for (None: no order, never expected)."""


class _NoTopUps:
    def describe(self, session: Session, payment_id: int) -> TopUpInfo | None:
        return None


_top_ups: TopUps = _NoTopUps()


def install(top_ups: TopUps) -> None:
    global _top_ups
    _top_ups = top_ups


def top_ups() -> TopUps:
    return _top_ups
