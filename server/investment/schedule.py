"""The investing job's schedule in the app processes (JOBS=inprocess and inline): a
background task of the app's lifespan in every process; each looks every ``TICK_SECONDS``
whether the current period's run is due, and the first to take the period's turn
(:func:`server.leases.take_turn`) runs :func:`server.investment.investing.invest_due`. So
there is one run per period of INVEST_MINUTES (from midnight UTC; 0: none) whatever the
number of processes. It catches the orders a publication did not invest (a crash between the
prices' commit and the investing, an order paid after its day's prices were published). With the job
queue (JOBS=procrastinate) its periodic task runs instead (:mod:`server.jobs.queue`); and the
claim of each order makes two runs at once harmless anyway."""

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
from server.investment.investing import invest_due
from server.settings import Settings

log = logging.getLogger("server.investment.investing")
LEASE = "invest-fund-orders"
TICK_SECONDS = 60.0
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class InvestSchedule:
    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        self.minutes = settings.invest_minutes
        self.holder = holder or leases.HOLDER  # this process
        self.tick = min(TICK_SECONDS, self.minutes * 60.0)

    def run_if_due(self) -> int | None:
        """The current period's run, if this process takes its turn: the orders invested."""
        now = clock.now()
        period = timedelta(minutes=self.minutes)
        until = _EPOCH + ((as_utc(now) - _EPOCH) // period + 1) * period
        if not leases.take_turn(LEASE, until=until, now=now, holder=self.holder):
            return None
        return invest_due(now=now)

    async def _forever(self) -> None:
        while True:
            await asyncio.sleep(self.tick)
            try:
                await run_in_threadpool(self.run_if_due)
            except Exception:
                log.exception("investing the fund orders failed")

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
