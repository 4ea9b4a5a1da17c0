"""The period of the transaction history: WIB calendar days, inclusive at both ends.

Default: the last 12 months up to today (WIB), i.e. ``date_to`` = today and ``date_from`` =
today minus one year plus one day. At most 5 years. A preset (``period``) ends today too and
is computed here, from the server's date, never from the customer's device: the last 30 days
(today and the 29 before) or the last 3, 6 or 12 months (from the day after the same day
N months ago; a day the month lacks becomes its last day). The database compares instants, so a
period becomes the half-open UTC range [start of ``date_from`` in WIB, start of the day
after ``date_to`` in WIB).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta

from server.clock import WIB
from server.errors import InvalidRequest, RuleViolation
from server.transaction.messages import (
    BAD_DATE,
    FROM_AFTER_TO,
    FROM_AFTER_TODAY,
    PRESET_AND_DATES,
    TOO_LONG,
)

MAX_YEARS = 5
# The schema cannot say FROM_AFTER_TO, FROM_AFTER_TODAY, TOO_LONG, PRESET_AND_DATES (it knows
# no today and compares no two parameters): each is a documented 422 (RuleViolation). A value
# that is not a date breaks the schema (format: date), which Connexion's validator does not
# check for query parameters: BAD_DATE, 400 here.
PRESET_MONTHS = {"LAST_3_MONTHS": 3, "LAST_6_MONTHS": 6, "LAST_12_MONTHS": 12}


@dataclass(frozen=True, slots=True)
class Period:
    date_from: date
    date_to: date

    @property
    def start(self) -> datetime:
        """The first instant of ``date_from`` (WIB), as UTC."""
        return _wib_midnight(self.date_from, floor=True)

    @property
    def end(self) -> datetime:
        """The first instant after ``date_to`` (WIB), as UTC (exclusive)."""
        if self.date_to == date.max:
            return datetime.max.replace(tzinfo=UTC)
        return _wib_midnight(self.date_to + timedelta(days=1), floor=False)


def _wib_midnight(day: date, *, floor: bool) -> datetime:
    try:
        return datetime.combine(day, time(), WIB).astimezone(UTC)
    except OverflowError:  # 1 January of year 1 (WIB) is still year 0 in UTC
        return (datetime.min if floor else datetime.max).replace(tzinfo=UTC)


def years_before(day: date, years: int) -> date | None:
    """The same calendar day ``years`` earlier (29 February -> 28 February); None before
    year 1."""
    if day.year - years < 1:
        return None
    try:
        return day.replace(year=day.year - years)
    except ValueError:
        return day.replace(year=day.year - years, day=28)


def _earliest_from(date_to: date, years: int) -> date:
    """The earliest ``date_from`` of a period of ``years`` years ending on ``date_to``."""
    before = years_before(date_to, years)
    return date.min if before is None else before + timedelta(days=1)


def months_before(day: date, months: int) -> date:
    """The same day ``months`` earlier, or that month's last day (31 May - 3 = 28 February)."""
    index = day.year * 12 + day.month - 1 - months
    year, month = divmod(index, 12)
    month += 1
    following = date(year + (month == 12), month % 12 + 1, 1)
    return date(year, month, min(day.day, (following - timedelta(days=1)).day))


def preset(name: str, *, today: date) -> Period:
    """The preset ``name`` (the contract's enum) ending ``today``."""
    if name == "LAST_30_DAYS":
        return Period(today - timedelta(days=29), today)
    return Period(months_before(today, PRESET_MONTHS[name]) + timedelta(days=1), today)


def parse_day(value: str | date | None) -> date | None:
    if value is None or isinstance(value, date):
        return value
    try:
        return date.fromisoformat(value)
    except ValueError:
        raise InvalidRequest(BAD_DATE, detail=f"Not a date: {value[:20]!r}") from None


def resolve(
    *, today: date, date_from: date | None, date_to: date | None, named: str | None = None
) -> Period:
    """The period asked for (a preset, or dates with the defaults filled in); RuleViolation
    when both are given, when ``date_from`` is after ``date_to`` (today when not given) or the
    period is longer than 5 years."""
    if named is not None:
        if date_from is not None or date_to is not None:
            raise RuleViolation(PRESET_AND_DATES, detail="period with date_from or date_to.")
        return preset(named, today=today)
    end = date_to if date_to is not None else today
    start = date_from if date_from is not None else _earliest_from(end, 1)
    if start > end:
        if date_to is None:
            raise RuleViolation(FROM_AFTER_TODAY, detail="date_from is after today (WIB).")
        raise RuleViolation(FROM_AFTER_TO, detail="date_from is after date_to.")
    if start < _earliest_from(end, MAX_YEARS):
        raise RuleViolation(TOO_LONG, detail=f"The period is longer than {MAX_YEARS} years.")
    return Period(start, end)
