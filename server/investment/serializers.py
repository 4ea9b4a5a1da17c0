"""Response bodies of the investment, shaped as the contract's PolicyFunds (with its
FundOrder pending orders, also a switch's answer), FundAllocation, FundPriceHistory,
PolicyValueHistory and the staff's FundPriceDesk: units and unit prices as decimal text with
exactly 4 places, a change in percent with 2, rupiah whole, dates ``YYYY-MM-DD``, instants
UTC ``...Z``."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, datetime
from decimal import Decimal

from server import contract_types as contract
from server.clock import as_utc
from server.contract_labels import FUND_ORDER_KIND, FUND_ORDER_STATUS
from server.contract_values import listed, values_of
from server.investment.models import Fund, LegSide, OrderKind
from server.investment.orders import Shown
from server.investment.publishing import Day, Row
from server.investment.service import Holding, Investment, PriceHistory, ValueHistory
from server.investment.switch import FEE, FREE_A_YEAR, Terms

RISKS: tuple[contract.FundRisk, ...] = values_of(contract.FundRisk)
RANGES: tuple[contract.ChartRange, ...] = values_of(contract.ChartRange)
KINDS: tuple[contract.FundOrderKind, ...] = values_of(contract.FundOrderKind)
STATUSES: tuple[contract.FundOrderStatus, ...] = values_of(contract.FundOrderStatus)


def decimal4(value: Decimal) -> str:
    """``12345.6789``: exactly 4 places, never an exponent."""
    return f"{value:.4f}"


def chart_range(value: str) -> contract.ChartRange:
    return listed(RANGES, value, what="chart range")


def _fund(holding: Holding, fallback: date) -> contract.PolicyFund:
    fund = holding.fund
    return {
        "fund_code": fund.code,
        "fund_name": fund.name,
        "risk": listed(RISKS, fund.risk.value, what="fund risk"),
        "units": decimal4(holding.units),
        "unit_price": decimal4(holding.unit_price or Decimal(0)),
        "price_date": (holding.price_date or fallback).isoformat(),
        "value": holding.value,
        "allocation_percent": holding.allocation_percent,
    }


def policy_funds(found: Investment, today: date, terms: Terms) -> contract.PolicyFunds:
    price_date = found.price_date or today
    return {
        "policy_number": found.policy.policy_number,
        "product_name": found.policy.product.name,
        "price_date": price_date.isoformat(),
        "funds": [_fund(h, price_date) for h in found.holdings],
        "total_value": found.total_value,
        "surrender_charge": found.surrender_charge,
        "cash_value": found.cash_value,
        "pending_orders": [order(shown) for shown in found.pending],
        "switch_terms": {
            "free_a_year": FREE_A_YEAR,
            "free_left": terms.free_left,
            "fee": FEE,
            "next_fee": terms.next_fee,
            "year_end": terms.year_end.isoformat(),
        },
    }


def _instant(value: datetime) -> str:
    return as_utc(value).isoformat().replace("+00:00", "Z")


def order(shown: Shown) -> contract.FundOrder:
    """A pending order (a top-up, or a switch with its sources and its targets as allocation)."""
    order = shown.order
    buys = [(leg, fund) for leg, fund in shown.legs if leg.side == LegSide.BUY]
    answer: contract.FundOrder = {
        "order_number": order.order_number,
        "kind": listed(KINDS, order.kind.value, what="fund order kind"),
        "kind_desc": FUND_ORDER_KIND[order.kind.value],
        "status": listed(STATUSES, order.status.value, what="fund order status"),
        "status_desc": FUND_ORDER_STATUS[order.status.value],
        "amount": order.amount,
        "charge": order.charge,
        "invested_amount": order.invested_amount,
        "trade_date": order.trade_date.isoformat() if order.trade_date else None,
        "allocation": [
            {
                "fund_code": fund.code,
                "fund_name": fund.name,
                "percent": leg.percent,
                "amount": leg.amount,
            }
            for leg, fund in buys
        ],
        "created_at": _instant(order.created_at),
        "payment_id": shown.payment_number,
    }
    if order.kind == OrderKind.SWITCH:
        answer["sources"] = [
            {
                "fund_code": fund.code,
                "fund_name": fund.name,
                "percent": leg.percent or None,
                "units": decimal4(leg.units or Decimal(0)),
                "amount": leg.amount,
            }
            for leg, fund in shown.legs
            if leg.side == LegSide.SELL
        ]
    return answer


def allocation(policy_number: str, percents: Sequence[tuple[Fund, int]]) -> contract.FundAllocation:
    return {
        "policy_number": policy_number,
        "allocation": [
            {"fund_code": fund.code, "fund_name": fund.name, "percent": percent}
            for fund, percent in percents
        ],
    }


def price_history(found: PriceHistory) -> contract.FundPriceHistory:
    return {
        "fund_code": found.fund.code,
        "fund_name": found.fund.name,
        "range": chart_range(found.range),
        "points": [
            {"date": day.isoformat(), "unit_price": decimal4(price)} for day, price in found.points
        ],
    }


def value_history(found: ValueHistory) -> contract.PolicyValueHistory:
    return {
        "policy_number": found.policy.policy_number,
        "range": chart_range(found.range),
        "points": [{"date": day.isoformat(), "value": value} for day, value in found.points],
    }


def _desk_row(row: Row) -> contract.FundPriceDeskRow:
    change = row.change
    return {
        "fund_code": row.fund.code,
        "fund_name": row.fund.name,
        "risk": listed(RISKS, row.fund.risk.value, what="fund risk"),
        "unit_price": decimal4(row.price.unit_price) if row.price else None,
        "previous_unit_price": decimal4(row.previous.unit_price) if row.previous else None,
        "previous_price_date": row.previous.price_date.isoformat() if row.previous else None,
        "change_percent": f"{change + 0:.2f}" if change is not None else None,  # never -0.00
    }


def price_desk(day: Day) -> contract.FundPriceDesk:
    published_at = day.published_at
    return {
        "price_date": day.price_date.isoformat(),
        "working_day": day.working_day,
        "published": day.published,
        "published_at": _instant(published_at) if published_at else None,
        "published_by": day.published_by,
        "orders_waiting": day.orders_waiting,
        "last_published_date": day.last_published.isoformat() if day.last_published else None,
        "next_unpublished_date": (
            day.next_unpublished.isoformat() if day.next_unpublished else None
        ),
        "funds": [_desk_row(row) for row in day.rows],
    }
