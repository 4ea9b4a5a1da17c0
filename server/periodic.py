"""Periodic work in the app processes (JOBS=inprocess and inline): a background task of the
app's lifespan in every process; each looks every ``TICK_SECONDS`` (at most the period) whether
the current period's run is due, and the first to take the period's turn
(:func:`server.leases.take_turn`, the lease running until the period's end) runs it. So there
is one run per period whatever the number of processes, and another process takes over when
one stops. Periods are counted from midnight UTC; a period of 0 minutes runs nothing. With the
job queue (JOBS=procrastinate) its periodic tasks run the same work instead
(:mod:`server.jobs.queue`) and the app processes do not run these.

The document sweep, the scheduled reconciliation and the investing of fund orders are each
one :class:`PeriodicTurn`."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any, Generic, TypeVar

from starlette.concurrency import run_in_threadpool

from server import clock, leases
from server.clock import as_utc

TICK_SECONDS = 60.0
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)
T = TypeVar("T")


def period_end(now: datetime, minutes: int) -> datetime:
    """The end of the period ``now`` is in."""
    period = timedelta(minutes=minutes)
    return _EPOCH + ((as_utc(now) - _EPOCH) // period + 1) * period


class PeriodicTurn(Generic[T]):
    """``work(now)`` once per period of ``minutes`` across the processes (lease ``lease``);
    its failures logged on ``log`` as ``what`` failed, and tried again the next period."""

    def __init__(
        self,
        *,
        lease: str,
        minutes: int,
        work: Callable[[datetime], T],
        log: logging.Logger,
        what: str,
        holder: str | None = None,
        tick_seconds: float = TICK_SECONDS,
    ) -> None:
        self.lease = lease
        self.minutes = minutes
        self.work = work
        self.log = log
        self.what = what
        self.holder = holder or leases.HOLDER  # this process
        self.tick = min(tick_seconds, minutes * 60.0)

    def run_if_due(self, at: datetime | None = None) -> T | None:
        """The run of the period ``at`` (default now) is in, if this process takes that
        period's turn. The job queue passes its tick's time when that is later than this
        process's clock (a worker's clock a little ahead)."""
        now = max(clock.now(), at) if at is not None else clock.now()
        until = period_end(now, self.minutes)
        if not leases.take_turn(self.lease, until=until, now=now, holder=self.holder):
            return None
        return self.work(now)

    async def _forever(self) -> None:
        while True:
            await asyncio.sleep(self.tick)
            try:
                await run_in_threadpool(self.run_if_due)
            except Exception:
                self.log.exception("%s failed", self.what)

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
