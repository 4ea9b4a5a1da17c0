"""The unit-link investment: the funds (subdana), their unit prices (NAB, one per working
day), each policy's allocation of its next premiums and its unit movements (bought and sold
units at a trade date's price). A policy's units in a fund are the sum of its movements.

Units and prices are exact decimals with 4 places (:class:`Decimal4`): ``NUMERIC`` on
PostgreSQL; on SQLite, whose ``NUMERIC`` keeps a binary float, the same column holds the
value times 10,000 as an integer, so every value reads back exactly as written."""

from __future__ import annotations

import enum
from datetime import date, datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import (
    BigInteger,
    CheckConstraint,
    Date,
    DateTime,
    Dialect,
    ForeignKey,
    Index,
    Integer,
    Numeric,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column
from sqlalchemy.types import TypeDecorator, TypeEngine

from server.db import Base, checked_enum

PLACES = Decimal("0.0001")  # units and unit prices: exactly 4 decimals


class _ScaledOnSqlite(Numeric[Decimal]):
    """SQLite's side of :class:`Decimal4`: declared ``NUMERIC(p, 4)`` like the migration's
    column, but the integer it is given goes to the driver as is (no float on the way) and
    comes back as is (an integer in a ``NUMERIC`` column stays an integer)."""

    def bind_processor(self, dialect: Dialect) -> None:
        return None

    def result_processor(self, dialect: Dialect, coltype: object) -> None:
        return None


class Decimal4(TypeDecorator[Decimal]):
    """An exact decimal with 4 places: ``NUMERIC(precision, 4)``, read as :class:`Decimal`; on
    SQLite stored as the integer value x 10,000 (SQLite's ``NUMERIC`` would round through a
    binary float). Refuses a value with more than 4 places rather than round it silently."""

    impl = Numeric
    cache_ok = True

    def __init__(self, precision: int) -> None:
        super().__init__(precision=precision, scale=4, asdecimal=True)
        self.precision = precision

    def load_dialect_impl(self, dialect: Dialect) -> TypeEngine[Any]:
        if dialect.name == "sqlite":
            return _ScaledOnSqlite(self.precision, 4)
        return dialect.type_descriptor(Numeric(self.precision, 4, asdecimal=True))

    def process_bind_param(self, value: Decimal | None, dialect: Dialect) -> Any:
        if value is None:
            return None
        if value != value.quantize(PLACES):
            raise ValueError(f"{value} has more than 4 decimal places")
        return int(value.scaleb(4)) if dialect.name == "sqlite" else value.quantize(PLACES)

    def process_result_value(self, value: Any, dialect: Dialect) -> Decimal | None:
        if value is None:
            return None
        if dialect.name == "sqlite":
            return Decimal(int(value)).scaleb(-4).quantize(PLACES)
        return Decimal(value).quantize(PLACES)


class FundRisk(enum.StrEnum):
    LOW = "LOW"
    MEDIUM = "MEDIUM"
    HIGH = "HIGH"


class MovementKind(enum.StrEnum):
    OPENING = "OPENING"  # the units held before the price history
    PREMIUM = "PREMIUM"  # the allocated basic premium buys units
    TOP_UP = "TOP_UP"  # a top-up's allocated part buys units of its fund
    FEE = "FEE"  # a charge cancels units pro rata across the funds
    WITHDRAWAL = "WITHDRAWAL"  # a partial withdrawal sells units pro rata


class Fund(Base):
    __tablename__ = "funds"

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    code: Mapped[str] = mapped_column(String(20), unique=True)  # SENTOSA_EQUITY
    name: Mapped[str] = mapped_column(String(100))
    risk: Mapped[FundRisk] = mapped_column(checked_enum(FundRisk, "fund_risk"))
    launch_date: Mapped[date] = mapped_column(Date)


class FundPrice(Base):
    """One fund's unit price (NAB per unit) on one working day."""

    __tablename__ = "fund_prices"
    __table_args__ = (
        # Also the index of a fund's history: WHERE fund_id = ? AND price_date BETWEEN ...
        UniqueConstraint("fund_id", "price_date"),
        CheckConstraint("unit_price > 0", name="unit_price_positive"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    fund_id: Mapped[int] = mapped_column(ForeignKey("funds.id", ondelete="CASCADE"))
    price_date: Mapped[date] = mapped_column(Date)
    unit_price: Mapped[Decimal] = mapped_column(Decimal4(18))
    published_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class PolicyFundAllocation(Base):
    """The part of a policy's next premiums that buys units of one fund (a policy's percents
    add up to 100; a fund still held but no longer bought has 0)."""

    __tablename__ = "policy_fund_allocations"
    __table_args__ = (CheckConstraint("percent BETWEEN 0 AND 100", name="percent_range"),)

    policy_id: Mapped[int] = mapped_column(
        ForeignKey("policies.id", ondelete="CASCADE"), primary_key=True
    )
    fund_id: Mapped[int] = mapped_column(ForeignKey("funds.id"), primary_key=True)
    percent: Mapped[int] = mapped_column(SmallInteger)


class UnitMovement(Base):
    """Units of one fund bought (positive) or sold (negative) for a policy at the unit price
    of ``trade_date``; ``amount`` the rupiah they were bought or sold for, signed likewise."""

    __tablename__ = "unit_movements"
    __table_args__ = (
        # A policy's holdings and value history: WHERE policy_id = ? ORDER BY trade_date.
        Index("ix_unit_movements_policy_id_trade_date", "policy_id", "trade_date"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    fund_id: Mapped[int] = mapped_column(ForeignKey("funds.id"))
    trade_date: Mapped[date] = mapped_column(Date)
    units: Mapped[Decimal] = mapped_column(Decimal4(20))
    unit_price: Mapped[Decimal] = mapped_column(Decimal4(18))
    amount: Mapped[int] = mapped_column(BigInteger)
    transaction_id: Mapped[int | None] = mapped_column(
        ForeignKey("policy_transactions.id", ondelete="SET NULL"), default=None
    )
    kind: Mapped[MovementKind] = mapped_column(checked_enum(MovementKind, "movement_kind"))
