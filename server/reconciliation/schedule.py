"""The reconciliation's schedule: one run per period of RECONCILIATION_MINUTES, counted from
midnight UTC (15: at :00, :15, :30 and :45), whatever the number of processes. A period
whose turn comes while a staff run is running is skipped: that run did the work
(:func:`scheduled_run`, the run itself, whoever decided it is due).

Who decides (JOBS, :mod:`server.jobs`): with the job queue (procrastinate) its periodic task,
deduplicated per tick by the database, and then the period's turn as below (a tick's job that
ran late, its worker away or PostgreSQL restarting, is the run of the period it runs in: the
next tick's job, in the same period, finds the turn taken); otherwise (the embedded default)
:class:`Schedule`, a :class:`server.periodic.PeriodicTurn` in every app process (each looks
every ``TICK_SECONDS`` whether the current period's run is due; the first to take the
period's turn runs it, so another process takes over when one stops).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta

from sqlalchemy.orm import Session

from server import leases
from server.clock import as_utc
from server.errors import Conflict
from server.periodic import PeriodicTurn, period_end
from server.reconciliation import job
from server.reconciliation.models import RunTrigger
from server.settings import Settings

log = logging.getLogger("server.reconciliation")
SCHEDULE_LEASE = "reconciliation-schedule"
TICK_SECONDS = 30.0  # how often each process looks whether the period's run is due


def next_run_at(
    session: Session, minutes: int, now: datetime, *, queued: bool = False
) -> datetime | None:
    """When the next scheduled run is due (None: no schedule). ``queued`` (the job queue
    decides): the end of the current period. Else the end of the period whose turn was taken
    last, or now when the current period's turn is still free."""
    if minutes <= 0:
        return None
    if queued:
        return period_end(now, minutes)
    until = leases.runs_out(session, SCHEDULE_LEASE)
    if until is None or as_utc(until) <= now:
        return now
    return as_utc(until)


def scheduled_run(lookback: timedelta, at: datetime | None = None) -> int | None:
    """The period's run (its id), or None when a run already in progress did the work.
    ``at``: when the period's turn was taken (the run's recorded start)."""
    try:
        return job.run(
            trigger=RunTrigger.SCHEDULE, started_by=None, lookback=lookback, started_at=at
        )
    except Conflict:
        log.info("scheduled reconciliation skipped: a run is in progress")
        return None


class Schedule(PeriodicTurn[int | None]):
    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        lookback = timedelta(days=settings.reconciliation_lookback_days)
        super().__init__(
            lease=SCHEDULE_LEASE,
            minutes=settings.reconciliation_minutes,
            work=lambda now: scheduled_run(lookback, now),
            log=log,
            what="scheduled reconciliation",
            holder=holder,
            tick_seconds=TICK_SECONDS,
        )
        self.lookback = lookback
