"""Indonesian office working days: Monday to Friday, not a national public holiday and not a
cuti bersama (the government's collective leave days, such as 24 December), as the maintained
``holidays`` package lists them (``country_holidays("ID", categories=("public",
"government"))``: the "government" category holds cuti bersama).

The calendar of service deadlines owed to a customer (a complaint's answer, POJK 22/2023).
Unit prices keep their own calendar (:mod:`server.investment.calendar`).
"""

from __future__ import annotations

from datetime import date, timedelta
from functools import cache

import holidays

CATEGORIES = ("public", "government")


@cache
def _off_days(year: int) -> frozenset[date]:
    """The holidays and cuti bersama of one year."""
    return frozenset(holidays.country_holidays("ID", years=year, categories=CATEGORIES))


def is_working_day(day: date) -> bool:
    return day.weekday() < 5 and day not in _off_days(day.year)


def add_working_days(day: date, n: int) -> date:
    """The ``n``-th working day after ``day`` (``day`` itself never counts; ``n >= 1``)."""
    if n < 1:
        raise ValueError("n must be at least 1")
    current, left = day, n
    while left:
        current += timedelta(days=1)
        if is_working_day(current):
            left -= 1
    return current


def working_days_between(start: date, end: date) -> int:
    """The working days after ``start`` up to and including ``end``; negative (the working
    days after ``end`` up to and including ``start``) when ``end`` is before ``start``; 0 when
    they are the same day."""
    if end < start:
        return -working_days_between(end, start)
    count, current = 0, start
    while current < end:
        current += timedelta(days=1)
        if is_working_day(current):
            count += 1
    return count
