"""The document sweep's schedule (:func:`server.documents.sweep.sweep`): a background task
of the app's lifespan in every worker process; each looks every ``TICK_SECONDS`` whether the
current period's run is due, and the first to take the period's turn
(:func:`server.leases.take_turn`, the lease running until the period's end) runs it. So
there is one sweep per period whatever the number of processes, and another process takes
over when one stops. Periods are DOCUMENT_SWEEP_MINUTES long, counted from midnight UTC
(0: no sweep). With the job queue (JOBS=procrastinate) its periodic job runs the sweep
instead, once per period whatever the number of workers (:mod:`server.jobs.queue`), and the
app processes do not run this schedule."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from starlette.concurrency import run_in_threadpool

from server import clock, leases
from server.clock import as_utc
from server.documents.sweep import Swept, sweep
from server.settings import Settings

log = logging.getLogger("server.documents.sweep")
SWEEP_LEASE = "document-sweep"
TICK_SECONDS = 60.0
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class SweepSchedule:
    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        self.minutes = settings.document_sweep_minutes
        self.holder = holder or leases.HOLDER  # this process
        self.tick = min(TICK_SECONDS, self.minutes * 60.0)

    def run_if_due(self) -> Swept | None:
        """The current period's sweep, if this process takes its turn."""
        now = clock.now()
        period = timedelta(minutes=self.minutes)
        until = _EPOCH + ((as_utc(now) - _EPOCH) // period + 1) * period
        if not leases.take_turn(SWEEP_LEASE, until=until, now=now, holder=self.holder):
            return None
        return sweep(now=now)

    async def _forever(self) -> None:
        while True:
            await asyncio.sleep(self.tick)
            try:
                await run_in_threadpool(self.run_if_due)
            except Exception:
                log.exception("document sweep failed")

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
