"""Periods as cron lines for procrastinate's periodic tasks (croniter, UTC).

Cron can only step by a divisor of a minute (a sixth field, seconds), of an hour, or of a
day; the portal's periods are any number of seconds or minutes (RECONCILIATION_MINUTES 45,
DOCUMENT_SWEEP_MINUTES 90). So:

- :func:`every` (a sweep "every N seconds", the notices' safety net): the largest step cron
  can express that is not longer than the period; a little more often is harmless;
- :func:`aligned` (a run "once per period counted from midnight UTC"): the largest step cron
  can express that divides the period, and :func:`on_boundary` tells the ticks that start a
  period (45 minutes: a tick every 15 minutes, one in three runs). Every boundary is a tick,
  so a period is never missed, and the tick's timestamp is the same on every worker, so the
  database's deduplication of periodic jobs holds across workers."""

from __future__ import annotations

_MINUTE, _HOUR, _DAY = 60, 3600, 86400


def _divisors(n: int) -> list[int]:
    return [d for d in range(1, n + 1) if n % d == 0]


# Every step (in seconds) a cron line can express, each aligned to midnight UTC.
STEPS = sorted(
    {*(_divisors(60)), *(m * _MINUTE for m in _divisors(60)), *(h * _HOUR for h in _divisors(24))}
)


def line(step: int) -> str:
    """The cron line of ``step`` seconds (one of :data:`STEPS`)."""
    if step not in STEPS:
        raise ValueError(f"cron cannot step by {step} s")
    if step < _MINUTE:
        return f"* * * * * */{step}"
    if step < _HOUR:
        return f"*/{step // _MINUTE} * * * *"
    if step < _DAY:
        return f"0 */{step // _HOUR} * * *"
    return "0 0 * * *"


def every(seconds: int) -> str:
    """Ticks at most ``seconds`` apart (at least one a second)."""
    return line(max(s for s in STEPS if s <= max(1, seconds)))


def aligned(seconds: int) -> str:
    """Ticks on every boundary of a ``seconds``-long period counted from midnight UTC (and
    perhaps between them: see :func:`on_boundary`)."""
    return line(max(s for s in STEPS if seconds % s == 0))


def on_boundary(timestamp: int, seconds: int) -> bool:
    """Whether the tick at ``timestamp`` (Unix time, from the periodic task) starts a period."""
    return timestamp % seconds == 0
