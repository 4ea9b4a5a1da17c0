"""Indonesian working days: unit prices (NAB) are published only on them, never on a Saturday,
a Sunday or a national public holiday (the maintained ``holidays`` package's Indonesia
calendar, its joint leave days not counted)."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import date, timedelta
from functools import lru_cache

import holidays

_DAY = timedelta(days=1)


@lru_cache(maxsize=32)
def _holidays(year: int) -> frozenset[date]:
    return frozenset(holidays.country_holidays("ID", years=year).keys())


def is_working_day(day: date) -> bool:
    return day.weekday() < 5 and day not in _holidays(day.year)


def next_working_day(day: date) -> date:
    """The first working day after ``day`` (forward pricing: a transaction's trade date)."""
    day += _DAY
    while not is_working_day(day):
        day += _DAY
    return day


def last_working_day(day: date) -> date:
    """``day`` if it is a working day, else the last working day before it."""
    while not is_working_day(day):
        day -= _DAY
    return day


def working_days_between(start: date, end: date) -> Iterator[date]:
    """Every working day from ``start`` to ``end``, both included, oldest first."""
    day = start
    while day <= end:
        if is_working_day(day):
            yield day
        day += _DAY


def months_before(day: date, months: int) -> date:
    """The same day ``months`` earlier, the month's last day where that month is shorter."""
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    month += 1
    following = date(year + (month == 12), month % 12 + 1, 1)
    return date(year, month, min(day.day, (following - _DAY).day))
