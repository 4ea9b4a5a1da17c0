"""The one source of "now" for the rules (timezone-aware UTC). Tests set a fixed or moving
time with :func:`set_now` instead of sleeping."""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path

WIB = timezone(timedelta(hours=7), "WIB")


def _system_now() -> datetime:
    return datetime.now(UTC)


_now: Callable[[], datetime] = _system_now


def now() -> datetime:
    return _now()


def set_now(source: Callable[[], datetime] | datetime | None) -> None:
    """Use a fixed time, a callable, or (None) the system clock again."""
    global _now
    if source is None:
        _now = _system_now
    elif isinstance(source, datetime):
        fixed = source

        def _fixed() -> datetime:
            return fixed

        _now = _fixed
    else:
        _now = source


class _FileOffset:
    """The system clock moved by the seconds written in a file, read again when it changes."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.mtime = -1
        self.offset = timedelta(0)

    def __call__(self) -> datetime:
        try:
            mtime = os.stat(self.path).st_mtime_ns
        except FileNotFoundError:
            mtime = 0
        if mtime != self.mtime:
            text = self.path.read_text(encoding="utf-8").strip() if mtime else ""
            self.mtime, self.offset = mtime, timedelta(seconds=float(text or 0))
        return _system_now() + self.offset


def follow_file(path: Path) -> None:
    """The system clock moved by the seconds written in ``path`` (CLOCK_FILE: the journeys'
    way to move a running server's time, e.g. to the next price day; never in production,
    :mod:`server.settings.checks`). Read again whenever the file changes (one ``stat`` a
    call); no file or an empty one: no offset."""
    set_now(_FileOffset(path))


def as_utc(value: datetime) -> datetime:
    """Timestamps read back from SQLite come without a zone; they are stored as UTC."""
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def iso_z(value: datetime) -> str:
    """ISO 8601 in UTC with a Z (``2026-11-24T03:12:40Z``), as the contract writes times."""
    return as_utc(value).isoformat().replace("+00:00", "Z")


def growing_wait(count: int, limit: int, last: datetime, max_delay: int) -> datetime:
    """When the next try is allowed once ``count`` tries reached ``limit``: 1 s after the last
    one at the limit, doubling with every one beyond it, at most ``max_delay`` seconds (the
    per-address limits: a crowd behind one address is slowed down, never locked out)."""
    beyond = min(count - limit, 30)
    return as_utc(last) + timedelta(seconds=min(2**beyond, max_delay))


def wib_text(value: datetime) -> str:
    """``pukul 10.15 WIB`` today (in WIB), else ``tanggal 23/11/2026 pukul 10.15 WIB``."""
    local = as_utc(value).astimezone(WIB)
    clock = f"pukul {local:%H.%M} WIB"
    if local.date() == now().astimezone(WIB).date():
        return clock
    return f"tanggal {local:%d/%m/%Y} {clock}"
