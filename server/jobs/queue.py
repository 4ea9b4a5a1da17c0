"""The job queue on PostgreSQL (JOBS=procrastinate): procrastinate, its jobs in the portal's
own database, run by ``python -m server worker`` (one or more, on any host).

Tasks (:func:`build`):

- ``deliver_notices``: deferred right after a unit of work that wrote notices committed (the
  fast path, :func:`wake`, from whichever process committed) and periodically, every
  NOTICE_DRAIN_SECONDS, as the safety net (retries come due; a fast path lost with a
  crashed process or a database hiccup). Its queueing lock keeps at most one waiting: a
  burst of notices is one job, which delivers them all (:mod:`server.notify.delivery`).
- ``reconcile``, ``sweep_documents``, ``sweep_notices`` (hourly: SENT notices past
  NOTICE_KEEP_DAYS deleted), ``sweep_gateway``: periodic, replacing the leases of the
  embedded runner. A periodic job is deferred by every worker's periodic deferrer for
  the same tick, and the database keeps one (a unique row per task and tick,
  ``procrastinate_periodic_defers``): one job per tick, whatever the number of workers,
  without comparing anyone's clock. The reconciliation's job then takes its period's turn
  (:mod:`server.reconciliation.schedule`): a job that ran late, in the next period, is that period's
  run, and the next tick's job finds the turn taken. Ticks are cron lines (:mod:`server.jobs.cron`).
  Each has a queueing lock (a worker that was away finds one job waiting, not a backlog) and a lock
  (two runs never overlap).
- ``prepare_privacy_exports``: deferred right after a unit that asked for a customer's data
  export committed (:func:`wake_exports`) and every minute as the safety net, which also
  deletes the exports past their 7 days (:mod:`server.privacy.exports`).
- ``invest_fund_orders``: every INVEST_MINUTES, the fund orders whose unit prices are published
  and that a publication did not invest (:mod:`server.investment.investing`; each order is
  claimed once, so a run of the app's publication at the same time is harmless).

The periodic deferrer defers the latest tick still missing when a worker starts, if it is
at most ``max_delay`` old: that is set to the longest period, so a period whose workers were
all down at its start still gets its run once one is back, as with the leases.

Connections. psycopg 3 with ``prepare_threshold=None``, always: PgBouncer in transaction
mode cannot keep prepared statements, and procrastinate's few statements gain nothing from
them. The worker's pool is small (:data:`WORKER_POOL`) plus one connection of its own for
LISTEN/NOTIFY (a new job starts at once; through PgBouncer's transaction mode notifications
do not arrive and jobs start at the next poll, :data:`POLL_SECONDS`). An app process opens
a pool of :data:`APP_POOL` only when it first defers a job.

Graceful stop: SIGTERM (or SIGINT) stops fetching jobs; the running ones get
:data:`STOP_SECONDS` to end (the delivery stops between two notices), then are aborted.
Anything else that ends the worker (its LISTEN connection lost when PostgreSQL restarts or
fails over: procrastinate then stops the worker) is not an end: ``python -m server worker``
starts it again after :data:`RESTART_SECONDS` (doubling while it keeps failing at once,
:data:`RESTART_MAX_SECONDS` at most), so that the worker recovers as the apps do, without a
supervisor.
Jobs that succeeded are deleted; a failed one stays in ``procrastinate_jobs`` (status
``failed``) for a look, and its periodic successor runs at the next tick anyway."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import socket
import threading
from collections.abc import Callable
from typing import Any

import procrastinate
from procrastinate import JobContext, exceptions
from sqlalchemy.engine import make_url

from server.jobs import cron, work
from server.settings import Settings

log = logging.getLogger("server.jobs")

CONCURRENCY = 2  # jobs at once in a worker: a long reconciliation never holds notices back
WORKER_POOL = 4  # procrastinate's connections in a worker (besides its LISTEN connection)
APP_POOL = 2  # in an app process, to defer the delivery job
POLL_SECONDS = 5.0  # a worker looks for jobs at least this often
STOP_SECONDS = 30.0  # after SIGTERM, what running jobs get to end
RESTART_SECONDS = 1.0  # a worker that ended without being asked to starts again after this
RESTART_MAX_SECONDS = 30.0  # ... doubling while it keeps ending within a minute
DELIVER = "deliver_notices"
RECONCILE = "reconcile"
SWEEP_DOCUMENTS = "sweep_documents"
SWEEP_NOTICES = "sweep_notices"
SWEEP_GATEWAY = "sweep_gateway"
INVEST_FUND_ORDERS = "invest_fund_orders"
PRIVACY_EXPORTS = "prepare_privacy_exports"
PRIVACY_EXPORT_SECONDS = 60  # the exports' safety net and their 7 days' sweep


def conninfo(database_url: str) -> str:
    """libpq's form of a SQLAlchemy URL (postgresql+psycopg://... -> postgresql://...)."""
    url = make_url(database_url).set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


def build(settings: Settings, *, pool_size: int = WORKER_POOL) -> procrastinate.App:
    """The queue's app with the portal's tasks and periodic tasks under ``settings``."""
    connector = procrastinate.PsycopgConnector(
        conninfo=conninfo(settings.database_url),
        kwargs={"prepare_threshold": None},
        min_size=1,
        max_size=pool_size,
        timeout=10.0,
    )
    periods = [settings.notice_drain_seconds]
    app = procrastinate.App(connector=connector)

    @app.task(name=DELIVER, pass_context=True, queueing_lock=DELIVER)
    def deliver_notices(context: JobContext, timestamp: int | None = None) -> int:
        done = work.deliver_notices(settings, stop=context.should_abort)
        return done.sent

    app.periodic(cron=cron.every(settings.notice_drain_seconds), periodic_id="safety-net")(
        deliver_notices
    )

    reconciliation = settings.reconciliation_minutes * 60
    if reconciliation:
        periods.append(reconciliation)

        @app.task(name=RECONCILE, queueing_lock=RECONCILE, lock=RECONCILE)
        def reconcile(timestamp: int) -> int | None:
            if not cron.on_boundary(timestamp, reconciliation):
                return None
            return work.reconcile(settings, timestamp)

        app.periodic(cron=cron.aligned(reconciliation), periodic_id="schedule")(reconcile)

    documents = settings.document_sweep_minutes * 60
    if documents:
        periods.append(documents)

        @app.task(name=SWEEP_DOCUMENTS, queueing_lock=SWEEP_DOCUMENTS, lock=SWEEP_DOCUMENTS)
        def sweep_documents(timestamp: int) -> int:
            if not cron.on_boundary(timestamp, documents):
                return 0
            swept = work.sweep_documents()
            return swept.documents + swept.orphans

        app.periodic(cron=cron.aligned(documents), periodic_id="schedule")(sweep_documents)

    if settings.notice_keep_days > 0:
        periods.append(work.NOTICE_SWEEP_SECONDS)

        @app.task(
            name=SWEEP_NOTICES, pass_context=True, queueing_lock=SWEEP_NOTICES, lock=SWEEP_NOTICES
        )
        def sweep_notices(context: JobContext, timestamp: int) -> int:
            return work.sweep_notices(settings, stop=context.should_abort)

        app.periodic(cron=cron.every(work.NOTICE_SWEEP_SECONDS), periodic_id="schedule")(
            sweep_notices
        )

    if settings.payment_gateway == "sandbox" and settings.gateway_sweep_seconds > 0:
        periods.append(settings.gateway_sweep_seconds)

        @app.task(name=SWEEP_GATEWAY, queueing_lock=SWEEP_GATEWAY, lock=SWEEP_GATEWAY)
        async def sweep_gateway(timestamp: int) -> int:
            return await work.sweep_gateway()

        app.periodic(cron=cron.every(settings.gateway_sweep_seconds), periodic_id="schedule")(
            sweep_gateway
        )

    invest = settings.invest_minutes * 60
    if invest:
        periods.append(invest)

        @app.task(
            name=INVEST_FUND_ORDERS, queueing_lock=INVEST_FUND_ORDERS, lock=INVEST_FUND_ORDERS
        )
        def invest_fund_orders(timestamp: int) -> int:
            return work.invest_fund_orders()

        app.periodic(cron=cron.every(invest), periodic_id="schedule")(invest_fund_orders)

    periods.append(PRIVACY_EXPORT_SECONDS)

    @app.task(name=PRIVACY_EXPORTS, queueing_lock=PRIVACY_EXPORTS, lock=PRIVACY_EXPORTS)
    def prepare_privacy_exports(timestamp: int | None = None) -> int:
        return work.prepare_privacy_exports()

    app.periodic(cron=cron.every(PRIVACY_EXPORT_SECONDS), periodic_id="safety-net")(
        prepare_privacy_exports
    )

    # A worker that starts defers the latest tick still missing if it is younger than this.
    app.periodic_defaults = {"max_delay": float(max(periods))}
    return app


# ---------------------------------------------------------------- this process's queue
_app: procrastinate.App | None = None
_worker_loop: asyncio.AbstractEventLoop | None = None  # set while this process's queue works
_opened_sync = False
_opening = threading.Lock()


def install(settings: Settings, *, pool_size: int = APP_POOL) -> procrastinate.App:
    """This process's queue: an app process defers through it, a worker runs it."""
    global _app
    close()
    _app = build(settings, pool_size=pool_size)
    return _app


def wake() -> None:
    """Defer ``deliver_notices`` (see :func:`defer`)."""
    defer(DELIVER)


def wake_exports() -> None:
    """Defer ``prepare_privacy_exports`` (an export was asked; see :func:`defer`)."""
    defer(PRIVACY_EXPORTS)


def defer(name: str) -> None:
    """Defer the task ``name`` (the fast path after a commit); one already waiting will do.
    In an app process the first call opens a small synchronous pool. In a worker (a job, or
    a gateway notification it handled, wrote notices) the deferral goes to the worker's
    event loop and pool, without waiting for it."""
    global _opened_sync
    app, loop = _app, _worker_loop
    if app is None:
        return
    if loop is not None:
        asyncio.run_coroutine_threadsafe(_defer_async(app, name), loop)
        return
    task = app.tasks[name]
    try:
        task.defer()
    except exceptions.AlreadyEnqueued:
        return
    except exceptions.AppNotOpen:
        with _opening:
            app.open()
            _opened_sync = True
        with contextlib.suppress(exceptions.AlreadyEnqueued):
            task.defer()


async def _defer_async(app: procrastinate.App, name: str) -> None:
    try:
        await app.tasks[name].defer_async()
    except exceptions.AlreadyEnqueued:
        pass
    except Exception:  # the safety net runs it
        log.exception("deferring %s failed", name)


def close() -> None:
    """Close the pool an app process opened to defer jobs (at the end of its lifespan)."""
    global _opened_sync
    with _opening:
        if _app is not None and _opened_sync:
            _app.close()
        _opened_sync = False


# ---------------------------------------------------------------- the worker
def worker_name() -> str:
    return f"{socket.gethostname()[:40]}:{os.getpid()}"


async def run_worker(
    app: procrastinate.App, *, wait: bool = True, signals: bool = True, **options: Any
) -> None:
    """Run a worker of ``app`` until SIGTERM/SIGINT (``wait``) or until no job is left.
    ``signals``: install the graceful-stop handlers (only in the main thread)."""
    global _worker_loop
    async with app.open_async():
        if app is _app:  # this process's queue: :func:`wake` defers through this loop
            _worker_loop = asyncio.get_running_loop()
        try:
            await _work(app, wait=wait, signals=signals, **options)
        finally:
            if app is _app:
                _worker_loop = None


async def _work(app: procrastinate.App, *, wait: bool, signals: bool, **options: Any) -> None:
    await app.run_worker_async(
        name=options.pop("name", worker_name()),
        concurrency=CONCURRENCY,
        wait=wait,
        install_signal_handlers=signals,
        delete_jobs="successful",
        shutdown_graceful_timeout=STOP_SECONDS,
        fetch_job_polling_interval=POLL_SECONDS,
        **options,
    )


def work_forever(settings: Settings, on_start: Callable[[], None] | None = None) -> None:
    """``python -m server worker``: this process's queue as a worker, until SIGTERM."""
    app = install(settings, pool_size=WORKER_POOL)
    if on_start is not None:
        on_start()
    log.info(
        "job worker %s: %s", worker_name(), ", ".join(sorted(app.tasks)).replace("builtin:", "")
    )
    asyncio.run(work_until_stopped(app))


async def work_until_stopped(app: procrastinate.App) -> None:
    """Run a worker of ``app`` until SIGTERM or SIGINT, starting it again whenever it ends
    by itself (its database connection lost)."""
    global _worker_loop
    loop = asyncio.get_running_loop()
    stopping = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stopping.set)
    wait = RESTART_SECONDS
    async with app.open_async():
        if app is _app:
            _worker_loop = loop
        try:
            while not stopping.is_set():
                began = loop.time()
                running = asyncio.create_task(_work(app, wait=True, signals=False))
                asked = asyncio.create_task(stopping.wait())
                await asyncio.wait({running, asked}, return_when=asyncio.FIRST_COMPLETED)
                if stopping.is_set():  # procrastinate's graceful stop: jobs get STOP_SECONDS
                    running.cancel()
                    with contextlib.suppress(asyncio.CancelledError):
                        await running
                    break
                asked.cancel()
                failure = running.exception()
                wait = RESTART_SECONDS if loop.time() - began > 60 else wait
                log.warning(
                    "job worker ended by itself (%s); starting again in %.0f s",
                    type(failure).__name__ if failure else "its database connection lost",
                    wait,
                )
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stopping.wait(), wait)
                wait = min(wait * 2, RESTART_MAX_SECONDS)
        finally:
            if app is _app:
                _worker_loop = None
