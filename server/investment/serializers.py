"""Response bodies of the investment, shaped as the contract's PolicyFunds, FundPriceHistory
and PolicyValueHistory: units and unit prices as decimal text with exactly 4 places, rupiah
whole, dates ``YYYY-MM-DD``."""

from __future__ import annotations

from datetime import date
from decimal import Decimal

from server import contract_types as contract
from server.contract_values import listed, values_of
from server.investment.service import Holding, Investment, PriceHistory, ValueHistory

RISKS: tuple[contract.FundRisk, ...] = values_of(contract.FundRisk)
RANGES: tuple[contract.ChartRange, ...] = values_of(contract.ChartRange)


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


def policy_funds(found: Investment, today: date) -> contract.PolicyFunds:
    price_date = found.price_date or today
    return {
        "policy_number": found.policy.policy_number,
        "product_name": found.policy.product.name,
        "price_date": price_date.isoformat(),
        "funds": [_fund(h, price_date) for h in found.holdings],
        "total_value": found.total_value,
        "surrender_charge": found.surrender_charge,
        "cash_value": found.cash_value,
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
