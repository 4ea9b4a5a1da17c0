"""Indonesian working days (server.workdays) on real dates: weekends, national holidays and
cuti bersama (24 December) do not count."""

from __future__ import annotations

from datetime import date

import pytest

from server.workdays import add_working_days, is_working_day, working_days_between


def test_cuti_bersama_christmas_and_new_year_do_not_count() -> None:
    received = date(2026, 12, 23)  # a Wednesday
    assert not is_working_day(date(2026, 12, 24))  # cuti bersama (the government category)
    assert not is_working_day(date(2026, 12, 25))  # Christmas
    assert not is_working_day(date(2026, 12, 26))  # Saturday
    assert not is_working_day(date(2027, 1, 1))  # New Year
    assert is_working_day(date(2026, 12, 28))
    days = [add_working_days(received, n) for n in range(1, 6)]
    assert days == [
        date(2026, 12, 28), date(2026, 12, 29), date(2026, 12, 30), date(2026, 12, 31),
        date(2027, 1, 4),
    ]  # fmt: skip
    assert add_working_days(received, 10) == date(2027, 1, 12)  # 5 Jan: Isra' Mi'raj


def test_an_ordinary_week() -> None:
    assert add_working_days(date(2026, 11, 27), 5) == date(2026, 12, 4)  # Friday to Friday
    assert add_working_days(date(2026, 11, 28), 1) == date(2026, 11, 30)  # Saturday to Monday


def test_working_days_between_counts_after_the_start_up_to_the_end() -> None:
    due = date(2027, 1, 4)
    assert working_days_between(due, due) == 0
    assert working_days_between(date(2026, 12, 23), due) == 5
    assert working_days_between(date(2026, 12, 24), due) == 5  # the 24th itself is not counted
    assert working_days_between(date(2026, 12, 31), due) == 1
    assert working_days_between(date(2027, 1, 5), due) == 0  # 5 Jan is a holiday
    assert working_days_between(date(2027, 1, 6), due) == -1
    assert working_days_between(date(2027, 1, 11), due) == -4


def test_n_must_be_positive() -> None:
    with pytest.raises(ValueError):
        add_working_days(date(2026, 12, 1), 0)
