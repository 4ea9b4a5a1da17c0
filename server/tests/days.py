"""The tests' calendar: each test on a day of its own (10.00 WIB), frozen until the test
moves it (:class:`Clock`, installed by the ``frozen`` fixture of ``conftest.py``).

Days cycle within 300: every module has its own database (no two tests of one module share a
day), and the demo accounts (seeded as of DEMO_DAY) must not turn inactive after 12 months
only because the suite has grown past a year of tests. Within a module the days only move
forward (what an earlier test of it left is in the past: its banners have ended, its codes
expired): the cycle starts again before a module that would not fit in what is left of it,
not in its middle."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import UTC, date, datetime, timedelta

import pytest

DAY0 = datetime(2026, 11, 22, 3, 0, tzinfo=UTC)  # 10.00 WIB
DEMO_DAY = date(2026, 11, 22)  # the day tests seed the demo data as of (DAY0 in WIB)
DAY_CYCLE = 300


class Clock:
    def __init__(self, start: datetime) -> None:
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


@dataclass
class _Days:
    """This process's day count, the module run it is in and the tests of each module run."""

    run: tuple[str, str] = ("", "")
    number: int = -1
    sizes: Counter[tuple[str, str]] | None = None


_days = _Days(sizes=Counter())


def _module_run(item: pytest.Item) -> tuple[str, str]:
    """A module on one database (its SQLite run and its PostgreSQL run have a database each)."""
    callspec = getattr(item, "callspec", None)
    database = str(callspec.params.get("database_url", "")) if callspec is not None else ""
    return item.nodeid.split("::")[0], database


def count(items: list[pytest.Item], *, sign: int = 1) -> None:
    """The tests this process will run (``sign=-1``: tests deselected after all)."""
    assert _days.sizes is not None
    for item in items:
        _days.sizes[_module_run(item)] += sign


def day_of(item: pytest.Item) -> Clock:
    """A clock on the next day of this process's calendar, for the test ``item``."""
    assert _days.sizes is not None
    run = _module_run(item)
    if run != _days.run:
        _days.run = run
        if _days.number + 1 + _days.sizes[run] > DAY_CYCLE:
            _days.number = -1
    _days.number += 1
    return Clock(DAY0 + timedelta(days=_days.number % DAY_CYCLE))
