"""The demo's calendar: every demo date is reckoned from the day the database is seeded (its
date in Jakarta), so the demo tells the same story on any day.

On the seed day ``T`` (month ``M``, its first day):

- KS23000456 (family health, quarterly on the 1st): the bill due on the 1st of the month
  before ``M`` is unpaid and the policy is in its grace period to the last day of ``M``; the
  next quarter's bill is already issued; the three quarters before were paid.
- UL24000123 (unit link, monthly on the 15th): the last twelve monthly premiums, up to the
  last 15th before ``T``, with top-ups and a withdrawal in between.
- Budi signed in three days before ``T``; Andi last signed in seventeen months before ``M``.

:func:`seed_day` is the default day (the clock's date in WIB); tests pass the day they need.
"""

from __future__ import annotations

import calendar
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

from server import clock
from server.clock import WIB

_MONTHS = (
    "Januari", "Februari", "Maret", "April", "Mei", "Juni",
    "Juli", "Agustus", "September", "Oktober", "November", "Desember",
)  # fmt: skip


def seed_day(now: datetime | None = None) -> date:
    """Today in Jakarta (by the settable clock unless ``now`` is given)."""
    return clock.as_utc(now or clock.now()).astimezone(WIB).date()


def add_months(day: date, months: int) -> date:
    """The same day ``months`` later (or earlier), the month's last day where it is shorter."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    last = calendar.monthrange(year, month + 1)[1]
    return date(year, month + 1, min(day.day, last))


def wib(day: date, hh: int = 9, mm: int = 0, ss: int = 0) -> datetime:
    """A Jakarta wall-clock time on ``day`` as an aware UTC datetime."""
    return datetime(day.year, day.month, day.day, hh, mm, ss, tzinfo=WIB).astimezone(UTC)


def tanggal(day: date) -> str:
    """``15 Oktober 2026``."""
    return f"{day.day} {_MONTHS[day.month - 1]} {day.year}"


def bulan(day: date) -> str:
    """``Februari 2026``."""
    return f"{_MONTHS[day.month - 1]} {day.year}"


def next_anniversary(start: date, today: date, months: int) -> date:
    """The first due date after ``today`` of a schedule from ``start`` every ``months``."""
    due = start
    step = 0
    while due <= today:
        step += months
        due = add_months(start, step)
    return due


def last_anniversary(start: date, today: date, months: int) -> date:
    """The last date of the schedule on or before ``today`` (``start`` if none)."""
    step = 0
    while add_months(start, step + months) <= today:
        step += months
    return add_months(start, step)


@dataclass(frozen=True, slots=True)
class DemoCalendar:
    today: date

    @classmethod
    def on(cls, today: date | None = None) -> DemoCalendar:
        return cls(today or seed_day())

    @property
    def month(self) -> date:
        """The first day of the seed day's month."""
        return self.today.replace(day=1)

    def day_of_month(self, months: int, day: int) -> date:
        """Day ``day`` of the month ``months`` from the seed day's (clamped to its end)."""
        first = add_months(self.month, months)
        return first.replace(day=min(day, calendar.monthrange(first.year, first.month)[1]))

    # ------------------------------------------------------------ KS23000456, quarterly
    @property
    def ks_overdue_due(self) -> date:
        """The unpaid bill's due date: the 1st of the previous month."""
        return add_months(self.month, -1)

    @property
    def ks_grace_end(self) -> date:
        """The last day of the seed day's month (two months after the overdue due date)."""
        return add_months(self.ks_overdue_due, 2) - timedelta(days=1)

    @property
    def ks_start(self) -> date:
        return add_months(self.ks_overdue_due, -39)

    def ks_due(self, quarters: int) -> date:
        """A due date ``quarters`` from the overdue one (``-1`` the one before, ``1`` next)."""
        return add_months(self.ks_overdue_due, 3 * quarters)

    def card_year(self, day: date) -> tuple[date, date]:
        """The health policy's year (from its start's anniversary) that holds ``day``."""
        start = last_anniversary(self.ks_start, day, 12)
        return start, add_months(start, 12) - timedelta(days=1)

    # ------------------------------------------------------------ UL24000123, monthly
    @property
    def ul_last_due(self) -> date:
        """The last 15th before the seed day (its premium and charges are booked)."""
        this_month = self.day_of_month(0, 15)
        return this_month if self.today > this_month else self.day_of_month(-1, 15)

    @property
    def ul_next_due(self) -> date:
        return add_months(self.ul_last_due, 1)

    # ------------------------------------------------------------ sign-ins
    @property
    def budi_last_login(self) -> datetime:
        return wib(self.today - timedelta(days=3), 9, 15)

    @property
    def budi_password_changed(self) -> datetime:
        """Budi last changed his password from Pengaturan about three months ago."""
        return wib(self.today - timedelta(days=97), 20, 41)

    @property
    def andi_last_login(self) -> datetime:
        """Seventeen months before the seed month: more than a year without a sign-in."""
        return wib(self.day_of_month(-17, 10), 11, 30)

    @property
    def admin_last_login(self) -> datetime:
        return wib(self.today - timedelta(days=2), 8, 0)
