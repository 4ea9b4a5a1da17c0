"""The embedded job runner (JOBS=inprocess, the default, and inline): nothing to install, the
job functions run inside each app process.

Notices: a :class:`Deliverer` per process, a thread started and stopped by the app's
lifespan. A unit of work that wrote notices wakes it once committed (the fast path: the
answer to the request does not wait for the mail server); it also wakes every
NOTICE_DRAIN_SECONDS on its own (the safety net: retries that came due, notices a crashed
process committed but never sent) and once at start. With JOBS=inline the committing thread
delivers itself, before the request's answer (tests read the outbox file right after a call);
the thread only does the periodic pass (none at start: a test's first call meets no query it
did not make). Several processes (WORKERS) each run one: a notice
is taken by one of them (:mod:`server.notify.delivery` locks its row).

The periodic work (reconciliation, document sweep, gateway sweep) stays as it was: background
tasks of each process's lifespan that take turns through leases (:mod:`server.leases`). The
notices' retention is one of them, here: a :class:`NoticeSweep` per process, the first to
take the hour's turn deleting the SENT notices past NOTICE_KEEP_DAYS."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime, timedelta
from typing import Any

import anyio.to_thread

from server import clock, leases
from server.clock import as_utc
from server.jobs import work
from server.settings import Settings

log = logging.getLogger("server.jobs")
STOP_SECONDS = 15.0  # how long the lifespan's end waits for a pass in progress
NOTICE_SWEEP_LEASE = "notice-sweep"
EXPORT_SECONDS = 60.0  # the data exports' safety net
TICK_SECONDS = 60.0  # how often each process looks whether the period's sweep is due
_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


class Deliverer:
    def __init__(self, settings: Settings, *, inline: bool = False) -> None:
        self.settings = settings
        self.inline = inline
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    def wake(self) -> None:
        """A unit of work that wrote notices committed."""
        if self.inline:
            self.deliver()
        else:
            self._wake.set()

    def deliver(self) -> None:
        work.deliver_notices(self.settings, stop=self._stopping.is_set)

    def start(self) -> None:
        self._stopping.clear()
        if not self.inline:  # a first pass at start: what a previous process left
            self._wake.set()
        self._thread = threading.Thread(target=self._run, name="notice-deliverer", daemon=True)
        self._thread.start()

    def stop(self, timeout: float = STOP_SECONDS) -> None:
        """End the thread after the row it is sending (if any)."""
        self._stopping.set()
        self._wake.set()
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                log.warning("the notice deliverer did not stop within %.0f s", timeout)
            self._thread = None

    def _run(self) -> None:
        while True:
            self._wake.wait(self.settings.notice_drain_seconds)
            self._wake.clear()
            if self._stopping.is_set():
                return
            try:
                self.deliver()
            except Exception:  # the database away: the next wake tries again
                log.exception("notice delivery failed")

    def lifespan(self) -> Callable[[Any], contextlib.AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def run(_app: Any) -> AsyncIterator[None]:
            self.start()
            try:
                yield
            finally:
                await anyio.to_thread.run_sync(self.stop)

        return run


class ExportPreparer:
    """The customer's data exports in this process (:func:`work.prepare_privacy_exports`):
    a thread woken once a unit that asked for an export commits, and every
    :data:`EXPORT_SECONDS` on its own (the safety net: an export a crashed process left, and
    the sweep of the exports past their 7 days). Several processes may each run one: an
    export is held by one pass. With JOBS=inline (tests) there is no thread: a test runs the
    job itself, so it sees the export PREPARING first."""

    def __init__(self) -> None:
        self._wake = threading.Event()
        self._stopping = threading.Event()
        self._thread: threading.Thread | None = None

    def wake(self) -> None:
        self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait(EXPORT_SECONDS)
            self._wake.clear()
            if self._stopping.is_set():
                return
            try:
                work.prepare_privacy_exports()
            except Exception:  # the database away: the next wake tries again
                log.exception("preparing data exports failed")

    def lifespan(self) -> Callable[[Any], contextlib.AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def run(_app: Any) -> AsyncIterator[None]:
            self._stopping.clear()
            self._thread = threading.Thread(target=self._run, name="export-preparer", daemon=True)
            self._thread.start()
            try:
                yield
            finally:
                self._stopping.set()
                self._wake.set()
                thread, self._thread = self._thread, None
                await anyio.to_thread.run_sync(thread.join, STOP_SECONDS)

        return run


class NoticeSweep:
    """The notices' retention (:func:`server.jobs.work.sweep_notices`) in this process: every
    :data:`TICK_SECONDS` it looks whether the current hour's pass is due, and runs it if it
    takes the hour's turn first (:func:`server.leases.take_turn`, the lease running until the
    hour's end), so one pass an hour whatever the number of processes, and another process
    takes over when one stops. NOTICE_KEEP_DAYS=0: no pass."""

    def __init__(self, settings: Settings, *, holder: str | None = None) -> None:
        self.settings = settings
        self.on = settings.notice_keep_days > 0
        self.holder = holder or leases.HOLDER  # this process
        self._stopping = threading.Event()

    def run_if_due(self) -> int | None:
        """The current hour's pass, if this process takes its turn: the notices deleted."""
        now = clock.now()
        period = timedelta(seconds=work.NOTICE_SWEEP_SECONDS)
        until = _EPOCH + ((as_utc(now) - _EPOCH) // period + 1) * period
        if not leases.take_turn(NOTICE_SWEEP_LEASE, until=until, now=now, holder=self.holder):
            return None
        return work.sweep_notices(self.settings, stop=self._stopping.is_set)

    async def _forever(self) -> None:
        while True:
            await asyncio.sleep(TICK_SECONDS)
            try:
                await anyio.to_thread.run_sync(self.run_if_due)
            except Exception:
                log.exception("the notices' retention failed")

    def lifespan(self) -> Callable[[Any], contextlib.AbstractAsyncContextManager[None]]:
        @contextlib.asynccontextmanager
        async def run(_app: Any) -> AsyncIterator[None]:
            self._stopping.clear()
            task = asyncio.create_task(self._forever()) if self.on else None
            try:
                yield
            finally:
                if task is not None:
                    self._stopping.set()  # a pass in progress ends after its batch
                    task.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await task

        return run
