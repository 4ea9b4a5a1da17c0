"""The reconciliation's schedule: one run per period of RECONCILIATION_MINUTES, counted from
midnight UTC (15: at :00, :15, :30 and :45), whatever the number of processes. A period
whose turn comes while a staff run is running is skipped: that run did the work
(:func:`scheduled_run`, the run itself, whoever decided it is due).

Who decides (JOBS, :mod:`server.jobs`): with the job queue (procrastinate) its periodic task,
deduplicated per tick by the database, and then the period's turn as below (a tick's job that
ran late, its worker away or PostgreSQL restarting, is the run of the period it runs in: the
next tick's job, in the same period, finds the turn taken); otherwise (the embedded default)
:class:`Schedule`, a background task of the app's lifespan in every worker process: each looks
every few seconds whether the current period's run is due, and the first to take the period's
turn (:func:`server.leases.take_turn`, the lease running until the period's end) runs it, so
another process takes over when one stops.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy.orm import Session
from starlette.concurrency import run_in_threadpool

from server import clock, leases
from server.clock import as_utc
from server.errors import Conflict
from server.reconciliation import job
from server.reconciliation.models import RunTrigger
from server.settings import Settings

log = logging.getLogger("server.reconciliation")
SCHEDULE_LEASE = "reconciliation-schedule"
TICK_SECONDS = 30.0  # how often each process looks whether the period's run is due
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def period_end(now: datetime, minutes: int) -> datetime:
    """The end of the period ``now`` is in."""
    period = timedelta(minutes=minutes)
    return _EPOCH + ((as_utc(now) - _EPOCH) // period + 1) * period


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


class Schedule:
    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        self.minutes = settings.reconciliation_minutes
        self.lookback = timedelta(days=settings.reconciliation_lookback_days)
        self.holder = holder or leases.HOLDER  # this process
        self.tick = min(TICK_SECONDS, self.minutes * 60.0)

    def run_if_due(self, at: datetime | None = None) -> int | None:
        """The run of the period ``at`` (default now) is in, if this process takes that
        period's turn: the run's id. The job queue passes its tick's time when that is later
        than this process's clock (a worker's clock a little ahead)."""
        now = max(clock.now(), at) if at is not None else clock.now()
        until = period_end(now, self.minutes)
        if not leases.take_turn(SCHEDULE_LEASE, until=until, now=now, holder=self.holder):
            return None
        return scheduled_run(self.lookback, now)

    async def _forever(self) -> None:
        while True:
            await asyncio.sleep(self.tick)
            try:
                await run_in_threadpool(self.run_if_due)
            except Exception:
                log.exception("scheduled reconciliation failed")

    def lifespan(self) -> Callable[[Any], contextlib.AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def run(_app: Any) -> AsyncIterator[None]:
            task = asyncio.create_task(self._forever()) if self.minutes > 0 else None
            try:
                yield
            finally:
                if task is not None:
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task

        return run
