"""Indonesian working days (server/investment/calendar.py): no Saturday, no Sunday, no
national public holiday of the ``holidays`` package; the next working day of forward
pricing; the working days of a range; a month back clamped to the month's end."""

from __future__ import annotations

from datetime import date

from server.investment.calendar import (
    is_working_day,
    last_working_day,
    months_before,
    next_working_day,
    working_days_between,
)


def test_weekends_and_national_holidays_are_not_working_days() -> None:
    assert is_working_day(date(2026, 8, 14))  # a Friday
    assert not is_working_day(date(2026, 8, 15))  # Saturday
    assert not is_working_day(date(2026, 8, 16))  # Sunday
    assert not is_working_day(date(2026, 8, 17))  # Hari Kemerdekaan, a Monday
    assert not is_working_day(date(2026, 1, 1))  # Tahun Baru
    assert not is_working_day(date(2026, 12, 25))  # Natal
    assert not is_working_day(date(2025, 8, 17))  # a Sunday and a holiday


def test_the_next_working_day_skips_a_long_weekend() -> None:
    assert next_working_day(date(2026, 8, 14)) == date(2026, 8, 18)
    assert next_working_day(date(2026, 11, 19)) == date(2026, 11, 20)
    assert next_working_day(date(2026, 11, 20)) == date(2026, 11, 23)
    assert next_working_day(date(2026, 12, 24)) == date(2026, 12, 28)


def test_the_last_working_day_on_or_before() -> None:
    assert last_working_day(date(2026, 11, 22)) == date(2026, 11, 20)
    assert last_working_day(date(2026, 11, 20)) == date(2026, 11, 20)
    assert last_working_day(date(2026, 8, 17)) == date(2026, 8, 14)


def test_the_working_days_between_two_days() -> None:
    days = list(working_days_between(date(2026, 8, 13), date(2026, 8, 19)))
    assert days == [date(2026, 8, 13), date(2026, 8, 14), date(2026, 8, 18), date(2026, 8, 19)]
    assert list(working_days_between(date(2026, 8, 15), date(2026, 8, 17))) == []
    a_year = list(working_days_between(date(2026, 1, 1), date(2026, 12, 31)))
    assert 240 <= len(a_year) <= 250
    assert all(d.weekday() < 5 for d in a_year)


def test_months_before_clamps_to_the_months_end() -> None:
    assert months_before(date(2026, 11, 20), 1) == date(2026, 10, 20)
    assert months_before(date(2026, 3, 31), 1) == date(2026, 2, 28)
    assert months_before(date(2026, 11, 20), 12) == date(2025, 11, 20)
    assert months_before(date(2026, 1, 15), 1) == date(2025, 12, 15)
