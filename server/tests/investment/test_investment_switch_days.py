"""A switch's days without a database (server/investment/switch.py): the trade date of a
confirmation instant (noon WIB, a WIB day that is still the previous day in UTC, a holiday)
and the first day of the policy year whose switches are counted for the fee (a start on
29 February: 1 March outside leap years)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from server.clock import WIB
from server.investment.switch import trade_date, year_start


@pytest.mark.parametrize(
    ("at", "trade"),
    [
        (datetime(2026, 8, 14, 11, 59, 59, tzinfo=WIB), date(2026, 8, 14)),  # Friday morning
        (datetime(2026, 8, 14, 12, 0, tzinfo=WIB), date(2026, 8, 18)),  # then the 17th, a holiday
        (datetime(2026, 8, 13, 18, 30, tzinfo=UTC), date(2026, 8, 14)),  # 01.30 WIB on Friday
        (datetime(2026, 8, 16, 9, 0, tzinfo=WIB), date(2026, 8, 18)),  # Sunday
    ],
)
def test_the_trade_date_of_a_confirmation(at: datetime, trade: date) -> None:
    assert trade_date(at) == trade


def test_the_policy_year_starts_on_the_anniversary() -> None:
    start = date(2024, 3, 1)
    assert year_start(start, date(2026, 2, 28)) == date(2025, 3, 1)
    assert year_start(start, date(2026, 3, 1)) == date(2026, 3, 1)
    assert year_start(date(2024, 2, 29), date(2025, 2, 28)) == date(2024, 2, 29)
    assert year_start(date(2024, 2, 29), date(2025, 6, 1)) == date(2025, 3, 1)
    assert year_start(date(2024, 2, 29), date(2024, 2, 29)) == date(2024, 2, 29)
