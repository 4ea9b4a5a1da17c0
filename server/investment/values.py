"""The investment's arithmetic, exact in :class:`~decimal.Decimal` (never a binary float):
units to 4 places rounded down when bought and sold, a fund's value in whole rupiah (units x
unit price rounded half up), and the surrender charge of a policy year."""

from __future__ import annotations

from datetime import date
from decimal import ROUND_DOWN, ROUND_HALF_UP, Decimal

from server.investment.models import PLACES

# The surrender charge: a percent of the annual basic premium by policy year (1st year 100%,
# ... 5th 20%, from the 6th none).
SURRENDER_PERCENT = (100, 80, 60, 40, 20)


def units_for(amount: int | Decimal, unit_price: Decimal) -> Decimal:
    """The units ``amount`` rupiah buys (or sells) at ``unit_price``, rounded down to 4
    places: a fraction of a unit never goes to the customer's or the company's favour."""
    return (Decimal(amount) / unit_price).quantize(PLACES, rounding=ROUND_DOWN)


def rupiah(units: Decimal, unit_price: Decimal) -> int:
    """``units`` x ``unit_price`` in whole rupiah, half up."""
    return int((units * unit_price).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def policy_year(start: date, today: date) -> int:
    """The running policy year: 1 from the start to the day before its first anniversary."""
    years = today.year - start.year - ((today.month, today.day) < (start.month, start.day))
    return max(years, 0) + 1


def surrender_percent(start: date, today: date) -> int:
    year = policy_year(start, today)
    return SURRENDER_PERCENT[year - 1] if year <= len(SURRENDER_PERCENT) else 0


def surrender_charge(annual_basic_premium: int, start: date, today: date) -> int:
    """Whole rupiah, half up (the percents are whole, so it is exact)."""
    return annual_basic_premium * surrender_percent(start, today) // 100
