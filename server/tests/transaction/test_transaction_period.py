"""The history period: defaults, order, the 5-year limit and WIB day bounds (no database).
Rules the schema cannot express are 422 (RuleViolation); a value that is not a date, 400."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from server.errors import InvalidRequest, RuleViolation
from server.transaction.period import (
    FROM_AFTER_TO,
    FROM_AFTER_TODAY,
    PRESET_AND_DATES,
    TOO_LONG,
    Period,
    parse_day,
    resolve,
    years_before,
)

TODAY = date(2026, 11, 22)


def test_default_is_the_last_twelve_months_up_to_today() -> None:
    assert resolve(today=TODAY, date_from=None, date_to=None) == Period(date(2025, 11, 23), TODAY)


def test_default_start_follows_a_given_end_and_leap_days() -> None:
    assert resolve(today=TODAY, date_from=None, date_to=date(2028, 2, 29)).date_from == date(
        2027, 3, 1
    )
    assert resolve(today=TODAY, date_from=date(2026, 1, 5), date_to=None).date_to == TODAY


def test_one_day_period_is_allowed() -> None:
    assert resolve(today=TODAY, date_from=TODAY, date_to=TODAY) == Period(TODAY, TODAY)


@pytest.mark.parametrize(
    ("date_from", "date_to", "message"),
    [
        (date(2026, 6, 2), date(2026, 6, 1), FROM_AFTER_TO),
        (date(2026, 11, 23), None, FROM_AFTER_TODAY),
        (date(2021, 11, 22), TODAY, TOO_LONG),
        (date(1, 1, 1), date(9999, 12, 31), TOO_LONG),
    ],
)
def test_refused_periods(date_from: date, date_to: date | None, message: str) -> None:
    with pytest.raises(RuleViolation) as refused:
        resolve(today=TODAY, date_from=date_from, date_to=date_to)
    assert refused.value.message == message
    assert refused.value.status == 422


def test_five_years_exactly_is_allowed() -> None:
    assert resolve(today=TODAY, date_from=date(2021, 11, 23), date_to=TODAY).date_from == date(
        2021, 11, 23
    )


def test_bounds_are_wib_midnights_in_utc() -> None:
    period = Period(date(2026, 6, 15), date(2026, 6, 30))
    assert period.start == datetime(2026, 6, 14, 17, 0, tzinfo=UTC)
    assert period.end == datetime(2026, 6, 30, 17, 0, tzinfo=UTC)


def test_bounds_at_the_ends_of_the_calendar_do_not_overflow() -> None:
    period = Period(date(1, 1, 1), date(1, 1, 2))
    assert period.start == datetime.min.replace(tzinfo=UTC)
    assert Period(date(9999, 12, 30), date.max).end == datetime.max.replace(tzinfo=UTC)
    assert resolve(today=TODAY, date_from=None, date_to=date(1, 6, 1)).date_from == date.min
    assert years_before(date(3, 1, 1), 5) is None


def test_parse_day() -> None:
    assert parse_day("2026-02-28") == date(2026, 2, 28)
    assert parse_day(None) is None
    with pytest.raises(InvalidRequest) as refused:
        parse_day("2026-02-30")
    assert refused.value.status == 400


@pytest.mark.parametrize(
    ("named", "today", "start"),
    [
        ("LAST_30_DAYS", TODAY, date(2026, 10, 24)),
        ("LAST_3_MONTHS", TODAY, date(2026, 8, 23)),
        ("LAST_6_MONTHS", TODAY, date(2026, 5, 23)),
        ("LAST_12_MONTHS", TODAY, date(2025, 11, 23)),  # the default period
        ("LAST_3_MONTHS", date(2026, 5, 31), date(2026, 3, 1)),  # 28 February + 1 day
        ("LAST_12_MONTHS", date(2025, 2, 28), date(2024, 2, 29)),
        ("LAST_3_MONTHS", date(2026, 1, 15), date(2025, 10, 16)),
    ],
)
def test_presets_end_today_on_the_servers_date(named: str, today: date, start: date) -> None:
    # The same days as the web's presetRange (web/src/features/transaction/filters.ts).
    assert resolve(today=today, date_from=None, date_to=None, named=named) == Period(start, today)


def test_a_preset_with_dates_is_refused() -> None:
    for dates in ({"date_from": TODAY, "date_to": None}, {"date_from": None, "date_to": TODAY}):
        with pytest.raises(RuleViolation) as refused:
            resolve(today=TODAY, named="LAST_30_DAYS", **dates)
        assert refused.value.message == PRESET_AND_DATES
        assert refused.value.status == 422
