"""The tests' calendar (server/tests/days.py): within a module the days only move forward, and
the 300-day cycle restarts before a module that would not fit in what is left of it."""

from __future__ import annotations

from collections import Counter
from datetime import timedelta
from types import SimpleNamespace
from typing import Any

import pytest

from server.tests import days


def _item(module: str, database: str | None = None) -> Any:
    callspec = None if database is None else SimpleNamespace(params={"database_url": database})
    return SimpleNamespace(nodeid=f"{module}::test_x", callspec=callspec)


def test_a_module_that_would_not_fit_starts_the_cycle_again(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(days, "_days", days._Days(sizes=Counter()))
    long_one = [_item("a.py")] * 295
    banners = [_item("b.py", "sqlite")] * 10
    days.count([*long_one, *banners])
    seen = [days.day_of(item).now for item in [*long_one, *banners]]
    offsets = [(at - days.DAY0) // timedelta(days=1) for at in seen]
    assert offsets[:295] == list(range(295))
    # b.py's ten tests would run past day 299 and wrap in its middle: it starts at day 0.
    assert offsets[295:] == list(range(10))


def test_a_module_that_fits_goes_on_from_the_day_before(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(days, "_days", days._Days(sizes=Counter()))
    first, second = [_item("a.py")] * 3, [_item("a.py", "postgres")] * 4
    days.count([*first, *second])
    offsets = [
        (days.day_of(item).now - days.DAY0) // timedelta(days=1) for item in [*first, *second]
    ]
    assert offsets == list(range(7))  # the PostgreSQL run of a module is a run of its own
