"""The unit-link investment: the funds (subdana), their unit prices (NAB, one per working
day, published by staff or loaded from the core system), each policy's allocation of its next
premiums, its unit movements (bought and sold units at a trade date's price) and its fund
orders (a top-up now, a fund switch later: an order with one leg per fund, invested at the
unit prices of its trade date). A policy's units in a fund are the sum of its movements.

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
from sqlalchemy.orm import Mapped, mapped_column, relationship
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
    SWITCH_OUT = "SWITCH_OUT"  # a fund switch sells units of a source fund
    SWITCH_IN = "SWITCH_IN"  # a fund switch buys units of a target fund


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
    # The staff member (user name) who published it; None: loaded from the core system.
    published_by: Mapped[str | None] = mapped_column(String(60), default=None)


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


class OrderKind(enum.StrEnum):
    TOP_UP = "TOP_UP"  # money paid in buys units (legs: BUY)
    SWITCH = "SWITCH"  # units of some funds sold to buy others (legs: SELL and BUY)


class OrderStatus(enum.StrEnum):
    AWAITING_PAYMENT = "AWAITING_PAYMENT"
    AWAITING_PRICE = "AWAITING_PRICE"
    INVESTED = "INVESTED"
    CANCELLED = "CANCELLED"


class LegSide(enum.StrEnum):
    BUY = "BUY"
    SELL = "SELL"


class FundOrder(Base):
    """An order that moves a policy's units at the unit prices of its ``trade_date`` (forward
    pricing: the first working day after the money arrived). A top-up: ``amount`` paid through
    ``payment_id``, ``charge`` kept, ``invested_amount`` split over its BUY legs. Statuses:
    AWAITING_PAYMENT -> AWAITING_PRICE -> INVESTED, or CANCELLED when its payment ends unpaid;
    each move is a compare-and-set on the status. A switch (:mod:`server.investment.switch`):
    created AWAITING_PRICE with its trade date and its fee as ``charge`` (``amount`` and
    ``invested_amount`` 0 until invested: the value its SELL legs fetch, and that less the
    fee), no payment."""

    __tablename__ = "fund_orders"
    __table_args__ = (
        CheckConstraint("amount >= 0 AND charge >= 0", name="amounts_positive"),
        # A switch waiting for its prices knows its fee (charge) but not yet its amount.
        CheckConstraint(
            "invested_amount = amount - charge OR (kind = 'SWITCH' AND status = 'AWAITING_PRICE'"
            " AND amount = 0 AND invested_amount = 0)",
            name="invested_is_amount_less_charge",
        ),
        # The investing job: WHERE status = 'AWAITING_PRICE' (AND trade_date = ?).
        Index("ix_fund_orders_status_trade_date", "status", "trade_date"),
        # A policy's pending orders: WHERE policy_id = ? AND status IN (...).
        Index("ix_fund_orders_policy_id_status", "policy_id", "status"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    order_number: Mapped[str] = mapped_column(String(20), unique=True)  # TU-20261130-Q4M7K2XA
    policy_id: Mapped[int] = mapped_column(ForeignKey("policies.id", ondelete="CASCADE"))
    kind: Mapped[OrderKind] = mapped_column(checked_enum(OrderKind, "fund_order_kind"))
    status: Mapped[OrderStatus] = mapped_column(checked_enum(OrderStatus, "fund_order_status"))
    amount: Mapped[int] = mapped_column(BigInteger)
    charge: Mapped[int] = mapped_column(BigInteger)
    invested_amount: Mapped[int] = mapped_column(BigInteger)
    payment_id: Mapped[int | None] = mapped_column(
        ForeignKey("payments.id"), unique=True, default=None
    )
    transaction_id: Mapped[int | None] = mapped_column(
        ForeignKey("policy_transactions.id", ondelete="SET NULL"), default=None
    )
    trade_date: Mapped[date | None] = mapped_column(Date, default=None)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    paid_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    invested_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    cancelled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)

    legs: Mapped[list[FundOrderLeg]] = relationship(
        lazy="raise", order_by="FundOrderLeg.position", cascade="all, delete-orphan"
    )


class FundOrderLeg(Base):
    """One fund of an order: a BUY leg buys ``amount`` rupiah of units (its ``percent`` of the
    invested amount, the split's remainder on the last leg); ``units`` and ``unit_price`` are
    set when it is invested (units rounded down to 4 places). A switch's SELL leg holds the
    ``units`` it sells from the start (``percent`` the customer's percent of the fund's units,
    0 when they named units) and its ``amount`` once sold (units x price, half up)."""

    __tablename__ = "fund_order_legs"
    __table_args__ = (
        UniqueConstraint("order_id", "side", "fund_id"),
        CheckConstraint("percent BETWEEN 0 AND 100", name="percent_range"),
    )

    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    order_id: Mapped[int] = mapped_column(ForeignKey("fund_orders.id", ondelete="CASCADE"))
    position: Mapped[int] = mapped_column(SmallInteger)  # the customer's order of the funds
    side: Mapped[LegSide] = mapped_column(checked_enum(LegSide, "fund_order_leg_side"))
    fund_id: Mapped[int] = mapped_column(ForeignKey("funds.id"))
    percent: Mapped[int] = mapped_column(SmallInteger)
    amount: Mapped[int] = mapped_column(BigInteger)
    units: Mapped[Decimal | None] = mapped_column(Decimal4(20), default=None)
    unit_price: Mapped[Decimal | None] = mapped_column(Decimal4(18), default=None)
    movement_id: Mapped[int | None] = mapped_column(
        ForeignKey("unit_movements.id", ondelete="SET NULL"), default=None
    )
